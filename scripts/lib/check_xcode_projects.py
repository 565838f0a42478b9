"""Checks that every Xcode project in Apps/ is well-formed; run by scripts/check-xcode-projects.

For each Apps/*/*.xcodeproj:
  - project.pbxproj parses, and every object it names exists;
  - every file reference and group is a path in the checkout (no absolute path, nothing missing),
    and so is each target's INFOPLIST_FILE;
  - the package reference is local and points at the repository's root, and every package
    product a target links is a product of the package;
  - every shared scheme builds targets of the project;
  - every Swift source of every target compiles: a file in a package target is compiled by the
    package's own build and by scripts/check-apple-sdks; any other file is type-checked here,
    on Linux against the UIKit mirror (`import UIKit` is aliased to it) and the modules of the
    package's debug build, with warnings as errors; a target whose own sources import SwiftUI
    (a SwiftUI app's entry point) is left to the macOS workflow, which builds every app.
Exits 1 on the first project with a problem (after listing every problem of that project).
"""

import os
import platform
import re
import subprocess
import sys

from xcode_projects import ROOT, Package, Project, project_paths

# Modules of the toolchain that a type-check on Linux finds without the package.
TOOLCHAIN_MODULES = {"Swift", "Foundation", "Dispatch", "Observation", "_Concurrency", "Synchronization"}


def main():
    projects = project_paths()
    if not projects:
        print("check-xcode-projects: no project in Apps/*/*.xcodeproj", file=sys.stderr)
        return 1
    package = Package()
    modules = None
    failed = False
    for path in projects:
        problems = []
        try:
            project = Project(path)
        except Exception as error:  # noqa: BLE001 (the parser's errors have no common type)
            print(f"{path}: project.pbxproj does not parse: {error}", file=sys.stderr)
            failed = True
            continue
        problems += check_objects(project)
        problems += check_files(project)
        problems += check_package_references(project, package)
        problems += check_schemes(project)
        checked, problems_of_sources, modules = check_sources(project, package, modules)
        problems += problems_of_sources
        if problems:
            failed = True
            for problem in problems:
                print(f"{path}: {problem}", file=sys.stderr)
        else:
            targets = ", ".join(name for _, name in checked) or "none"
            print(f"check-xcode-projects: {path}: well-formed; sources compiled: {targets}")
    return 1 if failed else 0


def check_objects(project):
    return [
        f"object {identifier} names {reference} in `{key}`, which is not an object of the project"
        for identifier, key, reference in project.dangling_references()
    ]


def check_files(project):
    problems = []
    for identifier, kind, location in project.file_locations():
        if location is None:
            continue
        name = project.objects[identifier].get("path") or project.objects[identifier].get("name")
        if project.objects[identifier].get("sourceTree") == "<absolute>":
            problems.append(f"{kind} {name} ({identifier}) has an absolute path: {location}")
        elif not os.path.exists(location):
            problems.append(f"{kind} {name} ({identifier}) is missing: {os.path.relpath(location, ROOT)}")
        elif os.path.commonpath([ROOT, location]) != ROOT:
            problems.append(f"{kind} {name} ({identifier}) is outside the checkout: {location}")
    for _, target in project.targets():
        plist = project.build_settings(target).get("INFOPLIST_FILE")
        if plist and not os.path.isfile(os.path.join(project.folder, plist)):
            problems.append(f"target {target['name']}: INFOPLIST_FILE {plist} is missing")
    return problems


def check_package_references(project, package):
    problems = []
    references = project.package_references()
    if not references:
        problems.append("no package reference: the app must build against this checkout's package")
    for identifier, isa, location in references:
        if isa != "XCLocalSwiftPackageReference":
            problems.append(f"package reference {identifier} is {isa} ({location}), not the local checkout")
        elif os.path.normpath(os.path.join(project.folder, location)) != ROOT:
            problems.append(
                f"package reference {identifier} points at {location}, not the repository's root "
                f"({os.path.relpath(ROOT, project.folder)} from {os.path.relpath(project.folder, ROOT)})"
            )
    products = package.products()
    for _, target in project.targets():
        for product, reference in project.target_products(target):
            if product not in products:
                problems.append(f"target {target['name']} links {product}, which the package does not offer")
            if reference not in dict((r[0], r) for r in references):
                problems.append(f"target {target['name']}: {product} comes from no package reference of the project")
    return problems


