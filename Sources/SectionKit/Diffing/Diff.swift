/// A namespace for computing ``Changeset`` values between two lists.
///
/// The algorithm belongs to the Heckel family. It first trims the common prefix and suffix
/// (comparing identities directly, without hashing), then matches the remaining elements
/// through one hash table from identity to position, and finally reports as moves only the
/// survivors outside a longest increasing subsequence, which is the minimum number of moves.
/// Duplicate identities are matched deterministically and reported, never trapped on.
///
/// Diffs are pure and may run concurrently on any thread. Their working memory is borrowed for
/// the call from a small pool shared by all diffs (at most four idle buffers of up to 64 MiB
/// each, sized for the largest recent diffs), so that diffing a large list again does not
/// fault its pages in again. Lists are limited to 2^30 - 1 elements.
public enum Diff {
  /// Computes the changes that turn `old` into `new`.
  ///
  /// Elements are matched by the identity that `id` returns. Matched elements for which
  /// `isEqual` returns `false` are reported as updates. When an identity occurs several times,
  /// occurrences are matched in order (the k-th with the k-th) and the identity is listed in
  /// ``Changeset/duplicates``. A list whose identities did not change is recognised without
  /// building any dictionary.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - id: Returns the identity of an element; must be cheap and deterministic.
  ///   - isEqual: Returns whether two elements with the same identity have the same value.
  /// - Returns: The changeset from `old` to `new`.
  /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the total number of elements and
  ///   *m* the number of matched survivors outside the common prefix and suffix.
  @inlinable
  public static func changes<C: Collection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy id: (C.Element) -> ID,
    isEqual: (C.Element, C.Element) -> Bool
  ) -> Changeset {
    let contiguous = old.withContiguousStorageIfAvailable { old in
      new.withContiguousStorageIfAvailable { new in
        makeChangeset(old: old, new: new, id: id, isEqual: isEqual)
      }
    }
    if let changeset = contiguous ?? nil { return changeset }
    return ContiguousArray(old).withUnsafeBufferPointer { old in
      ContiguousArray(new).withUnsafeBufferPointer { new in
        makeChangeset(old: old, new: new, id: id, isEqual: isEqual)
      }
    }
  }
}
