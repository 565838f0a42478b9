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
    .library(name: "SectionKitSwiftUI", targets: ["SectionKitSwiftUI"]),
    .library(name: "SectionKitHeadless", targets: ["SectionKitHeadless"]),
    .executable(name: "examples", targets: ["Examples"]),
    // The example app's screens on UIKit, for the Xcode project in Apps/ExamplesApp.
    .library(name: "ExampleAppUIKit", targets: ["ExampleAppUIKit"]),
    // The same screens from SwiftUI, for the Xcode project in Apps/ExamplesAppSwiftUI.
    .library(name: "ExampleAppSwiftUI", targets: ["ExampleAppSwiftUI"]),
  ],
  targets: [
    // The core: values, the diff, updates, reuse, the host contract, section controllers, the
    // composite and declarative screens. Foundation only; it names no host.
    .target(name: "SectionKit"),
    // The headless host (a list view that behaves like UIKit's, without UIKit) and its text
    // rendering: for tests, examples and previews; an app need not link it.
    .target(name: "SectionKitHeadless", dependencies: ["SectionKit"]),
    // The UIKit adapters and view controllers: UIKit on Apple platforms; on Linux the same
    // sources compile against UIKitMirror, so that every build type-checks them.
    .target(
      name: "SectionKitUIKit",
      dependencies: [
        "SectionKit", "SectionKitUIKitConstants",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    // SwiftUI both ways: SwiftUI views as rows, and sections inside SwiftUI through
    // representables. SwiftUI on Apple platforms; on Linux SwiftUIMirror, as the UIKit layer.
    .target(
      name: "SectionKitSwiftUI",
      dependencies: [
        "SectionKit", "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    // UIKit's accessibility traits and notifications, read in the Swift 5 language mode: Xcode
    // 15's UIKit declares them as mutable globals, which Swift 6 refuses to read.
    .target(
      name: "SectionKitUIKitConstants",
      dependencies: [.target(name: "UIKitMirror", condition: .when(platforms: [.linux]))],
      swiftSettings: uikitMirror + [.swiftLanguageMode(.v5)]
    ),
    // The example screens, built from SectionKit's public API only: host-neutral, for the
    // `examples` executable (headless), the example app (UIKit) and their tests.
    .target(name: "ExampleScreens", dependencies: ["SectionKit"]),
    // The example app: the example screens on UIKit's navigation and table view controllers;
    // on Linux compiled against UIKitMirror, as SectionKitUIKit is.
    .target(
      name: "ExampleAppUIKit",
      dependencies: [
        "ExampleScreens", "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    // The example app from SwiftUI: the example screens in a NavigationStack through
    // SectionList, and a screen mixing SwiftUI rows and UIKit cells. Its app shell is SwiftUI's
    // own (checked against Apple's SDK); its mixed screen also compiles against the mirrors.
    .target(
      name: "ExampleAppSwiftUI",
      dependencies: [
        "ExampleScreens", "SectionKitSwiftUI",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    .executableTarget(
      name: "Examples",
      dependencies: ["ExampleScreens", "SectionKit", "SectionKitHeadless"]
    ),
    // UIKit's API as declared on Apple platforms, for the UIKit layer and its tests on Linux.
    // Every target names it on Linux only: it is never built on a Mac or for a device.
    .target(
      name: "UIKitMirror",
      path: "Tests/UIKitMirror"
    ),
    // The SwiftUI API SectionKitSwiftUI uses, as declared on Apple platforms, for it and its
    // tests on Linux; named on Linux only, as UIKitMirror.
    .target(
      name: "SwiftUIMirror",
      dependencies: [.target(name: "UIKitMirror", condition: .when(platforms: [.linux]))],
      path: "Tests/SwiftUIMirror"
    ),
    .target(
      name: "SectionKitTestSupport",
      dependencies: ["SectionKit", "SectionKitHeadless"],
      path: "Tests/SectionKitTestSupport"
    ),
    // The core's behaviour, driven through the headless host.
    .testTarget(
      name: "SectionKitTests",
      dependencies: ["SectionKit", "SectionKitHeadless", "SectionKitTestSupport"]
    ),
    // The headless host's own behaviour: UIKit's rules, rendering, accessibility, the audit.
    .testTarget(
      name: "SectionKitHeadlessTests",
      dependencies: ["SectionKit", "SectionKitHeadless", "SectionKitTestSupport"]
    ),
    // The same section controllers as the examples' headless screens, over the UIKit adapters.
    .testTarget(
      name: "SectionKitUIKitTests",
      dependencies: [
        "ExampleAppUIKit", "ExampleScreens", "Examples", "SectionKit", "SectionKitHeadless",
        "SectionKitTestSupport", "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    // SwiftUI rows and lists over the UIKit adapters, on Linux over both mirrors.
    .testTarget(
      name: "SectionKitSwiftUITests",
      dependencies: [
        "ExampleAppSwiftUI", "SectionKit", "SectionKitHeadless", "SectionKitSwiftUI",
        "SectionKitTestSupport", "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "ExampleScreens", "Examples", "SectionKit", "SectionKitHeadless", "SectionKitTestSupport",
      ],
      exclude: ["__Snapshots__"]
    ),
    // The code of the DocC articles and of Docs/, compiled and run; the UIKit and SwiftUI sides
    // compile against UIKitMirror and SwiftUIMirror.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "SectionKit", "SectionKitHeadless", "SectionKitSwiftUI", "SectionKitTestSupport",
        "SectionKitUIKit",
        .target(name: "UIKitMirror", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIMirror", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: uikitMirror
    ),
  ],
  swiftLanguageModes: [.v6]
)
