/// A context menu for a row, described without UIKit; the UIKit layer turns it into a
/// `UIContextMenuConfiguration` whose `UIMenu` holds its elements, and routes its preview commit
/// back to the owning section.
///
/// A menu holds actions and submenus, nested as deep as UIKit's `UIMenu` allows:
///
/// ```swift
/// ContextMenu(identifier: "order.\(order.id)", title: order.title) {
///   ContextMenu.Action(identifier: "share", title: "Share", imageName: "square.and.arrow.up") {
///     share(order)
///   }
///   ContextMenu.Submenu(title: "Move to", imageName: "folder") {
///     ContextMenu.Action(identifier: "archive", title: "Archive") { move(order, to: .archive) }
///   }
///   ContextMenu.Action(
///     identifier: "delete", title: "Delete", imageName: "trash", attributes: .destructive
///   ) { delete(order) }
/// }
/// ```
///
/// On UIKit, `preview(_:onCommit:)` (in `SectionKitUIKit`) gives the view controller the menu shows as
/// its preview.
@MainActor
public struct ContextMenu {
  /// Identifies the menu, and so the row and section it was made for.
  public var identifier: String
  /// The menu's title, or an empty string for none.
  public var title: String
  /// The menu's elements, actions and submenus, in order.
  public var children: [Element]
  /// Whether the menu shows a preview whose tap is committed to the section controller.
  public var hasPreview: Bool
  /// Makes the preview's view controller: set by the UIKit layer's `preview(_:onCommit:)`, which alone
  /// knows its type.
  package var previewProvider: (@MainActor () -> AnyObject?)?
  /// Shows the preview's view controller once the user tapped it: set by the UIKit layer's
  /// `preview(_:onCommit:)`.
  package var previewCommit: (@MainActor (AnyObject) -> Void)?

  /// Creates a context menu of elements gathered from statements.
  ///
  /// - Parameters:
  ///   - identifier: Identifies the menu.
  ///   - title: The menu's title.
  ///   - hasPreview: Whether the menu shows a preview.
  ///   - children: The menu's actions and submenus, one a line.
  public init(
    identifier: String, title: String = "", hasPreview: Bool = false,
    @ContextMenu.Builder children: () -> [Element]
  ) {
    self.init(identifier: identifier, title: title, children: children(), hasPreview: hasPreview)
  }

  /// Creates a context menu of elements.
  ///
  /// - Parameters:
  ///   - identifier: Identifies the menu.
  ///   - title: The menu's title.
  ///   - children: The menu's actions and submenus.
  ///   - hasPreview: Whether the menu shows a preview.
  public init(
    identifier: String, title: String = "", children: [Element], hasPreview: Bool = false
  ) {
    self.identifier = identifier
    self.title = title
    self.children = children
    self.hasPreview = hasPreview
  }

  /// Creates a context menu of actions only.
  ///
  /// - Parameters:
  ///   - identifier: Identifies the menu.
  ///   - title: The menu's title.
  ///   - actions: The menu's actions.
  ///   - hasPreview: Whether the menu shows a preview.
  public init(identifier: String, title: String = "", actions: [Action], hasPreview: Bool = false) {
    self.init(
      identifier: identifier, title: title, children: actions.map(Element.action),
      hasPreview: hasPreview)
  }

  /// Every action of the menu, those of its submenus included, in the order the menu shows them.
  ///
  /// - Complexity: O(n), n being the number of elements at every depth.
  public var actions: [Action] {
    var actions: [Action] = []
    Element.forEachAction(in: children) { actions.append($0) }
    return actions
  }

  /// The action named `identifier`, at any depth, or `nil` when the menu has none.
  ///
  /// - Parameter identifier: The action's ``Action/identifier``.
  /// - Returns: The first action of that name, in the order the menu shows them.
  /// - Complexity: O(n), n being the number of elements at every depth.
  public func action(_ identifier: String) -> Action? {
    actions.first { $0.identifier == identifier }
  }
}
