import SectionKit

/// A button in a headless cell, as `UIButton`: a test taps it with
/// ``HeadlessListView/tapButton(_:inRowAt:)``.
///
/// ```swift
/// final class ProfileCell: HeadlessCell {
///   var name = ""
///   let follow = HeadlessButton("Follow")
///   override var controls: [HeadlessControl] { [follow] }
///   override var textDescription: String { name }
/// }
/// // In the section controller's `cell(at:in:)`:
/// cell.follow.title = user.isFollowed ? "Following" : "Follow"
/// cell.follow.onPrimaryAction = { [weak self] in self?.toggleFollow(of: user.id) }
/// ```
///
/// The text renderer prints it as `[Follow]`, and `[Follow ⊘]` when it is disabled.
@MainActor
public final class HeadlessButton: HeadlessControl {
  /// The button's title.
  public var title: String
  /// What a tap runs: UIKit's `.primaryActionTriggered` (a `UIAction` given to the button).
  ///
  /// Set it when the cell is configured; it replaces the previous action, so a reused cell
  /// never runs the action of the row it showed before.
  public var onPrimaryAction: (() -> Void)?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The title; the button can be tapped by its title or its name.
  ///   - name: What a test names the button by when the title changes; its title by default.
  public init(_ title: String, name: String? = nil) {
    self.title = title
    super.init(name: name ?? title)
  }

  override var kind: String { "button" }

  override var defaultAccessibilityLabel: String? { title }

  override var kindTraits: ListAccessibility.Traits { .button }

  override var label: String {
    name == title ? "button '\(name)'" : "button '\(name)' ('\(title)')"
  }

  /// `[title]`, and `[title ⊘]` when the button is disabled.
  public override var textDescription: String { isEnabled ? "[\(title)]" : "[\(title) ⊘]" }

  /// A user taps the button: its action runs.
  func tap() { onPrimaryAction?() }
}
