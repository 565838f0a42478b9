/// The diff engine behind ``Changeset``'s initialisers.
///
/// A Heckel-family diff (trimmed common ends, one identity table, moves outside a longest
/// increasing subsequence) over scratch memory allocated for the call. See
/// ``Changeset/init(from:to:identifiedBy:isEqual:)``.
///
/// Only the trimming and the equality checks read elements; everything else runs on
/// identities. Elements that are not their own identity have their identities (the old list's,
/// and the new list's between the common ends) read once into arrays of their own: an element
/// that holds references (a `String`, a class) is copied, retained and released whenever a
/// closure that is not inlined reads it, and an identity is smaller than its element.
@usableFromInline
enum Diff {
  /// Computes the changes that turn `old` into `new`; see
  /// ``Changeset/init(from:to:identifiedBy:isEqual:)``.
  @inlinable
  @inline(__always)
  static func changes<C: Collection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy id: (C.Element) -> ID,
    isEqual: (C.Element, C.Element) -> Bool
  ) -> Changeset {
    @inline(__always)
    func diff(_ old: Elements<C.Element>, _ new: Elements<C.Element>) -> Changeset {
      makeChangeset(old: old, new: new, id: id, isEqual: isEqual)
    }
    return withElements(of: old, new, diff)
  }

  /// Computes the changes that turn `old` into `new`, whose elements are their own identity;
  /// see ``Changeset/init(fromIdentities:to:)``.
  @inlinable
  static func changes<C: Collection>(
    fromIdentities old: C,
    to new: C
  ) -> Changeset where C.Element: Hashable {
    withElements(of: old, new) { old, new in
      makeChangeset(identities: old, new)
    }
  }
}
