import Foundation
@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Lays the list out again after a batch, as UIKit does: sections the batch leaves alone keep
  /// their heights, and so do the rows it leaves alone in the sections it changes; only
  /// inserted, moved, reloaded and reconfigured rows, and inserted and reloaded sections, are
  /// asked for heights.
  ///
  /// The content offset is kept inside the new content.
  ///
  /// - Complexity: O(s + c), s being the number of sections and c the rows asked for heights,
  ///   plus the rows of changed sections whose rows have several heights (added up again).
  func rebuildLayout(after batch: ListBatch, rows: BatchRows) {
    guard let dataSource else { return rebuildLayout() }
    if batch.keepsSectionsInPlace, batch.reloadedSections.isEmpty,
      relayOutInPlace(rows: rows, dataSource: dataSource)
    {
      return
    }
    let mapping = rows.mapping
    let old = layout
    var oldSection = [Int?](repeating: nil, count: mapping.newCounts.count)
    let reloaded = batch.reloadedSections
    for (index, new) in mapping.sections.enumerated() {
      if let new, reloaded.isEmpty || !reloaded.contains(index) { oldSection[new] = index }
    }
    // The sections whose rows the batch changes, in order: walked beside the others, so that
    // an untouched section costs a copy and no lookup.
    let changed = rows.changedSections
    var nextChanged = 0
    var next = emptyLayout()
    next.reserveCapacity(mapping.newCounts.count)
    for section in 0..<mapping.newCounts.count {
      let isChanged = nextChanged < changed.count && changed[nextChanged] == section
      if isChanged { nextChanged += 1 }
      guard let index = oldSection[section] else {
        appendLayout(ofSection: section, dataSource: dataSource, to: &next)
        continue
      }
      if isChanged {
        appendLayout(
          ofSection: section, changing: old.sections[index], from: index, rows: rows,
          dataSource: dataSource, to: &next)
      } else if old.sections[index].rowCount == mapping.newCounts[section] {
        next.append(copying: old.sections[index])
      } else {
        appendLayout(ofSection: section, dataSource: dataSource, to: &next)
      }
    }
    layout = next
  }

  /// Lays out again, in place, the sections whose rows a batch changes when it keeps every
  /// section where it was (most batches): the other sections keep their heights and move by
  /// what the changed ones grew or shrank, with no copy of the layout.
  ///
  /// - Returns: `false`, having changed nothing, when a section the batch does not change has
  ///   a new row count: the general path lays that section out again.
  /// - Complexity: O(s + c), s being the number of sections and c the rows asked for heights.
  private func relayOutInPlace(rows: BatchRows, dataSource: any ListDataSource) -> Bool {
    let mapping = rows.mapping
    let changed = rows.changedSections
    guard mapping.newCounts.count == layout.sections.count else { return false }
    var nextChanged = 0
    for (section, old) in layout.sections.enumerated() {
      if nextChanged < changed.count, changed[nextChanged] == section {
        nextChanged += 1
      } else if old.rowCount != mapping.newCounts[section] {
        return false
      }
    }
    let replacements = changed.map { section in
      var single = HeadlessLayout()
      appendLayout(
        ofSection: section, changing: layout.sections[section], from: section, rows: rows,
        dataSource: dataSource, to: &single)
      return (index: section, section: single.sections[0])
    }
    layout.replaceSections(replacements)
    return true
  }

  /// Lays out a section that a batch changes row by row: the rows it keeps keep their heights;
  /// the rows inserted or moved in, reloaded or reconfigured are asked.
  ///
  /// - Complexity: O(c log b), c being the rows asked, when the section's rows all have one
  ///   height and the new rows have it too; O(r + c log b) otherwise, r being the section's rows.
  func appendLayout(
    ofSection section: Int, changing old: HeadlessLayout.Section, from oldSection: Int,
    rows: BatchRows, dataSource: any ListDataSource, to layout: inout HeadlessLayout
  ) {
    let count = rows.mapping.newCounts[section]
    let taken = rows.taken[section] ?? []
    let removed = rows.removed[oldSection] ?? []
    var asked: [(row: Int, height: CGFloat)] = []
    let delegate = self.delegate
    for row in taken where row < count {
      asked.append((row, rowHeight(at: ListIndexPath(row: row, section: section), of: delegate)))
    }
    for row in rows.refreshed[oldSection] ?? []
    where rows.movedAway[ListIndexPath(row: row, section: oldSection)] == nil {
      let path = rows.newPath(of: ListIndexPath(row: row, section: oldSection))
      if let path, path.section == section {
        asked.append((path.row, rowHeight(at: path, of: delegate)))
      }
    }
    var heights: HeadlessLayout.RowHeights?
    if case .uniform(let height) = old.rowHeights {
      let kept = old.rowCount - removed.count
      let uniform = kept > 0 ? height : asked.first?.height ?? height
      if asked.allSatisfy({ $0.height == uniform }) { heights = .uniform(uniform) }
    }
    if heights == nil {
      var values = [CGFloat](repeating: 0, count: count)
      var slot = 0
      var nextTaken = 0
      var nextRemoved = 0
      for row in 0..<old.rowCount {
        if nextRemoved < removed.count, removed[nextRemoved] == row {
          nextRemoved += 1
          continue
        }
        while nextTaken < taken.count, taken[nextTaken] == slot {
          slot += 1
          nextTaken += 1
        }
        guard slot < count else { break }
        values[slot] = old.rowHeight(row)
        slot += 1
      }
      for (row, height) in asked { values[row] = height }
      heights = HeadlessLayout.RowHeights(values, empty: rowHeight)
    }
    layout.append(
      headerHeight: supplementaryHeight(.header, section: section, dataSource: dataSource),
      footerHeight: supplementaryHeight(.footer, section: section, dataSource: dataSource),
      rowCount: count, rowHeights: heights ?? .uniform(rowHeight),
      pinsHeader: delegate?.pinsHeaderToVisibleBounds(inSection: section) ?? false,
      insets: insets(ofSection: section))
  }

  func rebuildLayout() {
    var next = emptyLayout()
    if let dataSource {
      for section in 0..<dataSource.numberOfSections() {
        appendLayout(ofSection: section, dataSource: dataSource, to: &next)
      }
    }
    layout = next
  }

  func appendLayout(
    ofSection section: Int, dataSource: any ListDataSource, to layout: inout HeadlessLayout
  ) {
    let rowCount = dataSource.numberOfRows(inSection: section)
    var heights: [CGFloat] = []
    var uniform: CGFloat?
    let delegate = self.delegate
    for row in 0..<rowCount {
      let height = rowHeight(at: ListIndexPath(row: row, section: section), of: delegate)
      if row == 0 { uniform = height }
      if heights.isEmpty, height != uniform {
        heights.reserveCapacity(rowCount + 1)
        heights.append(0)
        for _ in 0..<row { heights.append(heights[heights.count - 1] + (uniform ?? 0)) }
      }
      if !heights.isEmpty { heights.append(heights[heights.count - 1] + height) }
    }
    layout.append(
      headerHeight: supplementaryHeight(.header, section: section, dataSource: dataSource),
      footerHeight: supplementaryHeight(.footer, section: section, dataSource: dataSource),
      rowCount: rowCount,
      rowHeights: heights.isEmpty ? .uniform(uniform ?? rowHeight) : .varying(heights),
      pinsHeader: delegate?.pinsHeaderToVisibleBounds(inSection: section) ?? false,
      insets: insets(ofSection: section))
  }

  /// A section's insets in a horizontal list, from its flow layout (`sectionInsets(in:)`); none
  /// in a vertical list, which lays rows out as a table view does.
  func insets(ofSection section: Int) -> HeadlessLayout.Section.Insets {
    guard scrollDirection == .horizontal,
      let insets = delegate?.sectionInsets(inSection: section)
    else { return HeadlessLayout.Section.Insets() }
    return HeadlessLayout.Section.Insets(
      leading: insets.left, trailing: insets.right, crossLeading: insets.top,
      crossTrailing: insets.bottom)
  }

  /// A row's length along the scroll direction: its height, or in a horizontal list its
  /// item's width.
  ///
  /// `delegate` is the list's, read once for all the rows of a section: it is a weak
  /// reference, whose every read is a call into the runtime (7% of a snapshot's apply).
  func rowHeight(at indexPath: ListIndexPath, of delegate: (any ListDelegate)?) -> CGFloat {
    guard scrollDirection == .vertical else {
      return delegate?.sizeForItem(at: indexPath)?.width ?? itemWidth
    }
    return delegate?.heightForRow(at: indexPath) ?? delegate?.estimatedHeightForRow(at: indexPath)
      ?? rowHeight
  }

  /// A header's or footer's length along the scroll direction; in a horizontal list, the
  /// width of its size (`sizeForHeader(in:)`), none without one, as a flow layout's zero
  /// reference size.
  func supplementaryHeight(
    _ kind: SupplementaryKind, section: Int, dataSource: any ListDataSource
  ) -> CGFloat {
    let isHeader = kind == .header
    guard scrollDirection == .vertical else {
      let size =
        isHeader
        ? delegate?.sizeForHeader(inSection: section) : delegate?.sizeForFooter(inSection: section)
      return size?.width ?? 0
    }
    let explicit =
      isHeader
      ? delegate?.heightForHeader(inSection: section)
      : delegate?.heightForFooter(inSection: section)
    if let explicit { return explicit }
    let title =
      isHeader
      ? dataSource.titleForHeader(inSection: section)
      : dataSource.titleForFooter(inSection: section)
    if title != nil { return sectionHeaderFooterHeight }
    guard let view = supplementaryView(kind, section: section) else { return 0 }
    enqueue(view)
    return sectionHeaderFooterHeight
  }

  func supplementaryView(_ kind: SupplementaryKind, section: Int)
    -> HeadlessHeaderFooterView?
  {
    supplementaryView(kind, section: section, from: delegate)
  }

  /// The delegate's header or footer view of a section, the delegate read by the caller once
  /// for many sections.
  func supplementaryView(
    _ kind: SupplementaryKind, section: Int, from delegate: (any ListDelegate)?
  ) -> HeadlessHeaderFooterView? {
    let view =
      kind == .header
      ? delegate?.viewForHeader(inSection: section) : delegate?.viewForFooter(inSection: section)
    guard let view else { return nil }
    guard let headless = view as? HeadlessHeaderFooterView else {
      misuse(
        "SectionKit: HeadlessListView got a \(kind) view of type '\(type(of: view))'.")
    }
    return headless
  }
}
