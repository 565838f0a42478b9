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
  /// - Complexity: O(b) for a batch that needs one step; O(s + b log b) for two, s being the
  ///   number of sections and b the size of the batch: no section's rows are walked.
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
    let rows = batch.reconfiguredRows.filter { !batch.reloadedRows.contains($0) }
    // Each row placed from its section's changes: mapping a section of 10,000 rows for its
    // reconfigured rows walked every one of them.
    let places = ListBatch.RowPlaces(batch: batch, sections: mapping.sections, rows: rows)
    // The rows that keep their index paths go with the first step: UIKit resolves each one
    // right. The others wait for the second. Row by row, not by comparing the sets: two
    // reconfigured rows that swap places leave the set of index paths as it was, and each would
    // get the other's content in one step.
    var inPlace = Set<ListIndexPath>()
    var later = Set<ListIndexPath>()
    var everyRowStays = true
    for old in rows {
      guard let new = places.newPath(of: old) else {
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
