/// The matching of the changed middle region, in indexes relative to the region start.
///
/// Unmatched positions hold a negative sentinel instead of an optional so that the hot loops
/// stay free of optional wrapping.
@usableFromInline
struct MiddleMatching {
  /// For each old middle position, the matched new middle position, or a negative value.
  @usableFromInline
  var oldToNew: ContiguousArray<Int>

  /// For each new middle position, the matched old middle position, or a negative value.
  @usableFromInline
  var newToOld: ContiguousArray<Int>

  /// The number of matched pairs.
  @usableFromInline
  var matchedCount: Int

  /// Whether a duplicate identity that has to be reported was detected.
  @usableFromInline
  var hasDuplicates: Bool

  /// Creates a matching result.
  @inlinable
  init(
    oldToNew: ContiguousArray<Int>,
    newToOld: ContiguousArray<Int>,
    matchedCount: Int,
    hasDuplicates: Bool
  ) {
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.matchedCount = matchedCount
    self.hasDuplicates = hasDuplicates
  }
}
