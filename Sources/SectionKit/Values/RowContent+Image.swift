extension RowContent {
  /// The image before a row's text, as UIKit's list content configuration shows it: a system
  /// symbol or an image of the app's assets, with a tint and, for a symbol, its point size,
  /// weight and scale.
  ///
  /// ```swift
  /// RowContent("Wi-Fi", image: .system("wifi", tint: .systemBlue, symbol: .init(weight: .semibold)))
  /// ```
  public struct Image: Sendable, Hashable {
    /// The image's name: an SF Symbol's, or an asset's.
    public var name: String
    /// Whether the name is a system symbol's (`UIImage(systemName:)`) rather than an asset's
    /// (`UIImage(named:)`).
    public var isSystemSymbol: Bool
    /// The colour the image is drawn in (`imageProperties.tintColor`), or `nil` for the
    /// cell's tint.
    public var tint: ListColor?
    /// How a symbol is drawn (`imageProperties.preferredSymbolConfiguration`), or `nil` for
    /// the cell's default.
    public var symbol: SymbolConfiguration?

    /// A system symbol (an SF Symbol), as `UIImage(systemName:)`.
    ///
    /// - Parameters:
    ///   - name: The symbol's name, such as `wifi`.
    ///   - tint: The colour it is drawn in, or `nil` for the cell's tint.
    ///   - symbol: Its point size, weight and scale, or `nil` for the cell's default.
    /// - Returns: The image.
    public static func system(
      _ name: String, tint: ListColor? = nil, symbol: SymbolConfiguration? = nil
    ) -> Image {
      Image(name: name, isSystemSymbol: true, tint: tint, symbol: symbol)
    }

    /// An image of the app's assets, as `UIImage(named:)`.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - tint: The colour a template image is drawn in, or `nil` for the cell's tint.
    /// - Returns: The image.
    public static func named(_ name: String, tint: ListColor? = nil) -> Image {
      Image(name: name, isSystemSymbol: false, tint: tint, symbol: nil)
    }
  }

  /// How a symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`: each part left `nil`
  /// keeps the cell's default.
  public struct SymbolConfiguration: Sendable, Hashable {
    /// A symbol's weight, as `UIImage.SymbolWeight`.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
      /// Ultralight.
      case ultraLight
      /// Thin.
      case thin
      /// Light.
      case light
      /// Regular.
      case regular
      /// Medium.
      case medium
      /// Semibold.
      case semibold
      /// Bold.
      case bold
      /// Heavy.
      case heavy
      /// Black.
      case black
    }

    /// A symbol's scale against the text beside it, as `UIImage.SymbolScale`.
    public enum Scale: String, Sendable, Hashable, CaseIterable {
      /// Small.
      case small
      /// Medium.
      case medium
      /// Large.
      case large
    }

    /// The point size of the symbol's font.
    public var pointSize: Double?
    /// The weight of its strokes.
    public var weight: Weight?
    /// Its scale against the text.
    public var scale: Scale?

    /// Creates a symbol configuration; each part left `nil` keeps the cell's default.
    ///
    /// - Parameters:
    ///   - pointSize: The point size of the symbol's font.
    ///   - weight: The weight of its strokes.
    ///   - scale: Its scale against the text.
    public init(pointSize: Double? = nil, weight: Weight? = nil, scale: Scale? = nil) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
  }
}
