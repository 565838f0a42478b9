import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless

/// A host that loads as `UICollectionView` does: `reloadData()` only marks the data stale, and
/// the next question about its counts loads it (asking the data source again).
///
/// Everything else is the headless list it wraps.
@MainActor
final class LazyLoadingHost: ListHost, ReuseHost {
  let list: HeadlessListView
  private weak var dataSource: (any ListDataSource)?
  private weak var delegate: (any ListDelegate)?
  private(set) var loads = 0
  private var isStale = true

  init(size: CGSize = CGSize(width: 390, height: 844)) {
    list = HeadlessListView(size: size)
  }

  /// Loads the wrapped list if a reload is pending.
  private func loadIfStale() {
    guard isStale else { return }
    isStale = false
    loads += 1
    list.connect(dataSource: dataSource, delegate: delegate)
  }

  func connect(dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?) {
    self.dataSource = dataSource
    self.delegate = delegate
    isStale = true
  }
  func reloadData() { isStale = true }
  func invalidateLayout(ofSection section: Int) {}
  func postAccessibilityNotification(_ notification: ListAccessibilityNotification) {
    list.postAccessibilityNotification(notification)
  }
  var isEditing: Bool { list.isEditing }
  func setEditing(_ editing: Bool, animated: Bool) {
    list.setEditing(editing, animated: animated)
  }
  var allowsMultipleSelection: Bool {
    get { list.allowsMultipleSelection }
    set { list.allowsMultipleSelection = newValue }
  }
  var allowsMultipleSelectionDuringEditing: Bool {
    get { list.allowsMultipleSelectionDuringEditing }
    set { list.allowsMultipleSelectionDuringEditing = newValue }
  }
  var emptyState: RowContent? {
    get { list.emptyState }
    set { list.emptyState = newValue }
  }
  var listHeader: RowContent? {
    get { list.listHeader }
    set { list.listHeader = newValue }
  }
  var listFooter: RowContent? {
    get { list.listFooter }
    set { list.listFooter = newValue }
  }
  var containerSize: CGSize { list.containerSize }
  var rowCounts: [Int] {
    loadIfStale()
    return list.rowCounts
  }
  var numberOfSections: Int {
    loadIfStale()
    return list.numberOfSections
  }
  func numberOfRows(inSection section: Int) -> Int {
    loadIfStale()
    return list.numberOfRows(inSection: section)
  }
  func performBatchUpdates(_ batch: ListBatch, animated: Bool, completion: ((Bool) -> Void)?)
    throws(HostError)
  {
    loadIfStale()
    try list.performBatchUpdates(batch, animated: animated, completion: completion)
  }
  func deferringLayout(_ body: () throws(HostError) -> Void) throws(HostError) {
    try list.deferringLayout(body)
  }
  var indexPathsForVisibleRows: [ListIndexPath] {
    loadIfStale()
    return list.indexPathsForVisibleRows
  }
  var indexPathsForSelectedRows: [ListIndexPath] { list.indexPathsForSelectedRows }
  func cellForRow(at indexPath: ListIndexPath) -> (any Reusable)? {
    loadIfStale()
    return list.cellForRow(at: indexPath)
  }
  func selectRow(at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    throws(HostError)
  {
    loadIfStale()
    try list.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }
  func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
    list.deselectRow(at: indexPath, animated: animated)
  }
  func scrollToRow(at indexPath: ListIndexPath, at position: ScrollPosition, animated: Bool)
    throws(HostError)
  {
    loadIfStale()
    try list.scrollToRow(at: indexPath, at: position, animated: animated)
  }
  func scrollToSection(_ section: Int, at position: ScrollPosition, animated: Bool)
    throws(HostError)
  {
    loadIfStale()
    try list.scrollToSection(section, at: position, animated: animated)
  }

  var cellBaseTypeName: String { list.cellBaseTypeName }
  var contentCellType: any ContentCell.Type { list.contentCellType }
  var contentSupplementaryViewType: any ContentSupplementaryView.Type {
    list.contentSupplementaryViewType
  }
  var supplementaryViewBaseTypeName: String { list.supplementaryViewBaseTypeName }
  func canHoldCell(ofType type: any Reusable.Type) -> Bool { list.canHoldCell(ofType: type) }
  func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool {
    list.canHoldSupplementaryView(ofType: type)
  }
  func registerCell(_ type: any Reusable.Type, forReuseIdentifier identifier: String) {
    list.registerCell(type, forReuseIdentifier: identifier)
  }
  func registerSupplementaryView(
    _ type: any Reusable.Type, ofKind kind: SupplementaryKind, forReuseIdentifier identifier: String
  ) {
    list.registerSupplementaryView(type, ofKind: kind, forReuseIdentifier: identifier)
  }
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath)
    throws(HostError) -> any Reusable
  {
    try list.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }
  func dequeueReusableSupplementaryView(
    ofKind kind: SupplementaryKind, withIdentifier identifier: String, for indexPath: ListIndexPath
  ) throws(HostError) -> any Reusable {
    try list.dequeueReusableSupplementaryView(
      ofKind: kind, withIdentifier: identifier, for: indexPath)
  }
}
