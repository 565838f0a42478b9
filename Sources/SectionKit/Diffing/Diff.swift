/// The diff engine behind ``Changeset``'s initialisers.
///
/// A Heckel-family diff (trimmed common ends, one identity table, moves outside a longest
/// increasing subsequence) over scratch memory allocated for the call. See
/// ``Changeset/init(from:to:identifiedBy:isEqual:)``.
@usableFromInline
enum Diff {
  /// Computes the changes that turn `old` into `new`; see
  /// ``Changeset/init(from:to:identifiedBy:isEqual:)``.
  @inlinable
  static func changes<C: Collection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy id: (C.Element) -> ID,
    isEqual: (C.Element, C.Element) -> Bool
  ) -> Changeset {
    withElements(of: old, new) { old, new in
      makeChangeset(old: old, new: new, id: id, isEqual: isEqual)
    }
  }
}