def check_schemes(project):
    problems = []
    targets = {identifier for identifier, _ in project.targets()}
    container = f"container:{os.path.basename(project.path)}"
    schemes = project.schemes()
    if not schemes:
        problems.append("no shared scheme (xcshareddata/xcschemes): CI builds the app by a scheme's name")
    for name, references in schemes.items():
        for identifier, referenced in references:
            if referenced == container and identifier not in targets:
                problems.append(f"scheme {name} builds {identifier}, which is not a target of the project")
    return problems


def check_sources(project, package, modules):
    """Returns ([(identifier, target name) type-checked or in package targets], problems, modules)."""
    problems = []
    checked = []
    for identifier, target in project.targets():
        name = target["name"]
        sources = project.target_sources(target)
        outside = []
        for source in sources:
            owner = package.owning_target(source)
            if owner == "UIKitMirror":
                problems.append(f"target {name} compiles {source}, a file of the Linux-only UIKit mirror")
            elif owner is None:
                outside.append(source)
        if not outside:
            checked.append((identifier, name))
            continue
        if platform.system() == "Darwin":
            print(f"check-xcode-projects: {name}: on a Mac, xcodebuild compiles its sources (the workflow does)")
            continue
        swiftui = sorted(source for source in outside if "SwiftUI" in imports(source))
        if swiftui:
            # A SwiftUI app's entry point names its package's iOS-only views and SwiftUI's App,
            # which neither mirror declares: on Linux its structure is checked here, and the
            # macOS workflow's apps matrix (which scripts/check-workflows holds to every project)
            # compiles it.
            print(
                f"check-xcode-projects: {name}: {', '.join(os.path.relpath(s, ROOT) for s in swiftui)} "
                "imports SwiftUI, which Linux cannot compile: the macOS workflow builds it"
            )
            checked.append((identifier, name))
            continue
        if modules is None:
            modules = package_modules()
        products = package.products()
        needed = {target_name for product, _ in project.target_products(target) for target_name in products.get(product, [])}
        missing = sorted(module for module in needed | {"UIKitMirror"} if not os.path.exists(os.path.join(modules, f"{module}.swiftmodule")))
        for module in missing:  # `swift build` builds only the last of several --target
            subprocess.run(["swift", "build", "--target", module], cwd=ROOT, check=True)
        available = TOOLCHAIN_MODULES | {"UIKit"} | {
            entry[: -len(".swiftmodule")] for entry in os.listdir(modules) if entry.endswith(".swiftmodule")
        }
        unknown = sorted({module for source in outside for module in imports(source)} - available)
        if unknown:
            problems.append(
                f"target {name}: {', '.join(unknown)} cannot be compiled on Linux; keep the app's code in a "
                "package target (as ExampleAppUIKit is), which scripts/check-apple-sdks compiles against "
                "Apple's SDKs, and in the app target only an entry point that imports UIKit and the package"
            )
            continue
        version = project.build_settings(target).get("SWIFT_VERSION", "6.0").split(".")[0]
        command = [
            "swiftc", "-typecheck", "-parse-as-library", "-swift-version", version,
            "-I", modules, "-module-alias", "UIKit=UIKitMirror",
            "-D", "SECTIONKIT_UIKIT_MIRROR", "-D", "DEBUG", "-warnings-as-errors",
            "-module-cache-path", os.path.join(ROOT, ".build-tools", "module-cache"),
        ] + outside
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0 or "warning:" in result.stderr:
            problems.append(f"target {name}: its sources do not type-check against the UIKit mirror:\n{result.stderr}")
        else:
            checked.append((identifier, name))
    return checked, problems, modules


def package_modules():
    """The folder of the package's debug modules (built by CI's `swift build` before this)."""
    binaries = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    return os.path.join(binaries, "Modules")


def imports(source):
    with open(source, encoding="utf-8") as file:
        return set(re.findall(
            r"^[ \t]*(?:@[\w()]+[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)",
            file.read(),
            re.MULTILINE,
        ))


if __name__ == "__main__":
    sys.exit(main())
