import Foundation

/// A list view that a ``CompositeController`` drives: it asks the composite its questions and
/// reports its events to it, holds reusable cells, keeps a viewport and a selection.
///
/// `HeadlessListView` is the reference host and runs anywhere; the UIKit layer adapts
/// `UITableView` and `UICollectionView`. What a host needs only to be driven (the data source
/// and delegate it asks, the reuse by identifier, the batch entry point) is SectionKit's
/// `Hosting` SPI: it does not show in an app's completions.
@MainActor
public protocol ListHost: AnyObject {
  /// The part of the host the reuse registry dequeues from.
  @_spi(Hosting) var reuseHost: any ReuseHost { get }

  /// Connects the host to the object that answers its questions and hears its events, and
  /// loads the content; pass `nil` to disconnect.
  ///
  /// - Parameters:
  ///   - dataSource: The data source, held weakly.
  ///   - delegate: The delegate, held weakly.
  @_spi(Hosting) func connect(dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?)

  /// Discards everything cached and asks the data source again.
  func reloadData()

  /// What the host shows behind its rows while every section is empty (no rows, or no
  /// sections), and hides as soon as a row appears; `nil` shows nothing.
  ///
  /// The host decides from its own counts, after each load and batch and when this is set;
  /// ``CompositeController`` sets it from its ``CompositeController/emptyState``.
  @_spi(Hosting) var emptyState: RowContent? { get set }

  /// What the host shows above its first section, as part of its content (UIKit's
  /// `tableHeaderView`); `nil` shows nothing.
  ///
  /// ``CompositeController`` sets it from its ``CompositeController/listHeader``.
  @_spi(Hosting) var listHeader: RowContent? { get set }

  /// What the host shows after its last section, as part of its content (UIKit's
  /// `tableFooterView`); `nil` shows nothing.
  ///
  /// ``CompositeController`` sets it from its ``CompositeController/listFooter``.
  @_spi(Hosting) var listFooter: RowContent? { get set }

  /// The size of the visible area.
  var containerSize: CGSize { get }

  /// The row count of every section as the host last loaded them (UIKit's cached counts).
  @_spi(Hosting) var rowCounts: [Int] { get }

  /// The number of sections as the host last loaded them.
  var numberOfSections: Int { get }

  /// The row count of one section as the host last loaded it.
  ///
  /// - Parameter section: A section index below ``numberOfSections``.
  /// - Returns: The cached row count.
  func numberOfRows(inSection section: Int) -> Int

  /// Applies a batch of changes, as UIKit's `performBatchUpdates`.
  ///
  /// - Parameters:
  ///   - batch: The changes; the data source already answers with the new state.
  ///   - animated: Whether to animate.
  ///   - completion: Runs when the batch has been applied.
  /// - Throws: ``HostError`` with UIKit's message when the batch breaks one of UIKit's rules.
  @_spi(Hosting) func performBatchUpdates(
    _ batch: ListBatch, animated: Bool, completion: ((Bool) -> Void)?
  ) throws(HostError)

  /// The rows currently on screen, in order.
  var indexPathsForVisibleRows: [ListIndexPath] { get }

  /// The selected rows, in order.
  var indexPathsForSelectedRows: [ListIndexPath] { get }

  /// The cell shown for a row, or `nil` when the row is not on screen.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The visible cell, or `nil`.
  func cellForRow(at indexPath: ListIndexPath) -> (any Reusable)?

