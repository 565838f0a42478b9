/// The difference between an old and a new list, expressed as plain index values.
///
/// A changeset describes how to turn an old list into a new one: which old positions are
/// deleted, which new positions are inserted, which surviving elements must move, and which
/// surviving elements kept their identity but changed their value. It also carries the full
/// mapping between old and new positions of every matched survivor.
///
/// Indexes follow the batch-update convention used by list views: `deletes` and `updates` are
/// old indexes, `inserts` are new indexes, and each move goes from an old index to a new index.
/// Only survivors outside a longest increasing subsequence are reported as moves, so the number
/// of moves is the minimum for the computed matching.
public struct Changeset: Sendable, Hashable {
  /// Old indexes of the elements that were removed, in ascending order.
  ///
  /// An old index appears here exactly when `oldToNew` holds `nil` for it.
  public var deletes: [Int]

  /// New indexes of the elements that were added, in ascending order.
  ///
  /// A new index appears here exactly when `newToOld` holds `nil` for it.
  public var inserts: [Int]

  /// The survivors that must move, sorted by their new index.
  ///
  /// Survivors that keep their relative order (a longest increasing subsequence of their old
  /// indexes taken in new order) are not listed, so the count is minimal for the matching.
  public var moves: [Move]

  /// Old indexes of survivors whose identity matched but whose value differs, ascending.
  ///
  /// Callers decide whether such an element is reloaded or reconfigured in place.
  public var updates: [Int]

  /// For every old index, the new index of the matched survivor, or `nil` when deleted.
  ///
  /// The array has exactly one entry per element of the old list.
  public var oldToNew: [Int?]

  /// For every new index, the old index of the matched survivor, or `nil` when inserted.
  ///
  /// The array has exactly one entry per element of the new list.
  public var newToOld: [Int?]

  /// Identities that occur more than once in the old or in the new list.
  ///
  /// Duplicates never stop the diff: the k-th occurrence of an identity in the changed region
  /// of the old list is matched with its k-th occurrence in the changed region of the new
  /// list. An identity is reported when it occurs more than once in either list and at least
  /// one occurrence lies outside the common prefix and suffix that were matched position by
  /// position. Entries are sorted by their first old index, then by their first new index.
  public var duplicates: [DuplicateIdentity]

  /// Creates a changeset from its parts.
  ///
  /// The diffing initialisers (``init(from:to:identifiedBy:isEqual:)``) compute changesets;
  /// this one exists so that callers and tests can describe expected results directly. No
  /// consistency checks are made.
  ///
  /// - Parameters:
  ///   - deletes: Old indexes of removed elements, ascending.
  ///   - inserts: New indexes of added elements, ascending.
  ///   - moves: Survivors that must move, sorted by new index.
  ///   - updates: Old indexes of survivors whose value changed, ascending.
  ///   - oldToNew: The new index of each old element, or `nil` when deleted.
  ///   - newToOld: The old index of each new element, or `nil` when inserted.
  ///   - duplicates: Identities that occur more than once in either list.
  /// - Complexity: O(1).
  public init(
    deletes: [Int] = [],
    inserts: [Int] = [],
    moves: [Move] = [],
    updates: [Int] = [],
    oldToNew: [Int?] = [],
    newToOld: [Int?] = [],
    duplicates: [DuplicateIdentity] = []
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.duplicates = duplicates
  }

  /// Whether the changeset requires no work at all.
  ///
  /// A changeset is empty when it has no deletes, inserts, moves or updates. The mappings and
  /// duplicate reports are not considered.
  ///
  /// - Returns: `true` when there is nothing to delete, insert, move or update.
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// Whether any identity occurs more than once in the old or the new list.
  ///
  /// See ``duplicates`` for which identities are reported.
  ///
  /// - Returns: `true` when ``duplicates`` is not empty.
  /// - Complexity: O(1).
  public var hasDuplicates: Bool {
    !duplicates.isEmpty
  }
}
