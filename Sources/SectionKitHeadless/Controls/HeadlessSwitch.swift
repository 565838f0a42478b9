import SectionKit

/// A switch in a headless cell, as `UISwitch`: a test flips it with
/// ``HeadlessListView/setSwitch(_:to:inRowAt:)``.
///
/// The text renderer prints it as `[on]` or `[off]`, as a row's toggle accessory, and
/// `[on ⊘]` when it is disabled.
@MainActor
public final class HeadlessSwitch: HeadlessControl {
  /// Whether the switch is on.
  public var isOn: Bool
  /// What a flip by the user runs, with the new value.
  ///
  /// UIKit's `.valueChanged`. Setting ``isOn`` from code runs nothing, as in UIKit.
  ///
  /// Set it when the cell is configured; it replaces the previous action.
  public var onValueChanged: ((Bool) -> Void)?

  /// Creates a switch.
  ///
  /// - Parameters:
  ///   - name: What a test names the switch by.
  ///   - isOn: Whether it starts on.
  public init(name: String, isOn: Bool = false) {
    self.isOn = isOn
    super.init(name: name)
  }

  override var kind: String { "switch" }

  override var accessibilityValue: String? { isOn ? "On" : "Off" }

  override var kindTraits: ListAccessibility.Traits { .toggle }

  /// `[on]` or `[off]`, with ` ⊘` when the switch is disabled.
  public override var textDescription: String {
    (isOn ? "[on" : "[off") + (isEnabled ? "]" : " ⊘]")
  }

  /// A user moves the switch to `value`: when that changes it, its action runs.
  func set(_ value: Bool) {
    guard value != isOn else { return }
    isOn = value
    onValueChanged?(value)
  }
}
