extension Diff {
  /// Computes the changes between two lists of equatable elements with a custom identity.
  ///
  /// Matched elements that are not `==` are reported as updates.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - id: Returns the identity of an element; must be cheap and deterministic.
  /// - Returns: The changeset from `old` to `new`.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``changes(from:to:identifiedBy:isEqual:)``.
  @inlinable
  public static func changes<C: Collection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy id: (C.Element) -> ID
  ) -> Changeset where C.Element: Equatable {
    changes(from: old, to: new, identifiedBy: id, isEqual: ==)
  }

  /// Computes the changes between two lists of identifiable, equatable elements.
  ///
  /// Elements are matched by their `id`; matched elements that are not `==` are reported as
  /// updates.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  /// - Returns: The changeset from `old` to `new`.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``changes(from:to:identifiedBy:isEqual:)``.
  @inlinable
  public static func changes<C: Collection>(
    from old: C,
    to new: C
  ) -> Changeset where C.Element: Identifiable & Equatable {
    changes(from: old, to: new, identifiedBy: { $0.id }, isEqual: ==)
  }

  /// Computes the changes between two lists whose elements are their own identity.
  ///
  /// Each element is hashed as a whole, so an element whose value changes is a different
  /// identity: it is reported as a delete plus an insert, and there are never any updates.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  /// - Returns: The changeset from `old` to `new`; its ``Changeset/updates`` is always empty.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``changes(from:to:identifiedBy:isEqual:)``.
  @inlinable
  public static func changes<C: Collection>(
    fromIdentities old: C,
    to new: C
  ) -> Changeset where C.Element: Hashable {
    changes(from: old, to: new, identifiedBy: { $0 }, isEqual: { _, _ in true })
  }
}
