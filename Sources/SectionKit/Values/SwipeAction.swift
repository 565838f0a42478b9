/// One action revealed by swiping a row, described without UIKit; the UIKit layer turns it
/// into a `UIContextualAction`.
@MainActor
public struct SwipeAction {
  /// The look of a swipe action.
  public enum Style: Sendable, Hashable {
    /// A neutral action.
    case normal
    /// A destructive action, shown in red; a full swipe may remove the row.
    case destructive
  }

  /// A stable name for the action, for tests and analytics.
  public var identifier: String
  /// The button's title.
  public var title: String?
  /// The button's style.
  public var style: Style
  /// The name of the button's image, shown above its title: an SF Symbol name on UIKit.
  public var imageName: String?
  /// The button's background, or `nil` for the style's (red for destructive, gray otherwise).
  public var backgroundColor: ListColor?
  /// Runs when the user taps the action; call `completion` with `true` when it was performed.
  public var handler: @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void

  /// Creates a swipe action.
  ///
  /// - Parameters:
  ///   - identifier: A stable name for the action.
  ///   - title: The button's title.
  ///   - style: The button's style.
  ///   - imageName: The name of the button's image (an SF Symbol name on UIKit).
  ///   - backgroundColor: The button's background, or `nil` for the style's.
  ///   - handler: Runs when the user taps the action; it must call its completion.
  public init(
    identifier: String, title: String?, style: Style = .normal, imageName: String? = nil,
    backgroundColor: ListColor? = nil,
    handler: @escaping @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void
  ) {
    self.identifier = identifier
    self.title = title
    self.style = style
    self.imageName = imageName
    self.backgroundColor = backgroundColor
    self.handler = handler
  }
}

/// The swipe actions of one edge of a row, as UIKit's `UISwipeActionsConfiguration`.
@MainActor
public struct SwipeActionsConfiguration {
  /// The actions, the first one nearest the edge.
  public var actions: [SwipeAction]
  /// Whether a full swipe performs the first action.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - actions: The actions, the first one nearest the edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}
