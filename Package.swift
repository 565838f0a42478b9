// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SectionKit",
  // iOS 15: reconfiguring rows and items, the async `Task` the adapters use, and the list
  // content configurations arrive there. The other platforms follow the same year.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "SectionKit", targets: ["SectionKit"]),
    .executable(name: "examples", targets: ["Examples"]),
  ],
  targets: [
    .target(name: "SectionKit"),
    .executableTarget(
      name: "Examples",
      dependencies: ["SectionKit"]
    ),
    // UIKit's API as declared on Apple platforms, for type-checking the UIKit adapter on Linux.
    .target(
      name: "UIKitMirror",
      path: "Tests/UIKitMirror"
    ),
    // The same UIKit/ source files as SectionKit's (a symlinked folder), compiled against
    // UIKitMirror, so that `swift build` type-checks the whole UIKit adapter on Linux.
    .target(
      name: "SectionKitUIKitMirrored",
      dependencies: ["SectionKit", "UIKitMirror"],
      path: "Tests/SectionKitUIKitMirrored",
      swiftSettings: [.define("SECTIONKIT_UIKIT_MIRROR")]
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
        "Examples", "SectionKit", "SectionKitTestSupport", "SectionKitUIKitMirrored", "UIKitMirror",
      ]
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
        "SectionKit", "SectionKitTestSupport", "SectionKitUIKitMirrored", "UIKitMirror",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
