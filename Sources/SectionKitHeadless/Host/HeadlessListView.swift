import Foundation
@_spi(Hosting) import SectionKit

#if canImport(CoreGraphics)
  // On Apple platforms CGSize is CoreGraphics' (Foundation re-exports it, but a default
  // argument needs the module imported by this file).
  import CoreGraphics
#endif

/// A list view that runs anywhere and behaves like UIKit's: the reference ``/SectionKit/ListHost``.
///
/// It is not a mock. It asks for the number of sections and of rows and caches them, lays rows out
/// in a viewport with a content offset, asks for cells only for the rows on screen, keeps a reuse
/// pool per identifier (calling `prepareForReuse()` before handing a cell out again), tracks
/// selection and highlight, runs a user's tap through the same delegate sequence as UIKit, and
/// throws ``/SectionKit/HostError`` with UIKit's message where UIKit raises an exception.
///
/// ```swift
/// let list = HeadlessListView(size: CGSize(width: 390, height: 844))
/// screen.attach(to: list)
/// try list.tapRow(at: ListIndexPath(row: 0, section: 1))
/// print(list.renderedText())
/// ```
@MainActor
public final class HeadlessListView: ListHost {
  /// A header or footer on screen: a custom view, or the section's title.
  public enum Supplementary {
    /// A view from `ListDelegate/viewForHeader(inSection:)` or its footer twin.
    case view(HeadlessHeaderFooterView)
    /// A title from the data source.
    case title(String)
  }

  /// The size of the viewport.
  public var size: CGSize {
    didSet { layoutVisibleContent() }
  }
  /// The height of a row whose delegate gives neither a height nor an estimate.
  public var rowHeight: CGFloat = 44
  /// The height of a header or footer that has a title or a view and no explicit height.
  public var sectionHeaderFooterHeight: CGFloat = 28
  /// Whether every section's header stays at the top of the visible area while any of its
  /// section is on screen, as in a plain `UITableView` (and a flow layout's
  /// `sectionHeadersPinToVisibleBounds`); `false`, the default, as in a grouped table, pins
  /// only the headers of sections whose controller asks
  /// (``/SectionKit/SectionPinnedHeader/pinsHeaderToVisibleBounds(in:)``).
  public var sectionHeadersPinToVisibleBounds = false {
    didSet { layoutVisibleContent() }
  }
  /// Whether a tap selects rows.
  public var allowsSelection = true
  /// Whether several rows can be selected at once outside editing mode; a tap on a selected row
  /// then deselects it.
  public var allowsMultipleSelection = false
  /// Whether several rows can be selected at once in editing mode.
  ///
  /// UIKit's `allowsMultipleSelectionDuringEditing`: a tap on a selected row then deselects it.
  /// A multiple-selection pan (``multiSelectPan(from:to:)``) needs it, as a table view's does.
  public var allowsMultipleSelectionDuringEditing = false
  /// How far beyond the viewport rows are prefetched, in points; `0` turns prefetching off.
  public var prefetchDistance: CGFloat
  /// Whether the user may reorder rows by dragging them outside editing mode.
  ///
  /// ``dragRow(from:toProposed:)`` needs it: UIKit's table view with `dragInteractionEnabled`
  /// and a drag delegate, a collection view's interactive movement. `false` by default: rows
  /// then move only by their reorder control, in editing mode.
  public var dragInteractionEnabled = false
  /// The direction the list lays its rows out and scrolls in: rows one below the other as a
  /// table view's, or items side by side as a horizontal collection view's.
  ///
  /// Changing it lays the list out again.
  public var scrollDirection: ScrollDirection = .vertical {
    didSet {
      guard scrollDirection != oldValue else { return }
      contentOffset = .zero
      rebuildLayout()
      layoutVisibleContent()
    }
  }
  /// The width of an item in a horizontal list whose delegate gives no size
  /// (`sizeForItem(at:in:)`): 50, as `UICollectionViewFlowLayout`'s `itemSize`.
  public var itemWidth: CGFloat = 50
  /// The text field that has the keyboard, if any: the one typed into last, until it resigns.
  public internal(set) weak var firstResponder: HeadlessTextField?

  /// The object that answers the host's questions.
  @_spi(Hosting) public private(set) weak var dataSource: (any ListDataSource)?
  /// The object that hears the host's events.
  @_spi(Hosting) public private(set) weak var delegate: (any ListDelegate)?

