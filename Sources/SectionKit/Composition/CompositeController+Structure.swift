extension CompositeController {
  /// Tells the host how the sections changed from `old` to the current table: one batch of
  /// section deletes, inserts, moves and reloads, or a reload with a diagnostic when that
  /// batch cannot be applied.
  func applySectionChanges(
    from old: ContiguousArray<Leaf>, matching: SectionTable.Matching, animated: Bool
  ) {
    guard let host else { return }
    guard host.rowCounts.count == old.count else {
      host.reloadData()
      return
    }
    let changes = Diff.changes(matching: matching.newToOld, oldCount: old.count)
    let batch = ListBatch(sectionChanges: changes, reloading: matching.replaced)
    guard !batch.isEmpty else { return }  // nothing changed: UIKit would get an empty batch
    updater.hand(batch, from: router, animated: animated, fallback: .sectionCount)
  }
}
