#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The view shown for a supplementary view the layout asks for but the section does not give
  /// (UIKit must be given a view); its display is not reported.
  final class EmptySupplementaryView: UICollectionReusableView {}

  extension CollectionViewAdapter: UICollectionViewDataSource {
    /// The composite's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      listDataSource?.numberOfSections() ?? 0
    }

    /// The owning controller's row count.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      listDataSource?.numberOfRows(inSection: section) ?? 0
    }

    /// The cell the owning controller dequeued by type and configured.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      cell(at: indexPath, as: UICollectionViewCell.self)
    }

    /// The owning controller's header or footer view, else a view showing its header or footer
    /// title; for any other kind, the owning controller's
    /// ``/SectionKit/SectionSupplementaryViews/viewForSupplementaryView(ofKind:at:in:)`` at its
    /// local item; else an empty view, as UIKit needs one.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let section = indexPath.section
      let view: (any Reusable)?
      let title: String?
      switch kind {
      case UICollectionView.elementKindSectionHeader:
        view = listDelegate?.viewForHeader(inSection: section)
        title = view == nil ? listDataSource?.titleForHeader(inSection: section) : nil
      case UICollectionView.elementKindSectionFooter:
        view = listDelegate?.viewForFooter(inSection: section)
        title = view == nil ? listDataSource?.titleForFooter(inSection: section) : nil
      case Self.elementKindListHeader, Self.elementKindListFooter:
        return listSupplementaryView(ofKind: kind, at: indexPath, in: collectionView)
      default:
        // A global item of the layout's own (not the list's header or footer) stands in no
        // section: it gets an empty view, not section 0's.
        let inSection =
          indexPath.count == 2 && section < (listDataSource?.numberOfSections() ?? 0)
          && !isGlobalItem(ofKind: kind)
        view =
          inSection
          ? listDelegate?.viewForSupplementaryView(
            ofKind: SupplementaryKind(elementKind: kind), at: indexPath.listIndexPath) : nil
        title = nil
      }
      if let reusable = view as? UICollectionReusableView { return reusable }
      if let title {
        let titleView = dequeueOwnView(
          SectionTitleView.self, ofKind: kind, at: indexPath, in: collectionView)
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        titleView.show(title, isHeader: isHeader, plain: listAppearance == .plain)
        titleView.showAccessibility(
          titleAccessibility(inSection: section, title: title, isHeader: isHeader))
        return titleView
      }
      return dequeueOwnView(
        EmptySupplementaryView.self, ofKind: kind, at: indexPath, in: collectionView)
    }

    /// Dequeues one of the adapter's own supplementary views, registering its class for `kind`
    /// the first time.
    func dequeueOwnView<View: UICollectionReusableView>(
      _ type: View.Type, ofKind kind: String, at indexPath: IndexPath,
      in collectionView: UICollectionView
    ) -> View {
      let identifier = ReuseIdentifier.derived(from: type)
      if registeredOwnViews.insert("\(identifier) \(kind)").inserted {
        collectionView.register(
          type, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      }
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
      guard let typed = view as? View else {
        fatalError(
          """
          SectionKit: the collection view returned a '\(Swift.type(of: view))' for identifier \
          '\(identifier)', which SectionKit registered for '\(type)'. Something else registered \
          that identifier on the collection view; register views only through SectionKit.
          """)
      }
      return typed
    }

    /// Whether the owning controller lets the item move.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    {
      listDataSource?.canMoveRow(at: indexPath.listIndexPath) ?? false
    }

    /// Routes the move to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      listDataSource?.moveRow(
        at: sourceIndexPath.listIndexPath, to: destinationIndexPath.listIndexPath)
    }

    /// The index titles (iOS 14, shown by list layouts): the titles the section controllers
    /// give, or `nil` (no index) when none gives one.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      let titles = listDataSource?.sectionIndexTitles() ?? []
      return titles.isEmpty ? nil : titles
    }

    /// The item UIKit scrolls to for a tapped title: the first item of the section of the
    /// controller that gave it or, for a section without items, of the next section that has
    /// some (the last item before it at the end of the list).
    public func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      let section = listDataSource?.section(forSectionIndexTitle: title, at: index) ?? index
      let counts = rowCounts
      if let next = counts.indices.first(where: { $0 >= section && counts[$0] > 0 }) {
        return IndexPath(item: 0, section: next)
      }
      if let previous = counts.indices.last(where: { $0 < section && counts[$0] > 0 }) {
        return IndexPath(item: counts[previous] - 1, section: previous)
      }
      return IndexPath(item: 0, section: section)
    }
  }

  extension CollectionViewAdapter: UICollectionViewDataSourcePrefetching {
    /// Routes prefetching to the owning controllers, grouped by section.
    public func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      listDelegate?.prefetchRows(at: indexPaths.map(\.listIndexPath))
    }

    /// Routes the cancellation to the owning controllers.
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      listDelegate?.cancelPrefetchingRows(at: indexPaths.map(\.listIndexPath))
    }
  }
#endif
