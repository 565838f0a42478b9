@_spi(Hosting) import SectionKit

/// The base class of every view ``HeadlessListView`` holds: cells, headers and footers.
///
/// Subclasses describe what they show in ``textDescription``; the text renderer and snapshot
/// tests print it. They must be constructible with `init()`, as the host creates them itself.
@MainActor
open class HeadlessView: Reusable {
  /// The identifier the host keeps instances of this class under.
  ///
  /// By default the module-qualified class name (`String(reflecting:)` of the class).
  /// Override it only to share a pool with views registered elsewhere.
  open class var reuseIdentifier: String { ReuseIdentifier.derived(from: self) }

  /// The identifier this view was dequeued with, set by the host.
  public internal(set) var reuseIdentifier: String?
  /// How many times the host has handed this view out again after reuse.
  public internal(set) var reuseCount = 0
  /// Where the host lays the view out, in the list's content coordinates.
  ///
  /// As UIKit's `frame` of a cell or a header: its span along the scroll direction (a row's
  /// height in a vertical list, its width in a horizontal one), the list's breadth across it
  /// inside the section's insets. Set each time the host lays out what is on screen; `.zero`
  /// until the view is first shown. A pinned header keeps the frame of its place in the content.
  public internal(set) var frame: CGRect = .zero

  /// Creates a view; the host calls this when its reuse pool is empty.
  public required init() {}

  /// Resets the view before the host hands it out again.
  ///
  /// Call `super` when overriding.
  open func prepareForReuse() {}

  /// What the view shows, as text, on one line.
  ///
  /// ``HeadlessListView/renderedText(cursor:)`` prints it as one line whatever it holds: a line
  /// break shows as `⏎` and a control character as its escape (`\u{1B}`).
  open var textDescription: String { "" }

  /// The controls the view holds, in reading order: what the user can tap, flip or type into.
  ///
  /// Override it to list the view's ``HeadlessButton``s, ``HeadlessSwitch``es and
  /// ``HeadlessTextField``s (UIKit's subviews that are controls); the list's user actions find
  /// them here, and ``HeadlessListView/renderedText(cursor:)`` prints them after
  /// ``textDescription``. None by default.
  open var controls: [HeadlessControl] { [] }

  /// What VoiceOver reads for the view and what it can do there, as UIKit's
  /// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityTraits` and
  /// `accessibilityCustomActions` of a view of your own.
  ///
  /// A hand-written cell, header or footer keeps what it sets here: the host does not replace it.
  /// Every part left `nil` comes from the view: its ``textDescription`` is its label, and a cell
  /// whose row highlights when touched is a button (a header of your own is not made a heading: set
  /// ``/SectionKit/ListAccessibility/Traits/header`` yourself). Set it when the view is configured;
  /// ``HeadlessListView/accessibilityElements()`` reads it. ``HeadlessContentCell`` reads its
  /// content's ``/SectionKit/RowContent/accessibility`` instead.
  ///
  /// ```swift
  /// cell.accessibility = ListAccessibility(label: user.name, value: "Online")
  /// ```
  public var accessibility = ListAccessibility()
}

/// The base class of ``HeadlessListView``'s cells, as `UITableViewCell` is UIKit's.
@MainActor
open class HeadlessCell: HeadlessView {
  /// Whether the row is selected.
  public internal(set) var isSelected = false
  /// Whether the row is highlighted by a touch.
  public internal(set) var isHighlighted = false
  /// Whether the list is in editing mode.
  public internal(set) var isEditing = false

  /// Clears selection and highlight.
  ///
  /// Call `super` when overriding.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}

/// The base class of ``HeadlessListView``'s headers and footers, as
/// `UITableViewHeaderFooterView` is UIKit's.
@MainActor
open class HeadlessHeaderFooterView: HeadlessView {}

/// The view ``HeadlessListView`` shows a header or footer title in, as UIKit shows one in a
/// `UITableViewHeaderFooterView` of its own.
final class HeadlessTitleView: HeadlessHeaderFooterView {
  /// The title shown.
  var title = ""

  /// The title.
  override var textDescription: String { title }
}
