import Foundation

/// UIKit's `UITableViewDataSource`; optional requirements record when their default runs.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Sections (optional).
  func numberOfSections(in tableView: UITableView) -> Int
  /// Header title (optional).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Footer title (optional).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Editable (optional).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Movable (optional).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commit an edit (optional).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Move a row (optional).
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Records that the default was reached.
  public func numberOfSections(in tableView: UITableView) -> Int {
    MirrorRecorder.reached("numberOfSections(in:)")
    return 1
  }
  /// Records that the default was reached.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    MirrorRecorder.reached("tableView(_:titleForHeaderInSection:)")
    return nil
  }
  /// Records that the default was reached.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    MirrorRecorder.reached("tableView(_:titleForFooterInSection:)")
    return nil
  }
  /// Records that the default was reached.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    MirrorRecorder.reached("tableView(_:canEditRowAt:)")
    return false
  }
  /// Records that the default was reached.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    MirrorRecorder.reached("tableView(_:canMoveRowAt:)")
    return false
  }
  /// Records that the default was reached.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    MirrorRecorder.reached("tableView(_:commit:forRowAt:)")
  }
  /// Records that the default was reached.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    MirrorRecorder.reached("tableView(_:moveRowAt:to:)")
  }
}

/// UIKit's `UITableViewDataSourcePrefetching`.
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Prefetch rows.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Cancel prefetching (optional).
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Records that the default was reached.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    MirrorRecorder.reached("tableView(_:cancelPrefetchingForRowsAt:)")
  }
}
