#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension TableViewAdapter: UITableViewDataSource {
    /// The composite's section count.
    public func numberOfSections(in tableView: UITableView) -> Int {
      listDataSource?.numberOfSections() ?? 0
    }

    /// The owning controller's row count.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      listDataSource?.numberOfRows(inSection: section) ?? 0
    }

    /// The cell the owning controller dequeued by type and configured.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      cell(at: indexPath, as: UITableViewCell.self)
    }

    /// The owning controller's header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    {
      listDataSource?.titleForHeader(inSection: section)
    }

    /// The owning controller's footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    {
      listDataSource?.titleForFooter(inSection: section)
    }

    /// Whether the owning controller lets the row be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      listDataSource?.canEditRow(at: indexPath.listIndexPath) ?? false
    }

    /// Whether the owning controller lets the row be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      listDataSource?.canMoveRow(at: indexPath.listIndexPath) ?? false
    }

    /// Routes the committed edit to the owning controller.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      listDataSource?.commit(EditingStyle(editingStyle), forRowAt: indexPath.listIndexPath)
    }

    /// Routes the move to the owning controller.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      listDataSource?.moveRow(
        at: sourceIndexPath.listIndexPath, to: destinationIndexPath.listIndexPath)
    }

    /// The section index: the titles the section controllers give, or `nil` (no index) when
    /// none gives one.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      let titles = listDataSource?.sectionIndexTitles() ?? []
      return titles.isEmpty ? nil : titles
    }

    /// The section of the controller that gave the tapped title, where it stands now.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      listDataSource?.section(forSectionIndexTitle: title, at: index) ?? index
    }
  }

  extension TableViewAdapter: UITableViewDataSourcePrefetching {
    /// Routes prefetching to the owning controllers, grouped by section.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      listDelegate?.prefetchRows(at: indexPaths.map(\.listIndexPath))
    }

    /// Routes the cancellation to the owning controllers.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      listDelegate?.cancelPrefetchingRows(at: indexPaths.map(\.listIndexPath))
    }
  }
#endif
