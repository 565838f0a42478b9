#if os(Linux)
  import Foundation

  /// UIKit's `UITableView` as a recording view: it keeps UIKit's cached counts, registers and
  /// dequeues, and records every update call it receives in ``calls``.
  @available(iOS 2.0, *)
  @MainActor
  open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
      /// Plain.
      case plain
      /// Grouped.
      case grouped
      /// Inset grouped.
      @available(iOS 13.0, *)
      case insetGrouped
    }

    /// UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
      /// Fade.
      case fade
      /// Right.
      case right
      /// Left.
      case left
      /// Top.
      case top
      /// Bottom.
      case bottom
      /// None.
      case none
      /// Middle.
      case middle
      /// Automatic.
      case automatic = 100
    }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
      /// None.
      case none
      /// Top.
      case top
      /// Middle.
      case middle
      /// Bottom.
      case bottom
    }

    /// UIKit's automatic dimension.
    public static let automaticDimension: CGFloat = -1

    /// The data source, held weakly.
    public weak var dataSource: (any UITableViewDataSource)?
    /// The delegate, held weakly.
    public weak var delegate: (any UITableViewDelegate)?
    /// The prefetch data source, held weakly.
    @available(iOS 10.0, *)
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether the table is editing.
    public var isEditing = false
    /// Whether several rows can be selected at once outside editing mode.
    @available(iOS 5.0, *)
    public var allowsMultipleSelection = false
    /// Whether several rows can be selected at once in editing mode.
    @available(iOS 5.0, *)
    public var allowsMultipleSelectionDuringEditing = false
    /// The drag delegate, held weakly.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public weak var dragDelegate: (any UITableViewDragDelegate)?
    /// The drop delegate, held weakly.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public weak var dropDelegate: (any UITableViewDropDelegate)?
    /// Whether rows can be dragged: `true` by default from iOS 15 on, on iPhone as on iPad.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public var dragInteractionEnabled = true
    /// The view behind the cells and headers, resized to the table's size; each assignment is
    /// recorded in ``calls`` with the view's class.
    @available(iOS 3.2, *)
    open var backgroundView: UIView? {
      didSet { calls.append("backgroundView \(backgroundView.map { "\(type(of: $0))" } ?? "nil")") }
    }
    /// The view above the rows (not a section header), laid out at the height of its frame; each
    /// assignment is recorded in ``calls`` with the view's class and height (`tableHeaderView
    /// UIListContentView 44.0`), as UIKit lays the table out again on each.
    open var tableHeaderView: UIView? {
      didSet { calls.append("tableHeaderView \(Self.describe(tableHeaderView))") }
    }
    /// The view below the rows (not a section footer); each assignment is recorded in ``calls``.
    open var tableFooterView: UIView? {
      didSet { calls.append("tableFooterView \(Self.describe(tableFooterView))") }
    }
    /// The style.
    public let style: Style
    /// The height of a row in the mirror's layout.
    ///
    /// The mirror lays its sections out with ``rowHeight``, ``sectionHeaderHeight`` and
    /// ``sectionFooterHeight`` only (UIKit also asks its delegate), from the cached counts.
    open var rowHeight: CGFloat = 44
    /// The height of every section header in the mirror's layout.
    open var sectionHeaderHeight: CGFloat = 28
    /// The height of every section footer in the mirror's layout.
    open var sectionFooterHeight: CGFloat = 28

    /// Every update call received, in order, for tests.
    public var calls: [String] = []
    /// The cell class each nib holds, by nib name, for tests (UIKit reads it from the nib file).
    public var nibContents: [String: UITableViewCell.Type] = [:]
    /// The header/footer class each nib holds, by nib name, for tests.
    public var headerFooterNibContents: [String: UITableViewHeaderFooterView.Type] = [:]

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var nibs: [String: UINib] = [:]
    private var headerFooterNibs: [String: UINib] = [:]
    private var counts: [Int] = []
    private var selected: Set<IndexPath> = []

    /// Creates a table view.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - style: The style.
    public init(frame: CGRect, style: Style) {
      self.style = style
      super.init(frame: frame)
    }

    /// Registers a cell class.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      cellClasses[identifier] = cellClass as? UITableViewCell.Type
      calls.append("register class \(identifier)")
    }

    /// Registers a cell nib.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
      nibs[identifier] = nib
      calls.append("register nib \(nib?.name ?? "nil") \(identifier)")
    }

    /// Registers a header/footer class.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    {
      headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
      calls.append("register header/footer class \(identifier)")
    }

    /// Registers a header/footer nib.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
      headerFooterNibs[identifier] = nib
      calls.append("register header/footer nib \(nib?.name ?? "nil") \(identifier)")
    }

    /// The header/footer nib registered for an identifier, for tests.
    public func registeredHeaderFooterNib(forIdentifier identifier: String) -> UINib? {
      headerFooterNibs[identifier]
    }

    /// The nib registered for an identifier, for tests.
    public func registeredNib(forIdentifier identifier: String) -> UINib? { nibs[identifier] }

    /// Dequeues a cell: a new instance, or one from the pool while ``mirrorReusesCells``.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
      -> UITableViewCell
    {
      guard
        let cellClass = cellClasses[identifier]
          ?? nibs[identifier].flatMap({ nibContents[$0.name] })
      else {
        fatalError("unable to dequeue a cell with identifier \(identifier)")
      }
      if let cell = reusePool[identifier]?.popLast() {
        cell.prepareForReuse()
        return cell
      }
      return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Dequeues a header/footer view.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
      -> UITableViewHeaderFooterView?
    {
      (headerFooterClasses[identifier]
        ?? headerFooterNibs[identifier].flatMap { headerFooterNibContents[$0.name] })?
        .init(reuseIdentifier: identifier)
    }

    /// Asks the data source for the section index again; recorded in ``calls``.
    open func reloadSectionIndexTitles() {
      calls.append("reloadSectionIndexTitles")
    }

    /// Asks the data source for the counts again.
    public func reloadData() {
      calls.append("reloadData")
      loadCounts()
      selected = []
    }

    /// The number of sections, as cached.
    public var numberOfSections: Int { counts.count }

    /// The number of rows in a section, as cached.
    public func numberOfRows(inSection section: Int) -> Int { counts[section] }

    /// Runs a batch and refreshes the cached counts.
    @available(iOS 11.0, *)
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      calls.append("performBatchUpdates {")
      updates?()
      calls.append("}")
      loadCounts()
      completion?(true)
    }

    /// Records the call.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      calls.append("insertSections \(Array(sections)) \(animation)")
    }
    /// Records the call.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      calls.append("deleteSections \(Array(sections)) \(animation)")
    }
    /// Records the call.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      calls.append("reloadSections \(Array(sections)) \(animation)")
    }
    /// Records the call.
    public func moveSection(_ section: Int, toSection newSection: Int) {
      calls.append("moveSection \(section) \(newSection)")
    }
    /// Records the call.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      calls.append("insertRows \(indexPaths.map { [$0.section, $0.row] }) \(animation)")
    }
    /// Records the call.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      calls.append("deleteRows \(indexPaths.map { [$0.section, $0.row] }) \(animation)")
    }
    /// Records the call.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      calls.append("reloadRows \(indexPaths.map { [$0.section, $0.row] }) \(animation)")
    }
    /// Records the call.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      calls.append(
        "moveRow \([indexPath.section, indexPath.row]) \([newIndexPath.section, newIndexPath.row])")
    }
    /// Records the call.
    @available(iOS 15.0, *)
    public func reconfigureRows(at indexPaths: [IndexPath]) {
      calls.append("reconfigureRows \(indexPaths.map { [$0.section, $0.row] })")
    }
    /// Records the call; the row is then on screen (``mirrorRowsOnScreen``).
    public func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
      calls.append("scrollToRow \([indexPath.section, indexPath.row]) \(scrollPosition)")
      if !mirrorRowsOnScreen.contains(indexPath) { mirrorRowsOnScreen.append(indexPath) }
    }

    /// The first selected row.
    public var indexPathForSelectedRow: IndexPath? { selected.sorted().first }
    /// The selected rows, or `nil` for none.
    public var indexPathsForSelectedRows: [IndexPath]? {
      selected.isEmpty ? nil : selected.sorted()
    }

    /// Selects a row from code.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    {
      calls.append(
        "selectRow \(indexPath.map { [$0.section, $0.row] } ?? []) animated: \(animated)")
      if let indexPath { selected.insert(indexPath) } else { selected = [] }
    }

    /// Deselects a row from code.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
      calls.append("deselectRow \([indexPath.section, indexPath.row]) animated: \(animated)")
      selected.remove(indexPath)
    }

    /// The rows the mirror shows (not UIKit API): none unless a test puts some on screen, or
    /// ``scrollToRow(at:at:animated:)`` scrolls to one.
    public var mirrorRowsOnScreen: [IndexPath] = []
    /// The cells shown for ``mirrorRowsOnScreen``, asked from the data source once each until
    /// the next reload or batch.
    private var cellsOnScreen: [IndexPath: UITableViewCell] = [:]

    /// The visible cells: those of ``mirrorRowsOnScreen``.
    public var visibleCells: [UITableViewCell] {
      indexPathsForVisibleRows?.compactMap { cellForRow(at: $0) } ?? []
    }
    /// The visible rows: ``mirrorRowsOnScreen`` that exist, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
      mirrorRowsOnScreen.filter { $0.section < counts.count && $0.row < counts[$0.section] }
        .sorted()
    }
    /// The visible cell of a row: for a row of ``mirrorRowsOnScreen``, the cell the data source
    /// gave for it; `nil` off screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
      guard indexPathsForVisibleRows?.contains(indexPath) == true else { return nil }
      if let cell = cellsOnScreen[indexPath] { return cell }
      let cell = dataSource?.tableView(self, cellForRowAt: indexPath)
      cellsOnScreen[indexPath] = cell
      return cell
    }

    /// The row of a cell on screen (one ``cellForRow(at:)`` gave), `nil` for any other.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
      cellsOnScreen.first { $0.value === cell }?.key
    }

    /// The frame of a section (header, rows and footer) in the content, below the
    /// ``tableHeaderView``.
    ///
    /// - Parameter section: A section index.
    /// - Returns: The section's frame in the mirror's layout.
    public func rect(forSection section: Int) -> CGRect {
      let height = sectionHeight(section)
      let top = (0..<section).reduce(tableHeaderView?.frame.height ?? 0) { $0 + sectionHeight($1) }
      return CGRect(x: 0, y: top, width: bounds.width, height: height)
    }

    /// The frame of a row in the content: below its section's header, every row
    /// ``rowHeight`` high, by the counts cached at the last reload or batch.
    ///
    /// - Parameter indexPath: A row.
    /// - Returns: The row's frame in the mirror's layout.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
      let top = rect(forSection: indexPath.section).minY + sectionHeaderHeight
      return CGRect(
        x: 0, y: top + rowHeight * CGFloat(indexPath.row), width: bounds.width, height: rowHeight)
    }

    /// The size of the content: the ``tableHeaderView``, every section's frame one below the
    /// other, and the ``tableFooterView``.
    open override var contentSize: CGSize {
      get {
        let around = (tableHeaderView?.frame.height ?? 0) + (tableFooterView?.frame.height ?? 0)
        return CGSize(
          width: bounds.width, height: counts.indices.reduce(around) { $0 + sectionHeight($1) })
      }
      set {}
    }

    private static func describe(_ view: UIView?) -> String {
      view.map { "\(type(of: $0)) \($0.frame.height)" } ?? "nil"
    }

    private func sectionHeight(_ section: Int) -> CGFloat {
      sectionHeaderHeight + rowHeight * CGFloat(counts[section]) + sectionFooterHeight
    }

    /// Turns editing on or off.
    public func setEditing(_ editing: Bool, animated: Bool) {
      isEditing = editing
      calls.append("setEditing \(editing)")
    }

    /// A user drags a row by its reorder control and drops it at `proposed`, for tests.
    ///
    /// As UIKit runs it: only in editing mode and on a row the data source lets move, the
    /// delegate may redirect the destination, the data source is told, and the cached counts
    /// follow the row, with no batch and no reload. Records `userMovedRow [s, r] [s, r]`.
    ///
    /// - Parameters:
    ///   - indexPath: The row dragged.
    ///   - proposed: Where the user drops it.
    /// - Returns: Where the row landed, or `nil` when the row shows no reorder control.
    @discardableResult
    public func userMovesRow(at indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath?
    {
      guard isEditing, let dataSource, dataSource.tableView(self, canMoveRowAt: indexPath) else {
        return nil
      }
      return completeMove(of: indexPath, toProposed: proposed, in: dataSource, as: "userMovedRow")
    }

    /// A user long-presses a row outside editing mode, drags it within the table and drops it
    /// at `proposed`, for tests.
    ///
    /// As UIKit runs a reorder by drag: drag interaction must be enabled and the drag delegate
    /// must give items for the row (none, and no drag begins); the drop delegate proposes a
    /// move that inserts at the destination for a drag from this table; the data source must
    /// let the row move; the delegate may redirect the destination, the data source is told
    /// (`moveRowAt`, not `performDropWith`), and the cached counts follow the row, with no
    /// batch and no reload. Records `userDraggedRow [s, r] [s, r]`.
    ///
    /// - Parameters:
    ///   - indexPath: The row dragged.
    ///   - proposed: Where the user drops it.
    /// - Returns: Where the row landed, or `nil` when no drag began or the drop was not a move.
    @discardableResult
    public func userDragsRow(at indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath?
    {
      hasActiveDrag = true
      defer { hasActiveDrag = false }
      let drag = MirrorDragSession()
      guard dragInteractionEnabled, let dragDelegate,
        !dragDelegate.tableView(self, itemsForBeginning: drag, at: indexPath).isEmpty
      else { return nil }
      let proposal = dropDelegate?.tableView(
        self, dropSessionDidUpdate: MirrorDropSession(localDragSession: drag),
        withDestinationIndexPath: proposed)
      guard let proposal, proposal.operation == .move,
        proposal.intent == .insertAtDestinationIndexPath,
        let dataSource, dataSource.tableView(self, canMoveRowAt: indexPath)
      else { return nil }
      return completeMove(of: indexPath, toProposed: proposed, in: dataSource, as: "userDraggedRow")
    }

    /// A user long-presses a row, drags it and drops it over `destination`, for tests.
    ///
    /// As UIKit runs drag and drop through the drop delegate: drag interaction must be enabled
    /// and the drag delegate must give items for the row (none, and no drag begins); the drop
    /// delegate proposes while the drag hovers; a drop that is neither cancelled nor forbidden
    /// reaches the drop delegate's `performDropWith`, whose coordinator gives each item's
    /// source index path. Records `userDropped [s, r] [s, r] <operation>`.
    ///
    /// - Parameters:
    ///   - indexPath: The row dragged.
    ///   - destination: Where the drop is.
    /// - Returns: The proposal at the time of the drop, or `nil` when no drag began.
    @discardableResult
    public func userDragsAndDrops(from indexPath: IndexPath, to destination: IndexPath)
      -> UITableViewDropProposal?
    {
      runDragAndDrop(from: indexPath, to: destination)
    }

    /// Moves a row the user dropped, as UIKit does once the move is allowed: the delegate may
    /// retarget it, the data source moves it, the cached counts follow, and the call is
    /// recorded under `name`.
    private func completeMove(
      of indexPath: IndexPath, toProposed proposed: IndexPath,
      in dataSource: any UITableViewDataSource, as name: String
    ) -> IndexPath {
      let destination =
        delegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposed)
        ?? proposed
      dataSource.tableView(self, moveRowAt: indexPath, to: destination)
      counts[indexPath.section] -= 1
      counts[destination.section] += 1
      calls.append(
        "\(name) \([indexPath.section, indexPath.row]) \([destination.section, destination.row])")
      return destination
    }

    /// Whether a drag from this table view is under way (UIKit's `hasActiveDrag`); the mirror's
    /// ``userDragsRow(at:toProposed:)`` and ``userDragsAndDrops(from:to:)`` set it while they
    /// drag.
    public internal(set) var hasActiveDrag = false

    /// The proposal of the drop delegate for a row dragged from another table view of the app
    /// and held over `proposed` (mirror only): a drag of the app, not of this table view.
    public func proposalForRowFromAnotherTable(at proposed: IndexPath) -> UITableViewDropProposal? {
      dropDelegate?.tableView(
        self, dropSessionDidUpdate: MirrorDropSession(localDragSession: MirrorDragSession()),
        withDestinationIndexPath: proposed)
    }

    /// Whether cells leaving the screen at a reload or a batch go to a reuse pool that the next
    /// dequeue of their identifier takes from, as UIKit's does (not UIKit API; `false`, a new
    /// cell each time, unless a test sets it).
    public var mirrorReusesCells = false
    /// The cells waiting to be dequeued again, by identifier.
    private var reusePool: [String: [UITableViewCell]] = [:]

    private func loadCounts() {
      if mirrorReusesCells {
        for cell in cellsOnScreen.values {
          reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
        }
      }
      cellsOnScreen = [:]
      guard let dataSource else {
        counts = []
        return
      }
      let sections = dataSource.numberOfSections(in: self)
      counts = (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }
  }
#endif
