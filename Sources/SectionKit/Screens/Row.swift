/// One row of a declarative screen: an identity and what the row shows.
///
/// Write rows inside a ``ListSection``; ``CompositeController/show(animated:_:completion:)`` diffs them by
/// identity within their section, and configures again a row whose identity stays but whose
/// content shows something else (see ``RowContent``).
///
/// ```swift
/// Row("name", RowContent("Name", detail: user.name))
/// ```
public struct Row: Identifiable {
  /// The row's identity, unique within its section.
  public let id: AnyHashable
  /// What the row shows.
  public var content: RowContent

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The row's identity, unique within its section.
  ///   - content: What the row shows.
  public init<ID: Hashable & Sendable>(_ id: ID, _ content: RowContent) {
    self.id = AnyHashable(id)
    self.content = content
  }
}
