#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// `UITableView` and `UICollectionView` as one list view: the few calls in which they differ
  /// only by their spelling (rows are items), so that ``ListViewAdapter`` is written once.
  ///
  /// Where both views already share a call (`numberOfSections`, `reloadData`,
  /// `performBatchUpdates`), it is UIKit's own; every other name is neither view's, so that no
  /// UIKit method is overloaded and `AvailabilityTests`, which passes over the names the adapter
  /// declares, still sees every UIKit call.
  @MainActor
  protocol ListView: UIScrollView {
    /// `"table view"` or `"collection view"`, for messages.
    static var listViewName: String { get }
    /// The number of sections the list view cached.
    var numberOfSections: Int { get }
    /// The row count the list view cached for `section`.
    func cachedRowCount(inSection section: Int) -> Int
    /// The index paths of the rows on screen.
    var visibleRows: [IndexPath] { get }
    /// The index paths of the selected rows.
    var selectedRows: [IndexPath] { get }
    /// The cell of a row on screen, `nil` off screen.
    func visibleCell(at indexPath: IndexPath) -> (any Reusable)?
    /// The row a cell on screen shows now, `nil` for a cell off screen.
    func row(shownBy cell: AnyObject) -> IndexPath?
    /// Selects a row (`nil` clears the selection) without calling the delegate.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollingTo position: ScrollPosition)
    /// Whether the list view is in editing mode (UIKit's own, iOS 14 on a collection view).
    var isEditing: Bool { get }
    /// Turns editing mode on or off.
    func changeEditing(_ editing: Bool, animated: Bool)
    /// Whether several rows can be selected outside editing mode (UIKit's own).
    var allowsMultipleSelection: Bool { get set }
    /// Whether several rows can be selected in editing mode (UIKit's own, iOS 14 on a
    /// collection view).
    var allowsMultipleSelectionDuringEditing: Bool { get set }
    /// Deselects a row without calling the delegate.
    func deselect(_ indexPath: IndexPath, animated: Bool)
    /// Scrolls a row to `position`.
    func scroll(to indexPath: IndexPath, at position: ScrollPosition, animated: Bool)
    /// The frame of a section in the content, from its header's top to its footer's bottom,
    /// or `nil` when the list view lays nothing out for it.
    func sectionFrame(_ section: Int) -> CGRect?
    /// The frame of a row in the content as the list view lays it out now (`rectForRow(at:)`,
    /// an item's layout attributes), or `nil` when it lays nothing out for it.
    func rowFrame(_ indexPath: IndexPath) -> CGRect?
    /// Registers a cell class of this view.
    func registerCellClass(_ cellClass: AnyClass, forIdentifier identifier: String)
    /// Registers a nib holding a cell of this view.
    func registerCellNib(_ nib: UINib, forIdentifier identifier: String)
    /// Dequeues a registered cell for a row.
    func dequeueCell(withIdentifier identifier: String, at indexPath: IndexPath) -> any Reusable
    /// Asks the data source for everything again.
    func reloadData()
    /// Asks the data source for the section index's titles again.
    func reloadIndexTitles()
    /// The view behind the cells, resized to the list view's size.
    var backgroundView: UIView? { get set }
    /// Applies the insert, delete, reload and move calls `updates` makes as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// The content's size as the layout has it, a batch just applied included, before the list
    /// view is laid out.
    var contentSizeOfLayout: CGSize { get }
  }
#endif
