import Foundation
@_spi(Hosting) import SectionKit

/// The geometry ``ScrollAnchoring`` reads and moves: the headless host applies a batch as
/// UIKit does, keeping its content offset (the rows inserted above the viewport push the ones on
/// screen down); the composite then moves the offset by the policy it was given.
extension HeadlessListView {
  /// Where the viewport stands over the content: the headless host has no insets, and the
  /// user's drags (``drag(by:decelerating:)``) are over by the time a batch comes.
  ///
  /// - Returns: The content offset, the content's size along the scroll direction (the
  ///   viewport's across it) and the viewport's size.
  @_spi(Hosting) public func scrollGeometry() -> ScrollGeometry? {
    let length = layout.contentHeight
    let contentSize =
      scrollDirection == .vertical
      ? CGSize(width: size.width, height: length) : CGSize(width: length, height: size.height)
    return ScrollGeometry(contentOffset: contentOffset, contentSize: contentSize, visibleSize: size)
  }

  /// The frame of a row in the content: its span along the scroll direction, the viewport's
  /// breadth across it.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: The frame, or `nil` for a row the list does not have.
  /// - Complexity: O(1).
  @_spi(Hosting) public func rowFrame(at indexPath: ListIndexPath) -> CGRect? {
    guard indexPath.section >= 0, indexPath.section < layout.sections.count,
      indexPath.row >= 0, indexPath.row < layout.sections[indexPath.section].rowCount
    else { return nil }
    return rowFrame(indexPath)
  }

  /// Moves the viewport at once, as setting a scroll view's `contentOffset` does: what comes
  /// into view is displayed and the delegate hears that the list scrolled.
  ///
  /// - Parameter offset: The new offset; only its coordinate along the scroll direction counts.
  @_spi(Hosting) public func adjustScroll(toContentOffset offset: CGPoint) {
    moveViewport(toOffset: scrollDirection == .vertical ? offset.y : offset.x)
  }
}
