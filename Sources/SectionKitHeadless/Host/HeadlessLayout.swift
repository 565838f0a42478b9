import Foundation
@_spi(Hosting) import SectionKit

/// The vertical geometry of a list: section tops, header, row and footer heights.
///
/// Row heights are kept as one value for a section whose rows are all alike and as prefix sums
/// otherwise, so finding the rows in a viewport takes O(log n) and memory stays small.
struct HeadlessLayout {
  enum RowHeights {
    case uniform(CGFloat)
    /// `offsets[r]` is the top of row `r` from the first row's top; `count + 1` entries.
    case varying([CGFloat])

    /// One height when every row has it (`empty` when there are no rows), prefix sums
    /// otherwise.
    ///
    /// - Complexity: O(n).
    init(_ heights: [CGFloat], empty: CGFloat) {
      guard let first = heights.first else {
        self = .uniform(empty)
        return
      }
      guard heights.contains(where: { $0 != first }) else {
        self = .uniform(first)
        return
      }
      var offsets: [CGFloat] = []
      offsets.reserveCapacity(heights.count + 1)
      offsets.append(0)
      for height in heights { offsets.append(offsets[offsets.count - 1] + height) }
      self = .varying(offsets)
    }
  }

  struct Section {
    var top: CGFloat
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var rowCount: Int
    var rowHeights: RowHeights
    /// Whether the section's controller pins its header to the visible bounds.
    var pinsHeader = false
    /// The section's insets around its rows, as a flow layout's `sectionInset`: along the
    /// scroll direction they lengthen the section, across it they narrow the rows.
    var insets = Insets()

    /// A section's insets, along and across the scroll direction.
    struct Insets {
      /// Before the first row, after the header.
      var leading: CGFloat = 0
      /// After the last row, before the footer.
      var trailing: CGFloat = 0
      /// Across the scroll direction, on the side of the origin.
      var crossLeading: CGFloat = 0
      /// Across the scroll direction, on the far side.
      var crossTrailing: CGFloat = 0
    }

    var rowsHeight: CGFloat {
      switch rowHeights {
      case .uniform(let height): return height * CGFloat(rowCount)
      case .varying(let offsets): return offsets[rowCount]
      }
    }
    var rowsTop: CGFloat { top + headerHeight + insets.leading }

    /// The height of one row.
    func rowHeight(_ row: Int) -> CGFloat {
      switch rowHeights {
      case .uniform(let height): return height
      case .varying(let offsets): return offsets[row + 1] - offsets[row]
      }
    }
    var bottom: CGFloat { rowsTop + rowsHeight + insets.trailing + footerHeight }

    func rowSpan(_ row: Int) -> (minY: CGFloat, maxY: CGFloat) {
      switch rowHeights {
      case .uniform(let height):
        let minY = rowsTop + height * CGFloat(row)
        return (minY, minY + height)
      case .varying(let offsets):
        return (rowsTop + offsets[row], rowsTop + offsets[row + 1])
      }
    }

    /// The first row whose bottom is below `y`.
    func firstRow(below y: CGFloat) -> Int {
      let local = y - rowsTop
      switch rowHeights {
      case .uniform(let height):
        guard height > 0 else { return rowCount }
        return max(0, min(rowCount, Int((local / height).rounded(.down))))
      case .varying(let offsets):
        var low = 0
        var high = rowCount
        while low < high {
          let mid = (low + high) / 2
          if offsets[mid + 1] <= local { low = mid + 1 } else { high = mid }
        }
        return low
      }
    }
  }

  private(set) var sections: [Section] = []
  /// The height of the list's header, above the first section.
  private(set) var listHeaderHeight: CGFloat
  /// The height of the list's footer, after the last section.
  private(set) var listFooterHeight: CGFloat
  /// The bottom of the last section: the top of the list's footer.
  private(set) var sectionsBottom: CGFloat

  /// The height of the content: the list's header, the sections and the list's footer.
  var contentHeight: CGFloat { sectionsBottom + listFooterHeight }

  /// An empty layout whose sections will start below the list's header.
  ///
  /// - Parameters:
  ///   - listHeaderHeight: The height of the list's header, 0 for none.
  ///   - listFooterHeight: The height of the list's footer, 0 for none.
  init(listHeaderHeight: CGFloat = 0, listFooterHeight: CGFloat = 0) {
    self.listHeaderHeight = listHeaderHeight
    self.listFooterHeight = listFooterHeight
    sectionsBottom = listHeaderHeight
  }

