extension Changeset {
  /// An identity that occurs more than once in the old or in the new list.
  ///
  /// Changesets are not generic, so the identity is recorded as its textual description
  /// (`String(describing:)`) together with every index at which it occurs in each list.
  public struct DuplicateIdentity: Sendable, Hashable {
    /// The identity rendered with `String(describing:)`.
    ///
    /// Meant for diagnostics; two different identities may share a description.
    public var description: String

    /// Every old index whose element has this identity, in ascending order.
    ///
    /// Empty when the identity occurs only in the new list.
    public var oldIndexes: [Int]

    /// Every new index whose element has this identity, in ascending order.
    ///
    /// Empty when the identity occurs only in the old list.
    public var newIndexes: [Int]

    /// Creates a duplicate report.
    ///
    /// No validation is performed; the values are stored as given.
    ///
    /// - Parameters:
    ///   - description: The identity rendered with `String(describing:)`.
    ///   - oldIndexes: The ascending old indexes having this identity.
    ///   - newIndexes: The ascending new indexes having this identity.
    /// - Complexity: O(1).
    @inlinable
    public init(description: String, oldIndexes: [Int], newIndexes: [Int]) {
      self.description = description
      self.oldIndexes = oldIndexes
      self.newIndexes = newIndexes
    }
  }
}
