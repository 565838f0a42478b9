extension SectionContext {
  /// Sends a section's new rows as their diff from the rows shown, in one request of the
  /// section: the one "diffed rows" mechanism under every section that diffs its rows
  /// (``IdentifiedSection`` and ``BindingSection`` through `IdentifiedRows`, ``OutlineSection``,
  /// the sections of a ``SnapshotDataSource``, a declarative ``ListSection``'s controller).
  ///
  /// The diff's deletes, inserts and moves are recorded, then the survivors to reload (a moved
  /// one is deleted and inserted, as UIKit refuses to move and reload a row) and to reconfigure.
  /// `update` makes the new rows the section's: inside the request, as the changes are recorded
  /// (UIKit's rule: the model changes in the batch); at once when the section is in no list,
  /// where `completion` runs at once, told ``ListBatch/Outcome/reloaded``.
  ///
  /// - Parameters:
  ///   - changes: The diff by identity from the rows shown to the new ones.
  ///   - reloading: Old rows of survivors to give a new cell.
  ///   - reconfiguring: Old rows of survivors to configure again in their cell.
  ///   - animated: Whether to animate.
  ///   - requestsWhenUnchanged: Whether a diff that changes nothing is still sent, as an empty
  ///     request whose completion runs in order with the turn's others; `false` makes the new
  ///     rows the section's at once and asks for nothing.
  ///   - completion: Runs once the change is on screen.
  ///   - update: Makes the new rows the section's.
  /// - Complexity: O(c), c being the number of changes.
  func showDiffedRows(
    _ changes: Changeset, reloading: Set<Int> = [], reconfiguring: [Int], animated: Bool,
    requestsWhenUnchanged: Bool, completion: ((ListBatch.Outcome) -> Void)? = nil,
    update: () -> Void
  ) {
    guard requestsWhenUnchanged || !changes.isEmpty || !reloading.isEmpty || !reconfiguring.isEmpty
    else { return update() }
    guard section != nil else {
      update()
      completion?(.reloaded)
      return
    }
    performBatch(
      animated: animated,
      updates: { batch in
        update()
        batch.apply(changes, reloading: reloading, reconfiguring: reconfiguring)
      }, completion: completion)
  }
}
