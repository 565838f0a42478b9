"""Reads the Xcode projects in Apps/ and the package's manifest, for scripts/check-xcode-projects
and scripts/check-workflows.

A project is read with openstep_parser (the OpenStep property list of project.pbxproj) into plain
dictionaries; nothing here writes a project.
"""

import glob
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree

import openstep_parser

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# Source trees whose files are not in the repository (built products, SDKs, Xcode's own).
OUTSIDE_TREES = {"BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR"}


def project_paths():
    """Every Xcode project of the example apps: Apps/*/*.xcodeproj, relative to the root."""
    return sorted(
        os.path.relpath(path, ROOT) for path in glob.glob(os.path.join(ROOT, "Apps", "*", "*.xcodeproj"))
    )


class Project:
    """One .xcodeproj: its objects, targets, files and schemes."""

    def __init__(self, path):
        self.path = path  # relative to ROOT
        self.folder = os.path.dirname(os.path.join(ROOT, path))  # SOURCE_ROOT
        with open(os.path.join(ROOT, path, "project.pbxproj"), encoding="utf-8") as file:
            self.plist = openstep_parser.OpenStepDecoder.ParseFromString(file.read())
        self.objects = self.plist["objects"]
        self.root = self.objects[self.plist["rootObject"]]
        self.parents = {}
        for identifier, entry in self.objects.items():
            for child in entry.get("children", []) if isinstance(entry, dict) else []:
                self.parents[child] = identifier

    @property
    def name(self):
        return os.path.splitext(os.path.basename(self.path))[0]

    def dangling_references(self):
        """(object, key, identifier) for each identifier an object names that is not an object."""
        keys = (
            "buildConfigurationList", "buildConfigurations", "buildPhases", "children", "fileRef",
            "files", "mainGroup", "packageProductDependencies", "packageReferences", "package",
            "productRef", "productRefGroup", "productReference", "targets", "target",
            "targetProxy", "dependencies", "fileSystemSynchronizedGroups",
        )
        found = []
        for identifier, entry in self.objects.items():
            for key in keys:
                value = entry.get(key)
                for reference in value if isinstance(value, list) else [value] if value else []:
                    if reference not in self.objects:
                        found.append((identifier, key, reference))
        return found

    def location(self, identifier):
        """The path on disk of a file reference or group, or None for one outside the repository."""
        entry = self.objects[identifier]
        tree = entry.get("sourceTree", "<group>")
        path = entry.get("path", "")
        if tree in OUTSIDE_TREES:
            return None
        if tree == "<absolute>":
            return path
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(self.folder, path))
        if tree != "<group>":
            raise ValueError(f"{self.path}: {identifier} has a source tree this check does not know: {tree}")
        parent = self.parents.get(identifier)
        if parent is None:  # the main group
            base = os.path.normpath(os.path.join(self.folder, self.root.get("projectDirPath", "")))
        else:
            base = self.location(parent)
        return os.path.normpath(os.path.join(base, path))

    def file_locations(self):
        """(identifier, kind, path) of every file reference, group and synchronized folder."""
        kinds = ("PBXFileReference", "PBXGroup", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup")
        for identifier, entry in sorted(self.objects.items()):
            if entry.get("isa") in kinds:
                yield identifier, entry["isa"], self.location(identifier)

    def targets(self):
        """The native targets: (identifier, entry)."""
        return [(identifier, self.objects[identifier]) for identifier in self.root.get("targets", [])]

    def target_sources(self, target):
        """The Swift files a target compiles: its Sources phase and its synchronized folders."""
        files = []
        for phase in target.get("buildPhases", []):
            if self.objects[phase].get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_file in self.objects[phase].get("files", []):
                reference = self.objects[build_file].get("fileRef")
                if reference is not None:
                    files.append(self.location(reference))
        for group in target.get("fileSystemSynchronizedGroups", []):
            folder = self.location(group)
            files += sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True))
        return [path for path in files if path and path.endswith(".swift")]

    def target_products(self, target):
        """The package products a target links: (product name, package reference identifier)."""
        return [
            (self.objects[dependency].get("productName"), self.objects[dependency].get("package"))
            for dependency in target.get("packageProductDependencies", [])
        ]

    def build_settings(self, target):
        """The target's settings of its Debug configuration over the project's."""
        def debug(list_identifier):
            for configuration in self.objects[list_identifier].get("buildConfigurations", []):
                if self.objects[configuration].get("name") == "Debug":
                    return self.objects[configuration].get("buildSettings", {})
            return {}

        settings = dict(debug(self.root["buildConfigurationList"]))
        settings.update(debug(target["buildConfigurationList"]))
        return settings

    def package_references(self):
        """(identifier, isa, relativePath or repositoryURL) of the project's package references."""
        return [
            (
                identifier,
                self.objects[identifier].get("isa"),
                self.objects[identifier].get("relativePath") or self.objects[identifier].get("repositoryURL"),
            )
            for identifier in self.root.get("packageReferences", [])
        ]

    def schemes(self):
        """The shared schemes: {name: [BlueprintIdentifier of each buildable reference]}."""
        found = {}
        folder = os.path.join(ROOT, self.path, "xcshareddata", "xcschemes")
        for path in sorted(glob.glob(os.path.join(folder, "*.xcscheme"))):
            tree = ElementTree.parse(path)
            references = [
                (element.get("BlueprintIdentifier"), element.get("ReferencedContainer"))
                for element in tree.iter("BuildableReference")
            ]
            found[os.path.splitext(os.path.basename(path))[0]] = references
        return found

    def supported_destinations(self, target):
        """The destination platforms a target builds for, from SDKROOT and SUPPORTED_PLATFORMS."""
        settings = self.build_settings(target)
        platforms = settings.get("SUPPORTED_PLATFORMS", settings.get("SDKROOT", ""))
        names = {
            "iphoneos": {"iOS", "iOS Simulator"},
            "iphonesimulator": {"iOS Simulator"},
            "macosx": {"macOS"},
            "xros": {"visionOS", "visionOS Simulator"},
            "xrsimulator": {"visionOS Simulator"},
            "appletvos": {"tvOS", "tvOS Simulator"},
            "appletvsimulator": {"tvOS Simulator"},
        }
        result = set()
        for platform in re.split(r"\s+", platforms.strip()):
            result |= names.get(platform, set())
        return result


