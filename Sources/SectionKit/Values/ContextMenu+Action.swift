extension ContextMenu {
  /// One action of a context menu, as UIKit's `UIAction`.
  @MainActor
  public struct Action {
    /// Attributes of a menu action, as UIKit's `UIMenuElement.Attributes`.
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
      /// The action is not shown (and so cannot be chosen).
      public static let hidden = Attributes(rawValue: 1 << 2)
      /// The menu stays open once the action ran (UIKit honours it from iOS 16).
      public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark, as UIKit's `UIMenuElement.State`.
    public enum State: Sendable, Hashable {
      /// No mark.
      case off
      /// A checkmark: the action's option is the chosen one.
      case on
      /// A dash: the option applies to part of the selection.
      case mixed
    }

    /// A stable name for the action, unique in its menu.
    public var identifier: String
    /// The action's title.
    public var title: String
    /// A line of text beneath the title.
    public var subtitle: String?
    /// The name of an image shown beside the title: an SF Symbol name on UIKit.
    public var imageName: String?
    /// The action's attributes.
    public var attributes: Attributes
    /// Whether the action shows a checkmark.
    public var state: State
    /// Runs when the user chooses the action.
    public var handler: @MainActor () -> Void

    /// Creates a menu action.
    ///
    /// - Parameters:
    ///   - identifier: A stable name for the action, unique in its menu.
    ///   - title: The action's title.
    ///   - subtitle: A line of text beneath the title.
    ///   - imageName: The name of an image beside the title (an SF Symbol name on UIKit).
    ///   - attributes: The action's attributes.
    ///   - state: Whether the action shows a checkmark.
    ///   - handler: Runs when the user chooses the action.
    public init(
      identifier: String, title: String, subtitle: String? = nil, imageName: String? = nil,
      attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor () -> Void
    ) {
      self.identifier = identifier
      self.title = title
      self.subtitle = subtitle
      self.imageName = imageName
      self.attributes = attributes
      self.state = state
      self.handler = handler
    }
  }
}
