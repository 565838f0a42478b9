#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Makes a `UITableView` a ``ListHost``: it is the table view's data source, delegate and
  /// prefetch data source, and forwards every question and event to a ``CompositeController``
  /// in ``ListIndexPath``s.
  ///
  /// ```swift
  /// let adapter = TableViewAdapter(tableView: tableView)
  /// screen.attach(to: adapter)  // keep `adapter` and `screen` alive, e.g. in the view controller
  /// ```
  ///
  /// Cells are registered through the type-keyed registry: a ``NibReusable`` type by its nib,
  /// any other `UITableViewCell` subclass by its class. Batches are checked against UIKit's rules
  /// once more before they reach the table view, and mapped to its native calls with
  /// ``rowAnimation``. Scroll-view delegate calls go on to
  /// ``ScrollViewAdapter/scrollViewDelegate``.
  @MainActor
  public final class TableViewAdapter: ScrollViewAdapter, ListHost {
    /// The table view driven; held weakly.
    public private(set) weak var tableView: UITableView?
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    private(set) weak var listDataSource: (any ListDataSource)?
    private(set) weak var listDelegate: (any ListDelegate)?
    var menus = ContextMenuRouter()
    /// Whether UIKit performs primary actions itself, as it does from iOS 16 on.
    ///
    /// When it does not, the adapter performs a row's primary action right after the user
    /// selects the row. Tests over the mirror set it to choose the system's behaviour.
    package var systemPerformsPrimaryActions = PrimaryActions.areBuiltIn

    /// Creates the adapter of a table view.
    ///
    /// - Parameter tableView: The table view; its data source and delegate are set when a
    ///   composite is attached.
    public init(tableView: UITableView) {
      self.tableView = tableView
      super.init()
    }

    // MARK: ReuseHost

    /// `"UITableViewCell"`.
    public var cellBaseTypeName: String { "UITableViewCell" }
    /// `"UITableViewHeaderFooterView"`.
    public var supplementaryViewBaseTypeName: String { "UITableViewHeaderFooterView" }

    /// Whether `type` is a `UITableViewCell`.
    ///
    /// - Parameter type: A cell type.
    /// - Returns: `true` for a `UITableViewCell` subclass.
    public func canHoldCell(ofType type: any Reusable.Type) -> Bool {
      type is UITableViewCell.Type
    }

    /// Whether `type` is a `UITableViewHeaderFooterView`.
    ///
    /// - Parameter type: A view type.
    /// - Returns: `true` for a `UITableViewHeaderFooterView` subclass.
    public func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool {
      type is UITableViewHeaderFooterView.Type
    }

    /// Registers a cell by nib (``NibReusable``) or by class.
    ///
    /// - Parameters:
    ///   - type: A `UITableViewCell` subclass.
    ///   - identifier: The reuse identifier.
    public func registerCell(_ type: any Reusable.Type, forReuseIdentifier identifier: String) {
      if let nibType = type as? any NibReusable.Type {
        tableView?.register(nibType.nib, forCellReuseIdentifier: identifier)
      } else {
        tableView?.register(type as AnyClass, forCellReuseIdentifier: identifier)
      }
    }

    /// Registers a header or footer view class.
    ///
    /// - Parameters:
    ///   - type: A `UITableViewHeaderFooterView` subclass.
    ///   - kind: Header or footer; table views keep one pool for both.
    ///   - identifier: The reuse identifier.
    public func registerSupplementaryView(
      _ type: any Reusable.Type, ofKind kind: SupplementaryKind,
      forReuseIdentifier identifier: String
    ) {
      tableView?.register(type as AnyClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Dequeues a cell from the table view.
    ///
    /// - Parameters:
    ///   - identifier: A registered identifier.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    /// - Throws: ``HostError`` when the table view is gone.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath)
      throws(HostError) -> any Reusable
    {
      guard let tableView else { throw HostError("the table view is gone") }
      return tableView.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(indexPath))
    }

    /// Dequeues a header or footer view from the table view.
    ///
    /// - Parameters:
    ///   - kind: Header or footer.
    ///   - identifier: A registered identifier.
    ///   - indexPath: The section.
    /// - Returns: The view.
    /// - Throws: ``HostError`` when nothing is registered for `identifier`.
    public func dequeueReusableSupplementaryView(
      ofKind kind: SupplementaryKind, withIdentifier identifier: String,
      for indexPath: ListIndexPath
    ) throws(HostError) -> any Reusable {
      guard let view = tableView?.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
        throw HostError("unable to dequeue a header/footer view with identifier \(identifier)")
      }
      return view
    }

    // MARK: ListHost

    /// Becomes the table view's data source, delegate and prefetch data source, and reloads.
    ///
    /// - Parameters:
    ///   - dataSource: The composite, held weakly.
    ///   - delegate: The composite, held weakly.
    public func connect(dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?) {
      listDataSource = dataSource
      listDelegate = delegate
      tableView?.dataSource = dataSource == nil ? nil : self
      tableView?.delegate = delegate == nil ? nil : self
      tableView?.prefetchDataSource = delegate == nil ? nil : self
      tableView?.reloadData()
    }

    /// Reloads the table view.
    public func reloadData() { tableView?.reloadData() }

    /// The table view's size.
    public var containerSize: CGSize { tableView?.bounds.size ?? .zero }

    /// The table view's cached row counts.
    public var rowCounts: [Int] {
      guard let tableView else { return [] }
      return (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    }

    /// The number of sections the tableView cached.
    public var numberOfSections: Int { tableView?.numberOfSections ?? 0 }

    /// The row count the tableView cached for a section.
    ///
    /// - Parameter section: A section index.
    /// - Returns: The cached count.
    public func numberOfRows(inSection section: Int) -> Int {
      tableView?.numberOfRows(inSection: section) ?? 0
    }

    /// The table view's visible rows.
    public var indexPathsForVisibleRows: [ListIndexPath] {
      (tableView?.indexPathsForVisibleRows ?? []).map(\.listIndexPath)
    }

    /// The table view's selected rows.
    public var indexPathsForSelectedRows: [ListIndexPath] {
      (tableView?.indexPathsForSelectedRows ?? []).map(\.listIndexPath).sorted()
    }

    /// The visible cell of a row.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The cell, or `nil` off screen.
    public func cellForRow(at indexPath: ListIndexPath) -> (any Reusable)? {
      tableView?.cellForRow(at: IndexPath(indexPath))
    }

    /// Selects a row from code.
    ///
    /// - Parameters:
    ///   - indexPath: The row, or `nil` to clear the selection.
    ///   - animated: Whether to animate.
    ///   - scrollPosition: Where to scroll the row.
    /// - Throws: ``HostError`` when the row does not exist (UIKit would raise).
    public func selectRow(
      at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) throws(HostError) {
      if let indexPath { try HostError.checkBounds(indexPath, in: rowCounts) }
      tableView?.selectRow(
        at: indexPath.map(IndexPath.init), animated: animated,
        scrollPosition: scrollPosition.tableView)
    }

    /// Deselects a row from code.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate.
    public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
      tableView?.deselectRow(at: IndexPath(indexPath), animated: animated)
    }

    /// Scrolls to a row.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - position: Where it should end up.
    ///   - animated: Whether to animate.
    /// - Throws: ``HostError`` with UIKit's message when the row does not exist.
    public func scrollToRow(
      at indexPath: ListIndexPath, at position: ScrollPosition, animated: Bool
    )
      throws(HostError)
    {
      try HostError.checkBounds(indexPath, in: rowCounts)
      tableView?.scrollToRow(at: IndexPath(indexPath), at: position.tableView, animated: animated)
    }

    /// Checks a batch against UIKit's rules once more, then hands it to the table view as its
    /// native insert, delete, reload, reconfigure and move calls inside
    /// `performBatchUpdates`.
    ///
    /// - Parameters:
    ///   - batch: The changes.
    ///   - animated: Whether to animate.
    ///   - completion: Runs when the table view has applied the batch.
    /// - Throws: ``HostError`` with UIKit's message for an invalid batch, which never reaches
    ///   the table view.
    public func performBatchUpdates(
      _ batch: BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?
    ) throws(HostError) {
      guard let tableView, let listDataSource else { return }
      try batch.check(against: rowCounts, dataSource: listDataSource)
      let animation = animated ? rowAnimation : .none
      let updates = {
        Self.apply(batch, to: tableView, animation: animation)
      }
      if animated {
        tableView.performBatchUpdates(updates, completion: completion)
      } else {
        UIView.performWithoutAnimation {
          tableView.performBatchUpdates(updates, completion: completion)
        }
      }
    }

    private static func apply(
      _ batch: BatchUpdate, to tableView: UITableView, animation: UITableView.RowAnimation
    ) {
      func paths(_ set: Set<ListIndexPath>) -> [IndexPath] { set.sorted().map(IndexPath.init) }
      if !batch.deletedSections.isEmpty {
        tableView.deleteSections(IndexSet(batch.deletedSections), with: animation)
      }
      if !batch.insertedSections.isEmpty {
        tableView.insertSections(IndexSet(batch.insertedSections), with: animation)
      }
      if !batch.reloadedSections.isEmpty {
        tableView.reloadSections(IndexSet(batch.reloadedSections), with: animation)
      }
      for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
      if !batch.deletedRows.isEmpty {
        tableView.deleteRows(at: paths(batch.deletedRows), with: animation)
      }
      if !batch.insertedRows.isEmpty {
        tableView.insertRows(at: paths(batch.insertedRows), with: animation)
      }
      if !batch.reloadedRows.isEmpty {
        tableView.reloadRows(at: paths(batch.reloadedRows), with: animation)
      }
      for move in batch.movedRows {
        tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to))
      }
      if !batch.reconfiguredRows.isEmpty {
        tableView.reconfigureRows(at: paths(batch.reconfiguredRows))
      }
    }
  }
#endif
