#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  // A collection view asks these only when its layout is a `UICollectionViewFlowLayout`. Each
  // answer is the owning section controller's, or the flow layout's own property when the
  // controller gives none, which is what the layout would use without a delegate.
  extension CollectionViewAdapter: UICollectionViewDelegateFlowLayout {
    /// The owning controller's item size, or the flow layout's `itemSize`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      listDelegate?.sizeForItem(at: indexPath.listIndexPath)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// The owning controller's section insets, or the flow layout's `sectionInset`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      guard let insets = listDelegate?.sectionInsets(inSection: section) else {
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? UIEdgeInsets()
      }
      return insets.uiKit
    }

    /// The owning controller's line spacing, or the flow layout's `minimumLineSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      listDelegate?.minimumLineSpacing(inSection: section)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    /// The owning controller's interitem spacing, or the flow layout's
    /// `minimumInteritemSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      listDelegate?.minimumInteritemSpacing(inSection: section)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    /// The owning controller's header size, or the flow layout's `headerReferenceSize`; the
    /// header is shown only where this is not zero.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      listDelegate?.sizeForHeader(inSection: section)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The owning controller's footer size, or the flow layout's `footerReferenceSize`; the
    /// footer is shown only where this is not zero.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      listDelegate?.sizeForFooter(inSection: section)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
  }

  extension SectionInsets {
    /// UIKit's insets with the same margins.
    var uiKit: UIEdgeInsets {
      var insets = UIEdgeInsets()
      insets.top = top
      insets.left = left
      insets.bottom = bottom
      insets.right = right
      return insets
    }
  }
#endif
