@_spi(Hosting) import SectionKit

/// A VoiceOver user's gestures on a row or a control: what a double tap, a swipe up or down, or
/// an action of the actions rotor does, through the same routing as a finger's tap, flip or
/// swipe.
///
/// Each action is a turn of its own, as the other user actions: the list settles before it
/// acts and after, so what the action changed is on screen when it returns. VoiceOver acts only
/// on what is on screen: an action on a row out of view throws until the test scrolls to it.
extension HeadlessListView {
  /// A VoiceOver user performs `action` on a row, and the list settles.
  ///
  /// - ``HeadlessAccessibilityAction/activate`` (a double tap) flips the row's switch
  ///   (``/SectionKit/RowContent/Accessory/toggle(isOn:onChange:)``) as ``toggleSwitch(at:)`` does,
  ///   or else taps the row as ``tapRow(at:)`` does: its section controller hears `didSelectRow`
  ///   with its local row.
  /// - ``HeadlessAccessibilityAction/increment`` and ``HeadlessAccessibilityAction/decrement``
  ///   run the row's ``/SectionKit/ListAccessibility/adjustment``.
  /// - ``HeadlessAccessibilityAction/custom(_:)`` runs the action of the row's actions rotor
  ///   with that name (see ``accessibilityElements()``), or else the swipe or menu action with
  ///   that identifier: an action of the row's own runs its handler, `More Info` taps the
  ///   information button as ``tapAccessoryButton(forRowAt:)`` does, `Expand` or `Collapse` the
  ///   outline disclosure as ``tapOutlineDisclosure(at:)`` does, a swipe action runs as a
  ///   tap on it after a swipe does, a context-menu action as ``chooseAction(_:in:)`` does.
  ///   Swipe and menu actions come from the row's section controller, as for a finger.
  ///
  /// ```swift
  /// try list.performAccessibilityAction(.custom("Archive"), at: ListIndexPath(row: 0, section: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - action: What the user does.
  ///   - indexPath: The row.
  /// - Returns: Whether the action reports success: an action of the row's own returns it, a
  ///   swipe action passes it to its completion (`false` when it has not called it yet); the
  ///   others succeed.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist, is not on screen or is hidden
  ///   from VoiceOver; when activating does nothing (no switch, and the row does not highlight when
  ///   touched); when the row is not adjustable; when it has no action of that name (the message
  ///   lists those it has) or the menu action is disabled or hidden.
  /// - Complexity: O(a), a being the row's actions, plus the action's work and the updates it
  ///   causes.
  @discardableResult
  public func performAccessibilityAction(
    _ action: HeadlessAccessibilityAction, at indexPath: ListIndexPath
  ) throws(HostError) -> Bool {
    settle()
    defer { settle() }
    try checkBounds(indexPath)
    guard let cell = visibleCells[indexPath] else {
      throw HostError(
        "row \(indexPath) is not on screen; scroll to it before VoiceOver performs \(action) on it")
    }
    let resolved = rowAccessibility(of: cell, at: indexPath)
    guard !resolved.isHidden else {
      throw HostError(
        "row \(indexPath) is hidden from VoiceOver (its accessibility's isHidden): VoiceOver "
          + "cannot perform \(action) on it")
    }
    switch action {
    case .activate:
      if let contentCell = cell as? HeadlessContentCell, contentCell.content?.toggle != nil {
        _ = contentCell.flipSwitch()
        return true
      }
      guard isTappable(indexPath) else {
        throw HostError(
          "activating row \(indexPath) does nothing: it shows no switch and does not highlight "
            + "when touched (allowsSelection, shouldHighlightRow)")
      }
      try tapRow(at: indexPath)
      return true
    case .increment, .decrement:
      guard let adjustment = resolved.adjustment else {
        throw HostError(
          "row \(indexPath) is not adjustable: give its content an adjustment "
            + "(accessibility(adjustment:)) for VoiceOver's swipe up and down")
      }
      if action == .increment { adjustment.increment() } else { adjustment.decrement() }
      return true
    case .custom(let name):
      return try performCustomAction(named: name, ofRowAt: indexPath, own: resolved.actions)
    }
  }

  /// Runs the action of the row's actions rotor named `name`, or with that identifier.
  private func performCustomAction(
    named name: String, ofRowAt indexPath: ListIndexPath, own: [ListAccessibility.Action]
  ) throws(HostError) -> Bool {
    let actions = accessibilityActions(ofRowAt: indexPath, own: own)
    if let found = actions.first(where: { $0.action.name == name })
      ?? actions.first(where: { $0.action.identifier == name })
    {
      return found.perform()
    }
    if let item = delegate?.contextMenu(forRowAt: indexPath)?.actions.first(where: {
      $0.title == name || $0.identifier == name
    }) {
      let state = item.attributes.contains(.hidden) ? "hidden" : "disabled"
      throw HostError(
        "the menu action \"\(name)\" of row \(indexPath) is \(state): VoiceOver does not offer it")
    }
    let names =
      actions.isEmpty
      ? "it has none (its own accessibility actions, swipe actions and context-menu actions)"
      : "it has " + actions.map { "\"\($0.action)\"" }.joined(separator: ", ")
    throw HostError("row \(indexPath) has no accessibility action \"\(name)\"; \(names)")
  }

  /// A VoiceOver user performs `action` on a control of a row's cell, and the list settles.
  ///
  /// Activating a button taps it (``tapButton(_:inRowAt:)``), a switch flips it
  /// (``setSwitch(_:to:inRowAt:)``), a text field takes the keyboard
  /// (``typeText(_:intoFieldNamed:inRowAt:)`` with nothing typed). A control has no other
  /// accessibility action.
  ///
  /// - Parameters:
  ///   - action: What the user does; only ``HeadlessAccessibilityAction/activate``.
  ///   - name: The control's ``HeadlessControl/name``.
  ///   - indexPath: The row whose cell holds the control.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen, when its
  ///   cell holds no such control, when the control is disabled, or for an action other than
  ///   activating.
  public func performAccessibilityAction(
    _ action: HeadlessAccessibilityAction, onControl name: String, inRowAt indexPath: ListIndexPath
  ) throws(HostError) {
    guard action == .activate else {
      throw HostError(
        "VoiceOver cannot perform \(action) on the control '\(name)' of row \(indexPath): a "
          + "control can only be activated")
    }
    let control = visibleCells[indexPath]?.controls.first { $0.name == name }
    switch control {
    case let toggle as HeadlessSwitch:
      try setSwitch(name, to: !toggle.isOn, inRowAt: indexPath)
    case is HeadlessTextField:
      try typeText("", intoFieldNamed: name, inRowAt: indexPath)
    default:
      // A button, or no such control: tapButton throws with the controls the cell holds.
      try tapButton(name, inRowAt: indexPath)
    }
  }
}
