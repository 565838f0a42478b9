import Foundation

extension ListBatch {
  /// Whether the batch inserts, deletes or moves rows or sections.
  ///
  /// These make a row's index path before the update differ from its index path after it;
  /// reloads do not.
  var movesRows: Bool {
    !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty
      || !deletedRows.isEmpty || !insertedRows.isEmpty || !movedRows.isEmpty
  }
}

extension ListHost {
  /// Hands a batch to the host so that every reconfigured row is configured with its own
  /// content.
  ///
  /// UIKit resolves `reconfigureRows` at once, at the row's index path from **before** the
  /// update, while the data source already answers with the new state: inside a batch that
  /// also inserts, deletes or moves rows above or at that row, the cell would get another
  /// row's content (or the data source would be asked for a row it no longer has). Such a
  /// batch goes to the host in two steps: first everything but the reconfigures of rows whose
  /// index paths change, here (a row that keeps its index path is configured right in it); then
  /// those reconfigures alone at their index paths after the update, where each index path
  /// names the same row before and after: the caller applies them with
  /// ``performReconfigures(_:dataSource:animated:)``, or, when the models changed meanwhile
  /// (a request from a display callback of the first step), folds them into its next requests.
  /// A batch whose reconfigured rows all keep their index paths goes in one step. The whole
  /// batch is checked against UIKit's rules first, so a broken one is refused as it would have
  /// been in one piece.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's coordinates.
  ///   - dataSource: The data source, already answering with the new state.
  ///   - animated: Whether to animate.
  /// - Returns: The reconfigures left for the second step, at their index paths after the
  ///   update; empty when the batch went in one step, or when every reconfigured row kept its
  ///   index path.
  /// - Throws: ``HostError`` with UIKit's message when the batch breaks one of its rules.
  /// - Complexity: O(b) for a batch that needs one step; O(s + b + r) for two, r being the row
  ///   counts of the sections with reconfigured rows and inserted, deleted or moved rows.
  func performBatchUpdates(
    reconfiguringInPlace batch: ListBatch, dataSource: any ListDataSource, animated: Bool
  ) throws(HostError) -> Set<ListIndexPath> {
    guard !batch.reconfiguredRows.isEmpty, batch.movesRows else {
      try performBatchUpdates(batch, animated: animated, completion: nil)
      return []
    }
    let oldCounts = rowCounts
    let newCounts = try batch.check(against: oldCounts, dataSource: dataSource)
    let mapping = batch.mapping(oldCounts: oldCounts, newCounts: newCounts)
    // A section none of whose rows is inserted, deleted or moved keeps every row in its place:
    // its rows need no mapping of the whole section.
    var rowsChangedBefore = Set<Int>()
    var rowsChangedAfter = Set<Int>()
    for path in batch.deletedRows { rowsChangedBefore.insert(path.section) }
    for path in batch.insertedRows { rowsChangedAfter.insert(path.section) }
    for move in batch.movedRows {
      rowsChangedBefore.insert(move.from.section)
      rowsChangedAfter.insert(move.to.section)
    }
    var rowsBySection: [Int: [ListIndexPath?]] = [:]
    // The rows that keep their index paths go with the first step: UIKit resolves each one
    // right. The others wait for the second. Row by row, not by comparing the sets: two
    // reconfigured rows that swap places leave the set of index paths as it was, and each would
    // get the other's content in one step.
    var inPlace = Set<ListIndexPath>()
    var later = Set<ListIndexPath>()
    var everyRowStays = true
    for old in batch.reconfiguredRows where !batch.reloadedRows.contains(old) {
      guard let section = mapping.sections[old.section],
        !batch.reloadedSections.contains(old.section)
      else {
        everyRowStays = false
        continue
      }
      let new: ListIndexPath?
      if !rowsChangedBefore.contains(old.section), !rowsChangedAfter.contains(section) {
        new = ListIndexPath(row: old.row, section: section)
      } else {
        let rows = rowsBySection[old.section] ?? mapping.rows(ofOldSection: old.section)
        rowsBySection[old.section] = rows
        new = rows[old.row]
      }
      guard let new else {
        everyRowStays = false
        continue
      }
      if new == old { inPlace.insert(new) } else { later.insert(new) }
    }
    if everyRowStays, later.isEmpty {
      try performBatchUpdates(batch, animated: animated, completion: nil)
      return []
    }
    var structure = batch
    structure.reconfiguredRows = inPlace
    try performBatchUpdates(structure, animated: animated, completion: nil)
    return later
  }

  /// The second step of ``performBatchUpdates(reconfiguringInPlace:dataSource:animated:)``:
  /// reconfigures alone, at index paths that name the same rows before and after.
  ///
  /// - Parameters:
  ///   - rows: The rows, at their index paths after the first step.
  ///   - dataSource: The data source.
  ///   - animated: Whether to animate.
  /// - Throws: ``HostError`` when the data source's counts changed since the first step.
  func performReconfigures(
    _ rows: Set<ListIndexPath>, dataSource: any ListDataSource, animated: Bool
  ) throws(HostError) {
    guard !rows.isEmpty else { return }
    var reconfigures = ListBatch()
    reconfigures.reconfiguredRows = rows
    try performBatchUpdates(reconfigures, animated: animated, completion: nil)
  }
}
