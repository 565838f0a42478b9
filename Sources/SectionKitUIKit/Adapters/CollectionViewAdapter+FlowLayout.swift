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

    /// The owning controller's header size, or the flow layout's `headerReferenceSize`, or,
    /// where that is zero and the section has a header title, the size the title needs across
    /// the collection view; the header is shown only where this is not zero.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      if section == 0 { checkFlowLayoutCanShowListHeaderAndFooter() }
      if let size = listDelegate?.sizeForHeader(inSection: section) { return size }
      let own = (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
      guard own == .zero, let title = listDataSource?.titleForHeader(inSection: section) else {
        return own
      }
      return size(of: title, isHeader: true, in: collectionView, layout: collectionViewLayout)
    }

    /// The owning controller's footer size, or the flow layout's `footerReferenceSize`, or,
    /// where that is zero and the section has a footer title, the size the title needs across
    /// the collection view; the footer is shown only where this is not zero.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      if let size = listDelegate?.sizeForFooter(inSection: section) { return size }
      let own = (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
      guard own == .zero, let title = listDataSource?.titleForFooter(inSection: section) else {
        return own
      }
      return size(of: title, isHeader: false, in: collectionView, layout: collectionViewLayout)
    }

    /// The size of the view showing a section title, fitted with Auto Layout across the
    /// collection view: its width in a vertical flow layout, its height in a horizontal one.
    private func size(
      of title: String, isHeader: Bool, in collectionView: UICollectionView,
      layout: UICollectionViewLayout
    ) -> CGSize {
      let view = titleSizingView ?? SectionTitleView(frame: .zero)
      titleSizingView = view
      view.show(title, isHeader: isHeader, plain: listAppearance == .plain)
      let bounds = collectionView.bounds.size
      if (layout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal {
        return view.systemLayoutSizeFitting(
          CGSize(width: 0, height: bounds.height),
          withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
      }
      return view.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
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
