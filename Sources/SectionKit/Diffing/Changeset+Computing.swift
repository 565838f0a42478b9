extension Changeset {
  /// Computes the changes that turn `old` into `new`.
  ///
  /// Elements are matched by the identity that `id` returns. Matched elements for which
  /// `isEqual` returns `false` are reported as updates. When an identity occurs several times,
  /// occurrences are matched in order (the k-th with the k-th) and the identity is listed in
  /// ``duplicates``. A list whose identities did not change is recognised without building any
  /// dictionary.
  ///
  /// The algorithm belongs to the Heckel family. It first trims the common prefix and suffix
  /// (comparing identities directly, without hashing), then matches the remaining elements
  /// through one hash table from identity to position, and finally reports as moves only the
  /// survivors outside a longest increasing subsequence, which is the minimum number of moves.
  /// Duplicate identities are matched deterministically and reported, never trapped on.
  ///
  /// Diffs are pure and may run concurrently on any thread. Their working memory is allocated
  /// for the call and released when it returns: nothing is kept between diffs. Lists are
  /// limited to 2^30 - 1 elements.
  ///
  /// ```swift
  /// let changes = Changeset(from: oldPhotos, to: newPhotos, identifiedBy: \.id, isEqual: ==)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - id: Returns the identity of an element; must be cheap and deterministic.
  ///   - isEqual: Returns whether two elements with the same identity have the same value.
  /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the total number of elements and
  ///   *m* the number of matched survivors outside the common prefix and suffix.
  @inlinable
  @inline(__always)
  public init<C: Collection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy id: (C.Element) -> ID,
    isEqual: (C.Element, C.Element) -> Bool
  ) {
    self = Diff.changes(from: old, to: new, identifiedBy: id, isEqual: isEqual)
  }

  /// Computes the changes between two lists of equatable elements with a custom identity.
  ///
  /// Matched elements that are not `==` are reported as updates.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - id: Returns the identity of an element; must be cheap and deterministic.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``init(from:to:identifiedBy:isEqual:)``.
  @inlinable
  public init<C: Collection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy id: (C.Element) -> ID
  ) where C.Element: Equatable {
    self.init(from: old, to: new, identifiedBy: id, isEqual: ==)
  }

  /// Computes the changes between two lists of identifiable, equatable elements.
  ///
  /// Elements are matched by their `id`; matched elements that are not `==` are reported as
  /// updates.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``init(from:to:identifiedBy:isEqual:)``.
  @inlinable
  public init<C: Collection>(from old: C, to new: C)
  where C.Element: Identifiable & Equatable {
    self.init(from: old, to: new, identifiedBy: { $0.id }, isEqual: ==)
  }

  /// Computes the changes between two lists whose elements are their own identity.
  ///
  /// Each element is hashed as a whole, so an element whose value changes is a different
  /// identity: it is reported as a delete plus an insert, and there are never any updates.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``init(from:to:identifiedBy:isEqual:)``.
  @inlinable
  public init<C: Collection>(fromIdentities old: C, to new: C) where C.Element: Hashable {
    self = Diff.changes(fromIdentities: old, to: new)
  }
}