class Package:
    """The package at the root, from `swift package dump-package`."""

    def __init__(self):
        output = subprocess.run(
            ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout
        self.manifest = json.loads(output)

    @property
    def name(self):
        return self.manifest["name"]

    def target_folder(self, target):
        default = "Tests" if target["type"] == "test" else "Sources"
        return os.path.normpath(os.path.join(ROOT, target.get("path") or os.path.join(default, target["name"])))

    def targets(self):
        return self.manifest["targets"]

    def products(self):
        return {product["name"]: product["targets"] for product in self.manifest["products"]}

    def owning_target(self, path):
        """The target whose folder holds a file, or None."""
        for target in self.targets():
            folder = self.target_folder(target)
            if os.path.commonpath([folder, os.path.abspath(path)]) == folder:
                return target["name"]
        return None

    def schemes(self):
        """The schemes Xcode makes for the package: one per product, and `<name>-Package` for
        every target."""
        return {f"{self.name}-Package"} | set(self.products())

    def destinations(self):
        """The destination platforms the package supports, by xcodebuild's names."""
        names = {
            "ios": {"iOS", "iOS Simulator"},
            "macos": {"macOS"},
            "tvos": {"tvOS", "tvOS Simulator"},
            "watchos": {"watchOS", "watchOS Simulator"},
            "visionos": {"visionOS", "visionOS Simulator"},
        }
        result = {"macOS"}
        for platform in self.manifest.get("platforms", []):
            result |= names.get(platform["platformName"], set())
        return result
