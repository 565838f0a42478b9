// swift-tools-version: 6.0
import PackageDescription

/// `SECTIONKIT_UIKIT_MIRROR`: set where UIKit's API comes from `UIKitMirror` (Linux), for the
/// UIKit layer and the tests of it.
let uikitMirror: [SwiftSetting] = [.define("SECTIONKIT_UIKIT_MIRROR", .when(platforms: [.linux]))]

let package = Package(
  name: "SectionKit",
  // iOS 15: reconfiguring rows and items, the async `Task` the adapters use, and the list
  // content configurations arrive there. The other platforms follow the same year.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "SectionKit", targets: ["SectionKit"]),
    .library(name: "SectionKitUIKit", targets: ["SectionKitUIKit"]),
    .executable(name: "examples", targets: ["Examples"]),
  ],
  targets: [
    .target(name: "SectionKit"),
    // The UIKit adapters and view controllers: UIKit on Apple platforms; on Linux the same
    // sources compile against UIKitMirror, so that every build type-checks them.
    .target(
      name: "SectionKitUIKit",
      dependencies: [
        "SectionKit", .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    .executableTarget(
      name: "Examples",
      dependencies: ["SectionKit"]
    ),
    // UIKit's API as declared on Apple platforms, for the UIKit layer and its tests on Linux.
    // Every target names it on Linux only: it is never built on a Mac or for a device.
    .target(
      name: "UIKitMirror",
      path: "Tests/UIKitMirror"
    ),
    .target(
      name: "SectionKitTestSupport",
      dependencies: ["SectionKit"],
      path: "Tests/SectionKitTestSupport"
    ),
    .testTarget(
      name: "SectionKitTests",
      dependencies: ["SectionKit", "SectionKitTestSupport"]
    ),
    // The same section controllers as the examples' headless screens, over the UIKit adapters.
    .testTarget(
      name: "SectionKitUIKitTests",
      dependencies: [
        "Examples", "SectionKit", "SectionKitTestSupport", "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["Examples", "SectionKit", "SectionKitTestSupport"],
      exclude: ["__Snapshots__"]
    ),
    // The code of the DocC articles and of Docs/, compiled and run; the UIKit side compiles
    // against UIKitMirror.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "SectionKit", "SectionKitTestSupport", "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
  ],
  swiftLanguageModes: [.v6]
)
