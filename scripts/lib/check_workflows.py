"""Checks the workflows in .github/workflows/ and .spi.yml; run by scripts/check-workflows.

The workflows run on macOS runners, never here, so this checks what can be known without them:
  - each file is valid YAML with `on` and `jobs`, and each job names its runner and a timeout;
  - every `xcodebuild` command, with each matrix entry and each destination a step writes to
    $GITHUB_ENV substituted, names a scheme that exists: a shared scheme of its `-project`, or
    one Xcode makes for the package (a product, a library target, `<name>-Package`); and a
    destination whose platform the project's targets or the package support (`test` needs a
    concrete device, not `generic/`);
  - every Apps/*/*.xcodeproj is built by some workflow;
  - every command of the README's shell blocks is run by some workflow;
  - .spi.yml documents every library product of the package, and names only platforms the package
    declares and schemes that exist.
Prints each problem and exits 1 if there is one.
"""

import glob
import itertools
import os
import re
import shlex
import sys

import yaml

from xcode_projects import ROOT, Package, Project, project_paths

SPI_PLATFORMS = {
    "ios": "ios", "macos-spm": "macos", "macos-xcodebuild": "macos", "tvos": "tvos",
    "watchos": "watchos", "visionos": "visionos", "linux": None,
}


def main():
    package = Package()
    projects = {path: Project(path) for path in project_paths()}
    problems = []
    commands = []  # every shell line of every run step, expanded
    workflows = sorted(glob.glob(os.path.join(ROOT, ".github", "workflows", "*.y*ml")))
    if not workflows:
        problems.append(".github/workflows: no workflow")
    for path in workflows:
        name = os.path.relpath(path, ROOT)
        try:
            with open(path, encoding="utf-8") as file:
                workflow = yaml.safe_load(file)
        except yaml.YAMLError as error:
            problems.append(f"{name}: not valid YAML: {error}")
            continue
        # YAML 1.1 reads the key `on` as the boolean true.
        if not isinstance(workflow, dict) or not ({"on", True} & set(workflow)) or "jobs" not in workflow:
            problems.append(f"{name}: a workflow needs `on` and `jobs`")
            continue
        for job_name, job in workflow["jobs"].items():
            where = f"{name}: job {job_name}"
            if "runs-on" not in job:
                problems.append(f"{where}: no `runs-on`")
            if not isinstance(job.get("timeout-minutes"), int) or job["timeout-minutes"] > 90:
                problems.append(f"{where}: `timeout-minutes` must be set, at most 90")
            for entry in matrix_entries(job):
                environment = {}
                for step in job.get("steps", []):
                    if "uses" in step and "run" not in step:
                        continue
                    script = substitute(step.get("run", ""), entry)
                    for line in shell_lines(script):
                        commands.append(line)
                        written = re.search(r'echo "(\w+)=(.*)"\s*>>\s*"?\$GITHUB_ENV', line)
                        if written:
                            environment[written.group(1)] = written.group(2)
                        if line.startswith("xcodebuild") and " -scheme " in line:
                            problems += check_xcodebuild(where, line, environment, package, projects)
    built = {command_project(line) for line in commands if line.startswith("xcodebuild ")}
    for path in projects:
        if path not in built:
            problems.append(f"{path} is built by no workflow: add it to the example apps' matrix")
    for command in readme_commands():
        if command not in commands:
            problems.append(f"README.md's command `{command}` is run by no workflow")
    problems += check_spi(package)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(
            f"check-workflows: {len(workflows)} workflow(s), {len(projects)} Xcode project(s) and .spi.yml: "
            "every scheme, project and destination exists"
        )
    return 1 if problems else 0


def matrix_entries(job):
    """Each combination of the job's matrix as {key: value}; [{}] without a matrix."""
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    keys = [key for key in matrix if key not in ("include", "exclude")]
    entries = [dict(zip(keys, values)) for values in itertools.product(*(matrix[key] for key in keys))]
    return (entries or [{}]) + list(matrix.get("include", []))


def substitute(script, entry):
    """Replaces `${{ matrix.a.b }}` by the entry's value."""
    def value(match):
        current = entry
        for part in match.group(1).split("."):
            current = current[part]
        return str(current)

    return re.sub(r"\$\{\{\s*matrix\.([\w.-]+)\s*\}\}", value, script)


def shell_lines(script):
    """The commands of a shell script: continuation lines joined, comments and blanks left out."""
    joined = re.sub(r"\\\n\s*", " ", script)
    return [
        " ".join(line.split())
        for line in joined.splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]


