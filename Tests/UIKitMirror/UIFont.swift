#if os(Linux)
  import Foundation

  /// UIKit's `UIFont`, reduced to the Dynamic Type styles.
  @available(iOS 2.0, *)
  public final class UIFont: NSObject, Sendable {
    /// UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The style's name.
      public let rawValue: String
      /// Creates a style.
      ///
      /// - Parameter rawValue: The style's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// A large title.
      @available(iOS 11.0, *)
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// A first-level title.
      @available(iOS 9.0, *)
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// A second-level title.
      @available(iOS 9.0, *)
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// A third-level title.
      @available(iOS 9.0, *)
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// A headline.
      @available(iOS 7.0, *)
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// A subheadline.
      @available(iOS 7.0, *)
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body text.
      @available(iOS 7.0, *)
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// A callout.
      @available(iOS 9.0, *)
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// A footnote.
      @available(iOS 7.0, *)
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// A standard caption.
      @available(iOS 7.0, *)
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// An alternate caption.
      @available(iOS 7.0, *)
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The text style the font was made for, for tests; not UIKit API.
    public let mirrorTextStyle: TextStyle

    private init(textStyle: TextStyle) {
      mirrorTextStyle = textStyle
      super.init()
    }

    /// The font of a Dynamic Type style at the user's content size.
    ///
    /// - Parameter style: The style.
    /// - Returns: The font.
    @available(iOS 7.0, *)
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
      UIFont(textStyle: style)
    }

    /// Whether two fonts are the same: of the same style, here.
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? UIFont)?.mirrorTextStyle == mirrorTextStyle
    }

    /// The hash of the font's style.
    public override var hash: Int { mirrorTextStyle.hashValue }
  }
#endif
