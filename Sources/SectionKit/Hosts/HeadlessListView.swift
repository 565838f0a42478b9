import Foundation

/// A list view that runs anywhere and behaves like UIKit's: the reference ``ListHost``.
///
/// It is not a mock. It asks for the number of sections and of rows and caches them, lays rows
/// out in a viewport with a content offset, asks for cells only for the rows on screen, keeps a
/// reuse pool per identifier (calling `prepareForReuse()` before handing a cell out again),
/// tracks selection and highlight, runs a user's tap through the same delegate sequence as
/// UIKit, and throws ``HostError`` with UIKit's message where UIKit raises an exception.
///
/// ```swift
/// let list = HeadlessListView(size: CGSize(width: 390, height: 844))
/// screen.attach(to: list)
/// list.tapRow(at: ListIndexPath(row: 0, section: 1))
/// print(TextRenderer.render(list))
/// ```
@MainActor
public final class HeadlessListView: ListHost {
  /// A header or footer on screen: a custom view, or the section's title.
  public enum Supplementary {
    /// A view from ``ListDelegate/viewForHeader(inSection:)`` or its footer twin.
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
  /// Whether a tap selects rows.
  public var allowsSelection = true
  /// Whether several rows can be selected at once; a tap on a selected row then deselects it.
  public var allowsMultipleSelection = false
  /// How far beyond the viewport rows are prefetched, in points; `0` turns prefetching off.
  public var prefetchDistance: CGFloat

  /// The object that answers the host's questions.
  public private(set) weak var dataSource: (any ListDataSource)?
  /// The object that hears the host's events.
  public private(set) weak var delegate: (any ListDelegate)?

  /// The distance the content is scrolled, as UIKit's `contentOffset` (only `y` is used).
  public internal(set) var contentOffset: CGPoint = .zero
  /// Whether the list is in editing mode.
  public internal(set) var isEditing = false

  var layout = HeadlessLayout()
  var visibleCells: [ListIndexPath: HeadlessCell] = [:]
  var visibleOrder: [ListIndexPath] = []
  var visibleHeaders: [Int: Supplementary] = [:]
  var visibleFooters: [Int: Supplementary] = [:]
  var selected: Set<ListIndexPath> = []
  var highlighted: ListIndexPath?
  var prefetched: Set<ListIndexPath> = []

  private var cellClasses: [String: HeadlessCell.Type] = [:]
  private var supplementaryClasses: [String: HeadlessHeaderFooterView.Type] = [:]
  private var cellPool: [String: [HeadlessCell]] = [:]
  private var supplementaryPool: [String: [HeadlessHeaderFooterView]] = [:]
  /// The number of cells the host has created since it was made; reuse keeps it bounded by what
  /// fits on screen.
  public private(set) var createdCellCount = 0
  /// The number of times ``reloadData()`` ran.
  public private(set) var reloadCount = 0

  /// Creates a list with a viewport of `size`.
  ///
  /// - Parameters:
  ///   - size: The viewport's size; the default is an iPhone's portrait screen.
  ///   - prefetchDistance: How far beyond the viewport rows are prefetched, in points.
  public init(size: CGSize = CGSize(width: 390, height: 844), prefetchDistance: CGFloat = 0) {
    self.size = size
    self.prefetchDistance = prefetchDistance
  }

  // MARK: ListHost

  /// The size of the viewport.
  public var containerSize: CGSize { size }

  /// The total height of the content.
  public var contentSize: CGSize { CGSize(width: size.width, height: layout.contentHeight) }

  /// Connects a data source and a delegate (held weakly) and reloads.
  ///
  /// - Parameters:
  ///   - dataSource: The data source.
  ///   - delegate: The delegate.
  public func connect(dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?) {
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
    prefetched = []
    layout = HeadlessLayout()
    if let dataSource {
      for section in 0..<dataSource.numberOfSections() {
        appendLayout(ofSection: section, dataSource: dataSource)
      }
    }
    contentOffset.y = clampedOffset(contentOffset.y)
    layoutVisibleContent()
  }

  /// The rows on screen, in order.
  public var indexPathsForVisibleRows: [ListIndexPath] { visibleOrder }

  /// The selected rows, in order.
  public var indexPathsForSelectedRows: [ListIndexPath] { selected.sorted() }

  /// The cells on screen, in row order.
  public var visibleCellsInOrder: [HeadlessCell] { visibleOrder.compactMap { visibleCells[$0] } }

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
    visibleOrder.first { visibleCells[$0] === cell }
  }

