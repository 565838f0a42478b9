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

    /// UIKit's configuration for `menu`, remembered as the menu on screen.
    mutating func configuration(for menu: ContextMenu) -> UIContextMenuConfiguration {
      menus = [menu.identifier: menu]
      let title = menu.title
      let actions = menu.actions
      return UIContextMenuConfiguration(
        identifier: menu.identifier as NSString, previewProvider: nil,
        actionProvider: { _ in UIMenu(title: title, children: actions.map(Self.element)) })
    }

    /// The menu a configuration was made from, if it is the one on screen.
    func menu(for configuration: UIContextMenuConfiguration) -> ContextMenu? {
      guard let identifier = configuration.identifier as? NSString else { return nil }
      return menus[identifier as String]
    }

    private static func element(_ action: ContextMenu.Action) -> UIMenuElement {
      var attributes: UIAction.Attributes = []
      if action.attributes.contains(.destructive) { attributes.insert(.destructive) }
      if action.attributes.contains(.disabled) { attributes.insert(.disabled) }
      return UIAction(title: action.title, attributes: attributes) { _ in action.handler() }
    }
  }
#endif
