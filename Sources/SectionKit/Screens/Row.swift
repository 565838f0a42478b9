/// One row of a declarative screen: an identity, what the row shows, and what a tap does.
///
/// Write rows inside a ``ListSection``; ``CompositeController/show(animated:_:completion:)`` diffs them by
/// identity within their section, and configures again a row whose identity stays but whose
/// content shows something else (see ``RowContent``).
///
/// ```swift
/// Row("name", RowContent("Name", detail: user.name))
/// Row("wifi", RowContent("Wi-Fi", detail: network, accessory: .disclosureIndicator)) {
///   router.showNetworks()
/// }
/// ```
///
/// A row's actions are closures: what a tap does (the trailing closure, or ``onSelect(keepsSelection:_:)``),
/// the switch and information button of its ``RowContent``, its swipe actions
/// (``leadingSwipeActions(_:performsFirstActionWithFullSwipe:)``,
/// ``trailingSwipeActions(_:performsFirstActionWithFullSwipe:)``) and its context menu
/// (``contextMenu(_:onCommitPreview:)``). Closures are not compared: when the screen is
/// evaluated again, the newest closures of each row answer the next tap, flip or swipe, and a
/// row whose closures alone changed is not configured again.
public struct Row: Identifiable {
  /// The row's identity, unique within its section.
  ///
  /// Identities are compared with their own type's `==`: identities of two different types
  /// (`1` and `Int8(1)`) are two different rows.
  public var id: AnyHashable { key.id }
  /// What the row shows.
  public var content: RowContent
  /// The identity as the diff compares and hashes it.
  @usableFromInline let key: Key
  /// What a tap on the row does, or `nil` for a row that does not highlight or select.
  @usableFromInline var selectAction: (@MainActor () -> Void)?
  /// Whether the row stays selected after a tap (until the list appears again).
  @usableFromInline var keepsSelection: Bool
  /// The swipe actions and context menu, kept out of line: most rows have none, and rows are
  /// copied whole when a screen is evaluated.
  @usableFromInline var actions: Actions?

  /// Creates a row.
  ///
  /// ```swift
  /// Row("signOut", RowContent("Sign Out", role: .destructive)) { session.signOut() }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's identity, unique within its section.
  ///   - content: What the row shows.
  ///   - onSelect: What a tap on the row does; the row is deselected before it runs. A row
  ///     without it does not highlight when touched and is not selected.
  /// - Complexity: O(1); inlinable, so that the identity is stored without a dynamic cast
  ///   where its type is known.
  @inlinable
  public init<ID: Hashable & Sendable>(
    _ id: ID, _ content: RowContent, onSelect: (@MainActor () -> Void)? = nil
  ) {
    self.key = Key(id)
    self.content = content
    self.selectAction = onSelect
    self.keepsSelection = false
    self.actions = nil
  }
}

extension Row {
  /// Whether a tap on the row does something of its own (``onSelect(keepsSelection:_:)``).
  package var hasSelectAction: Bool { selectAction != nil }

  /// A row's swipe actions and context menu.
  @usableFromInline
  final class Actions {
    let leading: SwipeActionsConfiguration?
    let trailing: SwipeActionsConfiguration?
    let contextMenu: ContextMenu?
    let commitPreview: (@MainActor () -> Void)?

    init(
      leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?,
      contextMenu: ContextMenu?, commitPreview: (@MainActor () -> Void)?
    ) {
      self.leading = leading
      self.trailing = trailing
      self.contextMenu = contextMenu
      self.commitPreview = commitPreview
    }
  }

