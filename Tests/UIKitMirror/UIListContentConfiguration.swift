#if os(Linux)
  import Foundation

  /// UIKit's `UIContentConfiguration`, reduced to a marker: the adapter only stores
  /// configurations on cells.
  @available(iOS 14.0, *)
  public protocol UIContentConfiguration {}

  /// UIKit's `UIListContentConfiguration`: the content of a standard list cell.
  @available(iOS 14.0, *)
  public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// UIKit's `UIListContentConfiguration.ImageProperties`, reduced to the tint and the symbol
    /// configuration.
    public struct ImageProperties: Hashable {
      /// The symbol configuration the image prefers; `nil` by default.
      public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
      /// The image's tint colour; `nil` (the cell's tint) by default.
      public var tintColor: UIColor?
    }

    /// UIKit's `UIListContentConfiguration.TextProperties`, reduced to the font, the colour,
    /// the alignment and the number of lines.
    public struct TextProperties: Hashable {
      /// UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`.
      public enum TextAlignment: Hashable {
        /// The natural alignment of the text's language.
        case natural
        /// Centered.
        case center
        /// Justified.
        case justified
      }

      /// The font; the body style here (UIKit's default depends on the configuration).
      public var font: UIFont = .preferredFont(forTextStyle: .body)
      /// The text colour; `.label` by default.
      public var color: UIColor = .label
      /// The most lines the text takes; `0`, as many as it needs, by default.
      public var numberOfLines = 0
      /// The alignment; `.natural` by default.
      public var alignment: TextAlignment = .natural
    }

    /// Which of UIKit's factory methods made the configuration (`"cell"`, `"subtitleCell"`,
    /// `"groupedHeader"`, …), for tests; not UIKit API.
    public let mirrorStyle: String
    /// The image.
    public var image: UIImage?
    /// The image's properties.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text's properties.
    public var textProperties = TextProperties()
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text's properties.
    public var secondaryTextProperties = TextProperties()

    private init(style: String) { mirrorStyle = style }

    /// The configuration of a list cell.
    ///
    /// - Returns: The configuration.
    public static func cell() -> UIListContentConfiguration { .init(style: "cell") }
    /// The configuration of a list cell with subtitle text.
    ///
    /// - Returns: The configuration.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: "subtitleCell") }
    /// The configuration of a list cell with side-by-side value text.
    ///
    /// - Returns: The configuration.
    public static func valueCell() -> UIListContentConfiguration { .init(style: "valueCell") }
    /// The configuration of a plain list's header.
    ///
    /// - Returns: The configuration.
    public static func plainHeader() -> UIListContentConfiguration { .init(style: "plainHeader") }
    /// The configuration of a plain list's footer.
    ///
    /// - Returns: The configuration.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: "plainFooter") }
    /// The configuration of a grouped list's header.
    ///
    /// - Returns: The configuration.
    public static func groupedHeader() -> UIListContentConfiguration {
      .init(style: "groupedHeader")
    }
    /// The configuration of a grouped list's footer.
    ///
    /// - Returns: The configuration.
    public static func groupedFooter() -> UIListContentConfiguration {
      .init(style: "groupedFooter")
    }
  }

  /// UIKit's `UIListContentView`: a view that shows a list content configuration outside a cell.
  @available(iOS 14.0, *)
  @MainActor
  open class UIListContentView: UIView {
    /// The configuration shown.
    public var configuration: any UIContentConfiguration = UIListContentConfiguration.cell()

    /// Creates a view that shows a configuration.
    ///
    /// - Parameter configuration: The configuration.
    public convenience init(configuration: UIListContentConfiguration) {
      self.init(frame: .zero)
      self.configuration = configuration
    }
  }

  /// UIKit's `UIImage`.
  @available(iOS 2.0, *)
  public final class UIImage: NSObject, Sendable {
    /// The system symbol's name, for tests; not UIKit API.
    public let mirrorSystemName: String?
    /// The asset's name, for tests; not UIKit API.
    public let mirrorAssetName: String?

    /// Creates an image of a system symbol (an SF Symbol).
    ///
    /// - Parameter name: The symbol's name.
    @available(iOS 13.0, *)
    public init?(systemName name: String) {
      mirrorSystemName = name
      mirrorAssetName = nil
      super.init()
    }

    /// Creates an image of the main bundle's assets.
    ///
    /// - Parameter name: The asset's name.
    public init?(named name: String) {
      mirrorSystemName = nil
      mirrorAssetName = name
      super.init()
    }
  }

  /// UIKit's `UIColor`.
  @available(iOS 2.0, *)
  public final class UIColor: NSObject, Sendable {
    /// The colour's name, for tests; not UIKit API.
    public let mirrorName: String

    private init(name: String) {
      mirrorName = name
      super.init()
    }

    /// The colour of primary text.
    @available(iOS 13.0, *)
    public static let label = UIColor(name: "label")
    /// The colour of secondary text.
    @available(iOS 13.0, *)
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    /// The colour of tertiary text.
    @available(iOS 13.0, *)
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    /// A colour of components in the sRGB colour space.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      mirrorName = "rgba(\(red), \(green), \(blue), \(alpha))"
      super.init()
    }

    /// The system's red.
    @available(iOS 7.0, *)
    public static let systemRed = UIColor(name: "systemRed")
    /// The system's orange.
    @available(iOS 7.0, *)
    public static let systemOrange = UIColor(name: "systemOrange")
    /// The system's yellow.
    @available(iOS 7.0, *)
    public static let systemYellow = UIColor(name: "systemYellow")
    /// The system's green.
    @available(iOS 7.0, *)
    public static let systemGreen = UIColor(name: "systemGreen")
    /// The system's mint.
    @available(iOS 15.0, *)
    public static let systemMint = UIColor(name: "systemMint")
    /// The system's teal.
    @available(iOS 7.0, *)
    public static let systemTeal = UIColor(name: "systemTeal")
    /// The system's cyan.
    @available(iOS 15.0, *)
    public static let systemCyan = UIColor(name: "systemCyan")
    /// The system's blue.
    @available(iOS 7.0, *)
    public static let systemBlue = UIColor(name: "systemBlue")
    /// The system's indigo.
    @available(iOS 13.0, *)
    public static let systemIndigo = UIColor(name: "systemIndigo")
    /// The system's purple.
    @available(iOS 9.0, *)
    public static let systemPurple = UIColor(name: "systemPurple")
    /// The system's pink.
    @available(iOS 7.0, *)
    public static let systemPink = UIColor(name: "systemPink")
    /// The system's brown.
    @available(iOS 13.0, *)
    public static let systemBrown = UIColor(name: "systemBrown")
    /// The system's gray.
    @available(iOS 7.0, *)
    public static let systemGray = UIColor(name: "systemGray")
  }
#endif
