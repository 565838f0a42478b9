extension CompositeController {
  /// Tells the host how the sections changed from `old` to the current table: one batch of
  /// section deletes, inserts, moves and reloads, or a reload with a diagnostic when that
  /// batch cannot be applied.
  func applySectionChanges(
    from old: ContiguousArray<Leaf>, matching: SectionMatching, animated: Bool
  ) {
    guard let host else { return }
    guard host.rowCounts.count == old.count else {
      host.reloadData()
      return
    }
    let changes = Diff.changes(matching: matching.newToOld, oldCount: old.count)
    let batch = BatchUpdate(sectionChanges: changes, reloading: matching.replaced)
    guard !batch.isEmpty else { return }  // nothing changed: UIKit would get an empty batch
    // The host checks the batch against UIKit's rules before applying it.
    updates.isHandingBatch = true
    defer { updates.isHandingBatch = false }
    do {
      try host.performBatchUpdates(batch, animated: animated, completion: nil)
    } catch {
      reportAndReload(refusal: error, fallback: .sectionCount)
    }
  }
}
