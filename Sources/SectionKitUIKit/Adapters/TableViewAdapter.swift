#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Makes a `UITableView` a ``/SectionKit/ListHost``: it is the table view's data source, delegate
  /// and prefetch data source, and forwards every question and event to a
  /// ``/SectionKit/CompositeController`` in ``/SectionKit/ListIndexPath``s.
  ///
  /// ```swift
  /// let adapter = TableViewAdapter(tableView: tableView)
  /// screen.attach(to: adapter)  // keep `adapter` and `screen` alive, e.g. in the view controller
  /// ```
  ///
  /// Cells are registered through the type-keyed registry: a ``NibReusable`` type by its nib, any
  /// other `UITableViewCell` subclass by its class. Batches are checked against UIKit's rules once
  /// more before they reach the table view, and mapped to its native calls with ``rowAnimation``.
  /// The composite's ``/SectionKit/CompositeController/listHeader`` and
  /// ``/SectionKit/CompositeController/listFooter`` (or the adapter's
  /// ``ScrollViewAdapter/listHeaderView`` and ``ScrollViewAdapter/listFooterView``) are the table's
  /// `tableHeaderView` and `tableFooterView`, sized with Auto Layout (see
  /// ``sizeListHeaderAndFooterToFit()``). Scroll-view delegate calls go on to
  /// ``ScrollViewAdapter/scrollViewDelegate``.
  @MainActor
  public final class TableViewAdapter: ScrollViewAdapter, ListHost {
    /// The table view driven; held weakly.
    public private(set) weak var tableView: UITableView?
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    weak var listDataSource: (any ListDataSource)?
    weak var listDelegate: (any ListDelegate)?
    var menus = ContextMenuRouter()
    /// What the table view shows as its `backgroundView` while every section is empty, set by
    /// the composite from its ``CompositeController/emptyState``.
    @_spi(Hosting) public var emptyState: RowContent? {
      didSet { updateEmptyStateBackground() }
    }
    /// Makes the view the table view shows as its `backgroundView` while every section is empty,
    /// from the composite's ``/SectionKit/CompositeController/emptyState``; `nil`, the default,
    /// shows the content in a `UIListContentView`, its texts centered.
    ///
    /// The table view's own background view comes back when a row appears.
    public var emptyStateView: ((RowContent) -> UIView)? {
      didSet { updateEmptyStateBackground(rebuilding: true) }
    }
    var emptyStateBackground = EmptyStateBackground()
    var layoutDeferrals = 0
    /// Whether the user may reorder rows by dragging them outside editing mode.
    ///
    /// When `true`, the adapter becomes the table view's drag and drop delegate, and a long press
    /// lifts any row its section lets move (``/SectionKit/SectionReordering/canMoveRow(at:in:)``).
    /// `false` by default.
    ///
    /// The drop goes as a move by the reorder control does: the composite keeps the row in its
    /// section and tells the section controller (`moveRow(from:to:in:)`).
    public var reordersRowsByDrag = false {
      didSet { updateDragReordering() }
    }
    /// Whether the user may drag rows and drop them across sections, as their section controllers
    /// allow (``/SectionKit/SectionDragAndDrop/dragItems(forRow:in:)``,
    /// ``/SectionKit/SectionDragAndDrop/dropProposal(for:atRow:in:)``; see
    /// <doc:/SectionKit/DragAndDrop>).
    ///
    /// When `true`, the adapter turns on the table view's `dragInteractionEnabled` and becomes
    /// its drag and drop delegate. A drop the section under it accepts changes the models and
    /// reaches the table view as one batch (a row moved across sections is a `moveRow`).
    /// `false` by default.
    public var dragInteractionEnabled = false {
      didSet { updateDragReordering() }
    }
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

    override var keyboardAvoidingScrollView: UIScrollView? { tableView }

    // MARK: ReuseHost

    /// `ContentTableViewCell`, a list-configured `UITableViewCell` that shows row content.
    @_spi(Hosting) public var contentCellType: any ContentCell.Type { ContentTableViewCell.self }

    /// `ContentHeaderFooterView`, a header and footer view that shows content.
    @_spi(Hosting) public var contentSupplementaryViewType: any ContentSupplementaryView.Type {
      ContentHeaderFooterView.self
    }

    /// `"UITableViewCell"`.
    @_spi(Hosting) public var cellBaseTypeName: String { "UITableViewCell" }
    /// `"UITableViewHeaderFooterView"`.
    @_spi(Hosting) public var supplementaryViewBaseTypeName: String {
      "UITableViewHeaderFooterView"
    }

    /// Whether `type` is a `UITableViewCell`.
    ///
    /// - Parameter type: A cell type.
    /// - Returns: `true` for a `UITableViewCell` subclass.
    @_spi(Hosting) public func canHoldCell(ofType type: any Reusable.Type) -> Bool {
      type is UITableViewCell.Type
    }

    /// Whether `type` is a `UITableViewHeaderFooterView`.
    ///
    /// - Parameter type: A view type.
    /// - Returns: `true` for a `UITableViewHeaderFooterView` subclass.
    @_spi(Hosting) public func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool {
      type is UITableViewHeaderFooterView.Type
    }

    /// Registers a header or footer view, by nib (``NibReusable``) or by class.
    ///
    /// - Parameters:
    ///   - type: A `UITableViewHeaderFooterView` subclass.
    ///   - kind: Header or footer; table views keep one pool for both.
    ///   - identifier: The reuse identifier.
    @_spi(Hosting) public func registerSupplementaryView(
      _ type: any Reusable.Type, ofKind kind: SupplementaryKind,
      forReuseIdentifier identifier: String
    ) {
      if let nibType = type as? any NibReusable.Type {
        tableView?.register(nibType.nib, forHeaderFooterViewReuseIdentifier: identifier)
      } else {
        tableView?.register(type as AnyClass, forHeaderFooterViewReuseIdentifier: identifier)
      }
    }

    /// Dequeues a header or footer view from the table view.
    ///
    /// - Parameters:
    ///   - kind: Header or footer.
    ///   - identifier: A registered identifier.
    ///   - indexPath: The section.
    /// - Returns: The view.
    /// - Throws: ``HostError`` when nothing is registered for `identifier`.
    @_spi(Hosting) public func dequeueReusableSupplementaryView(
      ofKind kind: SupplementaryKind, withIdentifier identifier: String,
      for indexPath: ListIndexPath
    ) throws(HostError) -> any Reusable {
      guard let view = tableView?.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
        throw HostError("unable to dequeue a header/footer view with identifier \(identifier)")
      }
      return view
    }
  }

  @_spi(Hosting) extension TableViewAdapter: ReuseHost {}

  extension TableViewAdapter: ListViewAdapter {
    var listView: UITableView? { tableView }

    func takeRoles(in view: UITableView, dataSource: Bool, delegate: Bool) {
      view.dataSource = dataSource ? self : nil
      view.delegate = delegate ? self : nil
      view.prefetchDataSource = delegate ? self : nil
    }

    func apply(_ update: ListViewUpdate, to view: UITableView, animated: Bool) {
      let animation = animated ? rowAnimation : .none
      switch update {
      case .deleteSections(let sections): view.deleteSections(sections, with: animation)
      case .insertSections(let sections): view.insertSections(sections, with: animation)
      case .reloadSections(let sections): view.reloadSections(sections, with: animation)
      case .moveSection(let from, let to): view.moveSection(from, toSection: to)
      case .deleteRows(let rows): view.deleteRows(at: rows, with: animation)
      case .insertRows(let rows): view.insertRows(at: rows, with: animation)
      case .reloadRows(let rows): view.reloadRows(at: rows, with: animation)
      case .moveRow(let from, let to): view.moveRow(at: from, to: to)
      case .reconfigureRows(let rows): view.reconfigureRows(at: rows)
      }
    }
  }
#endif
