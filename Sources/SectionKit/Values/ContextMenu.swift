/// A context menu for a row, described without UIKit; the UIKit layer turns it into a
/// `UIContextMenuConfiguration` and routes its preview commit back to the owning section.
@MainActor
public struct ContextMenu {
  /// One entry of a context menu.
  @MainActor
  public struct Action {
    /// Attributes of a menu action.
    public struct Attributes: OptionSet, Sendable, Hashable {
      /// The raw bits.
      public var rawValue: Int
      /// Creates attributes from raw bits.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: Int) { self.rawValue = rawValue }
      /// The action is destructive and shown in red.
      public static let destructive = Attributes(rawValue: 1 << 0)
      /// The action is shown but cannot be chosen.
      public static let disabled = Attributes(rawValue: 1 << 1)
    }

    /// A stable name for the action.
    public var identifier: String
    /// The action's title.
    public var title: String
    /// The action's attributes.
    public var attributes: Attributes
    /// Runs when the user chooses the action.
    public var handler: @MainActor () -> Void

    /// Creates a menu action.
    ///
    /// - Parameters:
    ///   - identifier: A stable name for the action.
    ///   - title: The action's title.
    ///   - attributes: The action's attributes.
    ///   - handler: Runs when the user chooses the action.
    public init(
      identifier: String, title: String, attributes: Attributes = [],
      handler: @escaping @MainActor () -> Void
    ) {
      self.identifier = identifier
      self.title = title
      self.attributes = attributes
      self.handler = handler
    }
  }

  /// Identifies the menu, and so the row and section it was made for.
  public var identifier: String
  /// The menu's title, or an empty string for none.
  public var title: String
  /// The menu's actions, in order.
  public var actions: [Action]
  /// Whether the menu shows a preview whose tap is committed to the section controller.
  public var hasPreview: Bool

  /// Creates a context menu.
  ///
  /// - Parameters:
  ///   - identifier: Identifies the menu.
  ///   - title: The menu's title.
  ///   - actions: The menu's actions.
  ///   - hasPreview: Whether the menu shows a preview.
  public init(identifier: String, title: String = "", actions: [Action], hasPreview: Bool = false) {
    self.identifier = identifier
    self.title = title
    self.actions = actions
    self.hasPreview = hasPreview
  }
}
