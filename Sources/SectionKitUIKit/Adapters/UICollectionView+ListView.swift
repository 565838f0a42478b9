#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension UICollectionView: ListView {
    /// The layout's `collectionViewContentSize`, which knows a batch before the collection
    /// view is laid out again.
    var contentSizeOfLayout: CGSize { collectionViewLayout.collectionViewContentSize }

    static var listViewName: String { "collection view" }

    func cachedRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    var visibleRows: [IndexPath] { indexPathsForVisibleItems }

    var selectedRows: [IndexPath] { indexPathsForSelectedItems ?? [] }

    func visibleCell(at indexPath: IndexPath) -> (any Reusable)? { cellForItem(at: indexPath) }

    func row(shownBy cell: AnyObject) -> IndexPath? {
      (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func select(
      _ indexPath: IndexPath?, animated: Bool, scrollingTo position: SectionKit.ScrollPosition
    ) {
      selectItem(at: indexPath, animated: animated, scrollPosition: position.collectionView)
    }

    /// A collection view's editing mode has no animated setter: its cells animate their
    /// accessories themselves.
    func changeEditing(_ editing: Bool, animated: Bool) {
      isEditing = editing
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
      deselectItem(at: indexPath, animated: animated)
    }

    func scroll(to indexPath: IndexPath, at position: SectionKit.ScrollPosition, animated: Bool) {
      scrollToItem(at: indexPath, at: position.collectionView, animated: animated)
    }

    /// A collection view has no call to reload its index alone: it asks for the titles when it
    /// reloads.
    func reloadIndexTitles() {}

    /// The union of the section's header, first and last item, and footer, as the layout
    /// places them.
    func sectionFrame(_ section: Int) -> CGRect? {
      let items = numberOfItems(inSection: section)
      let frames = [
        layoutAttributesForSupplementaryElement(
          ofKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: section)),
        items > 0 ? layoutAttributesForItem(at: IndexPath(item: 0, section: section)) : nil,
        items > 1 ? layoutAttributesForItem(at: IndexPath(item: items - 1, section: section)) : nil,
        layoutAttributesForSupplementaryElement(
          ofKind: UICollectionView.elementKindSectionFooter,
          at: IndexPath(item: 0, section: section)),
      ].compactMap { $0?.frame }
      guard let first = frames.first else { return nil }
      return frames.dropFirst().reduce(first) { frame, next in
        CGRect(
          x: min(frame.minX, next.minX), y: min(frame.minY, next.minY),
          width: max(frame.maxX, next.maxX) - min(frame.minX, next.minX),
          height: max(frame.maxY, next.maxY) - min(frame.minY, next.minY))
      }
    }

    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
      layoutAttributesForItem(at: indexPath)?.frame
    }

    func registerCellClass(_ cellClass: AnyClass, forIdentifier identifier: String) {
      register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    func registerCellNib(_ nib: UINib, forIdentifier identifier: String) {
      register(nib, forCellWithReuseIdentifier: identifier)
    }

    func dequeueCell(withIdentifier identifier: String, at indexPath: IndexPath) -> any Reusable {
      dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
  }
#endif
