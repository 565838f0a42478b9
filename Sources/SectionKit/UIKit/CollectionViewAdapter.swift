#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Makes a `UICollectionView` a ``ListHost``: it is the collection view's data source,
  /// delegate and prefetch data source, and forwards every question and event to a
  /// ``CompositeController`` in ``ListIndexPath``s (rows are items).
  ///
  /// ```swift
  /// let adapter = CollectionViewAdapter(collectionView: collectionView)
  /// screen.attach(to: adapter)  // keep `adapter` and `screen` alive
  /// ```
  ///
  /// Section headers and footers come from the section controllers'
  /// ``SectionDelegate/viewForHeader(in:)`` and ``SectionDelegate/viewForFooter(in:)``, dequeued
  /// by type as `UICollectionReusableView`s; a section without one gets an empty view, as a
  /// layout that declares headers requires a view. Scroll-view delegate calls go on to
  /// ``ScrollViewAdapter/scrollViewDelegate``.
  @MainActor
  public final class CollectionViewAdapter: ScrollViewAdapter, ListHost {
    /// The collection view driven; held weakly.
    public private(set) weak var collectionView: UICollectionView?
    private(set) weak var listDataSource: (any ListDataSource)?
    private(set) weak var listDelegate: (any ListDelegate)?
    var menus = ContextMenuRouter()
    /// Whether UIKit performs primary actions itself, as it does from iOS 16 on.
    ///
    /// When it does not, the adapter performs a row's primary action right after the user
    /// selects the row. Tests over the mirror set it to choose the system's behaviour.
    package var systemPerformsPrimaryActions = PrimaryActions.areBuiltIn
    var registeredEmptyKinds: Set<String> = []

    /// Creates the adapter of a collection view.
    ///
    /// - Parameter collectionView: The collection view.
    public init(collectionView: UICollectionView) {
      self.collectionView = collectionView
      super.init()
    }

    // MARK: ReuseHost

    /// `"UICollectionViewCell"`.
    public var cellBaseTypeName: String { "UICollectionViewCell" }
    /// `"UICollectionReusableView"`.
    public var supplementaryViewBaseTypeName: String { "UICollectionReusableView" }

    /// Whether `type` is a `UICollectionViewCell`.
    ///
    /// - Parameter type: A cell type.
    /// - Returns: `true` for a `UICollectionViewCell` subclass.
    public func canHoldCell(ofType type: any Reusable.Type) -> Bool {
      type is UICollectionViewCell.Type
    }

    /// Whether `type` is a `UICollectionReusableView` that is not a cell.
    ///
    /// - Parameter type: A view type.
    /// - Returns: `true` for a supplementary view type.
    public func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool {
      type is UICollectionReusableView.Type && !(type is UICollectionViewCell.Type)
    }

    /// Registers a cell by nib (``NibReusable``) or by class.
    ///
    /// - Parameters:
    ///   - type: A `UICollectionViewCell` subclass.
    ///   - identifier: The reuse identifier.
    public func registerCell(_ type: any Reusable.Type, forReuseIdentifier identifier: String) {
      if let nibType = type as? any NibReusable.Type {
        collectionView?.register(nibType.nib, forCellWithReuseIdentifier: identifier)
      } else {
        collectionView?.register(type as AnyClass, forCellWithReuseIdentifier: identifier)
      }
    }

    /// Registers a supplementary view class for a kind.
    ///
    /// - Parameters:
    ///   - type: A `UICollectionReusableView` subclass.
    ///   - kind: The element kind.
    ///   - identifier: The reuse identifier.
    public func registerSupplementaryView(
      _ type: any Reusable.Type, ofKind kind: SupplementaryKind,
      forReuseIdentifier identifier: String
    ) {
      collectionView?.register(
        type as AnyClass, forSupplementaryViewOfKind: kind.elementKind,
        withReuseIdentifier: identifier)
    }

    /// Dequeues a cell from the collection view.
    ///
    /// - Parameters:
    ///   - identifier: A registered identifier.
    ///   - indexPath: The item.
    /// - Returns: The cell.
    /// - Throws: ``HostError`` when the collection view is gone.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath)
      throws(HostError) -> any Reusable
    {
      guard let collectionView else { throw HostError("the collection view is gone") }
      return collectionView.dequeueReusableCell(
        withReuseIdentifier: identifier, for: IndexPath(indexPath))
    }

    /// Dequeues a supplementary view from the collection view.
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - identifier: A registered identifier.
    ///   - indexPath: The section (item 0).
    /// - Returns: The view.
    /// - Throws: ``HostError`` when the collection view is gone.
    public func dequeueReusableSupplementaryView(
      ofKind kind: SupplementaryKind, withIdentifier identifier: String,
      for indexPath: ListIndexPath
    ) throws(HostError) -> any Reusable {
      guard let collectionView else { throw HostError("the collection view is gone") }
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind.elementKind, withReuseIdentifier: identifier, for: IndexPath(indexPath))
    }

    // MARK: ListHost

    /// Becomes the collection view's data source, delegate and prefetch data source, and
    /// reloads.
    ///
    /// - Parameters:
    ///   - dataSource: The composite, held weakly.
    ///   - delegate: The composite, held weakly.
    public func connect(dataSource: (any ListDataSource)?, delegate: (any ListDelegate)?) {
      listDataSource = dataSource
      listDelegate = delegate
      collectionView?.dataSource = dataSource == nil ? nil : self
      collectionView?.delegate = delegate == nil ? nil : self
      collectionView?.prefetchDataSource = delegate == nil ? nil : self
      collectionView?.reloadData()
    }

    /// Reloads the collection view.
    public func reloadData() { collectionView?.reloadData() }

    /// The collection view's size.
    public var containerSize: CGSize { collectionView?.bounds.size ?? .zero }

    /// The collection view's cached item counts.
    public var rowCounts: [Int] {
      guard let collectionView else { return [] }
      return (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
    }

    /// The number of sections the collectionView cached.
    public var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    /// The row count the collectionView cached for a section.
    ///
    /// - Parameter section: A section index.
    /// - Returns: The cached count.
    public func numberOfRows(inSection section: Int) -> Int {
      collectionView?.numberOfItems(inSection: section) ?? 0
    }

    /// The visible items.
    public var indexPathsForVisibleRows: [ListIndexPath] {
      (collectionView?.indexPathsForVisibleItems ?? []).map(\.listIndexPath).sorted()
    }

    /// The selected items.
    public var indexPathsForSelectedRows: [ListIndexPath] {
      (collectionView?.indexPathsForSelectedItems ?? []).map(\.listIndexPath).sorted()
    }

    /// The visible cell of an item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The cell, or `nil` off screen.
    public func cellForRow(at indexPath: ListIndexPath) -> (any Reusable)? {
      collectionView?.cellForItem(at: IndexPath(indexPath))
    }

    /// Selects an item from code.
    ///
    /// - Parameters:
    ///   - indexPath: The item, or `nil` to clear the selection.
    ///   - animated: Whether to animate.
    ///   - scrollPosition: Where to scroll the item.
    /// - Throws: ``HostError`` when the item does not exist.
    public func selectRow(
      at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) throws(HostError) {
      if let indexPath { try HostError.checkBounds(indexPath, in: rowCounts) }
      collectionView?.selectItem(
        at: indexPath.map(IndexPath.init), animated: animated,
        scrollPosition: scrollPosition.collectionView)
    }

    /// Deselects an item from code.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Whether to animate.
    public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
      collectionView?.deselectItem(at: IndexPath(indexPath), animated: animated)
    }

    /// Scrolls to an item.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - position: Where it should end up.
    ///   - animated: Whether to animate.
    /// - Throws: ``HostError`` when the item does not exist.
    public func scrollToRow(
      at indexPath: ListIndexPath, at position: ScrollPosition, animated: Bool
    )
      throws(HostError)
    {
      try HostError.checkBounds(indexPath, in: rowCounts)
      collectionView?.scrollToItem(
        at: IndexPath(indexPath), at: position.collectionView, animated: animated)
    }

    /// Checks a batch against UIKit's rules once more, then hands it to the collection view as
    /// its native calls inside `performBatchUpdates`.
    ///
    /// - Parameters:
    ///   - batch: The changes.
    ///   - animated: Whether to animate.
    ///   - completion: Runs when the collection view has applied the batch.
    /// - Throws: ``HostError`` with UIKit's message for an invalid batch, which never reaches
    ///   the collection view.
    public func performBatchUpdates(
      _ batch: BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?
    ) throws(HostError) {
      guard let collectionView, let listDataSource else { return }
      try batch.check(against: rowCounts, dataSource: listDataSource)
      let updates = { Self.apply(batch, to: collectionView) }
      if animated {
        collectionView.performBatchUpdates(updates, completion: completion)
      } else {
        UIView.performWithoutAnimation {
          collectionView.performBatchUpdates(updates, completion: completion)
        }
      }
    }

    private static func apply(_ batch: BatchUpdate, to collectionView: UICollectionView) {
      func paths(_ set: Set<ListIndexPath>) -> [IndexPath] { set.sorted().map(IndexPath.init) }
      if !batch.deletedSections.isEmpty {
        collectionView.deleteSections(IndexSet(batch.deletedSections))
      }
      if !batch.insertedSections.isEmpty {
        collectionView.insertSections(IndexSet(batch.insertedSections))
      }
      if !batch.reloadedSections.isEmpty {
        collectionView.reloadSections(IndexSet(batch.reloadedSections))
      }
      for move in batch.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
      if !batch.deletedRows.isEmpty { collectionView.deleteItems(at: paths(batch.deletedRows)) }
      if !batch.insertedRows.isEmpty { collectionView.insertItems(at: paths(batch.insertedRows)) }
      if !batch.reloadedRows.isEmpty { collectionView.reloadItems(at: paths(batch.reloadedRows)) }
      for move in batch.movedRows {
        collectionView.moveItem(at: IndexPath(move.from), to: IndexPath(move.to))
      }
      if !batch.reconfiguredRows.isEmpty {
        collectionView.reconfigureItems(at: paths(batch.reconfiguredRows))
      }
    }
  }

  extension SupplementaryKind {
    /// UIKit's element kind: the section header and footer kinds of `UICollectionView`, or the
    /// kind's own name for a custom kind.
    @MainActor var elementKind: String {
      switch self {
      case .header: return UICollectionView.elementKindSectionHeader
      case .footer: return UICollectionView.elementKindSectionFooter
      default: return rawValue
      }
    }
  }

  extension ScrollPosition {
    /// UIKit's collection scroll position, on both axes, so that it also places the item in a
    /// layout that scrolls horizontally: the start of the scroll direction is the top or the
    /// left edge, the end the bottom or the right edge (UIKit accepts one vertical and one
    /// horizontal position together; on the axis that does not scroll, it has no effect).
    var collectionView: UICollectionView.ScrollPosition {
      switch self {
      case .none: return []
      case .top: return [.top, .left]
      case .middle: return [.centeredVertically, .centeredHorizontally]
      case .bottom: return [.bottom, .right]
      }
    }
  }
#endif
