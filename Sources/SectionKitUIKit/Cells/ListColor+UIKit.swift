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
        return Self.systemColor(named: name)
      }
    }

    /// The system colour of that name (a switch, not a table: `UIColor` is not `Sendable` in
    /// every SDK we build with), or gray for a name UIKit does not have.
    private static func systemColor(named name: String) -> UIColor {
      switch name {
      case "systemRed": return .systemRed
      case "systemOrange": return .systemOrange
      case "systemYellow": return .systemYellow
      case "systemGreen": return .systemGreen
      case "systemMint": return .systemMint
      case "systemTeal": return .systemTeal
      case "systemCyan": return .systemCyan
      case "systemBlue": return .systemBlue
      case "systemIndigo": return .systemIndigo
      case "systemPurple": return .systemPurple
      case "systemPink": return .systemPink
      case "systemBrown": return .systemBrown
      case "systemGray": return .systemGray
      case "label": return .label
      case "secondaryLabel": return .secondaryLabel
      case "tertiaryLabel": return .tertiaryLabel
      default: return .systemGray
      }
    }
  }
#endif
