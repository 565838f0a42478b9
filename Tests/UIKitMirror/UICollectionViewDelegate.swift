#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionViewDelegate`: every method is optional, and each default records that
  /// it was reached.
  @available(iOS 6.0, *)
  @MainActor
  public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// `collectionView(_:shouldHighlightItemAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool
    /// `collectionView(_:didHighlightItemAt:)` (optional).
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// `collectionView(_:didUnhighlightItemAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// `collectionView(_:shouldSelectItemAt:)` (optional).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    /// `collectionView(_:shouldDeselectItemAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    )
      -> Bool
    /// `collectionView(_:didSelectItemAt:)` (optional).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// (optional).
    @available(iOS 15.0, *)
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// `collectionView(_:didDeselectItemAt:)` (optional).
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` (optional).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)` (optional).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)` (optional).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// `collectionView(_:willDisplay:forItemAt:)` (optional).
    @available(iOS 8.0, *)
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /// `collectionView(_:didEndDisplaying:forItemAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` (optional).
    @available(iOS 8.0, *)
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath)
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (optional).
    @available(iOS 16.0, *)
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
      point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (optional).
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
    )
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)` (optional).
    @available(iOS 13.0, *)
    func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)
    /// `collectionView(_:canPerformPrimaryActionForItemAt:)` (optional).
    @available(iOS 16.0, *)
    func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool
    /// `collectionView(_:performPrimaryActionForItemAt:)` (optional).
    @available(iOS 16.0, *)
    func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
  }

  extension UICollectionViewDelegate {
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldHighlightItemAt:)")
      return true
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didHighlightItemAt:)")
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didUnhighlightItemAt:)")
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldSelectItemAt:)")
      return true
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldDeselectItemAt:)")
      return true
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didSelectItemAt:)")
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didDeselectItemAt:)")
    }
    /// Records that the default was reached; `false`, as UIKit's.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldBeginMultipleSelectionInteractionAt:)")
      return false
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didBeginMultipleSelectionInteractionAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func collectionViewDidEndMultipleSelectionInteraction(
      _ collectionView: UICollectionView
    ) {
      MirrorRecorder.reached("collectionViewDidEndMultipleSelectionInteraction(_:)")
    }
    /// Records that the default was reached.
    @available(iOS 8.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:willDisplay:forItemAt:)")
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didEndDisplaying:forItemAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 8.0, *)
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      MirrorRecorder.reached(
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)")
    }
    /// Records that the default was reached.
    @available(iOS 16.0, *)
    public func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      MirrorRecorder.reached("collectionView(_:contextMenuConfigurationForItemsAt:point:)")
      return nil
    }
    /// Records that the default was reached.
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
    )
    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      MirrorRecorder.reached("collectionView(_:contextMenuConfigurationForItemAt:point:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      MirrorRecorder.reached("collectionView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
    /// Records that the default was reached.
    @available(iOS 16.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:canPerformPrimaryActionForItemAt:)")
      return false
    }
    /// Records that the default was reached.
    @available(iOS 15.0, *)
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      MirrorRecorder.reached(
        "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)"
      )
      return proposedIndexPath
    }
    /// Records that the default was reached.
    @available(iOS 16.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:performPrimaryActionForItemAt:)")
    }
  }
#endif
