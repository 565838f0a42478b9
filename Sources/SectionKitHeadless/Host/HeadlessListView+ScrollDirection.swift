import Foundation
@_spi(Hosting) import SectionKit

/// The list's axis: rows one below the other, or items side by side.
extension HeadlessListView {
  /// The direction a ``HeadlessListView`` lays its rows out and scrolls in, as
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Sendable, Hashable {
    /// Rows one below the other, scrolled by `y`: a table view, a vertical collection view.
    case vertical
    /// Items side by side, scrolled by `x`: a horizontal strip. An item's width is the
    /// `sizeForItem(at:in:)` of its section, or ``HeadlessListView/itemWidth``.
    case horizontal
  }

  /// The offset along the scroll direction: `contentOffset.y`, or `x` in a horizontal list.
  var scrollOffset: CGFloat {
    get { scrollDirection == .vertical ? contentOffset.y : contentOffset.x }
    set {
      if scrollDirection == .vertical {
        contentOffset.y = newValue
      } else {
        contentOffset.x = newValue
      }
    }
  }

  /// The viewport's length along the scroll direction: its height, or its width.
  var viewportLength: CGFloat { scrollDirection == .vertical ? size.height : size.width }
}
