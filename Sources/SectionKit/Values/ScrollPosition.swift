import Foundation

/// Where a row or a section ends up in the viewport after scrolling to it, as UIKit's
/// `UITableView.ScrollPosition`.
public enum ScrollPosition: Sendable, Hashable {
  /// Scroll as little as possible to make the row (or section) fully visible; no scroll if it
  /// already is.
  case none
  /// The row's top edge (a section's: the top of its header) at the top of the viewport.
  case top
  /// The row (or section) centred in the viewport.
  case middle
  /// The row's bottom edge (a section's: the bottom of its footer) at the bottom of the
  /// viewport.
  case bottom
}

extension ScrollPosition {
  /// Where the visible area should start, along the axis that scrolls, to show the span
  /// `start..<end` at this position, kept inside the content.
  ///
  /// ``none`` scrolls as little as needed to show the span whole and, when it is longer than
  /// the visible area, shows its start (as `UIScrollView.scrollRectToVisible` does).
  ///
  /// - Parameters:
  ///   - start: Where the span starts in the content.
  ///   - end: Where it ends.
  ///   - current: Where the visible area starts now.
  ///   - length: The visible area's length.
  ///   - contentLength: The content's length.
  /// - Returns: The new start of the visible area, in `0...max(0, contentLength - length)`.
  package func visibleStart(
    showing start: CGFloat, to end: CGFloat, from current: CGFloat, length: CGFloat,
    contentLength: CGFloat
  ) -> CGFloat {
    let target: CGFloat
    switch self {
    case .top: target = start
    case .middle: target = (start + end) / 2 - length / 2
    case .bottom: target = end - length
    case .none:
      if start < current {
        target = start
      } else if end > current + length {
        target = min(start, end - length)
      } else {
        target = current
      }
    }
    return min(max(0, target), max(0, contentLength - length))
  }
}
