@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// The row counts the host knows, one per section, as cached at the last reload or batch.
  public var rowCounts: [Int] { layout.sections.map(\.rowCount) }

  /// Applies a batch of changes the way UIKit's `performBatchUpdates` does, or throws UIKit's
  /// exception when the batch breaks one of its rules.
  ///
  /// The host asks the data source for the new counts and checks the batch against the counts
  /// it had (``ListBatch/validate(oldCounts:newCounts:)``). A valid batch is applied with
  /// UIKit's semantics: reconfigured rows are resolved first, as UIKit's `reconfigureRows`
  /// does: at once, at their **before-update** index paths, while the data source already
  /// answers with the new state (a dequeue for such a row returns the cell it has). Inside a
  /// batch that also inserts, deletes or moves rows above or at a reconfigured row, the cell
  /// therefore gets another row's content, exactly as on a device; send such reconfigures in
  /// a batch of their own after the structural one (``CompositeController`` does). Then visible cells of deleted rows, and of reloaded rows and
  /// sections, end their display and go back to the pool; the other visible cells follow their
  /// rows to their new index paths; the selection follows its rows (a reloaded or deleted row
  /// is deselected); then the viewport is laid out again, asking for cells that came into view.
  ///
  /// - Parameters:
  ///   - batch: The changes; the data source must already answer with the new state.
  ///   - animated: Whether to animate; the headless host applies every batch at once.
  ///   - completion: Runs after the batch with `true`.
  /// - Throws: ``HostError`` with UIKit's message when the batch is invalid; the host then keeps
  ///   showing the old state, as nothing was applied. Also when a reconfigured row's cell is
  ///   dequeued with another reuse identifier than the cell it has (a cell of another type
  ///   needs a reload), as UIKit raises: the rows reconfigured before it were configured.
  /// - Complexity: O(s + b log b + v): s sections (their row counts are asked, as UIKit asks
  ///   them), b the rows the batch names (only theirs are asked for heights), v the visible and
  ///   selected rows; the rows the batch leaves alone keep their heights, as in UIKit. A section
  ///   whose rows have several heights and that the batch changes also adds up its heights
  ///   again (no questions asked).
  @_spi(Hosting) public func performBatchUpdates(
    _ batch: ListBatch, animated: Bool = true, completion: ((Bool) -> Void)? = nil
  ) throws(HostError) {
    guard let dataSource else { return }
    let oldCounts = rowCounts
    let newCounts = try batch.check(against: oldCounts, dataSource: dataSource)
    try reconfigureAsUIKit(batch.reconfiguredRows, dataSource: dataSource)
    batchCount += 1
    if recentBatches.count == 100 { recentBatches.removeFirst() }
    recentBatches.append(batch)
    let mapping = batch.mapping(oldCounts: oldCounts, newCounts: newCounts)
    let rows = BatchRows(batch, mapping: mapping)
    func newPath(_ old: ListIndexPath) -> ListIndexPath? { rows.newPath(of: old) }

    var kept: [ListIndexPath: HeadlessCell] = [:]
    for (old, cell) in visibleCells {
      if let new = newPath(old), !batch.reloadedRows.contains(old) {
        kept[new] = cell
      } else {
        delegate?.didEndDisplaying(cell, forRowAt: old)
        enqueue(cell)
      }
    }
    selected = Set(
      selected.compactMap { old in batch.reloadedRows.contains(old) ? nil : newPath(old) })
    highlighted = nil
    // VoiceOver's focus stays on its row's cell wherever the row moves, and is lost with it.
    accessibilityFocus = accessibilityFocus.flatMap(newPath)
    prefetched = []
    follow(&visibleHeaders, kind: .header, mapping: mapping)
    follow(&visibleFooters, kind: .footer, mapping: mapping)
    followOtherSupplementaries(mapping: mapping)
    refreshTitles(&visibleHeaders, kind: .header, dataSource: dataSource)
    refreshTitles(&visibleFooters, kind: .footer, dataSource: dataSource)

    rebuildLayout(after: batch, rows: rows)
    visibleCells = VisibleCells(kept)
    visibleOrder = Array(visibleCells.keys)
    for (path, cell) in visibleCells { cell.isSelected = selected.contains(path) }
    if layoutDeferrals == 0 { layoutVisibleContent() }
    updateBackground()
    completion?(true)
  }

  /// Moves the headers and footers on screen with their sections.
  ///
  /// Those of deleted and reloaded sections end their display, under the section index they
  /// were shown with.
  private func follow(
    _ visible: inout SortedTable<Int, ShownSupplementary>, kind: SupplementaryKind,
    mapping: ListBatch.Mapping
  ) {
    var kept: [Int: ShownSupplementary] = [:]
    for (section, item) in visible {
      if let new = mapping.sections[section], !mapping.batch.reloadedSections.contains(section) {
        kept[new] = item
      } else {
        delegate?.didEndDisplayingSupplementaryView(item.view, ofKind: kind, inSection: section)
        enqueue(item.view)
      }
    }
    visible = SortedTable(kept)
  }

  /// Asks the titles shown again, after a batch: a title that changed is shown in the same
  /// view; a title that is gone ends its view's display.
  private func refreshTitles(
    _ visible: inout SortedTable<Int, ShownSupplementary>, kind: SupplementaryKind,
    dataSource: any ListDataSource
  ) {
    for (section, item) in visible {
      guard let view = item.view as? HeadlessTitleView else { continue }
      let title =
        kind == .header
        ? dataSource.titleForHeader(inSection: section)
        : dataSource.titleForFooter(inSection: section)
      if let title {
        view.title = title
        visible[section] = ShownSupplementary(view: view, title: title)
      } else {
        visible[section] = nil
        delegate?.didEndDisplayingSupplementaryView(view, ofKind: kind, inSection: section)
        enqueue(view)
      }
    }
  }

  /// Configures the visible cells of `rows` again, as UIKit's `reconfigureRows` does.
  ///
  /// At once, at the index paths given, the data source (which already answers with its new
  /// state) is asked for the cell of that index path; a dequeue for such a row returns the
  /// cell it has. A data source that answers with another cell of the same reuse identifier
  /// replaces the shown one.
  ///
  /// - Throws: ``HostError`` (``UpdateDiagnostic/Violation/Rule/reconfigureCellType``) when a
  ///   dequeue for such a row asks for another reuse identifier, as UIKit raises: a cell of
  ///   another type needs `reloadRows`.
  /// - Complexity: O(r log r) plus the data source's work, r being the number of rows given.
  private func reconfigureAsUIKit(_ rows: Set<ListIndexPath>, dataSource: any ListDataSource)
    throws(HostError)
  {
    for path in rows.sorted() {
      guard let cell = visibleCells[path] else { continue }
      reconfiguring[path] = cell
      reconfigureMismatch = nil
      let configured = dataSource.cell(at: path)
      reconfiguring[path] = nil
      if let mismatch = reconfigureMismatch {
        reconfigureMismatch = nil
        if configured !== cell, let dequeued = configured as? HeadlessCell { enqueue(dequeued) }
        throw HostError(
          .reconfigureCellType(
            at: path, dequeued: mismatch.asked, existing: mismatch.existing))
      }
      guard configured !== cell, let replacement = configured as? HeadlessCell else { continue }
      delegate?.didEndDisplaying(cell, forRowAt: path)
      enqueue(cell)
      visibleCells[path] = replacement
      delegate?.willDisplay(replacement, forRowAt: path)
    }
  }
}

extension HeadlessListView {
  /// Runs a batch and the move of the offset that keeps the scroll position through it, then
  /// lays out the rows on screen once, at the new offset.
  ///
  /// Rows that stay on screen keep their cells, with no reuse and no display events, and rows
  /// that pass the viewport only in the old layout are never displayed. UIKit lays a batch out
  /// in the layout pass that follows, not while it applies it; setting the offset before that
  /// pass does the same there.
  ///
  /// - Parameter body: The batch and the anchor.
  /// - Throws: What `body` throws, once the rows on screen are laid out.
  @_spi(Hosting) public func deferringLayout(_ body: () throws(HostError) -> Void)
    throws(HostError)
  {
    layoutDeferrals += 1
    defer {
      layoutDeferrals -= 1
      if layoutDeferrals == 0 {
        layoutVisibleContent()
        if scrolledWhileDeferred {
          scrolledWhileDeferred = false
          delegate?.listDidScroll()
        }
      }
    }
    try body()
  }
}