  /// The same row with what a tap does.
  ///
  /// The row highlights when touched and is selected; it is deselected (animated) right before
  /// `action` runs, as a row that acts in place is, unless `keepsSelection` is `true`: a row that
  /// shows another screen stays selected until the list appears again, when
  /// the view controller clears the selection (as `UITableViewController` does).
  ///
  /// ```swift
  /// Row("about", RowContent("About", accessory: .disclosureIndicator))
  ///   .onSelect(keepsSelection: true) { router.showAbout() }
  /// ```
  ///
  /// - Parameters:
  ///   - keepsSelection: Whether the row stays selected after the tap.
  ///   - action: What a tap does.
  /// - Returns: The row, with `action` replacing any earlier one.
  public func onSelect(keepsSelection: Bool = false, _ action: @escaping @MainActor () -> Void)
    -> Row
  {
    var row = self
    row.selectAction = action
    row.keepsSelection = keepsSelection
    return row
  }

  /// The same row with actions revealed by a swipe from the leading edge.
  ///
  /// - Parameters:
  ///   - actions: The actions, the first one nearest the edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  /// - Returns: The row, with `actions` replacing any earlier leading actions.
  @MainActor
  public func leadingSwipeActions(
    _ actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true
  ) -> Row {
    with(
      leading: SwipeActionsConfiguration(
        actions: actions, performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe),
      trailing: self.actions?.trailing)
  }

  /// The same row with actions revealed by a swipe from the trailing edge.
  ///
  /// ```swift
  /// Row(network.id, RowContent(network.name))
  ///   .trailingSwipeActions([
  ///     SwipeAction(identifier: "forget", title: "Forget", style: .destructive) { done in
  ///       forget(network.id)
  ///       done(true)
  ///     }
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - actions: The actions, the first one nearest the edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  /// - Returns: The row, with `actions` replacing any earlier trailing actions.
  @MainActor
  public func trailingSwipeActions(
    _ actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true
  ) -> Row {
    with(
      leading: self.actions?.leading,
      trailing: SwipeActionsConfiguration(
        actions: actions, performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe))
  }

  /// The same row with a context menu, shown when the user presses the row.
  ///
  /// - Parameters:
  ///   - menu: The menu.
  ///   - onCommitPreview: What a tap on the menu's preview does (see
  ///     ``ContextMenu/hasPreview``).
  /// - Returns: The row, with `menu` replacing any earlier menu.
  public func contextMenu(_ menu: ContextMenu, onCommitPreview: (@MainActor () -> Void)? = nil)
    -> Row
  {
    var row = self
    row.actions = Actions(
      leading: actions?.leading, trailing: actions?.trailing, contextMenu: menu,
      commitPreview: onCommitPreview)
    return row
  }

  @MainActor
  private func with(leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)
    -> Row
  {
    var row = self
    row.actions = Actions(
      leading: leading, trailing: trailing, contextMenu: actions?.contextMenu,
      commitPreview: actions?.commitPreview)
    return row
  }
}

extension Row {
  /// The same row with what VoiceOver reads for it and what it can do there (see
  /// ``RowContent/accessibility(label:value:hint:traits:actions:adjustment:isHidden:)``).
  ///
  /// ```swift
  /// Row("compose", RowContent("", image: .system("square.and.pencil")))
  ///   .accessibility(label: "New message")
  /// ```
  ///
  /// - Parameters:
  ///   - label: What the row is.
  ///   - value: The row's current value.
  ///   - hint: What activating the row does.
  ///   - traits: What kind of element the row is; replaces the traits the content gives.
  ///   - actions: Actions of the row's own, offered before its swipe and menu actions.
  ///   - adjustment: What swiping up and down does.
  ///   - isHidden: Whether VoiceOver skips the row.
  /// - Returns: The row, with `accessibility` replacing any earlier one.
  public func accessibility(
    label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: ListAccessibility.Traits? = nil, actions: [ListAccessibility.Action] = [],
    adjustment: ListAccessibility.Adjustment? = nil, isHidden: Bool = false
  ) -> Row {
    var row = self
    row.content = content.accessibility(
      label: label, value: value, hint: hint, traits: traits, actions: actions,
      adjustment: adjustment, isHidden: isHidden)
    return row
  }
}
