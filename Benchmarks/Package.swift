// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Benchmarks for SectionKit, kept out of the library's package so that it keeps no
// dependencies. Run everything with:
//   swift run -c release --package-path Benchmarks
//
// A path dependency is identified by its folder's name, which is whatever the checkout is
// called; derive it rather than assume it.
let sectionKitFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
let sectionKitIdentity = sectionKitFolder.lastPathComponent.lowercased()

let package = Package(
  name: "SectionKitBenchmarks",
  // The clock and durations the harness times with arrive in macOS 13; benchmarks run on a Mac
  // or on Linux, never on a device.
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "SectionKitBenchmarks",
      dependencies: [
        .product(name: "SectionKit", package: sectionKitIdentity),
        .product(name: "SectionKitHeadless", package: sectionKitIdentity),
      ],
      path: "Sources/SectionKitBenchmarks"
    )
  ],
  swiftLanguageModes: [.v6]
)
