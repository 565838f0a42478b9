// `import SectionKitUIKit` is the one import an iOS app writes: it brings the core with it.
@_exported import SectionKit
