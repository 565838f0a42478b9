import Foundation
@_spi(Hosting) import SectionKit

/// A row the user moved: UIKit moves its cell and its cached counts itself, asking nothing.
extension HeadlessListView {
  /// The cached row counts once a row has moved from `source` to `destination`; the counts as
  /// they are when either section does not exist.
  func countsAfterMove(from source: ListIndexPath, to destination: ListIndexPath) -> [Int] {
    var counts = rowCounts
    guard counts.indices.contains(source.section), counts.indices.contains(destination.section)
    else { return counts }
    counts[source.section] -= 1
    counts[destination.section] += 1
    return counts
  }

  /// Moves a row the user dropped, as UIKit does after telling its data source: the cell and
  /// the selection follow the row, the row keeps its height, the cached counts follow the
  /// move; nothing is asked again but the cells of rows that come into view.
  ///
  /// - Complexity: O(s + r + v), s being the number of sections, r the rows of the two
  ///   sections and v the rows on screen.
  func followMove(from source: ListIndexPath, to destination: ListIndexPath) {
    let oldCounts = rowCounts
    var batch = ListBatch()
    batch.movedRows = [ListBatch.RowMove(from: source, to: destination)]
    let newCounts = countsAfterMove(from: source, to: destination)
    let rows = BatchRows(batch, mapping: batch.mapping(oldCounts: oldCounts, newCounts: newCounts))

    var kept: [ListIndexPath: HeadlessCell] = [:]
    for (old, cell) in visibleCells {
      guard let new = rows.newPath(of: old) else { continue }
      kept[new] = cell
    }
    selected = Set(selected.compactMap { rows.newPath(of: $0) })
    highlighted = nil
    accessibilityFocus = accessibilityFocus.flatMap { rows.newPath(of: $0) }
    prefetched = []
    moveHeight(from: source, to: destination)
    visibleCells = VisibleCells(kept)
    visibleOrder = Array(visibleCells.keys)
    for (path, cell) in visibleCells { cell.isSelected = selected.contains(path) }
    layoutVisibleContent()
  }

  /// Moves a row's height in the layout; headers, footers and the other rows keep theirs.
  private func moveHeight(from source: ListIndexPath, to destination: ListIndexPath) {
    let old = layout
    var heights: [Int: [CGFloat]] = [:]
    for index in [source.section, destination.section] {
      let section = old.sections[index]
      heights[index] = (0..<section.rowCount).map(section.rowHeight)
    }
    let height = heights[source.section]?.remove(at: source.row) ?? rowHeight
    heights[destination.section]?.insert(height, at: destination.row)
    var next = emptyLayout()
    next.reserveCapacity(old.sections.count)
    for (index, section) in old.sections.enumerated() {
      guard let rows = heights[index] else {
        next.append(copying: section)
        continue
      }
      next.append(
        headerHeight: section.headerHeight, footerHeight: section.footerHeight,
        rowCount: rows.count, rowHeights: HeadlessLayout.RowHeights(rows, empty: rowHeight))
    }
    layout = next
  }
}
