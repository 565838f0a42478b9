import Foundation
@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Scrolls to a content offset, kept inside the content as a scroll view at rest keeps it,
  /// and updates what is on screen.
  ///
  /// - Parameter y: The distance from the top of the content to the top of the viewport; in a
  ///   horizontal list, from its leading edge to the viewport's (`contentOffset.x`).
  /// - Complexity: O(log n + v), v being the number of rows that enter or leave the screen.
  public func scroll(toOffset y: CGFloat) {
    settle()
    defer { settle() }
    moveViewport(toOffset: y)
  }

  /// Moves the viewport, as a scroll from code does: no turn of its own.
  ///
  /// The delegate hears that the list scrolled when the offset changed, as a scroll view's does.
  func moveViewport(toOffset y: CGFloat) {
    let offset = clampedOffset(y)
    let moved = offset != scrollOffset
    scrollOffset = offset
    guard layoutDeferrals == 0 else {
      scrolledWhileDeferred = scrolledWhileDeferred || moved
      return
    }
    layoutVisibleContent()
    if moved { delegate?.listDidScroll() }
  }

  /// Drags the list by a distance, as a user's finger does: the delegate hears that dragging
  /// began, that the list scrolled, that the finger lifted and, when `decelerating`, that the
  /// list came to rest.
  ///
  /// - Parameters:
  ///   - distance: The distance in points (positive scrolls down, or toward the end of a
  ///     horizontal list); the list stops at its ends.
  ///   - decelerating: Whether the list goes on moving after the finger lifted; it comes to
  ///     rest where the drag ended.
  /// - Complexity: As ``scroll(toOffset:)``, plus the sections on screen told of each event.
  public func drag(by distance: CGFloat, decelerating: Bool = false) {
    settle()
    defer { settle() }
    delegate?.listWillBeginDragging()
    moveViewport(toOffset: scrollOffset + distance)
    delegate?.listDidEndDragging(willDecelerate: decelerating)
    if decelerating { delegate?.listDidEndDecelerating() }
  }

  /// Scrolls by a distance (positive scrolls down).
  ///
  /// - Parameter distance: The distance in points.
  public func scroll(by distance: CGFloat) {
    scroll(toOffset: scrollOffset + distance)
  }

  /// Scrolls so that a row stands at `position`, as UIKit's `scrollToRow(at:at:animated:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - position: Where the row should end up; ``/SectionKit/ScrollPosition/none`` scrolls as
  ///     little as needed to show it whole.
  ///   - animated: Whether to animate; the headless host always arrives at once.
  /// - Throws: ``/SectionKit/HostError`` with UIKit's message when the row does not exist.
  public func scrollToRow(at indexPath: ListIndexPath, at position: ScrollPosition, animated: Bool)
    throws(HostError)
  {
    try checkBounds(indexPath)
    let span = layout.rowSpan(indexPath)
    let top = scrollOffset
    let target: CGFloat
    switch position {
    case .top: target = span.minY
    case .middle: target = (span.minY + span.maxY) / 2 - viewportLength / 2
    case .bottom: target = span.maxY - viewportLength
    case .none:
      if span.minY < top {
        target = span.minY
      } else if span.maxY > top + viewportLength {
        target = span.maxY - viewportLength
      } else {
        target = top
      }
    }
    moveViewport(toOffset: target)
  }

  /// Scrolls so that a section stands at `position`: with ``/SectionKit/ScrollPosition/top``, the
  /// top of its header at the top of the viewport, even when the section has no rows (UIKit's
  /// `scrollToRow` with the row `NSNotFound`).
  ///
  /// The section's frame runs from the top of its header to the bottom of its footer:
  /// ``/SectionKit/ScrollPosition/middle`` centres it, ``/SectionKit/ScrollPosition/bottom`` puts
  /// its bottom at the bottom of the viewport, ``/SectionKit/ScrollPosition/none`` scrolls as
  /// little as needed to show it whole, its top first when it is taller than the viewport. The
  /// offset stays inside the content.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - position: Where the section should end up.
  ///   - animated: Whether to animate; the headless host always arrives at once.
  /// - Throws: ``/SectionKit/HostError`` (`NSRangeException`) when the section does not exist.
  /// - Complexity: O(log n + v), v being the number of rows that enter or leave the screen.
  public func scrollToSection(_ section: Int, at position: ScrollPosition, animated: Bool)
    throws(HostError)
  {
    try HostError.checkBounds(section: section, in: numberOfSections)
    let frame = layout.sections[section]
    scroll(
      toOffset: position.visibleStart(
        showing: frame.top, to: frame.bottom, from: scrollOffset, length: viewportLength,
        contentLength: layout.contentHeight))
  }

  /// Throws UIKit's out-of-bounds message unless `indexPath` is a row of the list.
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: ``HostError`` naming the row, the bound and the section.
  func checkBounds(_ indexPath: ListIndexPath) throws(HostError) {
    try HostError.checkBounds(indexPath, in: rowCounts)
  }
}

extension HeadlessListView {
  /// The sections that reach into the viewport, in order.
  ///
  /// A section of no height (no rows, no header, no footer) is among them when it stands
  /// inside the viewport or at one of its edges, at the top and the bottom of the content as in
  /// the middle.
  ///
  /// - Complexity: O(log n + s), s being the number of sections on screen.
  public var visibleSections: [Int] {
    let minY = scrollOffset
    return Array(layout.sections(intersecting: minY, minY + viewportLength))
  }

  /// The sections that reach into the viewport extended by `screens` viewport heights above
  /// and below, in order: the working range, from the host's layout.
  ///
  /// - Parameter screens: How many viewport heights to add above and below; at least 0.
  /// - Returns: Section indexes, ascending.
  /// - Complexity: O(log n + s), s being the number of sections returned.
  @_spi(Hosting) public func sections(nearViewport screens: CGFloat) -> [Int] {
    let minY = scrollOffset
    let extra = viewportLength * max(0, screens)
    return Array(layout.sections(intersecting: minY - extra, minY + viewportLength + extra))
  }

  /// Whether a row's frame reaches into the viewport extended by `lookAhead` before and after
  /// it along the scroll axis, from the host's layout.
  ///
  /// - Parameters:
  ///   - indexPath: A row of the list; a row the list does not have is not near.
  ///   - lookAhead: How far to extend the viewport before and after it.
  /// - Returns: Whether the row is within the extended viewport, its edges included.
  @_spi(Hosting) public func isRow(at indexPath: ListIndexPath, nearViewport lookAhead: LookAhead)
    -> Bool
  {
    guard indexPath.section >= 0, indexPath.section < layout.sections.count, indexPath.row >= 0,
      indexPath.row < layout.sections[indexPath.section].rowCount
    else { return false }
    let span = layout.rowSpan(indexPath)
    let extra = lookAhead.distance(alongViewportOf: viewportLength)
    return span.maxY >= scrollOffset - extra && span.minY <= scrollOffset + viewportLength + extra
  }

  /// Asks every section's sizes again and lays the list out with them, keeping the cells on
  /// screen (a table view's empty `performBatchUpdates`).
  ///
  /// - Parameter section: The section whose sizes changed; the headless host measures all.
  /// - Complexity: O(n), n being the number of rows, each asked its height.
  @_spi(Hosting) public func invalidateLayout(ofSection section: Int) {
    settle()
    defer { settle() }
    rebuildLayout()
    layoutVisibleContent()
  }
}
