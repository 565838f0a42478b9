#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension CollectionViewAdapter: UICollectionViewDelegate {
    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.shouldHighlightRow(at: indexPath.listIndexPath) ?? true
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      listDelegate?.didHighlightRow(at: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      listDelegate?.didUnhighlightRow(at: indexPath.listIndexPath)
    }

    /// Asks the owning controller's `shouldSelectRow`, then its `willSelectRow`: the item itself
    /// selects; `false` or `nil` cancels;
    /// another item of the section is selected instead, as `UITableView` would redirect.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      guard let listDelegate else { return true }
      guard let target = listDelegate.willSelectRow(at: indexPath.listIndexPath) else {
        return false
      }
      guard target == indexPath.listIndexPath else {
        collectionView.selectItem(at: IndexPath(target), animated: true, scrollPosition: [])
        listDelegate.didSelectRow(at: target)
        return false
      }
      return true
    }

    /// Keeps a move inside the original item's section, as the owning controller decides; the
    /// only item of a section that can move may land in the section of a movable sibling
    /// (`SectionController.canMoveSection(in:)`).
    @available(iOS 15.0, *)
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      guard let listDelegate else { return proposedIndexPath }
      return IndexPath(
        listDelegate.targetIndexPathForMove(
          from: originalIndexPath.listIndexPath, toProposed: proposedIndexPath.listIndexPath))
    }

    /// Asks the owning controller's `shouldDeselectRow`, then its `willDeselectRow`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.willDeselectRow(at: indexPath.listIndexPath) != nil
    }

    /// Routes to the owning controller; before iOS 16, then performs the item's primary action.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      didSelect(indexPath)
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      listDelegate?.didDeselectRow(at: indexPath.listIndexPath)
    }

    /// Asks the controller of the item a two-finger pan starts on whether it selects items (the
    /// collection view then sets `allowsMultipleSelection`).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.shouldBeginMultipleSelectionInteraction(at: indexPath.listIndexPath) ?? false
    }

    /// Routes to the controller of the item the pan began on.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      listDelegate?.didBeginMultipleSelectionInteraction(at: indexPath.listIndexPath)
    }

    /// Routes to the controller that heard the pan begin.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func collectionViewDidEndMultipleSelectionInteraction(
      _ collectionView: UICollectionView
    ) {
      listDelegate?.didEndMultipleSelectionInteraction()
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      listDelegate?.willDisplay(cell, forRowAt: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      listDelegate?.didEndDisplaying(cell, forRowAt: indexPath.listIndexPath)
    }

    /// Routes a supplementary view of any kind to the owning controller, with its kind; the
    /// empty view of a kind the section does not give is not reported.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      guard ownsSupplementaryView(view, ofKind: elementKind, at: indexPath) else { return }
      listDelegate?.willDisplaySupplementaryView(
        view, ofKind: SupplementaryKind(elementKind: elementKind), inSection: indexPath.section)
    }

    /// Routes a supplementary view of any kind to the controller it was displayed for.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      guard ownsSupplementaryView(view, ofKind: elementKind, at: indexPath) else { return }
      listDelegate?.didEndDisplayingSupplementaryView(
        view, ofKind: SupplementaryKind(elementKind: elementKind), inSection: indexPath.section)
    }

    /// Whether a supplementary view's display belongs to a section controller: not the
    /// adapter's empty view, not the list's header or footer (a global item, whose index path
    /// names no section), and only in a section the list has.
    private func ownsSupplementaryView(
      _ view: UICollectionReusableView, ofKind elementKind: String, at indexPath: IndexPath
    ) -> Bool {
      guard !(view is EmptySupplementaryView), !(view is ListSupplementaryView),
        elementKind != Self.elementKindListHeader, elementKind != Self.elementKindListFooter
      else { return false }
      return indexPath.section < (listDataSource?.numberOfSections() ?? 0)
    }

    /// The context menu of the first item (iOS 16), from its owning controller.
    public func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      indexPaths.first.flatMap { contextMenuConfiguration(at: $0) }
    }

    /// The context menu of an item (iOS 13–15), from its owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      contextMenuConfiguration(at: indexPath)
    }

    /// Routes the preview commit to the controller that made the menu.
    public func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      willCommitPreview(of: configuration, animator: animator)
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.canPerformPrimaryAction(forRowAt: indexPath.listIndexPath) ?? false
    }

    /// Routes to the owning controller.
    public func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
      listDelegate?.performPrimaryAction(forRowAt: indexPath.listIndexPath)
    }
  }

  extension SupplementaryKind {
    /// The kind of a collection view element kind: ``SupplementaryKind/header`` and
    /// ``SupplementaryKind/footer`` for UIKit's section header and footer, the kind of that name
    /// for any other (a custom kind's `rawValue` is its element kind).
    ///
    /// - Parameter elementKind: UIKit's element kind.
    @MainActor init(elementKind: String) {
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: self = .header
      case UICollectionView.elementKindSectionFooter: self = .footer
      default: self.init(elementKind)
      }
    }
  }
#endif
