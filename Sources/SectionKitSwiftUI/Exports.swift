// `import SectionKitSwiftUI` brings the UIKit layer and the core with it.
@_exported import SectionKitUIKit
