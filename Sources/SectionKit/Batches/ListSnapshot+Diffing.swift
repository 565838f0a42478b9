extension ListSnapshot {
  /// The batch that turns `old` into this snapshot.
  ///
  /// Sections are matched by identifier (inserts, deletes, fewest moves;
  /// sections marked reloaded are reloaded, or deleted and inserted when they also move). Items
  /// are matched by identifier across the whole list: an item that stays in its section moves
  /// only if it is outside the longest run that keeps its order; an item that changes section
  /// is a row move; items of deleted or reloaded sections go with their section. Items marked
  /// reloaded are reloaded (deleted and inserted when they also move); items marked
  /// reconfigured are reconfigured.
  ///
  /// - Parameter old: The snapshot currently shown.
  /// - Returns: A batch that is valid for the counts of `old` and of this snapshot.
  /// - Complexity: O(n + m log m), n being the number of items and sections, m the number of
  ///   items that stay in their section.
  public func batchUpdate(from old: ListSnapshot) -> ListBatch {
    let sectionChanges = Changeset(fromIdentities: old.sections, to: sections)
    let reloaded = Set(old.sections.indices.filter { reloadedSections.contains(old.sections[$0]) })
    var batch = ListBatch(sectionChanges: sectionChanges, reloading: reloaded)
    let wholeOld = batch.deletedSections.union(batch.reloadedSections)
    var wholeNew = batch.insertedSections
    for section in batch.reloadedSections {
      if let new = sectionChanges.oldToNew[section] ?? nil { wholeNew.insert(new) }
    }

    var oldPaths: [ItemID: ListIndexPath] = [:]
    oldPaths.reserveCapacity(old.numberOfItems)
    for (index, section) in old.sections.enumerated() where !wholeOld.contains(index) {
      for (row, item) in (old.items[section] ?? []).enumerated() {
        oldPaths[item] = ListIndexPath(row: row, section: index)
      }
    }
    var survivors = Set<ItemID>()
    for (index, section) in sections.enumerated() where !wholeNew.contains(index) {
      let newItems = items[section] ?? []
      let oldIndex = sectionChanges.newToOld[index] ?? nil
      var stayingOld: [ItemID] = []
      var stayingNew: [ItemID] = []
      var newRows: [ItemID: Int] = [:]
      for (row, item) in newItems.enumerated() {
        let path = ListIndexPath(row: row, section: index)
        guard let from = oldPaths[item] else {
          batch.insertedRows.insert(path)
          continue
        }
        survivors.insert(item)
        if from.section == oldIndex {
          stayingNew.append(item)
          newRows[item] = row
        } else {
          record(item, from: from, to: path, moved: true, into: &batch)
        }
      }
      guard let oldIndex else { continue }
      for item in old.items[old.sections[oldIndex]] ?? [] where newRows[item] != nil {
        stayingOld.append(item)
      }
      let changes = Changeset(fromIdentities: stayingOld, to: stayingNew)
      let moved = Set(changes.moves.map { stayingOld[$0.from] })
      for item in stayingOld {
        guard let from = oldPaths[item], let row = newRows[item] else { continue }
        record(
          item, from: from, to: ListIndexPath(row: row, section: index),
          moved: moved.contains(item), into: &batch)
      }
    }
    for (item, path) in oldPaths where !survivors.contains(item) {
      batch.deletedRows.insert(path)
    }
    return batch
  }

  private func record(
    _ item: ItemID, from: ListIndexPath, to: ListIndexPath, moved: Bool,
    into batch: inout ListBatch
  ) {
    if reconfiguredItems.contains(item) { batch.reconfiguredRows.insert(from) }
    // UIKit refuses to reload and move the same row: a moved item to reload is deleted and
    // inserted (the rule of Changeset.resolvingReloadedMoves, here per item across sections).
    switch (moved, reloadedItems.contains(item)) {
    case (true, true):
      batch.deletedRows.insert(from)
      batch.insertedRows.insert(to)
      batch.reconfiguredRows.remove(from)
    case (true, false):
      batch.movedRows.append(.init(from: from, to: to))
    case (false, true):
      batch.reloadedRows.insert(from)
      batch.reconfiguredRows.remove(from)
    case (false, false):
      break
    }
  }
}