  /// The distance the content is scrolled, as UIKit's `contentOffset`: `y` in a vertical list,
  /// `x` in a horizontal one.
  public internal(set) var contentOffset: CGPoint = .zero
  /// How many ``deferringLayout(_:)`` calls are running: batches and moves of the offset then
  /// wait for one layout of the rows on screen.
  var layoutDeferrals = 0
  /// Whether the offset moved while the layout was deferred: the delegate hears of it after.
  var scrolledWhileDeferred = false
  /// Whether the list is in editing mode.
  public internal(set) var isEditing = false
  /// The titles of the section index along the list's trailing edge, as the data source gave
  /// them at the last reload or ``reloadSectionIndexTitles()`` (UIKit's `sectionIndexTitles(for:)`,
  /// read when the list loads, not after a batch); empty for no index.
  public internal(set) var sectionIndexTitles: [String] = []
  /// What the list shows behind its rows while every section is empty.
  @_spi(Hosting) public var emptyState: RowContent? {
    didSet { updateBackground() }
  }
  /// What the list shows behind its rows now, as UIKit's `backgroundView`: the empty state
  /// while every section is empty, `nil` otherwise.
  ///
  /// ``/SectionKit/CompositeController/emptyState`` sets what is shown;
  /// ``HeadlessListView/renderedText(cursor:)`` prints it after the sections, as `∅ No messages`.
  public internal(set) var backgroundContent: RowContent?
  /// What the list shows above its first section, as part of its content (UIKit's
  /// `tableHeaderView`); ``CompositeController/listHeader`` sets it.
  @_spi(Hosting) public var listHeader: RowContent? {
    didSet { listHeaderOrFooterDidChange() }
  }
  /// What the list shows after its last section, as part of its content (UIKit's
  /// `tableFooterView`); ``CompositeController/listFooter`` sets it.
  @_spi(Hosting) public var listFooter: RowContent? {
    didSet { listHeaderOrFooterDidChange() }
  }
  /// The height of the list's header and of its footer, when there is one: a one-line row's,
  /// 44 points by default.
  public var listHeaderFooterHeight: CGFloat = 44 {
    didSet { listHeaderOrFooterDidChange() }
  }

  /// The geometry of the sections and rows.
  ///
  /// Whenever it changes, the scroll offset is kept within its content, on either axis.
  var layout = HeadlessLayout() {
    didSet { scrollOffset = clampedOffset(scrollOffset) }
  }
  var visibleCells = VisibleCells()
  var visibleOrder: [ListIndexPath] = []
  var visibleHeaders = SortedTable<Int, ShownSupplementary>()
  var visibleFooters = SortedTable<Int, ShownSupplementary>()
  /// The supplementary views of other kinds on screen, by section, in the order of the
  /// section's ``SectionSupplementaryViews/supplementaryKinds(in:)``.
  var visibleOtherSupplementaries = SortedTable<Int, [OtherSupplementary]>()
  var selected: Set<ListIndexPath> = []
  var highlighted: ListIndexPath?
  var prefetched: Set<ListIndexPath> = []
  /// Cells being reconfigured by a batch: a dequeue for their row returns them unchanged.
  var reconfiguring: [ListIndexPath: HeadlessCell] = [:]
  /// The reuse identifiers of a dequeue during a reconfigure that asked for another one than
  /// the cell the row has.
  ///
  /// The identifier asked for, and the cell's. UIKit raises; the batch throws.
  var reconfigureMismatch: (asked: String, existing: String)?

  var cellPool = ReusePool<HeadlessCell>(noun: "cell")
  var supplementaryPool = ReusePool<HeadlessHeaderFooterView>(noun: "view of kind header/footer")
  /// The host's own views for titles, off screen.
  var titleViewPool: [HeadlessTitleView] = []
  /// The number of times ``reloadData()`` ran.
  public private(set) var reloadCount = 0
  /// The number of batches `performBatchUpdates(_:animated:completion:)` applied.
  public internal(set) var batchCount = 0
  /// The last batch `performBatchUpdates(_:animated:completion:)` applied.
  public var lastBatch: ListBatch? { recentBatches.last }
  /// The batches `performBatchUpdates(_:animated:completion:)` applied, oldest first: the
  /// newest 100.
  public internal(set) var recentBatches: [ListBatch] = []
  /// What the list told VoiceOver, in order: focus moves and announcements (see
  /// ``/SectionKit/ListAccessibilityNotification``).
  public internal(set) var accessibilityNotifications: [ListAccessibilityNotification] = []
  /// The row VoiceOver's focus was last moved to by a
  /// ``/SectionKit/ListAccessibilityNotification/layoutChanged(focus:)``, kept by the row's
  /// identity as the list changes no more than UIKit keeps it: `nil` once the list reloads.
  public internal(set) var accessibilityFocus: ListIndexPath?

  /// Creates a list with a viewport of `size`.
  ///
  /// - Parameters:
  ///   - size: The viewport's size; the default is an iPhone's portrait screen.
  ///   - prefetchDistance: How far beyond the viewport rows are prefetched, in points.
  ///   - scrollDirection: The direction the list lays its rows out and scrolls in.
  public init(
    size: CGSize = CGSize(width: 390, height: 844), prefetchDistance: CGFloat = 0,
    scrollDirection: ScrollDirection = .vertical
  ) {
    self.size = size
    self.prefetchDistance = prefetchDistance
    self.scrollDirection = scrollDirection
  }

  // MARK: ListHost

  /// The size of the viewport.
  public var containerSize: CGSize { size }

  /// The size of the content: its length along the scroll direction, the viewport's across.
  public var contentSize: CGSize {
    scrollDirection == .vertical
      ? CGSize(width: size.width, height: layout.contentHeight)
      : CGSize(width: layout.contentHeight, height: size.height)
  }

