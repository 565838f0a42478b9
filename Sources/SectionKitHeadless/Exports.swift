// `import SectionKitHeadless` brings the core with it, as `import SectionKitUIKit` does.
@_exported import SectionKit
