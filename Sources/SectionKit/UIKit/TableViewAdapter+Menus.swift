#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension TableViewAdapter {
    /// The owning controller's leading swipe actions, as UIKit's configuration.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      listDelegate?.leadingSwipeActions(forRowAt: indexPath.listIndexPath).map(Self.uiKit)
    }

    /// The owning controller's trailing swipe actions; `nil` lets UIKit show its Delete action.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      listDelegate?.trailingSwipeActions(forRowAt: indexPath.listIndexPath).map(Self.uiKit)
    }

    /// The owning controller's context menu, as UIKit's configuration; its identifier routes
    /// the preview commit back.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let menu = listDelegate?.contextMenu(forRowAt: indexPath.listIndexPath) else {
        return nil
      }
      return menus.configuration(for: menu)
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
      guard let menu = menus.menu(for: configuration) else { return }
      listDelegate?.willCommitPreview(of: menu)
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

    static func uiKit(_ configuration: SwipeActionsConfiguration) -> UISwipeActionsConfiguration {
      let actions = configuration.actions.map { action in
        UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          action.handler { completion($0) }
        }
      }
      let result = UISwipeActionsConfiguration(actions: actions)
      result.performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
      return result
    }
  }
#endif