  mutating func reserveCapacity(_ sections: Int) {
    self.sections.reserveCapacity(sections)
  }

  mutating func append(
    headerHeight: CGFloat, footerHeight: CGFloat, rowCount: Int, rowHeights: RowHeights,
    pinsHeader: Bool = false, insets: Section.Insets = Section.Insets()
  ) {
    let section = Section(
      top: sectionsBottom, headerHeight: headerHeight, footerHeight: footerHeight,
      rowCount: rowCount, rowHeights: rowHeights, pinsHeader: pinsHeader, insets: insets)
    sections.append(section)
    sectionsBottom = section.bottom
  }

  /// Gives the list's header and footer new heights, moving every section by the change of
  /// the header's, as a table view does when its `tableHeaderView` is assigned again.
  ///
  /// - Parameters:
  ///   - header: The header's height, 0 for none.
  ///   - footer: The footer's height, 0 for none.
  /// - Complexity: O(s), s being the number of sections, when the header's height changes.
  mutating func setListHeaderHeight(_ header: CGFloat, footerHeight footer: CGFloat) {
    let shift = header - listHeaderHeight
    if shift != 0 {
      for index in sections.indices { sections[index].top += shift }
      sectionsBottom += shift
    }
    listHeaderHeight = header
    listFooterHeight = footer
  }

  /// The span of the list's header in the content.
  var listHeaderSpan: (minY: CGFloat, maxY: CGFloat) { (0, listHeaderHeight) }

  /// The span of the list's footer in the content.
  var listFooterSpan: (minY: CGFloat, maxY: CGFloat) { (sectionsBottom, contentHeight) }

  /// Puts new layouts of some sections in place of theirs, and moves every section below one
  /// of them by what it grew or shrank.
  ///
  /// - Parameter replacements: The sections' indexes, ascending, and their new layouts (whose
  ///   `top` is ignored).
  /// - Complexity: O(s − f), s being the number of sections and f the first one replaced.
  mutating func replaceSections(_ replacements: [(index: Int, section: Section)]) {
    guard let first = replacements.first?.index else { return }
    var shift: CGFloat = 0
    var next = 0
    for index in first..<sections.count {
      if next < replacements.count, replacements[next].index == index {
        var section = replacements[next].section
        next += 1
        section.top = sections[index].top + shift
        shift = section.bottom - sections[index].bottom
        sections[index] = section
      } else if shift != 0 {
        sections[index].top += shift
      }
    }
    sectionsBottom += shift
  }

  /// Appends a section with the heights it had in another layout.
  mutating func append(copying section: Section) {
    append(
      headerHeight: section.headerHeight, footerHeight: section.footerHeight,
      rowCount: section.rowCount, rowHeights: section.rowHeights, pinsHeader: section.pinsHeader,
      insets: section.insets)
  }

  func rowSpan(_ indexPath: ListIndexPath) -> (minY: CGFloat, maxY: CGFloat) {
    sections[indexPath.section].rowSpan(indexPath.row)
  }

  func headerSpan(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
    let section = sections[section]
    return (section.top, section.top + section.headerHeight)
  }

  func footerSpan(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
    let section = sections[section]
    return (section.bottom - section.footerHeight, section.bottom)
  }

  /// The sections that reach into `minY..<maxY`, and the sections of no height at its edges
  /// or inside it: an empty section without header and footer is in a viewport wherever it
  /// stands in it, at the top and the bottom as in the middle.
  ///
  /// - Complexity: O(log n + s), s being the number of sections returned.
  func sections(intersecting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].bottom < minY { low = mid + 1 } else { high = mid }
    }
    // A section that ends where the viewport begins is above it, unless it has no height.
    while low < sections.count, sections[low].bottom == minY, sections[low].top < minY {
      low += 1
    }
    var end = low
    while end < sections.count,
      sections[end].top < maxY || (sections[end].top == maxY && sections[end].bottom == maxY)
    {
      end += 1
    }
    return low..<end
  }

  /// The rows that reach into `minY..<maxY`, in order.
  func rows(intersecting minY: CGFloat, _ maxY: CGFloat) -> [ListIndexPath] {
    var result: [ListIndexPath] = []
    for index in sections(intersecting: minY, maxY) {
      let section = sections[index]
      var row = section.firstRow(below: minY)
      while row < section.rowCount {
        let span = section.rowSpan(row)
        if span.minY >= maxY { break }
        if span.maxY > minY { result.append(ListIndexPath(row: row, section: index)) }
        row += 1
      }
    }
    return result
  }
}
