/// A colour, described without UIKit: one of the system's named colours, which adapt to light
/// and dark appearance, or red, green, blue and alpha components.
///
/// The UIKit layer maps it to `UIColor` (``systemOrange`` to `UIColor.systemOrange`, components
/// to `UIColor(red:green:blue:alpha:)`); the headless host writes its ``description``.
///
/// ```swift
/// SwipeAction(identifier: "flag", title: "Flag", imageName: "flag", backgroundColor: .systemOrange) { done in
///   done(true)
/// }
/// ```
public struct ListColor: Sendable, Hashable, CustomStringConvertible {
  /// What a colour is made of.
  package enum Storage: Sendable, Hashable {
    /// A system colour, by its name in UIKit (`systemRed`).
    case system(String)
    /// Components in the sRGB colour space, each from 0 to 1.
    case components(red: Double, green: Double, blue: Double, alpha: Double)
  }

  /// What the colour is made of.
  package let storage: Storage

  private init(system name: String) { storage = .system(name) }

  /// A colour of red, green, blue and alpha components in the sRGB colour space, as UIKit's
  /// `UIColor(red:green:blue:alpha:)`.
  ///
  /// - Parameters:
  ///   - red: The red component, from 0 to 1.
  ///   - green: The green component, from 0 to 1.
  ///   - blue: The blue component, from 0 to 1.
  ///   - alpha: The opacity, from 0 (transparent) to 1 (opaque).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    storage = .components(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The system's red (`UIColor.systemRed`).
  public static let systemRed = ListColor(system: "systemRed")
  /// The system's orange (`UIColor.systemOrange`).
  public static let systemOrange = ListColor(system: "systemOrange")
  /// The system's yellow (`UIColor.systemYellow`).
  public static let systemYellow = ListColor(system: "systemYellow")
  /// The system's green (`UIColor.systemGreen`).
  public static let systemGreen = ListColor(system: "systemGreen")
  /// The system's mint (`UIColor.systemMint`).
  public static let systemMint = ListColor(system: "systemMint")
  /// The system's teal (`UIColor.systemTeal`).
  public static let systemTeal = ListColor(system: "systemTeal")
  /// The system's cyan (`UIColor.systemCyan`).
  public static let systemCyan = ListColor(system: "systemCyan")
  /// The system's blue (`UIColor.systemBlue`).
  public static let systemBlue = ListColor(system: "systemBlue")
  /// The system's indigo (`UIColor.systemIndigo`).
  public static let systemIndigo = ListColor(system: "systemIndigo")
  /// The system's purple (`UIColor.systemPurple`).
  public static let systemPurple = ListColor(system: "systemPurple")
  /// The system's pink (`UIColor.systemPink`).
  public static let systemPink = ListColor(system: "systemPink")
  /// The system's brown (`UIColor.systemBrown`).
  public static let systemBrown = ListColor(system: "systemBrown")
  /// The system's gray (`UIColor.systemGray`).
  public static let systemGray = ListColor(system: "systemGray")
  /// The colour of primary text (`UIColor.label`).
  public static let label = ListColor(system: "label")
  /// The colour of secondary text, such as a subtitle (`UIColor.secondaryLabel`).
  public static let secondaryLabel = ListColor(system: "secondaryLabel")
  /// The colour of tertiary text, such as a hint (`UIColor.tertiaryLabel`).
  public static let tertiaryLabel = ListColor(system: "tertiaryLabel")

  /// The colour's name (`systemOrange`), or its components (`rgba(1, 0.5, 0, 1)`).
  public var description: String {
    switch storage {
    case .system(let name):
      return name
    case .components(let red, let green, let blue, let alpha):
      let parts = [red, green, blue, alpha].map { $0 == $0.rounded() ? "\(Int($0))" : "\($0)" }
      return "rgba(\(parts.joined(separator: ", ")))"
    }
  }
}
