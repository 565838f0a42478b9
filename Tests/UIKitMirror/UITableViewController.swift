#if os(Linux)
  import Foundation

  /// UIKit's `UITableViewController`, with the behaviour UIKit gives it: an empty table reloaded
  /// on appearance, otherwise the selection cleared when `clearsSelectionOnViewWillAppear`, scroll
  /// indicators flashed on the first `viewDidAppear`, editing forwarded to the table view.
  @available(iOS 2.0, *)
  @MainActor
  open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table view.
    public var tableView: UITableView!
    /// Whether the selection is cleared on `viewWillAppear`.
    public var clearsSelectionOnViewWillAppear = true
    private var hasAppeared = false

    /// Creates a controller with a table view of a style.
    ///
    /// - Parameter style: The style.
    public init(style: UITableView.Style) {
      super.init()
      tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
      tableView.owningViewController = self
      tableView.dataSource = self
      tableView.delegate = self
    }

    /// Creates a controller from a storyboard or a nib; the mirror decodes nothing and makes a
    /// plain table view, the style of a storyboard's table view controller by default.
    ///
    /// - Parameter coder: A coder.
    public required init?(coder: NSCoder) {
      super.init()
      tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      tableView.owningViewController = self
      tableView.dataSource = self
      tableView.delegate = self
    }

    /// Reloads an empty table; otherwise clears the selection when asked to.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      // The SDK's header: "reloads the table's data if it's empty. Otherwise, it deselects all
      // rows (with or without animation) if clearsSelectionOnViewWillAppear is YES."
      if tableView.numberOfSections == 0 {
        tableView.reloadData()
      } else if clearsSelectionOnViewWillAppear {
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
          tableView.deselectRow(at: indexPath, animated: animated)
        }
      }
    }

    /// Flashes the scroll indicators on the first appearance.
    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if !hasAppeared { tableView.flashScrollIndicators() }
      hasAppeared = true
    }

    /// Forwards editing to the table view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      tableView.setEditing(editing, animated: animated)
    }

    /// No rows of its own.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// No cells of its own.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    // MARK: The optional data-source, delegate and scroll-view delegate methods, overridable as
    // on iOS (where UITableViewController adopts the protocols); each records that it was reached.

    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func numberOfSections(in tableView: UITableView) -> Int {
      MirrorRecorder.reached("numberOfSections(in:)")
      return 1
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      MirrorRecorder.reached("tableView(_:titleForHeaderInSection:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      MirrorRecorder.reached("tableView(_:titleForFooterInSection:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      MirrorRecorder.reached("tableView(_:canEditRowAt:)")
      return false
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      MirrorRecorder.reached("tableView(_:canMoveRowAt:)")
      return false
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:commit:forRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:moveRowAt:to:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      MirrorRecorder.reached("sectionIndexTitles(for:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      MirrorRecorder.reached("tableView(_:sectionForSectionIndexTitle:at:)")
      return index
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:willDisplay:forRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:didEndDisplaying:forRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:willDisplayHeaderView:forSection:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:willDisplayFooterView:forSection:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:didEndDisplayingHeaderView:forSection:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      MirrorRecorder.reached("tableView(_:didEndDisplayingFooterView:forSection:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      MirrorRecorder.reached("tableView(_:heightForRowAt:)")
      return UITableView.automaticDimension
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:heightForHeaderInSection:)")
      return UITableView.automaticDimension
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:heightForFooterInSection:)")
      return UITableView.automaticDimension
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 7.0, *)
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:estimatedHeightForRowAt:)")
      return UITableView.automaticDimension
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 7.0, *)
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:estimatedHeightForHeaderInSection:)")
      return UITableView.automaticDimension
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 7.0, *)
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      MirrorRecorder.reached("tableView(_:estimatedHeightForFooterInSection:)")
      return UITableView.automaticDimension
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      MirrorRecorder.reached("tableView(_:viewForHeaderInSection:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      MirrorRecorder.reached("tableView(_:viewForFooterInSection:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      MirrorRecorder.reached("tableView(_:accessoryButtonTappedForRowWith:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    {
      MirrorRecorder.reached("tableView(_:shouldHighlightRowAt:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didHighlightRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 6.0, *)
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didUnhighlightRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      MirrorRecorder.reached("tableView(_:willSelectRowAt:)")
      return indexPath
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.0, *)
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      MirrorRecorder.reached("tableView(_:willDeselectRowAt:)")
      return indexPath
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didSelectRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.0, *)
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:didDeselectRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      MirrorRecorder.reached("tableView(_:editingStyleForRowAt:)")
      return .delete
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.0, *)
    open func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      MirrorRecorder.reached("tableView(_:titleForDeleteConfirmationButtonForRowAt:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 11.0, *)
    open func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      MirrorRecorder.reached("tableView(_:leadingSwipeActionsConfigurationForRowAt:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 11.0, *)
    open func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      MirrorRecorder.reached("tableView(_:trailingSwipeActionsConfigurationForRowAt:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("tableView(_:shouldIndentWhileEditingRowAt:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      MirrorRecorder.reached("tableView(_:willBeginEditingRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      MirrorRecorder.reached("tableView(_:didEndEditingRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      MirrorRecorder.reached("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
      return proposedDestinationIndexPath
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 13.0, *)
    open func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      MirrorRecorder.reached("tableView(_:contextMenuConfigurationForRowAt:point:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 13.0, *)
    open func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      MirrorRecorder.reached("tableView(_:previewForHighlightingContextMenuWithConfiguration:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 13.0, *)
    open func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      MirrorRecorder.reached("tableView(_:previewForDismissingContextMenuWithConfiguration:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 13.0, *)
    open func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      MirrorRecorder.reached("tableView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 14.0, *)
    open func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      MirrorRecorder.reached("tableView(_:willDisplayContextMenu:animator:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 14.0, *)
    open func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      MirrorRecorder.reached("tableView(_:willEndContextMenuInteraction:animator:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 16.0, *)
    open func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("tableView(_:canPerformPrimaryActionForRowAt:)")
      return false
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 16.0, *)
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    {
      MirrorRecorder.reached("tableView(_:performPrimaryActionForRowAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidScroll(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.2, *)
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidZoom(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewWillBeginDragging(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 5.0, *)
    open func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      MirrorRecorder.reached("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    {
      MirrorRecorder.reached("scrollViewDidEndDragging(_:willDecelerate:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewWillBeginDecelerating(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidEndDecelerating(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidEndScrollingAnimation(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      MirrorRecorder.reached("viewForZooming(in:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.2, *)
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      MirrorRecorder.reached("scrollViewWillBeginZooming(_:with:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      MirrorRecorder.reached("scrollViewDidEndZooming(_:with:atScale:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      MirrorRecorder.reached("scrollViewShouldScrollToTop(_:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidScrollToTop(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 11.0, *)
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidChangeAdjustedContentInset(_:)")
    }
  }
#endif
