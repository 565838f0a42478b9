import Foundation

/// UIKit's `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view; UIKit creates registered views this way.
  ///
  /// - Parameter frame: The frame.
  public required override init(frame: CGRect) { super.init(frame: frame) }

  /// Prepares the view to be reused.
  open func prepareForReuse() {}
}

/// UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Whether the cell is selected.
  public var isSelected = false
}

/// UIKit's `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {}

/// UIKit's `UICollectionView` as a recording view: it keeps UIKit's cached counts, registers and
/// dequeues, and records every update call in ``calls``.
@MainActor
open class UICollectionView: UIScrollView {
  /// UIKit's `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position.
    ///
    /// - Parameter rawValue: The raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centered vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }

  /// The kind of a section header.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The data source, held weakly.
  public weak var dataSource: (any UICollectionViewDataSource)?
  /// The delegate, held weakly.
  public weak var delegate: (any UICollectionViewDelegate)?
  /// The prefetch data source, held weakly.
  public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// The layout.
  public let collectionViewLayout: UICollectionViewLayout
  /// Every update call received, in order, for tests.
  public var calls: [String] = []
  /// The cell class each nib holds, by nib name, for tests.
  public var nibContents: [String: UICollectionViewCell.Type] = [:]

  private var cellClasses: [String: UICollectionViewCell.Type] = [:]
  private var nibs: [String: UINib] = [:]
  private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  private var counts: [Int] = []
  private var selected: Set<IndexPath> = []

  /// Creates a collection view.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - layout: The layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Registers a cell class.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    calls.append("register class \(identifier)")
  }

  /// Registers a cell nib.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    nibs[identifier] = nib
    calls.append("register nib \(nib?.name ?? "nil") \(identifier)")
  }

  /// Registers a supplementary view class.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses["\(elementKind)/\(identifier)"] =
      viewClass as? UICollectionReusableView.Type
    calls.append("register supplementary \(elementKind) \(identifier)")
  }

  /// Dequeues a cell; a new instance each time.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cellClass = cellClasses[identifier] ?? nibs[identifier].flatMap({ nibContents[$0.name] })
    else {
      fatalError(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)"
      )
    }
    let cell = cellClass.init(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Dequeues a supplementary view.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let viewClass = supplementaryClasses["\(elementKind)/\(identifier)"] else {
      fatalError("could not dequeue a view of kind: \(elementKind) with identifier \(identifier)")
    }
    let view = viewClass.init(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// Asks the data source for the counts again.
  public func reloadData() {
    calls.append("reloadData")
    loadCounts()
    selected = []
  }

  /// The number of sections, as cached.
  public var numberOfSections: Int { counts.count }
  /// The number of items in a section, as cached.
  public func numberOfItems(inSection section: Int) -> Int { counts[section] }

  /// Runs a batch and refreshes the cached counts.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    calls.append("performBatchUpdates {")
    updates?()
    calls.append("}")
    loadCounts()
    completion?(true)
  }

  /// Records the call.
  public func insertItems(at indexPaths: [IndexPath]) { record("insertItems", indexPaths) }
  /// Records the call.
  public func deleteItems(at indexPaths: [IndexPath]) { record("deleteItems", indexPaths) }
  /// Records the call.
  public func reloadItems(at indexPaths: [IndexPath]) { record("reloadItems", indexPaths) }
  /// Records the call.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    record("reconfigureItems", indexPaths)
  }
  /// Records the call.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    calls.append(
      "moveItem \([indexPath.section, indexPath.item]) \([newIndexPath.section, newIndexPath.item])"
    )
  }
  /// Records the call.
  public func insertSections(_ sections: IndexSet) {
    calls.append("insertSections \(Array(sections))")
  }
  /// Records the call.
  public func deleteSections(_ sections: IndexSet) {
    calls.append("deleteSections \(Array(sections))")
  }
  /// Records the call.
  public func reloadSections(_ sections: IndexSet) {
    calls.append("reloadSections \(Array(sections))")
  }
  /// Records the call.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    calls.append("moveSection \(section) \(newSection)")
  }

  /// Selects an item from code.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    calls.append("selectItem \(indexPath.map { [$0.section, $0.item] } ?? [])")
    if let indexPath { selected.insert(indexPath) } else { selected = [] }
  }
  /// Deselects an item from code.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    calls.append("deselectItem \([indexPath.section, indexPath.item]) animated: \(animated)")
    selected.remove(indexPath)
  }
  /// The selected items, or `nil` for none.
  public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }
  /// The visible cells; the mirror shows none.
  public var visibleCells: [UICollectionViewCell] { [] }
  /// The visible items; the mirror shows none.
  public var indexPathsForVisibleItems: [IndexPath] { [] }
  /// The visible cell of an item; the mirror shows none.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  /// Records the call.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    calls.append("scrollToItem \([indexPath.section, indexPath.item])")
  }

  private func record(_ name: String, _ indexPaths: [IndexPath]) {
    calls.append("\(name) \(indexPaths.map { [$0.section, $0.item] })")
  }

  private func loadCounts() {
    guard let dataSource else {
      counts = []
      return
    }
    counts = (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }
}

/// UIKit's `UICollectionViewController`, with its appearance behaviour: reload on first
/// appearance and selection cleared when `clearsSelectionOnViewWillAppear`.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The collection view.
  public var collectionView: UICollectionView!
  /// Whether the selection is cleared on `viewWillAppear`.
  public var clearsSelectionOnViewWillAppear = true
  private var hasLoadedData = false

  /// Creates a controller with a layout.
  ///
  /// - Parameter layout: The layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    super.init()
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  /// Not supported by the mirror.
  ///
  /// - Parameter coder: A coder.
  public required init?(coder: NSCoder) { return nil }

  /// Reloads on the first appearance; clears the selection when asked to.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if !hasLoadedData {
      hasLoadedData = true
      collectionView.reloadData()
    }
    if clearsSelectionOnViewWillAppear {
      for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
  }

  /// No items of its own.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// No cells of its own.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }
}
