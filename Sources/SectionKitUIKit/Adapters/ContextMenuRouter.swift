#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Turns a section controller's ``ContextMenu`` into UIKit's configuration and finds it
  /// again from that configuration when the user commits its preview.
  @MainActor
  struct ContextMenuRouter {
    private var menus: [String: ContextMenu] = [:]

    /// UIKit's configuration for `menu`, remembered as the menu on screen: its elements as a
    /// `UIMenu` tree, and its preview (``ContextMenu/preview(_:onCommit:)``) as the preview provider.
    mutating func configuration(for menu: ContextMenu) -> UIContextMenuConfiguration {
      menus = [menu.identifier: menu]
      let title = menu.title
      let children = menu.children
      return UIContextMenuConfiguration(
        identifier: menu.identifier as NSString, previewProvider: Self.previewProvider(of: menu),
        actionProvider: { _ in UIMenu(title: title, children: children.map(Self.element)) })
    }

    /// The menu a configuration was made from, if it is the one on screen.
    func menu(for configuration: UIContextMenuConfiguration) -> ContextMenu? {
      guard let identifier = configuration.identifier as? NSString else { return nil }
      return menus[identifier as String]
    }

    private static func previewProvider(of menu: ContextMenu)
      -> UIContextMenuContentPreviewProvider?
    {
      guard let makePreview = menu.previewProvider else { return nil }
      let identifier = menu.identifier
      return {
        guard let preview = makePreview() else { return nil }
        guard let viewController = preview as? UIViewController else {
          misuse(
            """
            SectionKit: the preview of the context menu "\(identifier)" is a \(type(of: preview)), \
            not a UIViewController; give the preview with ContextMenu.preview(_:onCommit:) of SectionKitUIKit.
            """)
        }
        return viewController
      }
    }

    /// Hands the preview on screen to the menu's `onCommit`, once UIKit's animations end; the
    /// preview then grows into what `onCommit` shows (`.pop`).
    ///
    /// - Parameters:
    ///   - menu: The menu whose preview the user tapped.
    ///   - animator: UIKit's animator of the commit.
    static func commitPreview(
      of menu: ContextMenu, animator: any UIContextMenuInteractionCommitAnimating
    ) {
      guard let commit = menu.previewCommit else { return }
      animator.preferredCommitStyle = .pop
      animator.addCompletion { [weak animator] in
        guard let preview = animator?.previewViewController else { return }
        commit(preview)
      }
    }

    private static func element(_ element: ContextMenu.Element) -> UIMenuElement {
      switch element {
      case .action(let action): return self.action(action)
      case .submenu(let submenu): return self.submenu(submenu)
      }
    }

    private static func action(_ action: ContextMenu.Action) -> UIAction {
      let result = UIAction(
        title: action.title, image: image(action.imageName),
        identifier: UIAction.Identifier(action.identifier), attributes: attributes(of: action),
        state: state(of: action)
      ) { _ in action.handler() }
      result.subtitle = action.subtitle
      return result
    }

    private static func submenu(_ submenu: ContextMenu.Submenu) -> UIMenu {
      var options: UIMenu.Options = []
      if submenu.options.contains(.displayInline) { options.insert(.displayInline) }
      if submenu.options.contains(.destructive) { options.insert(.destructive) }
      return UIMenu(
        title: submenu.title, image: image(submenu.imageName), options: options,
        children: submenu.children.map(element))
    }

    private static func image(_ name: String?) -> UIImage? {
      name.flatMap { UIImage(systemName: $0) }
    }

    private static func attributes(of action: ContextMenu.Action) -> UIMenuElement.Attributes {
      var attributes: UIMenuElement.Attributes = []
      if action.attributes.contains(.destructive) { attributes.insert(.destructive) }
      if action.attributes.contains(.disabled) { attributes.insert(.disabled) }
      if action.attributes.contains(.hidden) { attributes.insert(.hidden) }
      if action.attributes.contains(.keepsMenuPresented), #available(iOS 16, *) {
        attributes.insert(.keepsMenuPresented)
      }
      return attributes
    }

    private static func state(of action: ContextMenu.Action) -> UIMenuElement.State {
      switch action.state {
      case .off: return .off
      case .on: return .on
      case .mixed: return .mixed
      }
    }
  }
#endif
