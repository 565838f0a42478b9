#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension UITableView: ListView {
    /// `contentSize`, which the table view updates as it applies a batch.
    var contentSizeOfLayout: CGSize { contentSize }

    static var listViewName: String { "table view" }

    func cachedRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    var visibleRows: [IndexPath] { indexPathsForVisibleRows ?? [] }

    var selectedRows: [IndexPath] { indexPathsForSelectedRows ?? [] }

    func visibleCell(at indexPath: IndexPath) -> (any Reusable)? { cellForRow(at: indexPath) }

    func row(shownBy cell: AnyObject) -> IndexPath? {
      (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func select(
      _ indexPath: IndexPath?, animated: Bool, scrollingTo position: SectionKit.ScrollPosition
    ) {
      selectRow(at: indexPath, animated: animated, scrollPosition: position.tableView)
    }

    func changeEditing(_ editing: Bool, animated: Bool) {
      setEditing(editing, animated: animated)
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
      deselectRow(at: indexPath, animated: animated)
    }

    func scroll(to indexPath: IndexPath, at position: SectionKit.ScrollPosition, animated: Bool) {
      scrollToRow(at: indexPath, at: position.tableView, animated: animated)
    }

    func sectionFrame(_ section: Int) -> CGRect? { rect(forSection: section) }

    func rowFrame(_ indexPath: IndexPath) -> CGRect? { rectForRow(at: indexPath) }

    func reloadIndexTitles() { reloadSectionIndexTitles() }

    func registerCellClass(_ cellClass: AnyClass, forIdentifier identifier: String) {
      register(cellClass, forCellReuseIdentifier: identifier)
    }

    func registerCellNib(_ nib: UINib, forIdentifier identifier: String) {
      register(nib, forCellReuseIdentifier: identifier)
    }

    func dequeueCell(withIdentifier identifier: String, at indexPath: IndexPath) -> any Reusable {
      dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
  }
#endif
