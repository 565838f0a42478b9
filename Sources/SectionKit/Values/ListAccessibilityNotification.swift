/// What a list tells VoiceOver, as UIKit's `UIAccessibility.post(notification:argument:)`.
///
/// Section controllers post them through ``SectionContext/moveAccessibilityFocus(toRow:)`` and
/// ``SectionContext/announceForAccessibility(_:)``; the UIKit hosts post them to the system,
/// and the headless host keeps them in order for a test to read.
public enum ListAccessibilityNotification: Sendable, Hashable {
  /// The layout of the screen changed; VoiceOver moves its focus to the row at `focus`, or
  /// reads the screen from its first element when `focus` is `nil` (UIKit's `.layoutChanged`).
  case layoutChanged(focus: ListIndexPath?)
  /// VoiceOver reads `message` without moving its focus (UIKit's `.announcement`).
  case announcement(String)
}
