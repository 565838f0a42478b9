@_spi(Hosting) import SectionKit

/// A user's finger on the controls of a cell or a header: buttons, switches and text fields.
///
/// Each action is a turn of its own, as the other user actions: the list settles before it
/// acts and after, so what the control's action changed (a row reloaded, sections filtered) is
/// on screen when it returns. A control can only be touched on screen: an action on a row out
/// of view throws until the test scrolls to it.
extension HeadlessListView {
  /// A user taps a button in a row's cell: its action runs (UIKit's `.primaryActionTriggered`),
  /// and the list settles.
  ///
  /// As in UIKit, a tap on a control in a cell neither highlights nor selects the row.
  ///
  /// ```swift
  /// try list.tapButton("Follow", inRowAt: ListIndexPath(row: 0, section: 1))
  /// #expect(list.renderedText().contains("│ Ada [Following]"))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title or its ``HeadlessControl/name``.
  ///   - indexPath: The row whose cell holds the button.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen, when its
  ///   cell holds no such button (the message lists the controls it holds), or when the button is
  ///   disabled.
  /// - Complexity: O(c) plus the action's work and the updates it causes, c being the cell's
  ///   controls.
  public func tapButton(_ title: String, inRowAt indexPath: ListIndexPath) throws(HostError) {
    settle()
    defer { settle() }
    let button = try control(
      HeadlessButton.self, inRowAt: indexPath, described: "button '\(title)'", tapping: true
    ) { $0.title == title || $0.name == title }
    button.tap()
  }

  /// A user taps a button in a section's header view: its action runs (UIKit's
  /// `.primaryActionTriggered`), and the list settles.
  ///
  /// The header is the view the section gives
  /// (``/SectionKit/SectionHeaderFooterViews/viewForHeader(in:)``), listing the button in its
  /// ``HeadlessView/controls``: a header that collapses its section, a "See all" button.
  ///
  /// ```swift
  /// try list.tapButton("See all", inHeaderOfSection: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title or its ``HeadlessControl/name``.
  ///   - section: The section whose header holds the button.
  /// - Throws: ``/SectionKit/HostError`` when the section does not exist, when its header is not on
  ///   screen or is a title, when the header holds no such button, or when the button is disabled.
  /// - Complexity: O(c) plus the action's work and the updates it causes, c being the header's
  ///   controls.
  public func tapButton(_ title: String, inHeaderOfSection section: Int) throws(HostError) {
    settle()
    defer { settle() }
    guard section >= 0, section < numberOfSections else {
      throw HostError("section \(section) does not exist; the list has \(numberOfSections)")
    }
    guard case .view(let header)? = self.header(forSection: section) else {
      throw HostError(
        "section \(section) shows no header view on screen; scroll to it, or give the section "
          + "a header view (viewForHeader(in:)) holding the button")
    }
    let controls = header.controls
    let matches = controls.lazy.compactMap { $0 as? HeadlessButton }
    guard let button = matches.first(where: { $0.title == title || $0.name == title }) else {
      let type = String(reflecting: Swift.type(of: header))
      let held =
        controls.isEmpty
        ? "holds no controls (a view lists them in its `controls`)"
        : "holds: " + controls.map(\.label).joined(separator: ", ")
      throw HostError(
        "the header of section \(section) has no button '\(title)'; its view '\(type)' \(held)")
    }
    guard button.isEnabled else {
      throw HostError(
        "the \(button.label) of the header of section \(section) is disabled: UIKit sends a "
          + "disabled control no event; enable it (isEnabled) first")
    }
    button.tap()
  }

