/// The common prefix and suffix of two lists, matched position by position.
///
/// Elements in the prefix and suffix have equal identities at corresponding positions; the
/// updates among them were already found with `isEqual`.
@usableFromInline
struct CommonEnds {
  /// The number of leading positions whose identities are equal in both lists.
  @usableFromInline
  let prefix: Int

  /// The number of trailing positions whose identities are equal in both lists.
  @usableFromInline
  let suffix: Int

  /// Old indexes within the prefix whose values differ, ascending.
  @usableFromInline
  let prefixUpdates: [Int]

  /// Old indexes within the suffix whose values differ, ascending.
  @usableFromInline
  let suffixUpdates: [Int]

  /// Creates the trimming result.
  @inlinable
  init(prefix: Int, suffix: Int, prefixUpdates: [Int], suffixUpdates: [Int]) {
    self.prefix = prefix
    self.suffix = suffix
    self.prefixUpdates = prefixUpdates
    self.suffixUpdates = suffixUpdates
  }
}
