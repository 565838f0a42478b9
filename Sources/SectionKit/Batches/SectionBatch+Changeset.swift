extension SectionBatch {
  /// Records the changes of a diff of this section's rows: its deletes, inserts and moves, and
  /// its changed rows (``Changeset/updates``) configured again in their cells, or reloaded with
  /// new cells.
  ///
  /// IGListKit's `forBatchUpdates()`: the changeset of a hand-written section goes into its
  /// request as it is, and the rules UIKit sets for one batch are kept. A row that both moves
  /// and changes is reconfigured where it lands (the composite sends that after the move); one
  /// that must be reloaded becomes a delete where it was and an insert where it goes, since UIKit
  /// refuses to move and reload the same row.
  ///
  /// ```swift
  /// let changes = Changeset(from: contacts, to: newContacts, identifiedBy: \.id)
  /// context.performBatch { batch in
  ///   contacts = newContacts
  ///   batch.apply(changes)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - changes: The diff from the rows shown to the rows the model now has.
  ///   - reloadingChangedRows: Whether changed rows get new cells (`reloadRows`) rather than
  ///     being configured again in theirs (`reconfigureRows`, the default).
  /// - Complexity: O(d + i + m + u) for the changeset's deletes, inserts, moves and updates.
  public mutating func apply(_ changes: Changeset, reloadingChangedRows: Bool = false) {
    if reloadingChangedRows {
      apply(changes, reloading: Set(changes.updates), reconfiguring: [])
    } else {
      apply(changes, reloading: [], reconfiguring: changes.updates)
    }
  }

  /// Records a diff's deletes, inserts and moves, the rows to reload and the rows to
  /// reconfigure; a moved row to reload becomes a delete and an insert.
  ///
  /// - Parameters:
  ///   - changes: The diff.
  ///   - reloading: Old indexes of surviving rows to reload.
  ///   - reconfiguring: Old indexes of surviving rows to configure again.
  mutating func apply(_ changes: Changeset, reloading: Set<Int>, reconfiguring: [Int]) {
    guard !reloading.isEmpty else {
      // Nothing to reload: the diff as it is (the common case, a declarative section's).
      deleteRows(at: changes.deletes)
      insertRows(at: changes.inserts)
      for move in changes.moves { moveRow(from: move.from, to: move.to) }
      reconfigureRows(at: reconfiguring)
      return
    }
    let resolved = changes.resolvingReloadedMoves(reloading)
    deleteRows(at: resolved.deletes)
    insertRows(at: resolved.inserts)
    for move in resolved.moves { moveRow(from: move.from, to: move.to) }
    reloadRows(at: resolved.reloads)
    reconfigureRows(at: reconfiguring)
  }
}