  /// A user moves a switch in a row's cell to `isOn`: when that changes it, its action runs
  /// (UIKit's `.valueChanged`), and the list settles.
  ///
  /// - Parameters:
  ///   - name: The switch's ``HeadlessControl/name``.
  ///   - isOn: Where the user moves it.
  ///   - indexPath: The row whose cell holds the switch.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen, when its
  ///   cell holds no such switch, or when the switch is disabled.
  public func setSwitch(_ name: String, to isOn: Bool, inRowAt indexPath: ListIndexPath)
    throws(HostError)
  {
    settle()
    defer { settle() }
    let control = try control(
      HeadlessSwitch.self, inRowAt: indexPath, described: "switch '\(name)'", tapping: false
    ) { $0.name == name }
    control.set(isOn)
  }

  /// A user taps a text field in a row's cell and types `text` at the end of what it holds,
  /// one keystroke a turn: the field takes the keyboard (``firstResponder``; the field that had
  /// it resigns), and each keystroke changes its text, runs its action with the new text
  /// (UIKit's `.editingChanged`) and settles the list, as the run loop does between two keys.
  ///
  /// ```swift
  /// try list.typeText("ma", intoFieldNamed: "search", inRowAt: ListIndexPath(row: 0, section: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - text: What the user types; empty only taps the field.
  ///   - name: The field's ``HeadlessControl/name``.
  ///   - indexPath: The row whose cell holds the field.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen, when its
  ///   cell holds no such field, when the field is disabled, or when a keystroke's updates take the
  ///   field's cell off screen before the text is typed.
  /// - Complexity: O(k) user turns, k being the characters typed.
  public func typeText(
    _ text: String, intoFieldNamed name: String, inRowAt indexPath: ListIndexPath
  )
    throws(HostError)
  {
    settle()
    defer { settle() }
    let field = try self.field(name, inRowAt: indexPath)
    var typed = ""
    for character in text {
      try checkOnScreen(field, named: name, typing: text, after: typed)
      typed.append(character)
      field.text.append(character)
      field.onEditingChanged?(field.text)
      settle()
    }
  }

  /// A user selects all of a text field's text and types `text` over it, one keystroke a
  /// turn: the first keystroke replaces what the field held, the others append, each running
  /// its action with the new text (UIKit's `.editingChanged`) and settling the list.
  ///
  /// ```swift
  /// try list.replaceText("Dinner at 8", inFieldNamed: "title", inRowAt: ListIndexPath(row: 0, section: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - text: What the user types; empty clears the field, as ``clearText(inFieldNamed:inRowAt:)``.
  ///   - name: The field's ``HeadlessControl/name``.
  ///   - indexPath: The row whose cell holds the field.
  /// - Throws: ``/SectionKit/HostError`` as ``typeText(_:intoFieldNamed:inRowAt:)``.
  /// - Complexity: O(k) user turns, k being the characters typed.
  public func replaceText(
    _ text: String, inFieldNamed name: String, inRowAt indexPath: ListIndexPath
  ) throws(HostError) {
    guard !text.isEmpty else {
      try clearText(inFieldNamed: name, inRowAt: indexPath)
      return
    }
    settle()
    // The selection goes with the first keystroke, which sends the only change for both.
    try self.field(name, inRowAt: indexPath).text = ""
    try typeText(text, intoFieldNamed: name, inRowAt: indexPath)
  }

  /// A user taps Return in a text field.
  ///
  /// The field takes the keyboard (when it had not), its ``HeadlessTextField/onSubmit`` runs
  /// with its text, and the list settles. The field keeps the keyboard, as a chat composer's
  /// does; its action may call ``endEditing(_:)``.
  ///
  /// - Parameters:
  ///   - name: The field's ``HeadlessControl/name``.
  ///   - indexPath: The row whose cell holds the field.
  /// - Throws: ``/SectionKit/HostError`` as ``typeText(_:intoFieldNamed:inRowAt:)``.
  public func submitText(inFieldNamed name: String, inRowAt indexPath: ListIndexPath)
    throws(HostError)
  {
    settle()
    defer { settle() }
    let field = try self.field(name, inRowAt: indexPath)
    field.onSubmit?(field.text)
  }

