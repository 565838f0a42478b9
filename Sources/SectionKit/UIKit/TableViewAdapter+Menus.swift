#if canImport(UIKit) || SECTIONKIT_UIKIT_MIRROR
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
      menus = [menu.identifier: menu]
      return Self.uiKit(menu)
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
      guard let identifier = configuration.identifier as? NSString,
        let menu = menus[identifier as String]
      else { return }
      listDelegate?.willCommitPreview(of: menu)
    }

    /// Nothing to do when the menu appears.
    public func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Forgets the menu once its interaction ends.
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

    static func uiKit(_ menu: ContextMenu) -> UIContextMenuConfiguration {
      let title = menu.title
      let actions = menu.actions
      return UIContextMenuConfiguration(
        identifier: menu.identifier as NSString, previewProvider: nil,
        actionProvider: { _ in UIMenu(title: title, children: actions.map(Self.uiKit)) })
    }

    static func uiKit(_ action: ContextMenu.Action) -> UIMenuElement {
      var attributes: UIAction.Attributes = []
      if action.attributes.contains(.destructive) { attributes.insert(.destructive) }
      if action.attributes.contains(.disabled) { attributes.insert(.disabled) }
      return UIAction(title: action.title, attributes: attributes) { _ in action.handler() }
    }
  }
#endif
