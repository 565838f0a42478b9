extension CompositeController {
  /// Tells the host how the sections changed from `old` to the current table: one batch of
  /// section deletes, inserts, moves and reloads, or a reload with a diagnostic when that
  /// batch cannot be applied.
  ///
  /// - Returns: How the change reached the host: `.reloaded` when there is no host.
  @discardableResult
  func applySectionChanges(
    from old: ContiguousArray<Leaf>, matching: SectionTable.Matching, animated: Bool
  ) -> UpdateOutcome {
    guard let host else { return .reloaded }
    guard host.rowCounts.count == old.count else { return updater.reloadHost() }
    let changes = Diff.changes(matching: matching.newToOld, oldCount: old.count)
    let batch = ListBatch(sectionChanges: changes, reloading: matching.replaced)
    // Nothing changed: UIKit would get an empty batch.
    guard !batch.isEmpty else { return .batched(animated: animated) }
    return updater.hand(batch, from: router, animated: animated, fallback: .sectionCount)
  }
}