  /// The header on screen for a section, if any.
  ///
  /// - Parameter section: The section.
  /// - Returns: The header's view or title, or `nil` when it is not on screen.
  public func header(forSection section: Int) -> Supplementary? { visibleHeaders[section] }

  /// The footer on screen for a section, if any.
  ///
  /// - Parameter section: The section.
  /// - Returns: The footer's view or title, or `nil` when it is not on screen.
  public func footer(forSection section: Int) -> Supplementary? { visibleFooters[section] }

  /// The number of cells waiting in the reuse pools.
  public var pooledCellCount: Int { cellPool.values.reduce(0) { $0 + $1.count } }

  /// The number of cells alive: on screen plus in the reuse pools.
  public var liveCellCount: Int { visibleCells.count + pooledCellCount }

  /// Turns editing mode on or off, as the Edit/Done button does.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate.
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in visibleCells.values { cell.isEditing = editing }
  }

  // MARK: Layout

  private func appendLayout(ofSection section: Int, dataSource: any ListDataSource) {
    let rowCount = dataSource.numberOfRows(inSection: section)
    var heights: [CGFloat] = []
    var uniform: CGFloat?
    for row in 0..<rowCount {
      let height = rowHeight(at: ListIndexPath(row: row, section: section))
      if row == 0 { uniform = height }
      if heights.isEmpty, height != uniform {
        heights.reserveCapacity(rowCount + 1)
        heights.append(0)
        for _ in 0..<row { heights.append(heights[heights.count - 1] + (uniform ?? 0)) }
      }
      if !heights.isEmpty { heights.append(heights[heights.count - 1] + height) }
    }
    layout.append(
      headerHeight: supplementaryHeight(.header, section: section, dataSource: dataSource),
      footerHeight: supplementaryHeight(.footer, section: section, dataSource: dataSource),
      rowCount: rowCount,
      rowHeights: heights.isEmpty ? .uniform(uniform ?? rowHeight) : .varying(heights))
  }

  private func rowHeight(at indexPath: ListIndexPath) -> CGFloat {
    delegate?.heightForRow(at: indexPath) ?? delegate?.estimatedHeightForRow(at: indexPath)
      ?? rowHeight
  }

  private func supplementaryHeight(
    _ kind: SupplementaryKind, section: Int, dataSource: any ListDataSource
  ) -> CGFloat {
    let isHeader = kind == .header
    let explicit =
      isHeader
      ? delegate?.heightForHeader(inSection: section)
      : delegate?.heightForFooter(inSection: section)
    if let explicit { return explicit }
    let title =
      isHeader
      ? dataSource.titleForHeader(inSection: section)
      : dataSource.titleForFooter(inSection: section)
    if title != nil { return sectionHeaderFooterHeight }
    guard let view = supplementaryView(kind, section: section) else { return 0 }
    enqueue(view)
    return sectionHeaderFooterHeight
  }

  private func supplementaryView(_ kind: SupplementaryKind, section: Int)
    -> HeadlessHeaderFooterView?
  {
    let view =
      kind == .header
      ? delegate?.viewForHeader(inSection: section) : delegate?.viewForFooter(inSection: section)
    guard let view else { return nil }
    guard let headless = view as? HeadlessHeaderFooterView else {
      preconditionFailure(
        "SectionKit: HeadlessListView got a \(kind) view of type '\(type(of: view))'.")
    }
    return headless
  }

  func clampedOffset(_ y: CGFloat) -> CGFloat {
    min(max(0, y), max(0, layout.contentHeight - size.height))
  }

  /// Brings the cells, headers and footers on screen in line with the viewport.
  func layoutVisibleContent() {
    let minY = contentOffset.y
    let maxY = minY + size.height
    let paths = layout.rows(intersecting: minY, maxY)
    let shown = Set(paths)
    for path in visibleOrder where !shown.contains(path) {
      if let cell = visibleCells.removeValue(forKey: path) {
        delegate?.didEndDisplaying(cell, forRowAt: path)
        enqueue(cell)
      }
    }
    for path in paths where visibleCells[path] == nil {
      guard let dataSource else { break }
      let cell = dataSource.cellForRow(at: path)
      guard let headless = cell as? HeadlessCell else {
        preconditionFailure(
          "SectionKit: HeadlessListView got a cell of type '\(type(of: cell))' for \(path).")
      }
      headless.isSelected = selected.contains(path)
      headless.isEditing = isEditing
      visibleCells[path] = headless
      delegate?.willDisplay(headless, forRowAt: path)
    }
    visibleOrder = paths
    layoutSupplementaries(minY, maxY)
    updatePrefetching(minY, maxY)
  }

  private func layoutSupplementaries(_ minY: CGFloat, _ maxY: CGFloat) {
    var headers: Set<Int> = []
    var footers: Set<Int> = []
    for section in layout.sections(intersecting: minY, maxY) {
      let header = layout.headerSpan(section)
      if header.maxY > header.minY, header.maxY > minY, header.minY < maxY {
        headers.insert(section)
      }
      let footer = layout.footerSpan(section)
      if footer.maxY > footer.minY, footer.maxY > minY, footer.minY < maxY {
        footers.insert(section)
      }
    }
    update(&visibleHeaders, kind: .header, showing: headers)
    update(&visibleFooters, kind: .footer, showing: footers)
  }

  private func update(
    _ visible: inout [Int: Supplementary], kind: SupplementaryKind, showing sections: Set<Int>
  ) {
    for (section, item) in visible where !sections.contains(section) {
      visible[section] = nil
      if case .view(let view) = item {
        delegate?.didEndDisplayingSupplementaryView(view, ofKind: kind, inSection: section)
        enqueue(view)
      }
    }
    for section in sections.sorted() where visible[section] == nil {
      if let view = supplementaryView(kind, section: section) {
        visible[section] = .view(view)
        delegate?.willDisplaySupplementaryView(view, ofKind: kind, inSection: section)
      } else if let title = kind == .header
        ? dataSource?.titleForHeader(inSection: section)
        : dataSource?.titleForFooter(inSection: section)
      {
        visible[section] = .title(title)
      }
    }
  }

  private func updatePrefetching(_ minY: CGFloat, _ maxY: CGFloat) {
    guard prefetchDistance > 0, let delegate else { return }
    let window = Set(layout.rows(intersecting: minY - prefetchDistance, maxY + prefetchDistance))
    let wanted = window.subtracting(visibleOrder)
    let cancelled = prefetched.subtracting(window).filter { visibleCells[$0] == nil }
    let started = wanted.subtracting(prefetched)
    if !cancelled.isEmpty { delegate.cancelPrefetchingRows(at: cancelled.sorted()) }
    if !started.isEmpty { delegate.prefetchRows(at: started.sorted()) }
    prefetched = wanted
  }

  private func endDisplayingEverything() {
    for path in visibleOrder {
      guard let cell = visibleCells.removeValue(forKey: path) else { continue }
      delegate?.didEndDisplaying(cell, forRowAt: path)
      enqueue(cell)
    }
    visibleOrder = []
    update(&visibleHeaders, kind: .header, showing: [])
    update(&visibleFooters, kind: .footer, showing: [])
  }

  // MARK: Reuse pools

  func enqueue(_ cell: HeadlessCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    cell.isHighlighted = false
    cellPool[identifier, default: []].append(cell)
  }

  func enqueue(_ view: HeadlessHeaderFooterView) {
    guard let identifier = view.reuseIdentifier else { return }
    supplementaryPool[identifier, default: []].append(view)
  }

  func dequeueCell(withIdentifier identifier: String) throws(HostError) -> HeadlessCell {
    if let cell = cellPool[identifier]?.popLast() {
      cell.reuseCount += 1
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellClasses[identifier] else {
      throw HostError(
        """
        unable to dequeue a cell with identifier \(identifier) - must register a nib or a \
        class for the identifier or connect a prototype cell in a storyboard
        """)
    }
    createdCellCount += 1
    let cell = cellClass.init()
    cell.reuseIdentifier = identifier
    return cell
  }

  func dequeueSupplementary(withIdentifier identifier: String) throws(HostError)
    -> HeadlessHeaderFooterView
  {
    if let view = supplementaryPool[identifier]?.popLast() {
      view.reuseCount += 1
      view.prepareForReuse()
      return view
    }
    guard let viewClass = supplementaryClasses[identifier] else {
      throw HostError(
        """
        unable to dequeue a view of kind header/footer with identifier \(identifier) - must \
        register a nib or a class for the identifier
        """)
    }
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    return view
  }

  func register(cellClass: HeadlessCell.Type, identifier: String) {
    cellClasses[identifier] = cellClass
  }

  func register(supplementaryClass: HeadlessHeaderFooterView.Type, identifier: String) {
    supplementaryClasses[identifier] = supplementaryClass
  }
}
