// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SectionKit",
  products: [
    .library(name: "SectionKit", targets: ["SectionKit"]),
    .executable(name: "examples", targets: ["Examples"]),
  ],
  targets: [
    .target(
      name: "SectionKit",
      exclude: ["UIKit/README.md"]
    ),
    .executableTarget(
      name: "Examples",
      dependencies: ["SectionKit"]
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
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["Examples", "SectionKit", "SectionKitTestSupport"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
