@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// A user chooses an action of an open context menu, or of one of its submenus: its handler
  /// runs.
  ///
  /// As in UIKit, a disabled or hidden action cannot be chosen.
  ///
  /// ```swift
  /// let menu = try #require(try list.contextMenu(forRowAt: ListIndexPath(row: 0, section: 1)))
  /// try list.chooseAction("archive", in: menu)  // inside the "Move to" submenu
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The action's ``/SectionKit/ContextMenu/Action/identifier``.
  ///   - menu: The menu returned by ``contextMenu(forRowAt:)``.
  /// - Throws: ``/SectionKit/HostError`` when the menu has no action of that name, or the action is
  ///   disabled or hidden.
  public func chooseAction(_ identifier: String, in menu: ContextMenu) throws(HostError) {
    settle()
    defer { settle() }
    guard let action = menu.action(identifier) else {
      let names = menu.actions.map { "\"\($0.identifier)\"" }.joined(separator: ", ")
      throw HostError(
        "the context menu \"\(menu.identifier)\" has no action \"\(identifier)\"; it has \(names)")
    }
    if action.attributes.contains(.hidden) {
      throw HostError("the action \"\(identifier)\" is hidden: a user cannot choose it")
    }
    if action.attributes.contains(.disabled) {
      throw HostError("the action \"\(identifier)\" is disabled: a user cannot choose it")
    }
    action.handler()
  }
}
