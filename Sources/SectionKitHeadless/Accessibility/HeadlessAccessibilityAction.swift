/// What a VoiceOver user does on an element:
/// ``HeadlessListView/performAccessibilityAction(_:at:)`` performs it on a row,
/// ``HeadlessListView/performAccessibilityAction(_:onControl:inRowAt:)`` on a control.
public enum HeadlessAccessibilityAction: Sendable, Hashable {
  /// A double tap: a row's switch flips, a tappable row is tapped, a control is operated.
  case activate
  /// A swipe up on an adjustable element (``/SectionKit/ListAccessibility/adjustment``).
  case increment
  /// A swipe down on an adjustable element (``/SectionKit/ListAccessibility/adjustment``).
  case decrement
  /// The action of the actions rotor with this name (or a swipe or menu action's identifier):
  /// an action of the row's own, a swipe action or a context-menu action.
  case custom(String)
}

extension HeadlessAccessibilityAction: CustomStringConvertible {
  /// The action as messages name it: `activate`, `custom action "Archive"`.
  public var description: String {
    switch self {
    case .activate: "activate"
    case .increment: "increment"
    case .decrement: "decrement"
    case .custom(let name): "custom action \"\(name)\""
    }
  }
}
