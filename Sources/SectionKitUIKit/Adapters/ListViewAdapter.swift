#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitUIKitConstants
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The core of ``TableViewAdapter`` and ``CollectionViewAdapter``: their ``ListHost`` side and
  /// the routing their data-source and delegate methods share, written once over a
  /// ``ListView``.
  ///
  /// An adapter gives its list view, the composite it forwards to, and the two things only it
  /// knows how to do: take the roles of data source and delegate, and spell an update in its
  /// view's own calls. Everything else (the cached counts, the bounds checks UIKit would raise
  /// on, the check of a batch before it reaches the view, cell registration and dequeuing) is
  /// here.
  @MainActor
  protocol ListViewAdapter: ListHost {
    /// The list view driven.
    associatedtype View: ListView

    /// The list view driven, `nil` once it is gone.
    var listView: View? { get }
    /// The composite's data-source side, held weakly.
    var listDataSource: (any ListDataSource)? { get set }
    /// The composite's delegate side, held weakly.
    var listDelegate: (any ListDelegate)? { get set }
    /// The context menus on screen, to route a preview commit back.
    var menus: ContextMenuRouter { get set }
    /// Whether UIKit performs primary actions itself, as it does from iOS 16 on.
    var systemPerformsPrimaryActions: Bool { get }
    /// The empty state the list view shows as its background.
    var emptyStateBackground: EmptyStateBackground { get set }
    /// How many ``deferringLayout(_:)`` calls are running: the geometry is then read without
    /// laying the list view out.
    var layoutDeferrals: Int { get set }
    /// Makes the view of the empty state, or `nil` for a list content view.
    var emptyStateView: ((RowContent) -> UIView)? { get }
    /// Shows the list's header and footer (``ScrollViewAdapter/listHeaderAndFooter``) as they
    /// are now.
    func showListHeaderAndFooter()

    /// Makes the adapter the view's data source, and its delegate and prefetch data source, or
    /// clears them.
    ///
    /// - Parameters:
    ///   - view: The list view.
    ///   - dataSource: Whether the adapter is the data source (`false` clears it).
    ///   - delegate: Whether the adapter is the delegate and prefetch data source.
    func takeRoles(in view: View, dataSource: Bool, delegate: Bool)

    /// Makes one native call of a batch.
    ///
    /// - Parameters:
    ///   - update: The call.
    ///   - view: The list view, inside `performBatchUpdates`.
    ///   - animated: Whether the batch is animated.
    func apply(_ update: ListViewUpdate, to view: View, animated: Bool)
  }

  extension ListViewAdapter {
    // MARK: ReuseHost

    /// Registers a cell by nib (``NibReusable``) or by class.
    ///
    /// - Parameters:
    ///   - type: A cell class of the list view.
    ///   - identifier: The reuse identifier.
    @_spi(Hosting) public func registerCell(
      _ type: any Reusable.Type, forReuseIdentifier identifier: String
    ) {
      if let nibType = type as? any NibReusable.Type {
        listView?.registerCellNib(nibType.nib, forIdentifier: identifier)
      } else {
        listView?.registerCellClass(type as AnyClass, forIdentifier: identifier)
      }
    }

    /// Dequeues a cell from the list view.
    ///
    /// - Parameters:
    ///   - identifier: A registered identifier.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    /// - Throws: ``HostError`` when the list view is gone.
    @_spi(Hosting) public func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: ListIndexPath
    )
      throws(HostError) -> any Reusable
    {
      guard let listView else { throw HostError("the \(View.listViewName) is gone") }
      return listView.dequeueCell(withIdentifier: identifier, at: IndexPath(indexPath))
    }

    // MARK: ListHost

    /// Becomes the list view's data source, delegate and prefetch data source, and reloads.
    ///
    /// - Parameters:
    ///   - dataSource: The composite, held weakly.
    ///   - delegate: The composite, held weakly.
    @_spi(Hosting) public func connect(
      dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?
    ) {
      listDataSource = dataSource
      listDelegate = delegate
      guard let listView else { return }
      takeRoles(in: listView, dataSource: dataSource != nil, delegate: delegate != nil)
      listView.reloadData()
      updateEmptyStateBackground()
      delegate?.viewportDidChange()
    }

    /// Asks the list view to read its section index again (a table view's
    /// `reloadSectionIndexTitles()`).
    @_spi(Hosting) public func reloadSectionIndexTitles() { listView?.reloadIndexTitles() }

    /// Asks the list view for its sizes again without reloading a cell: an empty
    /// `performBatchUpdates`, which makes a table view ask its rows' heights again and a
    /// collection view invalidate its layout, animated as UIKit animates it.
    ///
    /// - Parameter section: The section whose sizes changed.
    @_spi(Hosting) public func invalidateLayout(ofSection section: Int) {
      listView?.performBatchUpdates(nil, completion: nil)
    }

    /// Tells VoiceOver that the layout changed, with the cell at the focused row as the element
    /// to focus (the row is scrolled to first when it is not on screen, as VoiceOver focuses
    /// only a cell that exists), or reads an announcement.
    ///
    /// - Parameter notification: What to tell VoiceOver.
    @_spi(Hosting) public func postAccessibilityNotification(
      _ notification: ListAccessibilityNotification
    ) {
      switch notification {
      case .layoutChanged(let focus):
        var cell: (any Reusable)?
        if let focus, let listView {
          let indexPath = IndexPath(focus)
          if listView.visibleCell(at: indexPath) == nil {
            listView.scroll(to: indexPath, at: .none, animated: false)
            // The cells of the new offset are made at the next layout pass: now.
            listView.layoutIfNeeded()
          }
          cell = listView.visibleCell(at: indexPath)
        }
        UIAccessibility.post(
          notification: UIKitAccessibilityConstants.layoutChanged, argument: cell)
      case .announcement(let message):
        UIAccessibility.post(
          notification: UIKitAccessibilityConstants.announcement, argument: message)
      }
    }

    /// Reloads the list view, then tells the delegate that what it shows changed (the working
    /// range is measured again).
    public func reloadData() {
      listView?.reloadData()
      updateEmptyStateBackground()
      listDelegate?.viewportDidChange()
    }

    /// The list view's size.
    public var containerSize: CGSize { listView?.bounds.size ?? .zero }

    /// The list view's cached row counts.
    @_spi(Hosting) public var rowCounts: [Int] {
      guard let listView else { return [] }
      return (0..<listView.numberOfSections).map { listView.cachedRowCount(inSection: $0) }
    }

    /// The number of sections the list view cached.
    public var numberOfSections: Int { listView?.numberOfSections ?? 0 }

    /// The row count the list view cached for a section.
    ///
    /// - Parameter section: A section index.
    /// - Returns: The cached count.
    public func numberOfRows(inSection section: Int) -> Int {
      listView?.cachedRowCount(inSection: section) ?? 0
    }

    /// The list view's visible rows, in order.
    public var indexPathsForVisibleRows: [ListIndexPath] {
      (listView?.visibleRows ?? []).map(\.listIndexPath).sorted()
    }

    /// The list view's selected rows, in order.
    public var indexPathsForSelectedRows: [ListIndexPath] {
      (listView?.selectedRows ?? []).map(\.listIndexPath).sorted()
    }

    /// The visible cell of a row.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The cell, or `nil` off screen.
    public func cellForRow(at indexPath: ListIndexPath) -> (any Reusable)? {
      listView?.visibleCell(at: IndexPath(indexPath))
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
      listView?.select(
        indexPath.map(IndexPath.init), animated: animated, scrollingTo: scrollPosition)
    }

    /// Whether the list view is in editing mode.
    @_spi(Hosting) public var isEditing: Bool { listView?.isEditing ?? false }

    /// Turns the list view's editing mode on or off: `UITableView.setEditing(_:animated:)`, or
    /// `UICollectionView.isEditing`.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate (a table view).
    @_spi(Hosting) public func setEditing(_ editing: Bool, animated: Bool) {
      listView?.changeEditing(editing, animated: animated)
    }

    /// The list view's `allowsMultipleSelection`.
    @_spi(Hosting) public var allowsMultipleSelection: Bool {
      get { listView?.allowsMultipleSelection ?? false }
      set { listView?.allowsMultipleSelection = newValue }
    }

    /// The list view's `allowsMultipleSelectionDuringEditing`.
    @_spi(Hosting) public var allowsMultipleSelectionDuringEditing: Bool {
      get { listView?.allowsMultipleSelectionDuringEditing ?? false }
      set { listView?.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Deselects a row from code.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate.
    public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
      listView?.deselect(IndexPath(indexPath), animated: animated)
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
    ) throws(HostError) {
      try HostError.checkBounds(indexPath, in: rowCounts)
      listView?.scroll(to: IndexPath(indexPath), at: position, animated: animated)
    }

    /// Scrolls so that a section stands at `position`, from the frame the list view gives it
    /// (the header's top to the footer's bottom): ``ScrollPosition/top`` puts the top of its
    /// header at the top of the visible area, even when the section has no rows.
    ///
    /// The offset is worked out along both axes (a layout that scrolls sideways gets the
    /// section's leading edge), inside the content and its adjusted insets, and set with
    /// `setContentOffset(_:animated:)`.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - position: Where it should end up.
    ///   - animated: Whether to animate.
    /// - Throws: ``HostError`` when the section does not exist.
    @_spi(Hosting) public func scrollToSection(
      _ section: Int, at position: ScrollPosition, animated: Bool
    ) throws(HostError) {
      try HostError.checkBounds(section: section, in: numberOfSections)
      guard let listView, let frame = listView.sectionFrame(section) else { return }
      let inset = listView.adjustedContentInset
      let size = listView.bounds.size
      let content = listView.contentSize
      let offset = listView.contentOffset
      let y = position.visibleStart(
        showing: frame.minY, to: frame.maxY, from: offset.y + inset.top,
        length: size.height - inset.top - inset.bottom, contentLength: content.height)
      let x = position.visibleStart(
        showing: frame.minX, to: frame.maxX, from: offset.x + inset.left,
        length: size.width - inset.left - inset.right, contentLength: content.width)
      listView.setContentOffset(
        CGPoint(x: x - inset.left, y: y - inset.top), animated: animated)
    }

    /// Checks a batch against UIKit's rules once more, then hands it to the list view as its
    /// native insert, delete, reload, reconfigure and move calls inside
    /// `performBatchUpdates`.
    ///
    /// - Parameters:
    ///   - batch: The changes.
    ///   - animated: Whether to animate.
    ///   - completion: Runs when the list view has applied the batch.
    /// - Throws: ``HostError`` with UIKit's message for an invalid batch, which never reaches
    ///   the list view.
    @_spi(Hosting) public func performBatchUpdates(
      _ batch: ListBatch, animated: Bool, completion: ((Bool) -> Void)?
    ) throws(HostError) {
      guard let listView, let listDataSource else { return }
      try batch.check(against: rowCounts, dataSource: listDataSource)
      let updates = {
        for update in batch.listViewUpdates { self.apply(update, to: listView, animated: animated) }
      }
      if animated {
        listView.performBatchUpdates(updates, completion: completion)
      } else {
        UIView.performWithoutAnimation {
          listView.performBatchUpdates(updates, completion: completion)
        }
      }
      updateEmptyStateBackground()
      // The list view's geometry is the new one as soon as the batch call returns.
      listDelegate?.viewportDidChange()
    }

    /// Where the list view's visible bounds stand over its content, laid out first
    /// (`layoutIfNeeded()`), so that a batch just applied shows in the frames.
    ///
    /// - Returns: `contentOffset`, `contentSize`, `bounds.size`, `adjustedContentInset`, and
    ///   whether the user moves the list (`isTracking` or `isDecelerating`); `nil` with no list
    ///   view.
    @_spi(Hosting) public func scrollGeometry() -> ScrollGeometry? {
      guard let listView else { return nil }
      // Inside a batch and its anchoring, the layout waits (see `deferringLayout(_:)`): the
      // content's size is the layout's, which knows the batch.
      if layoutDeferrals == 0 { listView.layoutIfNeeded() }
      let inset = listView.adjustedContentInset
      return ScrollGeometry(
        contentOffset: listView.contentOffset, contentSize: listView.contentSizeOfLayout,
        visibleSize: listView.bounds.size,
        contentInsets: SectionInsets(
          top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
        isUserScrolling: listView.isTracking || listView.isDecelerating)
    }

    /// The frame of a row in the content: `rectForRow(at:)`, or the item's layout attributes.
    ///
    /// - Parameter indexPath: A row of the list.
    /// - Returns: The frame, or `nil` when the list view lays nothing out for it.
    @_spi(Hosting) public func rowFrame(at indexPath: ListIndexPath) -> CGRect? {
      listView?.rowFrame(IndexPath(indexPath))
    }

    /// Runs a batch and the move of the offset that keeps the scroll position, then lays the
    /// list view out.
    ///
    /// UIKit lays the batch's cells out in that pass (`layoutIfNeeded()`), at the offset the
    /// anchor set, so that rows that stay on screen keep their cells and rows passed only in
    /// the old layout are not displayed. Only a device shows UIKit's own order.
    ///
    /// - Parameter body: The batch and the anchor.
    /// - Throws: What `body` throws, once the list view is laid out.
    @_spi(Hosting) public func deferringLayout(_ body: () throws(HostError) -> Void)
      throws(HostError)
    {
      layoutDeferrals += 1
      defer {
        layoutDeferrals -= 1
        if layoutDeferrals == 0 { listView?.layoutIfNeeded() }
      }
      try body()
    }

    /// Sets the list view's `contentOffset` at once, which calls `scrollViewDidScroll`.
    ///
    /// - Parameter offset: The new offset.
    @_spi(Hosting) public func adjustScroll(toContentOffset offset: CGPoint) {
      listView?.contentOffset = offset
    }

    /// The sections whose frame reaches into the list view's visible bounds extended by
    /// `screens` times their height above and below and their width on either side: the
    /// working range, from `rect(forSection:)` or the layout's attributes (the frames
    /// ``scrollToSection(_:at:animated:)`` scrolls to).
    ///
    /// - Parameter screens: How many viewport lengths to add on each side; at least 0.
    /// - Returns: Section indexes, ascending.
    /// - Complexity: O(n), n being the number of sections: every section's frame is asked.
    @_spi(Hosting) public func sections(nearViewport screens: CGFloat) -> [Int] {
      guard let listView else { return [] }
      let range = ExtendedViewport(of: listView, lookAhead: .screens(max(0, screens)))
      return (0..<listView.numberOfSections).filter { section in
        listView.sectionFrame(section).map(range.reaches) ?? false
      }
    }

    /// Whether a row's frame reaches into the list view's visible bounds extended by
    /// `lookAhead` above and below and on either side, from
    /// `rectForRow(at:)` or the item's layout attributes: what a paged section asks of its
    /// status row, so it asks for the next page before the row shows.
    ///
    /// - Parameters:
    ///   - indexPath: A row of the list; a row the list view does not have is not near.
    ///   - lookAhead: How far to extend the visible bounds on each side.
    /// - Returns: Whether the row is within the extended viewport, its edges included.
    /// - Complexity: O(1) for a table view; a collection view's layout answers in its own time.
    @_spi(Hosting) public func isRow(
      at indexPath: ListIndexPath, nearViewport lookAhead: LookAhead
    ) -> Bool {
      guard let listView, indexPath.section >= 0, indexPath.row >= 0,
        indexPath.section < listView.numberOfSections,
        indexPath.row < listView.cachedRowCount(inSection: indexPath.section),
        let frame = listView.rowFrame(IndexPath(indexPath))
      else { return false }
      return ExtendedViewport(of: listView, lookAhead: lookAhead).reaches(frame)
    }

    /// Tells the delegate that the list view scrolled (`scrollViewDidScroll`): the working
    /// range is measured again, then the sections on screen hear it.
    func listViewDidScroll() {
      listDelegate?.viewportDidChange()
      listDelegate?.listDidScroll()
    }

    // MARK: Empty state

    /// Shows the empty state as the list view's `backgroundView` while every section the list
    /// view shows is empty, and hides it (putting back the list view's own background view)
    /// when a row appears.
    ///
    /// - Parameter rebuilding: Whether to make the view again for the same content.
    /// - Complexity: O(s) for s sections at worst; it stops at the first section with rows.
    func updateEmptyStateBackground(rebuilding: Bool = false) {
      guard let listView else { return }
      var hasNoRows = listDataSource != nil
      for section in 0..<listView.numberOfSections
      where listView.cachedRowCount(inSection: section) > 0 {
        hasNoRows = false
        break
      }
      emptyStateBackground.show(
        hasNoRows ? emptyState : nil, in: listView, rebuilding: rebuilding,
        makeView: emptyStateView)
    }

    // MARK: Routing

    /// The cell the owning controller dequeued by type and configured, as the list view's cell
    /// class; stops with a message if the composite is gone or the cell is of another class.
    ///
    /// - Parameters:
    ///   - indexPath: The row the list view asks for.
    ///   - cellClass: The list view's cell class.
    /// - Returns: The cell.
    func cell<Cell>(at indexPath: IndexPath, as cellClass: Cell.Type) -> Cell {
      guard let listDataSource else {
        preconditionFailure(
          "SectionKit: the \(View.listViewName) asked for a cell after its composite was gone.")
      }
      let cell = listDataSource.cell(at: indexPath.listIndexPath)
      if let cell = cell as? any AccessibleContentCell {
        prepareAccessibility(of: cell.accessibility, shownBy: cell, at: indexPath)
      }
      guard let listCell = cell as? Cell else {
        preconditionFailure(
          "SectionKit: the cell for \(indexPath.listIndexPath) is a '\(type(of: cell))', not a \(Cell.self)."
        )
      }
      return listCell
    }

    /// Tells a content cell what VoiceOver needs beyond its content: whether its row highlights
    /// when touched, and where its row's context-menu actions are, found from the row the cell
    /// shows when VoiceOver asks (rows move without their cells being configured again).
    ///
    /// - Parameters:
    ///   - accessibility: The cell's accessibility.
    ///   - cell: The cell.
    ///   - indexPath: The row the cell is configured for.
    func prepareAccessibility(
      of accessibility: ContentAccessibility, shownBy cell: AnyObject, at indexPath: IndexPath
    ) {
      accessibility.isTappable =
        listDelegate?.shouldHighlightRow(at: indexPath.listIndexPath) ?? true
      accessibility.menuActions = { [weak self, weak cell] in
        guard let self, let cell, let row = self.listView?.row(shownBy: cell) else { return [] }
        return self.listDelegate?.contextMenu(forRowAt: row.listIndexPath)?.actions ?? []
      }
    }

    /// Routes a selection to the owning controller; before iOS 16, then performs the row's
    /// primary action, as UIKit does itself from iOS 16 on.
    ///
    /// - Parameter indexPath: The selected row.
    func didSelect(_ indexPath: IndexPath) {
      listDelegate?.didSelectRow(at: indexPath.listIndexPath)
      listDelegate?.performPrimaryActionAfterSelecting(
        indexPath.listIndexPath, systemPerformsPrimaryActions: systemPerformsPrimaryActions)
    }

    /// The owning controller's context menu for a row, as UIKit's configuration, remembered so
    /// that its preview commit is routed back.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The configuration, or `nil` when the row has no menu.
    func contextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
      guard let menu = listDelegate?.contextMenu(forRowAt: indexPath.listIndexPath) else {
        return nil
      }
      return menus.configuration(for: menu)
    }

    /// Routes a preview commit to the controller that made the menu, even if rows moved since,
    /// then hands the preview's view controller to the menu's `onCommit` (``ContextMenu/preview(_:onCommit:)``)
    /// once UIKit's animations end.
    ///
    /// - Parameters:
    ///   - configuration: The configuration of the menu whose preview is committed.
    ///   - animator: UIKit's animator of the commit.
    func willCommitPreview(
      of configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      guard let menu = menus.menu(for: configuration) else { return }
      listDelegate?.willCommitPreview(of: menu)
      ContextMenuRouter.commitPreview(of: menu, animator: animator)
    }
  }
  /// A list view's visible bounds extended by a number of viewport lengths on each side: the
  /// working range, and how near a paged section's status row is.
  @MainActor
  private struct ExtendedViewport {
    let minX: CGFloat
    let maxX: CGFloat
    let minY: CGFloat
    let maxY: CGFloat

    init(of listView: any ListView, lookAhead: LookAhead) {
      let size = listView.bounds.size
      let offset = listView.contentOffset
      let dx = lookAhead.distance(alongViewportOf: size.width)
      let dy = lookAhead.distance(alongViewportOf: size.height)
      minX = offset.x - dx
      maxX = offset.x + size.width + dx
      minY = offset.y - dy
      maxY = offset.y + size.height + dy
    }

    /// Whether a frame reaches into the extended viewport; a frame of no height (or width)
    /// counts at the edges too.
    func reaches(_ frame: CGRect) -> Bool {
      let alongY =
        frame.height > 0
        ? frame.maxY > minY && frame.minY < maxY : frame.minY >= minY && frame.minY <= maxY
      let alongX =
        frame.width > 0
        ? frame.maxX > minX && frame.minX < maxX : frame.minX >= minX && frame.minX <= maxX
      return alongY && alongX
    }
  }
#endif
