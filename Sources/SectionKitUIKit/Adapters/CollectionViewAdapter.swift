#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Makes a `UICollectionView` a ``/SectionKit/ListHost``: it is the collection view's data
  /// source, delegate and prefetch data source, and forwards every question and event to a
  /// ``/SectionKit/CompositeController`` in ``/SectionKit/ListIndexPath``s (rows are items).
  ///
  /// ```swift
  /// let adapter = CollectionViewAdapter(collectionView: collectionView)
  /// screen.attach(to: adapter)  // keep `adapter` and `screen` alive
  /// ```
  ///
  /// Section headers and footers come from the section controllers'
  /// ``/SectionKit/SectionHeaderFooterViews/viewForHeader(in:)`` and
  /// ``/SectionKit/SectionHeaderFooterViews/viewForFooter(in:)``, dequeued by type as
  /// `UICollectionReusableView`s (a `UICollectionViewCell` subclass too, by nib for a
  /// ``NibReusable`` type); a section without one gets an empty view, as a layout that declares
  /// headers requires a view. A section with a header or footer title
  /// (``/SectionKit/SectionController/titleForHeader(in:)``, a ``/SectionKit/ListSection``'s
  /// `header`) and no view of its own shows the title, as a table view does: in a flow layout, the
  /// adapter gives it a height where neither the controller nor the layout gives a size; in the
  /// list sections of ``makeCompositionalLayout(listAppearance:)``, the section gets a header or
  /// footer. A supplementary view of any other kind (a badge on an item, a custom boundary item)
  /// comes from the owning controller's
  /// ``/SectionKit/SectionSupplementaryViews/viewForSupplementaryView(ofKind:at:in:)`` at its local
  /// item, or is an empty view where it gives none. The composite's
  /// ``/SectionKit/CompositeController/listHeader`` and
  /// ``/SectionKit/CompositeController/listFooter`` (or the adapter's
  /// ``ScrollViewAdapter/listHeaderView`` and ``ScrollViewAdapter/listFooterView``) are a
  /// compositional layout's global header and footer, of kinds ``elementKindListHeader`` and
  /// ``elementKindListFooter``; a flow layout cannot show them. Scroll-view delegate calls go on to
  /// ``ScrollViewAdapter/scrollViewDelegate``.
  @MainActor
  public final class CollectionViewAdapter: ScrollViewAdapter, ListHost {
    /// The collection view driven; held weakly.
    public private(set) weak var collectionView: UICollectionView?
    weak var listDataSource: (any ListDataSource)?
    weak var listDelegate: (any ListDelegate)?
    var menus = ContextMenuRouter()
    /// What the collection view shows as its `backgroundView` while every section is empty, set by
    /// the composite from its ``CompositeController/emptyState``.
    @_spi(Hosting) public var emptyState: RowContent? {
      didSet { updateEmptyStateBackground() }
    }
    /// Makes the view the collection view shows as its `backgroundView` while every section is
    /// empty, from the composite's ``/SectionKit/CompositeController/emptyState``; `nil`, the
    /// default, shows the content in a `UIListContentView`, its texts centered.
    ///
    /// The collection view's own background view comes back when a row appears.
    public var emptyStateView: ((RowContent) -> UIView)? {
      didSet { updateEmptyStateBackground(rebuilding: true) }
    }
    var emptyStateBackground = EmptyStateBackground()
    var layoutDeferrals = 0
    /// Whether UIKit performs primary actions itself, as it does from iOS 16 on.
    ///
    /// When it does not, the adapter performs a row's primary action right after the user
    /// selects the row. Tests over the mirror set it to choose the system's behaviour.
    package var systemPerformsPrimaryActions = PrimaryActions.areBuiltIn
    /// The adapter's own supplementary views registered so far, as `"identifier kind"`.
    var registeredOwnViews: Set<String> = []
    /// The appearance of the list sections of ``makeCompositionalLayout(listAppearance:)``, which
    /// styles the views showing section titles; `nil` before a layout is made.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// The view that measures a section title for a flow layout, made on first use.
    var titleSizingView: SectionTitleView?

    /// Whether the user may drag items and drop them across sections, as their section controllers
    /// allow (``/SectionKit/SectionDragAndDrop/dragItems(forRow:in:)``,
    /// ``/SectionKit/SectionDragAndDrop/dropProposal(for:atRow:in:)``; see
    /// <doc:/SectionKit/DragAndDrop>).
    ///
    /// When `true`, the adapter turns on the collection view's `dragInteractionEnabled` (off by
    /// default on iPhone) and becomes its drag and drop delegate. A drop the section under it
    /// accepts changes the models and reaches the collection view as one batch (an item moved
    /// across sections is a `moveItem`). `false` by default.
    public var dragInteractionEnabled = false {
      didSet { updateDragAndDrop() }
    }

    /// Creates the adapter of a collection view.
    ///
    /// - Parameter collectionView: The collection view.
    public init(collectionView: UICollectionView) {
      self.collectionView = collectionView
      super.init()
    }

    override var keyboardAvoidingScrollView: UIScrollView? { collectionView }

    // MARK: ReuseHost

    /// `ContentListCell`, a `UICollectionViewListCell` that shows row content.
    @_spi(Hosting) public var contentCellType: any ContentCell.Type { ContentListCell.self }

    /// `ContentSupplementaryListCell`, a list cell that shows content as a supplementary view.
    @_spi(Hosting) public var contentSupplementaryViewType: any ContentSupplementaryView.Type {
      ContentSupplementaryListCell.self
    }

    /// `"UICollectionViewCell"`.
    @_spi(Hosting) public var cellBaseTypeName: String { "UICollectionViewCell" }
    /// `"UICollectionReusableView"`.
    @_spi(Hosting) public var supplementaryViewBaseTypeName: String { "UICollectionReusableView" }

    /// Whether `type` is a `UICollectionViewCell`.
    ///
    /// - Parameter type: A cell type.
    /// - Returns: `true` for a `UICollectionViewCell` subclass.
    @_spi(Hosting) public func canHoldCell(ofType type: any Reusable.Type) -> Bool {
      type is UICollectionViewCell.Type
    }

    /// Whether `type` is a `UICollectionReusableView`; a `UICollectionViewCell` is one, and
    /// UIKit shows cells as supplementary views too.
    ///
    /// - Parameter type: A view type.
    /// - Returns: `true` for a `UICollectionReusableView` subclass, cells included.
    @_spi(Hosting) public func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool {
      type is UICollectionReusableView.Type
    }

    /// Registers a supplementary view for a kind, by nib (``NibReusable``) or by class.
    ///
    /// - Parameters:
    ///   - type: A `UICollectionReusableView` subclass (a cell is one).
    ///   - kind: The element kind.
    ///   - identifier: The reuse identifier.
    @_spi(Hosting) public func registerSupplementaryView(
      _ type: any Reusable.Type, ofKind kind: SupplementaryKind,
      forReuseIdentifier identifier: String
    ) {
      if let nibType = type as? any NibReusable.Type {
        collectionView?.register(
          nibType.nib, forSupplementaryViewOfKind: kind.elementKind,
          withReuseIdentifier: identifier)
      } else {
        collectionView?.register(
          type as AnyClass, forSupplementaryViewOfKind: kind.elementKind,
          withReuseIdentifier: identifier)
      }
    }

    /// Dequeues a supplementary view from the collection view.
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - identifier: A registered identifier.
    ///   - indexPath: The section (item 0).
    /// - Returns: The view.
    /// - Throws: ``HostError`` when the collection view is gone.
    @_spi(Hosting) public func dequeueReusableSupplementaryView(
      ofKind kind: SupplementaryKind, withIdentifier identifier: String,
      for indexPath: ListIndexPath
    ) throws(HostError) -> any Reusable {
      guard let collectionView else { throw HostError("the collection view is gone") }
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind.elementKind, withReuseIdentifier: identifier, for: IndexPath(indexPath))
    }
  }

  @_spi(Hosting) extension CollectionViewAdapter: ReuseHost {}

  extension CollectionViewAdapter: ListViewAdapter {
    var listView: UICollectionView? { collectionView }

    func takeRoles(in view: UICollectionView, dataSource: Bool, delegate: Bool) {
      view.dataSource = dataSource ? self : nil
      view.delegate = delegate ? self : nil
      view.prefetchDataSource = delegate ? self : nil
    }

    func apply(_ update: ListViewUpdate, to view: UICollectionView, animated: Bool) {
      switch update {
      case .deleteSections(let sections): view.deleteSections(sections)
      case .insertSections(let sections): view.insertSections(sections)
      case .reloadSections(let sections): view.reloadSections(sections)
      case .moveSection(let from, let to): view.moveSection(from, toSection: to)
      case .deleteRows(let items): view.deleteItems(at: items)
      case .insertRows(let items): view.insertItems(at: items)
      case .reloadRows(let items): view.reloadItems(at: items)
      case .moveRow(let from, let to): view.moveItem(at: from, to: to)
      case .reconfigureRows(let items): view.reconfigureItems(at: items)
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
