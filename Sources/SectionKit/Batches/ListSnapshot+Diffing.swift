extension ListSnapshot {
  /// The batch that turns `old` into this snapshot: the changes
  /// ``SnapshotDataSource/apply(_:animatingDifferences:completion:)`` sends, in one batch.
  ///
  /// Sections are matched by identifier (inserts, deletes, fewest moves; sections marked
  /// reloaded are reloaded, or deleted and inserted when they also move); their items go with
  /// them when they are inserted, deleted or reloaded. The items of a section that stays are
  /// matched by identifier within it (inserts, deletes, fewest moves); items marked reloaded
  /// are reloaded (deleted and inserted when they also move), items marked reconfigured are
  /// reconfigured.
  ///
  /// An item that changes section is deleted from one and inserted into the other, where
  /// UIKit's diffable data source moves it: each section of a ``SnapshotDataSource`` is a
  /// section controller that diffs and requests its own rows in its own indexes, as every
  /// section controller does, and a move between two sections would be one request of two
  /// controllers. The list ends the same; the item's cell is dequeued again in its new section.
  ///
  /// - Parameter old: The snapshot currently shown.
  /// - Returns: A batch that is valid for the counts of `old` and of this snapshot.
  /// - Complexity: O(n + m log m), n being the number of items and sections, m the number of
  ///   items that stay in their section but change position.
  public func batchUpdate(from old: ListSnapshot) -> ListBatch {
    let sectionChanges = Changeset(fromIdentities: old.sections, to: sections)
    let reloaded = Set(old.sections.indices.filter { reloadedSections.contains(old.sections[$0]) })
    var batch = ListBatch(sectionChanges: sectionChanges, reloading: reloaded)
    for (oldSection, newSection) in sectionChanges.oldToNew.enumerated() {
      guard let newSection, !reloaded.contains(oldSection) else { continue }
      let diff = SectionDiff(
        from: old.items[old.sections[oldSection]] ?? [], to: items[sections[newSection]] ?? [],
        reloading: reloadedItems, reconfiguring: reconfiguredItems)
      guard !diff.isEmpty else { continue }
      var rows = SectionBatch()
      diff.record(into: &rows)
      batch.formUnion(rows.batchUpdate(from: oldSection, to: newSection))
    }
    return batch
  }
}
