#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension ListColor {
    /// The colour as UIKit's: a system colour by its name, or components in sRGB.
    var uiColor: UIColor {
      switch storage {
      case .components(let red, let green, let blue, let alpha):
        return UIColor(
          red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
      case .system(let name):
        return Self.systemColors[name] ?? .systemGray
      }
    }

    private static let systemColors: [String: UIColor] = [
      "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
      "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
      "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
      "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
      "systemGray": .systemGray,
    ]
  }
#endif
