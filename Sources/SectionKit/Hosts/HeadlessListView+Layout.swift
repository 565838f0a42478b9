import Foundation

extension HeadlessListView {
  /// Asks for every count and every height again.
  ///
  /// The content offset is kept inside the new content.
  /// Lays the list out again after a batch, as UIKit does: sections the batch leaves alone keep
  /// their heights; only the sections it changes are asked for counts and heights.
  ///
  /// - Complexity: O(s + r), s being the number of sections and r the rows of changed sections.
  func rebuildLayout(after batch: BatchUpdate, mapping: BatchUpdate.Mapping) {
    guard let dataSource else { return rebuildLayout() }
    let old = layout
    var oldSection = [Int?](repeating: nil, count: mapping.newCounts.count)
    for (index, new) in mapping.sections.enumerated() {
      if let new, !batch.reloadedSections.contains(index) { oldSection[new] = index }
    }
    var changed = Set<Int>()
    for path in batch.deletedRows.union(batch.reloadedRows).union(batch.reconfiguredRows) {
      if let new = mapping.sections[path.section] { changed.insert(new) }
    }
    for path in batch.insertedRows { changed.insert(path.section) }
    for move in batch.movedRows {
      changed.insert(move.to.section)
      if let new = mapping.sections[move.from.section] { changed.insert(new) }
    }
    layout = HeadlessLayout()
    for section in 0..<mapping.newCounts.count {
      if let index = oldSection[section], !changed.contains(section),
        old.sections[index].rowCount == mapping.newCounts[section]
      {
        layout.append(copying: old.sections[index])
      } else {
        appendLayout(ofSection: section, dataSource: dataSource)
      }
    }
    contentOffset.y = clampedOffset(contentOffset.y)
  }

  func rebuildLayout() {
    layout = HeadlessLayout()
    if let dataSource {
      for section in 0..<dataSource.numberOfSections() {
        appendLayout(ofSection: section, dataSource: dataSource)
      }
    }
    contentOffset.y = clampedOffset(contentOffset.y)
  }

  func appendLayout(ofSection section: Int, dataSource: any ListDataSource) {
    let rowCount = dataSource.numberOfRows(inSection: section)
    var heights: [CGFloat] = []
    var uniform: CGFloat?
    for row in 0..<rowCount {
      let height = rowHeight(at: ListIndexPath(row: row, section: section))
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
      rowHeights: heights.isEmpty ? .uniform(uniform ?? rowHeight) : .varying(heights))
  }

  func rowHeight(at indexPath: ListIndexPath) -> CGFloat {
    delegate?.heightForRow(at: indexPath) ?? delegate?.estimatedHeightForRow(at: indexPath)
      ?? rowHeight
  }

  func supplementaryHeight(
    _ kind: SupplementaryKind, section: Int, dataSource: any ListDataSource
  ) -> CGFloat {
    let isHeader = kind == .header
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
