import Foundation
@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Brings the cells, headers and footers on screen in line with the viewport.
  func layoutVisibleContent() {
    let minY = scrollOffset
    let maxY = minY + viewportLength
    // The working range is measured before anything new is displayed: a section enters it
    // before it shows.
    delegate?.viewportDidChange()
    let paths = layout.rows(intersecting: minY, maxY)
    if !visibleOrder.isEmpty {
      endDisplaying(rowsNotIn: paths)
    }
    let sections = layout.sections(intersecting: minY, maxY)
    // Room for every row shown at once: growing an array of thousands of cells copies it.
    visibleCells.reserveCapacity(paths.count)
    // With no cell on screen, every row is new: no lookup. Otherwise a row after the last one
    // shown is found new at once, and one before it by a binary search.
    let allNew = visibleCells.isEmpty
    // Read once for the pass: each read of a weak reference is a retain and a release through
    // the object's side table.
    let dataSource = self.dataSource
    let delegate = self.delegate
    for path in paths where allNew || visibleCells[path] == nil {
      guard let dataSource else { break }
      let cell = dataSource.cell(at: path)
      guard let headless = cell as? HeadlessCell else {
        misuse(
          "SectionKit: HeadlessListView got a cell of type '\(type(of: cell))' for \(path).")
      }
      headless.isSelected = !selected.isEmpty && selected.contains(path)
      headless.isEditing = isEditing
      visibleCells[path] = headless
      delegate?.willDisplay(headless, forRowAt: path)
    }
    visibleOrder = paths
    layoutSupplementaries(of: sections, minY, maxY)
    placeViewsOnScreen()
    updatePrefetching(minY, maxY)
  }

  /// Sets the frame of every cell, header and footer on screen from the layout.
  ///
  /// - Complexity: O(v), v being the views on screen.
  private func placeViewsOnScreen() {
    for (path, cell) in visibleCells { cell.frame = rowFrame(path) }
    for (section, shown) in visibleHeaders {
      shown.view.frame = frame(along: layout.headerSpan(section))
    }
    for (section, shown) in visibleFooters {
      shown.view.frame = frame(along: layout.footerSpan(section))
    }
  }

  /// The frame of a row: its span along the scroll direction, across the list's breadth inside
  /// its section's insets.
  func rowFrame(_ path: ListIndexPath) -> CGRect {
    let insets = layout.sections[path.section].insets
    return frame(
      along: layout.rowSpan(path), across: (insets.crossLeading, insets.crossTrailing))
  }

  /// The frame of a span of the content along the scroll direction, across the list's breadth
  /// less `across` on either side.
  func frame(
    along span: (minY: CGFloat, maxY: CGFloat), across: (CGFloat, CGFloat) = (0, 0)
  ) -> CGRect {
    let length = span.maxY - span.minY
    return scrollDirection == .vertical
      ? CGRect(
        x: across.0, y: span.minY, width: size.width - across.0 - across.1, height: length)
      : CGRect(
        x: span.minY, y: across.0, width: length, height: size.height - across.0 - across.1)
  }

  /// Ends the display of the cells whose rows are not in `paths`, in row order.
  ///
  /// The rows on screen and `paths` are both ascending: they are walked side by side, with no
  /// set to build and no lookup. The cells leave the screen together, then the delegate hears
  /// of each in turn.
  ///
  /// - Complexity: O(v + p), v being the rows on screen and p the rows of `paths`.
  private func endDisplaying(rowsNotIn paths: [ListIndexPath]) {
    for (path, cell) in visibleCells.removeEntries(notIn: paths) {
      delegate?.didEndDisplaying(cell, forRowAt: path)
      enqueue(cell)
    }
  }

  /// Brings the headers and footers on screen in line with the viewport.
  ///
  /// - Parameters:
  ///   - sections: The sections that reach into the viewport.
  ///   - minY: The viewport's top.
  ///   - maxY: The viewport's bottom.
  func layoutSupplementaries(of sections: Range<Int>, _ minY: CGFloat, _ maxY: CGFloat) {
    // Ascending, as the sections are walked: no set to hash, nothing to sort.
    var headers: [Int] = []
    var footers: [Int] = []
    headers.reserveCapacity(sections.count)
    footers.reserveCapacity(sections.count)
    for section in sections {
      let header = layout.headerSpan(section)
      // A pinned header stays while any of its section is on screen, as all of `sections` is.
      if header.maxY > header.minY,
        pinsHeader(ofSection: section) || (header.maxY > minY && header.minY < maxY)
      {
        headers.append(section)
      }
      let footer = layout.footerSpan(section)
      if footer.maxY > footer.minY, footer.maxY > minY, footer.minY < maxY {
        footers.append(section)
      }
    }
    update(&visibleHeaders, kind: .header, showing: headers)
    update(&visibleFooters, kind: .footer, showing: footers)
    updateOtherSupplementaries(showing: sections)
  }

  /// Ends the display of the headers or footers that left `sections` and displays those that
  /// came: a view from the delegate, or the host's own view for a title, as UIKit does.
  ///
  /// - Parameters:
  ///   - visible: The headers or footers on screen, by section.
  ///   - kind: Headers or footers.
  ///   - sections: The sections whose header or footer is on screen, ascending.
  func update(
    _ visible: inout SortedTable<Int, ShownSupplementary>, kind: SupplementaryKind,
    showing sections: [Int]
  ) {
    if !visible.isEmpty {
      // Both ascending: walked side by side, with no set to build.
      for (section, item) in visible.removeEntries(notIn: sections) {
        delegate?.didEndDisplayingSupplementaryView(item.view, ofKind: kind, inSection: section)
        enqueue(item.view)
      }
    }
    // Room for every one shown at once, and no lookup when none was on screen; otherwise a
    // section after the last one shown is found new at once.
    visible.reserveCapacity(sections.count)
    let allNew = visible.isEmpty
    // Read once for the pass: weak references.
    let dataSource = self.dataSource
    let delegate = self.delegate
    for section in sections where allNew || visible[section] == nil {
      let shown: ShownSupplementary
      if let view = supplementaryView(kind, section: section, from: delegate) {
        shown = ShownSupplementary(view: view, title: nil)
      } else if let title = kind == .header
        ? dataSource?.titleForHeader(inSection: section)
        : dataSource?.titleForFooter(inSection: section)
      {
        shown = ShownSupplementary(view: titleView(showing: title), title: title)
      } else {
        continue
      }
      visible[section] = shown
      delegate?.willDisplaySupplementaryView(shown.view, ofKind: kind, inSection: section)
    }
  }

  func updatePrefetching(_ minY: CGFloat, _ maxY: CGFloat) {
    guard prefetchDistance > 0, let delegate else { return }
    let window = Set(layout.rows(intersecting: minY - prefetchDistance, maxY + prefetchDistance))
    let wanted = window.subtracting(visibleOrder)
    let cancelled = prefetched.subtracting(window).filter { visibleCells[$0] == nil }
    let started = wanted.subtracting(prefetched)
    if !cancelled.isEmpty { delegate.cancelPrefetchingRows(at: cancelled.sorted()) }
    if !started.isEmpty { delegate.prefetchRows(at: started.sorted()) }
    prefetched = wanted
  }

  func endDisplayingEverything() {
    let ended = visibleCells
    visibleCells.removeAll()
    for (path, cell) in ended {
      delegate?.didEndDisplaying(cell, forRowAt: path)
      enqueue(cell)
    }
    visibleOrder = []
    update(&visibleHeaders, kind: .header, showing: [])
    update(&visibleFooters, kind: .footer, showing: [])
    updateOtherSupplementaries(showing: 0..<0)
  }
}
