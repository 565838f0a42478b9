extension RowContent {
  /// How one of a row's texts is drawn, as UIKit's `UIListContentConfiguration.TextProperties`:
  /// each part left `nil` keeps the cell's default.
  ///
  /// ```swift
  /// RowContent(
  ///   "Ada Lovelace", secondaryText: "ada@example.com",
  ///   secondaryTextProperties: .init(font: .caption1, color: .secondaryLabel))
  /// ```
  public struct TextProperties: Sendable, Hashable {
    /// The text's font, a Dynamic Type style (`UIFont.preferredFont(forTextStyle:)`).
    public var font: TextStyle?
    /// The text's colour.
    public var color: ListColor?
    /// The most lines the text takes (`numberOfLines`); `0` for as many as it needs.
    public var numberOfLines: Int?

    /// Creates the properties of a text; each part left `nil` keeps the cell's default.
    ///
    /// - Parameters:
    ///   - font: The text's font, a Dynamic Type style.
    ///   - color: The text's colour.
    ///   - numberOfLines: The most lines the text takes; `0` for as many as it needs.
    public init(font: TextStyle? = nil, color: ListColor? = nil, numberOfLines: Int? = nil) {
      self.font = font
      self.color = color
      self.numberOfLines = numberOfLines
    }

    /// Whether every part keeps the cell's default.
    package var isDefault: Bool { font == nil && color == nil && numberOfLines == nil }
  }

  /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// A large title.
    case largeTitle
    /// A first-level title.
    case title1
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A headline.
    case headline
    /// A subheadline.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A standard caption.
    case caption1
    /// An alternate caption.
    case caption2
  }
}
