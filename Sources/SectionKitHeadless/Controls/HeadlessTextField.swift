import SectionKit

/// A text field in a headless cell, as `UITextField`: a test types into it with
/// ``HeadlessListView/typeText(_:intoFieldNamed:inRowAt:)``.
///
/// The text renderer prints it in guillemets: `«ma»`, `«ma▏»` while it has the keyboard, and
/// its placeholder in parentheses while it is empty: `«(Search)»`.
@MainActor
public final class HeadlessTextField: HeadlessControl {
  /// The text the field holds.
  public var text = ""
  /// What the field shows while it is empty.
  public var placeholder: String
  /// Whether the field has the keyboard: the field typed into last, until it resigns.
  public internal(set) var isFirstResponder = false
  /// What each change the user makes runs, with the field's new text.
  ///
  /// UIKit's `.editingChanged`, one event a keystroke. Setting ``text`` from code runs
  /// nothing, as in UIKit.
  ///
  /// Set it when the cell is configured; it replaces the previous action.
  public var onEditingChanged: ((String) -> Void)?
  /// What the Return key runs, with the field's text: UIKit's `.primaryActionTriggered` (or
  /// `textFieldShouldReturn(_:)`), a chat composer's send.
  ///
  /// Set it when the cell is configured; it replaces the previous action.
  public var onSubmit: ((String) -> Void)?
  /// The list that gave the field the keyboard, told when it resigns.
  weak var keyboardOwner: HeadlessListView?

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - name: What a test names the field by.
  ///   - placeholder: What the field shows while it is empty.
  public init(name: String, placeholder: String = "") {
    self.placeholder = placeholder
    super.init(name: name)
  }

  override var kind: String { "text field" }

  override var defaultAccessibilityLabel: String? { placeholder.isEmpty ? nil : placeholder }

  override var accessibilityValue: String? { text.isEmpty ? nil : text }

  /// `«text»`, with `▏` at the end while the field has the keyboard, and the placeholder in
  /// parentheses while it is empty.
  public override var textDescription: String {
    let shown = text.isEmpty && !placeholder.isEmpty ? "(\(placeholder))" : ""
    return "«" + text + (isFirstResponder ? "▏" : "") + shown + (isEnabled ? "»" : " ⊘»")
  }

  /// Gives up the keyboard, as `UITextField.resignFirstResponder()`.
  ///
  /// - Returns: `true`, as a field that ends editing.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    isFirstResponder = false
    if keyboardOwner?.firstResponder === self { keyboardOwner?.firstResponder = nil }
    keyboardOwner = nil
    return true
  }
}
