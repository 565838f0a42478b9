import Foundation

/// Where a host's visible area stands over its content: what ``ScrollAnchoring`` measures
/// before a batch and after it.
///
/// A host reports it from ``ListHost/scrollGeometry()``: UIKit's `contentOffset`,
/// `contentSize`, `bounds.size` and `adjustedContentInset`, and whether the user's finger moves
/// the list (`isTracking` or `isDecelerating`).
@_spi(Hosting) public struct ScrollGeometry: Equatable, Sendable {
  /// The point of the content at the visible area's top-left corner (UIKit's `contentOffset`).
  public var contentOffset: CGPoint
  /// The size of the content (UIKit's `contentSize`).
  public var contentSize: CGSize
  /// The size of the visible area, insets included (UIKit's `bounds.size`).
  public var visibleSize: CGSize
  /// The insets the content is laid out with (UIKit's `adjustedContentInset`).
  public var contentInsets: SectionInsets
  /// Whether the user is moving the list: a finger on it, or the list still decelerating.
  public var isUserScrolling: Bool

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - contentOffset: The content offset.
  ///   - contentSize: The content's size.
  ///   - visibleSize: The visible area's size, insets included.
  ///   - contentInsets: The insets the content is laid out with; none by default.
  ///   - isUserScrolling: Whether the user is moving the list; `false` by default.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, visibleSize: CGSize,
    contentInsets: SectionInsets = SectionInsets(), isUserScrolling: Bool = false
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.visibleSize = visibleSize
    self.contentInsets = contentInsets
    self.isUserScrolling = isUserScrolling
  }

  /// The smallest offset a list at rest takes: its content's top-left corner below the insets.
  public var minimumOffset: CGPoint { CGPoint(x: -contentInsets.left, y: -contentInsets.top) }

  /// The largest offset a list at rest takes: the end of its content above the bottom inset
  /// (and before the right one), never below ``minimumOffset``.
  public var maximumOffset: CGPoint {
    let minimum = minimumOffset
    return CGPoint(
      x: max(minimum.x, contentSize.width + contentInsets.right - visibleSize.width),
      y: max(minimum.y, contentSize.height + contentInsets.bottom - visibleSize.height))
  }

  /// An offset kept inside the content, as a scroll view at rest keeps it.
  ///
  /// - Parameter offset: Any offset.
  /// - Returns: The nearest offset between ``minimumOffset`` and ``maximumOffset``.
  public func clamped(_ offset: CGPoint) -> CGPoint {
    let minimum = minimumOffset
    let maximum = maximumOffset
    return CGPoint(
      x: min(max(minimum.x, offset.x), maximum.x), y: min(max(minimum.y, offset.y), maximum.y))
  }

  /// Whether the visible area reaches within `distance` of the end of the content along both
  /// axes: the bottom of a vertical list, the trailing edge of a horizontal one.
  ///
  /// - Parameter distance: The tolerance, in points.
  /// - Returns: `true` when the list is at its end, or its content fits in it.
  public func isAtEnd(within distance: CGFloat) -> Bool {
    let maximum = maximumOffset
    return contentOffset.x >= maximum.x - distance && contentOffset.y >= maximum.y - distance
  }

  /// Whether the list is at its very start along both axes: the top of a vertical list, the
  /// leading edge of a horizontal one.
  public var isAtStart: Bool {
    let minimum = minimumOffset
    return contentOffset.x <= minimum.x && contentOffset.y <= minimum.y
  }

  /// The top-left corner of the visible area inside the insets, in the content's coordinates.
  public var visibleOrigin: CGPoint {
    CGPoint(x: contentOffset.x + contentInsets.left, y: contentOffset.y + contentInsets.top)
  }
}