def expand(word, environment):
    return re.sub(r"\$\{?(\w+)\}?", lambda match: environment.get(match.group(1), match.group(0)), word)


def command_project(line):
    words = shlex.split(line)
    return os.path.normpath(words[words.index("-project") + 1]) if "-project" in words else None


def check_xcodebuild(where, line, environment, package, projects):
    problems = []
    words = [expand(word, environment) for word in shlex.split(line)]
    options = {words[i]: words[i + 1] for i in range(len(words) - 1) if words[i].startswith("-")}
    action = next((word for word in words[1:] if re.fullmatch(r"build|test|build-for-testing|test-without-building|archive", word)), "build")
    scheme = options.get("-scheme")
    destination = options.get("-destination")
    supported = package.destinations()
    if "-project" in options:
        path = os.path.normpath(options["-project"])
        project = projects.get(path)
        if project is None:
            return [f"{where}: `{line}` names {path}, which is not an Apps/*/*.xcodeproj"]
        schemes = project.schemes()
        if scheme not in schemes:
            problems.append(f"{where}: {path} has no shared scheme {scheme} (it has: {', '.join(schemes) or 'none'})")
        else:
            targets = dict(project.targets())
            supported = set()
            for identifier, _ in schemes[scheme]:
                if identifier in targets:
                    supported |= project.supported_destinations(targets[identifier])
    elif scheme not in package.schemes():
        problems.append(f"{where}: the package has no scheme {scheme} (Xcode makes: {', '.join(sorted(package.schemes()))})")
    if destination is None:
        problems.append(f"{where}: `{line}` names no -destination")
        return problems
    match = re.fullmatch(r"(generic/)?platform=([^,]+)(,.*)?", destination)
    if not match:
        problems.append(f"{where}: destination {destination} is not `platform=…` or `generic/platform=…`")
    elif match.group(2) not in supported:
        problems.append(f"{where}: destination platform {match.group(2)} is not one of {sorted(supported)}")
    elif action.startswith("test") and match.group(1):
        problems.append(f"{where}: `xcodebuild {action}` needs a device, not {destination}")
    elif action.startswith("test") and not re.search(r",(id|name)=", destination):
        problems.append(f"{where}: `xcodebuild {action}` destination {destination} names no device (id= or name=)")
    return problems


def readme_commands():
    """The commands of the README's ```sh blocks, comments left out."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        text = file.read()
    commands = []
    for block in re.findall(r"^```(?:sh|shell|bash)\n(.*?)^```", text, re.MULTILINE | re.DOTALL):
        for line in block.splitlines():
            command = line.split("#", 1)[0].strip()
            if command:
                commands.append(" ".join(command.split()))
    return commands


def check_spi(package):
    path = os.path.join(ROOT, ".spi.yml")
    if not os.path.exists(path):
        return [".spi.yml is missing"]
    with open(path, encoding="utf-8") as file:
        manifest = yaml.safe_load(file)
    problems = []
    if manifest.get("version") != 1:
        problems.append(".spi.yml: `version: 1` expected")
    configs = (manifest.get("builder") or {}).get("configs") or []
    libraries = {
        target
        for product in package.manifest["products"]
        if "library" in product["type"]
        for target in product["targets"]
    }
    documented = set()
    declared = {platform["platformName"] for platform in package.manifest.get("platforms", [])} | {"macos"}
    for config in configs:
        documented |= set(config.get("documentation_targets", []))
        platform = config.get("platform")
        if platform is not None and platform not in SPI_PLATFORMS:
            problems.append(f".spi.yml: unknown platform {platform} (known: {', '.join(SPI_PLATFORMS)})")
        elif platform is not None and SPI_PLATFORMS[platform] not in declared | {None}:
            problems.append(f".spi.yml: platform {platform} is not declared in Package.swift")
        scheme = config.get("scheme")
        if scheme is not None and scheme not in package.schemes():
            problems.append(f".spi.yml: the package has no scheme {scheme}")
    for target in sorted(documented - libraries):
        problems.append(f".spi.yml: documentation target {target} is not a library of the package")
    documented_modules = {module for module in libraries if os.path.isdir(docc_catalog(module))}
    for target in sorted(documented_modules - documented):
        problems.append(f".spi.yml: {target} has a DocC catalog but is not a documentation target")
    for target in sorted(documented - documented_modules):
        problems.append(f".spi.yml: documentation target {target} has no catalog {os.path.relpath(docc_catalog(target), ROOT)}")
    return problems


def docc_catalog(module):
    return os.path.join(ROOT, "Sources", module, f"{module}.docc")


if __name__ == "__main__":
    sys.exit(main())
