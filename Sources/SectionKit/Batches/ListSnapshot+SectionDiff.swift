extension ListSnapshot {
  /// The diff of one section's items, kept from one snapshot to the next, with the survivors
  /// the new snapshot marked, in the section's old rows: a `Sendable` value, computed on the
  /// main actor or off it.
  ///
  /// The one snapshot diff: ``batchUpdate(from:)`` puts the diff of every kept section into
  /// one batch, and ``SnapshotDataSource`` has each section send its own as its request. Items
  /// are matched within their section: an item that changes section is deleted from one and
  /// inserted into the other (see ``batchUpdate(from:)`` for why).
  ///
  /// Inlinable, so that the diff is specialised for `ItemID` where the app names it (see
  /// ``SnapshotDataSource/diffItems``).
  @usableFromInline
  struct SectionDiff: Sendable {
    /// The inserts, deletes and fewest moves of the identifiers.
    @usableFromInline let changes: Changeset
    /// Old rows of surviving items to give a new cell.
    @usableFromInline let reloaded: Set<Int>
    /// Old rows of surviving items to configure again in their cell.
    @usableFromInline let reconfigured: [Int]

    /// Whether nothing changes.
    var isEmpty: Bool { changes.isEmpty && reloaded.isEmpty && reconfigured.isEmpty }

    /// Diffs a section's items.
    ///
    /// Pure: it reads only its arguments, so it may run on any thread.
    ///
    /// - Parameters:
    ///   - items: The items shown.
    ///   - newItems: The items to show.
    ///   - reloading: Items to give a new cell.
    ///   - reconfiguring: Items to configure again in their cell.
    /// - Complexity: O(n + m log m), n being the number of items and m the number of items that
    ///   stay but change position.
    @inlinable
    init(
      from items: [ItemID], to newItems: [ItemID], reloading: Set<ItemID>,
      reconfiguring: Set<ItemID>
    ) {
      let changes = Changeset(fromIdentities: items, to: newItems)
      var reloaded = Set<Int>()
      var reconfigured: [Int] = []
      if !reloading.isEmpty || !reconfiguring.isEmpty {
        for (old, new) in changes.oldToNew.enumerated() where new != nil {
          if reloading.contains(items[old]) {
            reloaded.insert(old)
          } else if reconfiguring.contains(items[old]) {
            reconfigured.append(old)
          }
        }
      }
      self.changes = changes
      self.reloaded = reloaded
      self.reconfigured = reconfigured
    }

    /// Records the diff in a section's request: the inserts, deletes and moves, the marked
    /// survivors reloaded (a moved one deleted and inserted, as UIKit requires) or
    /// reconfigured.
    ///
    /// - Parameter batch: The section's request.
    /// - Complexity: O(c), c being the number of changes.
    func record(into batch: inout SectionBatch) {
      batch.apply(changes, reloading: reloaded, reconfiguring: reconfigured)
    }
  }
}
