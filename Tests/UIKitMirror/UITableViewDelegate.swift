#if os(Linux)
  import Foundation

  /// UIKit's `UITableViewDelegate`: every method is optional, and each default records that it
  /// was reached.
  @available(iOS 2.0, *)
  @MainActor
  public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// `tableView(_:willDisplay:forRowAt:)` (optional).
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `tableView(_:didEndDisplaying:forRowAt:)` (optional).
    @available(iOS 6.0, *)
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath)
    /// `tableView(_:willDisplayHeaderView:forSection:)` (optional).
    @available(iOS 6.0, *)
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// `tableView(_:willDisplayFooterView:forSection:)` (optional).
    @available(iOS 6.0, *)
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)` (optional).
    @available(iOS 6.0, *)
    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// `tableView(_:didEndDisplayingFooterView:forSection:)` (optional).
    @available(iOS 6.0, *)
    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// `tableView(_:heightForRowAt:)` (optional).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// `tableView(_:heightForHeaderInSection:)` (optional).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// `tableView(_:heightForFooterInSection:)` (optional).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// `tableView(_:estimatedHeightForRowAt:)` (optional).
    @available(iOS 7.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    /// `tableView(_:estimatedHeightForHeaderInSection:)` (optional).
    @available(iOS 7.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    /// `tableView(_:estimatedHeightForFooterInSection:)` (optional).
    @available(iOS 7.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    /// `tableView(_:viewForHeaderInSection:)` (optional).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// `tableView(_:viewForFooterInSection:)` (optional).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// `tableView(_:accessoryButtonTappedForRowWith:)` (optional).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// `tableView(_:shouldHighlightRowAt:)` (optional).
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// `tableView(_:didHighlightRowAt:)` (optional).
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// `tableView(_:didUnhighlightRowAt:)` (optional).
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// `tableView(_:willSelectRowAt:)` (optional).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:willDeselectRowAt:)` (optional).
    @available(iOS 3.0, *)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:didSelectRowAt:)` (optional).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// `tableView(_:didDeselectRowAt:)` (optional).
    @available(iOS 3.0, *)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` (optional).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)` (optional).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// `tableViewDidEndMultipleSelectionInteraction(_:)` (optional).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    /// `tableView(_:editingStyleForRowAt:)` (optional).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)` (optional).
    @available(iOS 3.0, *)
    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (optional).
    @available(iOS 11.0, *)
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (optional).
    @available(iOS 11.0, *)
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// `tableView(_:shouldIndentWhileEditingRowAt:)` (optional).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    /// `tableView(_:willBeginEditingRowAt:)` (optional).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// `tableView(_:didEndEditingRowAt:)` (optional).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` (optional).
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)` (optional).
    @available(iOS 13.0, *)
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)` (optional).
    @available(iOS 13.0, *)
    func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)` (optional).
    @available(iOS 13.0, *)
    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)` (optional).
    @available(iOS 13.0, *)
    func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)
    /// `tableView(_:willDisplayContextMenu:animator:)` (optional).
    @available(iOS 14.0, *)
    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)
    /// `tableView(_:willEndContextMenuInteraction:animator:)` (optional).
    @available(iOS 14.0, *)
    func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)
    /// `tableView(_:canPerformPrimaryActionForRowAt:)` (optional).
    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
      -> Bool
    /// `tableView(_:performPrimaryActionForRowAt:)` (optional).
    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  }

  extension UITableViewDelegate {
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:willDisplay:forRowAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:didEndDisplaying:forRowAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:willDisplayHeaderView:forSection:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:willDisplayFooterView:forSection:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:didEndDisplayingHeaderView:forSection:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:didEndDisplayingFooterView:forSection:)")
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:heightForRowAt:)")
      return UITableView.automaticDimension
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:heightForHeaderInSection:)")
      return UITableView.automaticDimension
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:heightForFooterInSection:)")
      return UITableView.automaticDimension
    }
    /// Records that the default was reached.
    @available(iOS 7.0, *)
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:estimatedHeightForRowAt:)")
      return UITableView.automaticDimension
    }
    /// Records that the default was reached.
    @available(iOS 7.0, *)
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:estimatedHeightForHeaderInSection:)")
      return UITableView.automaticDimension
    }
    /// Records that the default was reached.
    @available(iOS 7.0, *)
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:estimatedHeightForFooterInSection:)")
      return UITableView.automaticDimension
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    {
      MirrorRecorder.reached("tableView(_:viewForHeaderInSection:)")
      return nil
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    {
      MirrorRecorder.reached("tableView(_:viewForFooterInSection:)")
      return nil
    }
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:accessoryButtonTappedForRowWith:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      MirrorRecorder.reached("tableView(_:shouldHighlightRowAt:)")
      return true
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didHighlightRowAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 6.0, *)
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didUnhighlightRowAt:)")
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      MirrorRecorder.reached("tableView(_:willSelectRowAt:)")
      return indexPath
    }
    /// Records that the default was reached.
    @available(iOS 3.0, *)
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      MirrorRecorder.reached("tableView(_:willDeselectRowAt:)")
      return indexPath
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didSelectRowAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 3.0, *)
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didDeselectRowAt:)")
    }
    /// Records that the default was reached; `false`, as UIKit's.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("tableView(_:shouldBeginMultipleSelectionInteractionAt:)")
      return false
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:didBeginMultipleSelectionInteractionAt:)")
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      MirrorRecorder.reached("tableViewDidEndMultipleSelectionInteraction(_:)")
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      MirrorRecorder.reached("tableView(_:editingStyleForRowAt:)")
      return .delete
    }
    /// Records that the default was reached.
    @available(iOS 3.0, *)
    public func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      MirrorRecorder.reached("tableView(_:titleForDeleteConfirmationButtonForRowAt:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 11.0, *)
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      MirrorRecorder.reached("tableView(_:leadingSwipeActionsConfigurationForRowAt:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 11.0, *)
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      MirrorRecorder.reached("tableView(_:trailingSwipeActionsConfigurationForRowAt:)")
      return nil
    }
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("tableView(_:shouldIndentWhileEditingRowAt:)")
      return true
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:willBeginEditingRowAt:)")
    }
    /// Records that the default was reached.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      MirrorRecorder.reached("tableView(_:didEndEditingRowAt:)")
    }
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      MirrorRecorder.reached("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
      return proposedDestinationIndexPath
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      MirrorRecorder.reached("tableView(_:contextMenuConfigurationForRowAt:point:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      MirrorRecorder.reached("tableView(_:previewForHighlightingContextMenuWithConfiguration:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      MirrorRecorder.reached("tableView(_:previewForDismissingContextMenuWithConfiguration:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      MirrorRecorder.reached("tableView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
    /// Records that the default was reached.
    @available(iOS 14.0, *)
    public func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      MirrorRecorder.reached("tableView(_:willDisplayContextMenu:animator:)")
    }
    /// Records that the default was reached.
    @available(iOS 14.0, *)
    public func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      MirrorRecorder.reached("tableView(_:willEndContextMenuInteraction:animator:)")
    }
    /// Records that the default was reached.
    @available(iOS 16.0, *)
    public func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("tableView(_:canPerformPrimaryActionForRowAt:)")
      return false
    }
    /// Records that the default was reached.
    @available(iOS 16.0, *)
    public func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:performPrimaryActionForRowAt:)")
    }
  }
#endif
