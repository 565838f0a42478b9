#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// `UITableView` and `UICollectionView` as one list view: the few calls in which they differ
  /// only by their spelling (rows are items), so that ``ListViewAdapter`` is written once.
  ///
  /// The names are neither view's own, so that no UIKit method is overloaded or shadowed.
  @MainActor
  protocol ListView: UIScrollView {
    /// `"table view"` or `"collection view"`, for messages.
    static var listViewName: String { get }

    /// The number of sections the list view cached.
    var numberOfSections: Int { get }

    /// The row count the list view cached for a section.
    ///
    /// - Parameter section: A section index.
    /// - Returns: The cached count.
    func cachedRowCount(inSection section: Int) -> Int

    /// The index paths of the rows on screen.
    var visibleRows: [IndexPath] { get }

    /// The index paths of the selected rows.
    var selectedRows: [IndexPath] { get }

    /// The cell of a row on screen.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The cell, or `nil` off screen.
    func visibleCell(at indexPath: IndexPath) -> (any Reusable)?

    /// Selects a row, or clears the selection, without calling the delegate.
    ///
    /// - Parameters:
    ///   - indexPath: The row, or `nil` to clear the selection.
    ///   - animated: Whether to animate.
    ///   - position: Where to scroll the row.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollingTo position: ScrollPosition)

    /// Deselects a row without calling the delegate.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate.
    func deselect(_ indexPath: IndexPath, animated: Bool)

    /// Scrolls a row into view.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - position: Where it should end up.
    ///   - animated: Whether to animate.
    func scroll(to indexPath: IndexPath, at position: ScrollPosition, animated: Bool)

    /// Registers a cell class.
    ///
    /// - Parameters:
    ///   - cellClass: A cell class of this view.
    ///   - identifier: The reuse identifier.
    func registerCellClass(_ cellClass: AnyClass, forIdentifier identifier: String)

    /// Registers a cell nib.
    ///
    /// - Parameters:
    ///   - nib: A nib holding a cell of this view.
    ///   - identifier: The reuse identifier.
    func registerCellNib(_ nib: UINib, forIdentifier identifier: String)

    /// Dequeues a registered cell.
    ///
    /// - Parameters:
    ///   - identifier: A registered identifier.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    func dequeueCell(withIdentifier identifier: String, at indexPath: IndexPath) -> any Reusable

    /// Asks the data source for everything again.
    func reloadData()

    /// Applies the changes that `updates` makes, as one animated batch.
    ///
    /// - Parameters:
    ///   - updates: Makes the insert, delete, reload and move calls.
    ///   - completion: Runs when the view has applied the batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
  }
#endif
