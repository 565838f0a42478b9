extension HeadlessListView {
  /// The row counts the host knows, one per section, as cached at the last reload or batch.
  public var rowCounts: [Int] { layout.sections.map(\.rowCount) }

  /// Applies a batch of changes the way UIKit's `performBatchUpdates` does, or throws UIKit's
  /// exception when the batch breaks one of its rules.
  ///
  /// The host asks the data source for the new counts and checks the batch against the counts
  /// it had (``BatchUpdate/validate(oldCounts:newCounts:)``). A valid batch is applied with
  /// UIKit's semantics: visible cells of deleted rows, and of reloaded rows and sections, end
  /// their display and go back to the pool; the other visible cells follow their rows to their
  /// new index paths; reconfigured rows are configured again in the same cell (a dequeue for
  /// them returns that cell); the selection follows its rows (a reloaded or deleted row is
  /// deselected); then the viewport is laid out again, asking for cells that came into view.
  ///
  /// - Parameters:
  ///   - batch: The changes; the data source must already answer with the new state.
  ///   - animated: Whether to animate; the headless host applies every batch at once.
  ///   - completion: Runs after the batch with `true`.
  /// - Throws: ``HostError`` with UIKit's message when the batch is invalid; the host then keeps
  ///   showing the old state, as nothing was applied.
  /// - Complexity: O(s + r): s sections, r the rows of the sections the batch changes or that
  ///   have visible or selected rows; untouched sections keep their heights, as in UIKit.
  public func performBatchUpdates(
    _ batch: BatchUpdate, animated: Bool = true, completion: ((Bool) -> Void)? = nil
  ) throws(HostError) {
    guard let dataSource else { return }
    let oldCounts = rowCounts
    let newCounts = try batch.check(against: oldCounts, dataSource: dataSource)
    batchCount += 1
    lastBatch = batch
    let mapping = batch.mapping(oldCounts: oldCounts, newCounts: newCounts)
    var rowMaps: [Int: [ListIndexPath?]] = [:]
    func newPath(_ old: ListIndexPath) -> ListIndexPath? {
      if let map = rowMaps[old.section] { return map[old.row] }
      let map = mapping.rows(ofOldSection: old.section)
      rowMaps[old.section] = map
      return map[old.row]
    }

    var kept: [ListIndexPath: HeadlessCell] = [:]
    var reconfigured: [ListIndexPath: HeadlessCell] = [:]
    for old in visibleOrder {
      guard let cell = visibleCells[old] else { continue }
      if let new = newPath(old), !batch.reloadedRows.contains(old) {
        kept[new] = cell
        if batch.reconfiguredRows.contains(old) { reconfigured[new] = cell }
      } else {
        delegate?.didEndDisplaying(cell, forRowAt: old)
        enqueue(cell)
      }
    }
    selected = Set(
      selected.compactMap { old in batch.reloadedRows.contains(old) ? nil : newPath(old) })
    highlighted = nil
    prefetched = []
    update(&visibleHeaders, kind: .header, showing: [])
    update(&visibleFooters, kind: .footer, showing: [])

    rebuildLayout(after: batch, mapping: mapping)
    visibleCells = kept
    visibleOrder = kept.keys.sorted()
    for (path, cell) in reconfigured.sorted(by: { $0.key < $1.key }) {
      reconfiguring[path] = cell
      let configured = dataSource.cellForRow(at: path)
      reconfiguring[path] = nil
      if configured !== cell, let replacement = configured as? HeadlessCell {
        delegate?.didEndDisplaying(cell, forRowAt: path)
        enqueue(cell)
        replacement.isSelected = selected.contains(path)
        visibleCells[path] = replacement
        delegate?.willDisplay(replacement, forRowAt: path)
      }
    }
    for (path, cell) in visibleCells { cell.isSelected = selected.contains(path) }
    layoutVisibleContent()
    completion?(true)
  }
}
