extension CompositeController {
  /// Tells the host how the sections changed from `old` to the current table: one batch of
  /// section deletes, inserts, moves and reloads, or a reload with a diagnostic when that
  /// batch cannot be applied.
  ///
  /// After the user dragged the only row of a section into another section (see
  /// `userMovedSection(from:to:)`), the host shows that row in the other section: the batch
  /// also moves it back into its own section, where the section now stands, without
  /// animation; the host is reloaded instead when either section went away meanwhile.
  ///
  /// - Returns: How the change reached the host: `.reloaded` when there is no host.
  @discardableResult
  func applySectionChanges(
    from old: ContiguousArray<Leaf>, matching: SectionTable.Matching, animated: Bool
  ) -> ListBatch.Outcome {
    guard let host else { return .reloaded }
    let userMove = self.userMove
    self.userMove = nil
    guard host.rowCounts.count == old.count else { return updater.reloadHost() }
    let changes = Diff.changes(matching: matching.newToOld, oldCount: old.count)
    var batch = ListBatch(sectionChanges: changes, reloading: matching.replaced)
    var animated = animated
    if let userMove {
      guard let back = rowMoveBack(userMove, from: old, in: batch) else {
        return updater.reloadHost()
      }
      batch.movedRows.append(back)
      animated = false
    }
    // Nothing changed: UIKit would get an empty batch.
    guard !batch.isEmpty else { return .batched(animated: animated) }
    let outcome = updater.hand(batch, from: router, animated: animated, fallback: .sectionCount)
    // A host asks for its section index when it loads, not after a batch: the sections'
    // titles changed with the sections.
    if case .batched = outcome, router.sectionIndexMayChange(inserting: batch.insertedSections) {
      host.reloadSectionIndexTitles()
    }
    return outcome
  }
}
