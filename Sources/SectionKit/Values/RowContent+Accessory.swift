extension RowContent {
  /// What a row shows beside its content, as UIKit's `UICellAccessory`: a chevron, a checkmark,
  /// a control, a label, the controls of editing, or a view of the app's own.
  ///
  /// A row shows several, in order, with ``RowContent/accessories``:
  ///
  /// ```swift
  /// RowContent("Inbox", image: .system("tray"), accessories: [.label(text: "3"), .disclosureIndicator])
  /// ```
  ///
  /// A delete control sits at the leading edge, as in UIKit; the others at the trailing edge.
  public enum Accessory: Sendable {
    /// Nothing.
    case none
    /// A chevron: tapping the row shows more (UIKit's `.disclosureIndicator()`).
    case disclosureIndicator
    /// A checkmark: the row is the chosen one (UIKit's `.checkmark()`).
    case checkmark
    /// An on/off switch showing `isOn`; `onChange` runs with the new value when the user flips
    /// it (the row is not selected).
    case toggle(isOn: Bool, onChange: @MainActor @Sendable (Bool) -> Void)
    /// A text field showing `text`, or `placeholder` while it is empty: a form's value, a chat's
    /// composer. `onChange` runs with the new text at each change the user makes (UIKit's
    /// `.editingChanged`), `onSubmit` with the text when the user taps Return, and the field
    /// keeps the keyboard (a composer sends and goes on). Tests name the field `name`
    /// (`HeadlessListView.typeText(_:intoFieldNamed:inRowAt:)`). A tap on the field gives it
    /// the keyboard and does not select the row.
    ///
    /// ```swift
    /// RowContent("Title", accessory: .textField(text: title, placeholder: "Required") {
    ///   title = $0
    /// })
    /// ```
    case textField(
      text: String, placeholder: String = "", name: String = "text",
      onSubmit: (@MainActor @Sendable (String) -> Void)? = nil,
      onChange: @MainActor @Sendable (String) -> Void)
    /// An information button; `onTap` runs when the user taps it (the row is not selected).
    case detailButton(onTap: @MainActor @Sendable () -> Void)
    /// A delete control at the leading edge, shown while the list edits by default (UIKit's
    /// `.delete(displayed:actionHandler:)`); `onTap` runs when the user taps it, and without
    /// it a collection view reveals the row's trailing swipe actions.
    ///
    /// A `UITableView` draws its delete control from the section's editing style
    /// (``SectionEditing/editingStyle(forRow:in:)``), not from the cell: there this accessory
    /// shows nothing.
    case delete(
      displayed: DisplayedState = .whenEditing, onTap: (@MainActor @Sendable () -> Void)? = nil)
    /// A reorder control, shown while the list edits by default (UIKit's `.reorder(displayed:)`).
    /// The section moves the row through its reordering hooks.
    ///
    /// A `UITableView` shows it while editing only (`showsReorderControl`), whatever `displayed`
    /// says.
    case reorder(displayed: DisplayedState = .whenEditing)
    /// A disclosure triangle of an outline, pointing down when `isExpanded` (UIKit's
    /// `.outlineDisclosure(actionHandler:)`); `onToggle` runs when the user taps it, and the
    /// section expands or collapses the rows beneath.
    case outlineDisclosure(isExpanded: Bool, onToggle: @MainActor @Sendable () -> Void)
    /// A short text, such as a count (UIKit's `.label(text:)`). A `UITableView` shows it as the
    /// row's value text.
    case label(text: String)
    /// A view of the app's own, made by the host's layer: in SectionKitUIKit,
    /// `.customView(_:placement:makeView:)`. The headless host shows its name.
    case custom(CustomAccessory)
  }

  /// When an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Sendable, Hashable {
    /// Always.
    case always
    /// While the list edits.
    case whenEditing
    /// While the list does not edit.
    case whenNotEditing

    /// Whether an accessory with this state shows in a list that edits or not.
    ///
    /// - Parameter isEditing: Whether the list edits.
    /// - Returns: `true` when the accessory shows.
    package func shows(whileEditing isEditing: Bool) -> Bool {
      switch self {
      case .always: return true
      case .whenEditing: return isEditing
      case .whenNotEditing: return !isEditing
      }
    }
  }

  /// A view of the app's own beside a row's content: a name the headless host shows, and a view
  /// a host's layer makes (SectionKitUIKit's `RowContent.Accessory.customView(_:placement:makeView:)`
  /// makes one with a `UIView`).
  public struct CustomAccessory: Sendable {
    /// At which edge of the row the view sits.
    public enum Placement: Sendable, Hashable {
      /// Before the content.
      case leading
      /// After the content.
      case trailing
    }

    /// What the view shows, in words: the headless host writes it as `⟦name⟧`.
    public var name: String
    /// At which edge the view sits.
    public var placement: Placement
    /// What a host's layer makes the view with; only that layer knows its type.
    package let view: any Sendable

    /// Creates a custom accessory; a host's layer calls this with a view maker of its own.
    ///
    /// - Parameters:
    ///   - name: What the view shows, in words.
    ///   - placement: At which edge the view sits.
    ///   - view: What the host's layer makes the view with.
    package init(name: String, placement: Placement, view: any Sendable) {
      self.name = name
      self.placement = placement
      self.view = view
    }
  }
}
