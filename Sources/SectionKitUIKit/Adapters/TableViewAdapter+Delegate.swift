#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension TableViewAdapter: UITableViewDelegate {
    // MARK: Display

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      listDelegate?.willDisplay(cell, forRowAt: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      listDelegate?.didEndDisplaying(cell, forRowAt: indexPath.listIndexPath)
    }

    /// Routes a header view to the owning controller.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      guard let view = view as? UITableViewHeaderFooterView else { return }
      showTitleAccessibility(on: view, inSection: section, isHeader: true)
      listDelegate?.willDisplaySupplementaryView(view, ofKind: .header, inSection: section)
    }

    /// Routes a footer view to the owning controller.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      guard let view = view as? UITableViewHeaderFooterView else { return }
      showTitleAccessibility(on: view, inSection: section, isHeader: false)
      listDelegate?.willDisplaySupplementaryView(view, ofKind: .footer, inSection: section)
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      guard let view = view as? UITableViewHeaderFooterView else { return }
      listDelegate?.didEndDisplayingSupplementaryView(view, ofKind: .header, inSection: section)
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      guard let view = view as? UITableViewHeaderFooterView else { return }
      listDelegate?.didEndDisplayingSupplementaryView(view, ofKind: .footer, inSection: section)
    }

    /// Sets what VoiceOver reads for the view UIKit shows a section's title in (a
    /// `UITableViewHeaderFooterView` of UIKit's own class, for a section that gives a title and
    /// no view); a section's own view keeps its own.
    private func showTitleAccessibility(
      on view: UITableViewHeaderFooterView, inSection section: Int, isHeader: Bool
    ) {
      guard type(of: view) == UITableViewHeaderFooterView.self else { return }
      let title =
        isHeader
        ? listDataSource?.titleForHeader(inSection: section)
        : listDataSource?.titleForFooter(inSection: section)
      guard let title else { return }
      view.showAccessibility(
        titleAccessibility(inSection: section, title: title, isHeader: isHeader))
    }

    // MARK: Sizes

    /// The owning controller's height, or automatic.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      listDelegate?.heightForRow(at: indexPath.listIndexPath) ?? UITableView.automaticDimension
    }

    /// The owning controller's estimate, or automatic.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      listDelegate?.estimatedHeightForRow(at: indexPath.listIndexPath)
        ?? UITableView.automaticDimension
    }

    /// The owning controller's header height, or automatic.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      listDelegate?.heightForHeader(inSection: section) ?? UITableView.automaticDimension
    }

    /// The owning controller's footer height, or automatic.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      listDelegate?.heightForFooter(inSection: section) ?? UITableView.automaticDimension
    }

    /// The owning controller's header height, or automatic.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      listDelegate?.heightForHeader(inSection: section) ?? UITableView.automaticDimension
    }

    /// The owning controller's footer height, or automatic.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      listDelegate?.heightForFooter(inSection: section) ?? UITableView.automaticDimension
    }

    /// The owning controller's header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    {
      listDelegate?.viewForHeader(inSection: section) as? UIView
    }

    /// The owning controller's footer view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    {
      listDelegate?.viewForFooter(inSection: section) as? UIView
    }

    // MARK: Highlight and selection

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      listDelegate?.shouldHighlightRow(at: indexPath.listIndexPath) ?? true
    }

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      listDelegate?.didHighlightRow(at: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      listDelegate?.didUnhighlightRow(at: indexPath.listIndexPath)
    }

    /// Routes to the owning controller, which may redirect within its section or cancel.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      guard let listDelegate else { return indexPath }
      return listDelegate.willSelectRow(at: indexPath.listIndexPath).map(IndexPath.init)
    }

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      guard let listDelegate else { return indexPath }
      return listDelegate.willDeselectRow(at: indexPath.listIndexPath).map(IndexPath.init)
    }

    /// Routes to the owning controller; before iOS 16, then performs the row's primary action.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      didSelect(indexPath)
    }

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      listDelegate?.didDeselectRow(at: indexPath.listIndexPath)
    }

    /// Asks the controller of the row a two-finger pan starts on whether it selects rows (the
    /// table then enters editing mode); UIKit asks only while
    /// `allowsMultipleSelectionDuringEditing` is `true`.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.shouldBeginMultipleSelectionInteraction(at: indexPath.listIndexPath) ?? false
    }

    /// Routes to the controller of the row the pan began on.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      listDelegate?.didBeginMultipleSelectionInteraction(at: indexPath.listIndexPath)
    }

    /// Routes to the controller that heard the pan begin.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      listDelegate?.didEndMultipleSelectionInteraction()
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      listDelegate?.accessoryButtonTapped(forRowAt: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.canPerformPrimaryAction(forRowAt: indexPath.listIndexPath) ?? false
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {
      listDelegate?.performPrimaryAction(forRowAt: indexPath.listIndexPath)
    }

    // MARK: Editing

    /// The owning controller's editing style.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      (listDelegate?.editingStyle(forRowAt: indexPath.listIndexPath) ?? .delete).uiKit
    }

    /// The owning controller's delete confirmation title.
    public func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      listDelegate?.titleForDeleteConfirmation(forRowAt: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool {
      listDelegate?.shouldIndentWhileEditingRow(at: indexPath.listIndexPath) ?? true
    }

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      listDelegate?.willBeginEditingRow(at: indexPath.listIndexPath)
    }

    /// Routes to the owning controller.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      listDelegate?.didEndEditingRow(at: indexPath?.listIndexPath)
    }

    /// Keeps a move inside the source row's section, as the owning controller decides.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      guard let listDelegate else { return proposedDestinationIndexPath }
      return IndexPath(
        listDelegate.targetIndexPathForMove(
          from: sourceIndexPath.listIndexPath,
          toProposed: proposedDestinationIndexPath.listIndexPath))
    }

    // MARK: Swipe actions and context menus

    /// The owning controller's leading swipe actions, as UIKit's configuration.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      listDelegate?.leadingSwipeActions(forRowAt: indexPath.listIndexPath).map(\.uiKit)
    }

    /// The owning controller's trailing swipe actions; `nil` lets UIKit show its Delete action.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      listDelegate?.trailingSwipeActions(forRowAt: indexPath.listIndexPath).map(\.uiKit)
    }

    /// The owning controller's context menu, as UIKit's configuration; its identifier routes
    /// the preview commit back.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      contextMenuConfiguration(at: indexPath)
    }

    /// No custom preview.
    public func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// No custom preview.
    public func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// Routes the preview commit to the controller that made the menu.
    public func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      willCommitPreview(of: configuration, animator: animator)
    }

    /// Nothing to do when the menu appears.
    public func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Nothing to do: the menu is kept until the next one replaces it, so a late preview commit
    /// still reaches its controller.
    public func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}
  }
#endif
