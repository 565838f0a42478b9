/// The kind of a supplementary view: a section header, a section footer, or a custom kind of a
/// collection layout.
public struct SupplementaryKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, as collection views spell element kinds.
  public var rawValue: String

  /// Creates a kind from its name.
  ///
  /// - Parameter rawValue: The element kind, for example a collection layout's custom kind.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A section header.
  public static let header = SupplementaryKind("header")
  /// A section footer.
  public static let footer = SupplementaryKind("footer")

  /// The kind's name.
  public var description: String { rawValue }
}