  /// Selects a row from code; the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to clear the selection.
  ///   - animated: Whether to animate.
  ///   - scrollPosition: Where to scroll the row, or ``ScrollPosition/none`` for no scroll.
  /// - Throws: ``HostError`` when the row does not exist.
  func selectRow(at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    throws(HostError)

  /// Deselects a row from code; the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether to animate.
  func deselectRow(at indexPath: ListIndexPath, animated: Bool)

  /// Whether the list is in editing mode.
  var isEditing: Bool { get }

  /// Turns editing mode on or off: `UITableView.setEditing(_:animated:)`,
  /// `UICollectionView.isEditing`.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate.
  @_spi(Hosting) func setEditing(_ editing: Bool, animated: Bool)

  /// Whether the user may select several rows at once outside editing mode.
  @_spi(Hosting) var allowsMultipleSelection: Bool { get set }

  /// Whether the user may select several rows at once in editing mode.
  @_spi(Hosting) var allowsMultipleSelectionDuringEditing: Bool { get set }

  /// Scrolls so that a row stands at `position`.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - position: Where the row should end up.
  ///   - animated: Whether to animate.
  /// - Throws: ``HostError`` with UIKit's message when the row does not exist.
  func scrollToRow(at indexPath: ListIndexPath, at position: ScrollPosition, animated: Bool)
    throws(HostError)

  /// Scrolls so that a section (its header, rows and footer) stands at `position`: with
  /// ``ScrollPosition/top``, the top of its header at the top of the visible area, even when
  /// the section has no rows.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - position: Where the section should end up.
  ///   - animated: Whether to animate.
  /// - Throws: ``HostError`` when the section does not exist.
  @_spi(Hosting) func scrollToSection(_ section: Int, at position: ScrollPosition, animated: Bool)
    throws(HostError)

  /// The sections whose frame (header top to footer bottom) reaches into the viewport extended
  /// by `screens` viewport lengths on each side along the scroll axis, in order: the working
  /// range.
  ///
  /// With `screens` 0, the sections on screen. A section of no height counts when it stands
  /// inside the extended viewport or at one of its edges. Asked by the delegate from
  /// `ListDelegate.viewportDidChange()`, against the host's current geometry.
  ///
  /// - Parameter screens: How many viewport lengths to add before and after the viewport; at
  ///   least 0.
  /// - Returns: Section indexes of the host's list, ascending.
  @_spi(Hosting) func sections(nearViewport screens: CGFloat) -> [Int]

  /// Whether a row's frame reaches into the viewport extended by `lookAhead` on each side along
  /// the scroll axis: what a paged section asks of its last row.
  ///
  /// A host that does not know its rows' frames answers whether the row is on screen (the
  /// default). Asked from `ListDelegate.viewportDidChange()`, against the host's current
  /// geometry.
  ///
  /// - Parameters:
  ///   - indexPath: A row of the host's list; a row it does not have is not near.
  ///   - lookAhead: How far to extend the viewport before and after it.
  /// - Returns: Whether the row is within the extended viewport, its edges included.
  @_spi(Hosting) func isRow(at indexPath: ListIndexPath, nearViewport lookAhead: LookAhead)
    -> Bool

  /// Asks the data source for the section index's titles again (UIKit's
  /// `reloadSectionIndexTitles()`): a host asks for them when it loads, not after a batch.
  @_spi(Hosting) func reloadSectionIndexTitles()

  /// Asks the sizes of a section again (its rows' heights and sizes, its header's and
  /// footer's) and lays the list out with them, without reloading a cell: a table view's empty
  /// `performBatchUpdates`, a collection view's layout invalidated.
  ///
  /// - Parameter section: The section whose sizes changed.
  @_spi(Hosting) func invalidateLayout(ofSection section: Int)

  /// Where the visible area stands over the content now, laid out first when a layout is
  /// pending (a UIKit host calls `layoutIfNeeded()`): what ``ScrollAnchoring`` measures before
  /// and after a batch.
  ///
  /// - Returns: The geometry, or `nil` for a host that keeps no scroll position.
  @_spi(Hosting) func scrollGeometry() -> ScrollGeometry?

  /// The frame of a row in the content's coordinates, as the host lays it out now (UIKit's
  /// `rectForRow(at:)`, a collection view's layout attributes): after a batch, the new layout.
  ///
  /// - Parameter indexPath: A row of the list.
  /// - Returns: The frame, or `nil` when the host lays nothing out for the row.
  @_spi(Hosting) func rowFrame(at indexPath: ListIndexPath) -> CGRect?

  /// Moves the content offset at once, without animation, to keep what is on screen in place
  /// after a batch; the delegate hears that the list scrolled.
  ///
  /// - Parameter offset: The new offset, inside the content (``ScrollGeometry/clamped(_:)``).
  @_spi(Hosting) func adjustScroll(toContentOffset offset: CGPoint)

  /// Runs a batch and what keeps the scroll position through it, then lays out the rows on
  /// screen once: at the offset the anchor chose, so that rows that stay on screen never leave
  /// it (no reuse, no display events, no lost keyboard) and rows the user never saw are never
  /// displayed.
  ///
  /// Inside `body`, the host applies batches (``performBatchUpdates(_:animated:completion:)``)
  /// to its rows and geometry (``rowFrame(at:)``, ``scrollGeometry()`` read the new layout) and
  /// moves its offset (``adjustScroll(toContentOffset:)``) without laying out what shows; it
  /// lays out once `body` returns, and then tells its delegate the list scrolled, if it did.
  ///
  /// - Parameter body: The batch and the anchor.
  /// - Throws: What `body` throws: the host lays out before it passes the error on.
  @_spi(Hosting) func deferringLayout(_ body: () throws(HostError) -> Void) throws(HostError)

  /// Tells VoiceOver that the layout changed or reads a message, as
  /// `UIAccessibility.post(notification:argument:)` does: a UIKit host posts it with the cell
  /// at the focused row as the argument.
  ///
  /// - Parameter notification: What to tell VoiceOver; a focused row exists in the list.
  @_spi(Hosting) func postAccessibilityNotification(_ notification: ListAccessibilityNotification)
}

@_spi(Hosting) extension ListHost {
  /// No section index to reload: a host without one.
  public func reloadSectionIndexTitles() {}

