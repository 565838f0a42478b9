/// Where a row ends up in the viewport after scrolling to it, as UIKit's
/// `UITableView.ScrollPosition`.
public enum ScrollPosition: Sendable, Hashable {
  /// Scroll as little as possible to make the row fully visible; no scroll if it already is.
  case none
  /// The row's top edge at the top of the viewport.
  case top
  /// The row centred in the viewport.
  case middle
  /// The row's bottom edge at the bottom of the viewport.
  case bottom
}
