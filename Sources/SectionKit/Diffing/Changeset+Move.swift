extension Changeset {
  /// A survivor that changes its position relative to the other survivors.
  ///
  /// A move pairs the element's index in the old list with its index in the new list. Moves are
  /// reported only for survivors outside the longest increasing subsequence, so applying the
  /// deletes, the inserts and the moves reproduces the order of the new list.
  public struct Move: Sendable, Hashable {
    /// The index of the element in the old list.
    ///
    /// Interpreted against the old list, before any deletion.
    public var from: Int

    /// The index of the element in the new list.
    ///
    /// Interpreted against the new list, after all insertions.
    public var to: Int

    /// Creates a move between an old and a new index.
    ///
    /// No validation is performed; the values are stored as given.
    ///
    /// - Parameters:
    ///   - from: The index of the element in the old list.
    ///   - to: The index of the element in the new list.
    /// - Complexity: O(1).
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }
}
