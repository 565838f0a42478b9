#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    @_spi(Hosting) import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension UICollectionView: ListView {
    static var listViewName: String { "collection view" }

    func cachedRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    var visibleRows: [IndexPath] { indexPathsForVisibleItems }

    var selectedRows: [IndexPath] { indexPathsForSelectedItems ?? [] }

    func visibleCell(at indexPath: IndexPath) -> (any Reusable)? { cellForItem(at: indexPath) }

    func select(
      _ indexPath: IndexPath?, animated: Bool, scrollingTo position: SectionKit.ScrollPosition
    ) {
      selectItem(at: indexPath, animated: animated, scrollPosition: position.collectionView)
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
      deselectItem(at: indexPath, animated: animated)
    }

    func scroll(to indexPath: IndexPath, at position: SectionKit.ScrollPosition, animated: Bool) {
      scrollToItem(at: indexPath, at: position.collectionView, animated: animated)
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
