#if os(Linux)
  import Foundation

  /// UIKit's `UITableViewDataSource`; optional requirements record when their default runs.
  @available(iOS 2.0, *)
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
    /// The titles of the section index (optional).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section index title scrolls to (optional).
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int
  }

  extension UITableViewDataSource {
    /// Records that the default was reached.
    public func numberOfSections(in tableView: UITableView) -> Int {
      MirrorRecorder.reached("numberOfSections(in:)")
      return 1
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    {
      MirrorRecorder.reached("tableView(_:titleForHeaderInSection:)")
      return nil
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    {
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
    /// Records that the default was reached.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      MirrorRecorder.reached("sectionIndexTitles(for:)")
      return nil
    }
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      MirrorRecorder.reached("tableView(_:sectionForSectionIndexTitle:at:)")
      return index
    }
  }

  /// UIKit's `UITableViewDataSourcePrefetching`.
  @available(iOS 10.0, *)
  @MainActor
  public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Prefetch rows.
    @available(iOS 10.0, *)
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Cancel prefetching (optional).
    @available(iOS 10.0, *)
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  extension UITableViewDataSourcePrefetching {
    /// Records that the default was reached.
    @available(iOS 10.0, *)
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      MirrorRecorder.reached("tableView(_:cancelPrefetchingForRowsAt:)")
    }
  }
#endif