  /// A user taps a text field's clear button: the field takes the keyboard, its text is
  /// emptied, its action runs with `""` (UIKit's `.editingChanged`), and the list settles.
  ///
  /// - Parameters:
  ///   - name: The field's ``HeadlessControl/name``.
  ///   - indexPath: The row whose cell holds the field.
  /// - Throws: ``/SectionKit/HostError`` as ``typeText(_:intoFieldNamed:inRowAt:)``.
  public func clearText(inFieldNamed name: String, inRowAt indexPath: ListIndexPath)
    throws(HostError)
  {
    settle()
    defer { settle() }
    let field = try self.field(name, inRowAt: indexPath)
    guard !field.text.isEmpty else { return }
    field.text = ""
    field.onEditingChanged?("")
  }

  /// Ends the editing of the field that has the keyboard, as `UIView.endEditing(_:)`: the
  /// field resigns ``firstResponder``, and the keyboard goes.
  ///
  /// ```swift
  /// submit.onPrimaryAction = { list.endEditing(true) }
  /// ```
  ///
  /// - Parameter force: Ignored: a headless field always gives up the keyboard (UIKit asks the
  ///   field's delegate unless `force` is `true`).
  /// - Returns: Whether a field gave up the keyboard; `false` when none had it.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let field = firstResponder else { return false }
    return field.resignFirstResponder()
  }

  /// The field a user taps to type, now with the keyboard.
  private func field(_ name: String, inRowAt indexPath: ListIndexPath) throws(HostError)
    -> HeadlessTextField
  {
    let field = try control(
      HeadlessTextField.self, inRowAt: indexPath, described: "text field '\(name)'", tapping: true
    ) { $0.name == name }
    if firstResponder !== field {
      firstResponder?.resignFirstResponder()
      field.isFirstResponder = true
      field.keyboardOwner = self
      firstResponder = field
    }
    return field
  }

  /// Throws unless the cell holding `field` is still on screen between two keystrokes.
  private func checkOnScreen(
    _ field: HeadlessTextField, named name: String, typing text: String, after typed: String
  ) throws(HostError) {
    guard visibleCells.values.contains(where: { $0.controls.contains { $0 === field } }) else {
      throw HostError(
        "the text field '\(name)' left the screen after \"\(typed)\" of \"\(text)\" was typed: "
          + "the updates of the keystrokes removed or reused its cell")
    }
  }

  /// The control of a visible row's cell that `matches`, enabled.
  ///
  /// - Parameters:
  ///   - type: The control's type.
  ///   - indexPath: The row.
  ///   - described: The control as messages name it: `button 'Follow'`.
  ///   - tapping: Whether the action is a tap (a message says "tapping", else "using").
  ///   - matches: Whether a control is the one looked for.
  /// - Returns: The control.
  /// - Throws: ``HostError`` naming the row and the controls its cell holds.
  private func control<Control: HeadlessControl>(
    _ type: Control.Type, inRowAt indexPath: ListIndexPath, described: String, tapping: Bool,
    matching matches: (Control) -> Bool
  ) throws(HostError) -> Control {
    try checkBounds(indexPath)
    let verb = tapping ? "tapping" : "using"
    guard let cell = visibleCells[indexPath] else {
      throw HostError(
        "row \(indexPath) is not on screen; scroll to it before \(verb) its \(described)")
    }
    let controls = cell.controls
    guard let control = controls.lazy.compactMap({ $0 as? Control }).first(where: matches) else {
      let type = String(reflecting: Swift.type(of: cell))
      let held =
        controls.isEmpty
        ? "holds no controls (a cell lists them in its `controls`)"
        : "holds: " + controls.map(\.label).joined(separator: ", ")
      throw HostError("row \(indexPath) has no \(described); its cell '\(type)' \(held)")
    }
    guard control.isEnabled else {
      throw HostError(
        "the \(control.label) of row \(indexPath) is disabled: UIKit sends a disabled control "
          + "no event; enable it (isEnabled) first")
    }
    return control
  }
}
