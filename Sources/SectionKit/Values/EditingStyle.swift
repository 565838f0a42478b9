/// The editing control of a row, as UIKit's `UITableViewCell.EditingStyle`.
public enum EditingStyle: Sendable, Hashable {
  /// No editing control.
  case none
  /// A delete control.
  case delete
  /// An insert control.
  case insert
}