  /// The sections of the rows on screen: a host that does not know its sections' frames has no
  /// range beyond its viewport (header-only sections are not among them).
  ///
  /// - Parameter screens: Ignored.
  /// - Returns: The sections of ``indexPathsForVisibleRows``, ascending.
  /// - Complexity: O(v log v), v being the number of rows on screen.
  public func sections(nearViewport screens: CGFloat) -> [Int] {
    Array(Set(indexPathsForVisibleRows.map(\.section))).sorted()
  }

  /// Whether the row is on screen: a host that does not know its rows' frames has no range
  /// beyond its viewport.
  ///
  /// - Parameters:
  ///   - indexPath: A row of the host's list.
  ///   - lookAhead: Ignored.
  /// - Returns: Whether ``indexPathsForVisibleRows`` holds the row.
  /// - Complexity: O(v), v being the number of rows on screen.
  public func isRow(at indexPath: ListIndexPath, nearViewport lookAhead: LookAhead) -> Bool {
    indexPathsForVisibleRows.contains(indexPath)
  }
}

@_spi(Hosting) extension ListHost {
  /// No scroll position: a host that keeps none anchors nothing.
  ///
  /// - Returns: `nil`.
  public func scrollGeometry() -> ScrollGeometry? { nil }

  /// No layout of rows.
  ///
  /// - Parameter indexPath: Ignored.
  /// - Returns: `nil`.
  public func rowFrame(at indexPath: ListIndexPath) -> CGRect? { nil }

  /// No scroll position to move.
  ///
  /// - Parameter offset: Ignored.
  public func adjustScroll(toContentOffset offset: CGPoint) {}

  /// Runs `body`: a host that lays out when it is asked to, not during a batch, defers
  /// nothing.
  ///
  /// - Parameter body: The batch and the anchor.
  /// - Throws: What `body` throws.
  public func deferringLayout(_ body: () throws(HostError) -> Void) throws(HostError) {
    try body()
  }
}

@_spi(Hosting) extension ListHost where Self: ReuseHost {
  /// The host itself, when it dequeues as well.
  public var reuseHost: any ReuseHost { self }
}
