import SectionKit

/// A control in a headless cell that a test operates as a user would: the headless host's
/// `UIControl`.
///
/// A cell lists its controls in ``HeadlessView/controls``; the list's user actions
/// (``HeadlessListView/tapButton(_:inRowAt:)``, ``HeadlessListView/setSwitch(_:to:inRowAt:)``,
/// ``HeadlessListView/typeText(_:intoFieldNamed:inRowAt:)``) find a control there by its
/// ``name``, run its action as UIKit sends a control's events, and settle the list.
/// ``HeadlessListView/renderedText(cursor:)`` prints each control after the cell's text.
///
/// The controls are ``HeadlessButton``, ``HeadlessSwitch`` and ``HeadlessTextField``.
@MainActor
public class HeadlessControl {
  /// What the test names the control by, as an accessibility identifier.
  public let name: String
  /// Whether the control reacts to the user; a disabled control sends no event, as a
  /// `UIControl` whose `isEnabled` is `false`.
  public var isEnabled = true
  /// What VoiceOver reads for the control: a button's title, a text field's placeholder, until
  /// it is set; setting `nil` restores that default.
  ///
  /// A switch has no label of its own, as a `UISwitch`: VoiceOver reads only its state until it
  /// is given one (the audit reports it). The control's ``name`` is what a test calls it, as an
  /// `accessibilityIdentifier`; VoiceOver never reads it.
  public var accessibilityLabel: String? {
    get { givenAccessibilityLabel ?? defaultAccessibilityLabel }
    set { givenAccessibilityLabel = newValue }
  }
  private var givenAccessibilityLabel: String?

  init(name: String) { self.name = name }

  /// The label VoiceOver reads when none is set: none.
  var defaultAccessibilityLabel: String? { nil }

  /// The control's value as VoiceOver reads it: a switch's `On` or `Off`, a text field's text.
  var accessibilityValue: String? { nil }

  /// What kind of element VoiceOver announces the control as, without its enabled state.
  var kindTraits: ListAccessibility.Traits { [] }

  /// What kind of element VoiceOver announces the control as: a button, a switch; dimmed while
  /// it is disabled.
  var accessibilityTraits: ListAccessibility.Traits {
    isEnabled ? kindTraits : kindTraits.union(.notEnabled)
  }

  /// The kind of control, for messages: `button`, `switch`, `text field`.
  var kind: String { "control" }

  /// What the control shows, on one line, as the text renderer prints it.
  public var textDescription: String { "" }

  /// The control in messages: its kind and name, `button 'Follow'`.
  var label: String { "\(kind) '\(name)'" }
}