  /// Connects a data source and a delegate (held weakly) and reloads.
  ///
  /// - Parameters:
  ///   - dataSource: The data source.
  ///   - delegate: The delegate.
  @_spi(Hosting) public func connect(
    dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?
  ) {
    self.dataSource = dataSource
    self.delegate = delegate
    reloadData()
  }

  /// The number of sections, as cached at the last reload.
  public var numberOfSections: Int { layout.sections.count }

  /// The number of rows in a section, as cached at the last reload.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The cached row count.
  public func numberOfRows(inSection section: Int) -> Int { layout.sections[section].rowCount }

  /// Ends the display of everything on screen, clears the selection, asks the data source for
  /// the counts and the delegate for the heights again, and shows the rows in the viewport.
  ///
  /// - Complexity: O(n) in the number of rows, as UIKit asks the height of every row.
  public func reloadData() {
    reloadCount += 1
    endDisplayingEverything()
    selected = []
    highlighted = nil
    accessibilityFocus = nil
    prefetched = []
    rebuildLayout()
    reloadSectionIndexTitles()
    layoutVisibleContent()
    updateBackground()
  }

  /// The rows on screen, in order.
  public var indexPathsForVisibleRows: [ListIndexPath] { visibleOrder }

  /// The selected rows, in order.
  public var indexPathsForSelectedRows: [ListIndexPath] { selected.sorted() }

  /// The cells on screen, in row order.
  public var visibleCellsInOrder: [HeadlessCell] { Array(visibleCells.values) }

  /// The cell on screen for a row; `nil` when the row is not visible, as in UIKit.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The cell, or `nil`.
  public func cellForRow(at indexPath: ListIndexPath) -> (any Reusable)? {
    visibleCells[indexPath]
  }

  /// The row a visible cell shows.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its row, or `nil` when the cell is not on screen.
  /// - Complexity: O(v), v being the number of visible cells.
  public func indexPath(for cell: HeadlessCell) -> ListIndexPath? {
    visibleCells.first { $0.value === cell }?.key
  }

  /// The header on screen for a section, if any.
  ///
  /// - Parameter section: The section.
  /// - Returns: The header's view or title, or `nil` when it is not on screen.
  public func header(forSection section: Int) -> Supplementary? {
    visibleHeaders[section]?.supplementary
  }

  /// The footer on screen for a section, if any.
  ///
  /// - Parameter section: The section.
  /// - Returns: The footer's view or title, or `nil` when it is not on screen.
  public func footer(forSection section: Int) -> Supplementary? {
    visibleFooters[section]?.supplementary
  }

  /// The view that shows a section's header on screen, the host's own for a title, as
  /// UIKit's `headerView(forSection:)`: its ``HeadlessView/frame`` says where it stands.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil` when the header is not on screen.
  public func headerView(forSection section: Int) -> HeadlessHeaderFooterView? {
    visibleHeaders[section]?.view
  }

  /// The view that shows a section's footer on screen, as UIKit's `footerView(forSection:)`.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil` when the footer is not on screen.
  public func footerView(forSection section: Int) -> HeadlessHeaderFooterView? {
    visibleFooters[section]?.view
  }

  /// The number of cells the host has created since it was made; reuse keeps it bounded by what
  /// fits on screen.
  public var createdCellCount: Int { cellPool.createdCount }

  /// The number of cells waiting in the reuse pools.
  public var pooledCellCount: Int { cellPool.idleCount }

  /// The number of cells alive: on screen plus in the reuse pools.
  public var liveCellCount: Int { visibleCells.count + pooledCellCount }

  /// Turns editing mode on or off, as the Edit/Done button does; the selection stays.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate.
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in visibleCells.values { cell.isEditing = editing }
  }

  func clampedOffset(_ y: CGFloat) -> CGFloat {
    min(max(0, y), max(0, layout.contentHeight - viewportLength))
  }

  // MARK: Reuse pools

  func enqueue(_ cell: HeadlessCell) {
    cell.isHighlighted = false
    // A field that leaves the window gives up the keyboard, as UIKit's do: the caret never
    // shows in the row the cell is reused for.
    if let field = firstResponder, cell.controls.contains(where: { $0 === field }) {
      field.resignFirstResponder()
    }
    cellPool.enqueue(cell)
  }

  func enqueue(_ view: HeadlessHeaderFooterView) {
    if let titleView = view as? HeadlessTitleView {
      titleViewPool.append(titleView)
    } else {
      supplementaryPool.enqueue(view)
    }
  }

  /// The host's own view for a header or footer title, as UIKit makes one.
  func titleView(showing title: String) -> HeadlessTitleView {
    let view = titleViewPool.popLast() ?? HeadlessTitleView()
    view.title = title
    return view
  }
}

extension HeadlessListView {
  /// A header or footer on screen: its view, and its title when the view is the host's own,
  /// made for a title (UIKit shows a title in a header view of its own too, and reports its
  /// display as it reports a custom view's).
  struct ShownSupplementary {
    let view: HeadlessHeaderFooterView
    let title: String?

    /// What ``HeadlessListView/header(forSection:)`` says is shown.
    var supplementary: Supplementary { title.map { .title($0) } ?? .view(view) }
  }
}
