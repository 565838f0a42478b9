@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// The elements VoiceOver visits on screen, in order: the list's header, then each section's
  /// header, its rows, each followed by the controls of its cell, and its footer, then the
  /// list's footer.
  ///
  /// - A row showing ``/SectionKit/RowContent`` reads as ``/SectionKit/RowContent/accessibility``
  ///   and the content say (see ``/SectionKit/ListAccessibility``): a row that highlights when
  ///   touched is a button, a selected row is selected. A hand-written cell reads as its own
  ///   ``HeadlessView/accessibility``, its ``HeadlessView/textDescription`` being its label by
  ///   default. A row whose accessibility is hidden is skipped; the controls of its cell are not.
  /// - A row's actions are its own ``/SectionKit/ListAccessibility/actions``, then its information
  ///   button's `More Info` and its outline disclosure's `Expand` or `Collapse`, then the swipe
  ///   actions of its leading and trailing edges as a swipe reveals them (see
  ///   ``swipeActions(forRowAt:edge:)``; UIKit's Delete included), then the actions of its context
  ///   menu and its submenus, those hidden or disabled left out.
  /// - A control (see ``HeadlessView/controls``) reads its ``HeadlessControl/accessibilityLabel``,
  ///   a switch's `On` or `Off` and a text field's text as its value; a button is a button, a
  ///   switch a switch button, a disabled control dimmed.
  /// - A section header's title is a heading; a header view of your own reads as its
  ///   ``HeadlessView/accessibility``, and is a heading only when it says so.
  /// - The list's header and footer read as their ``/SectionKit/RowContent`` says.
  /// - A header, footer or row whose accessibility is hidden
  ///   (``/SectionKit/ListAccessibility/isHidden``) is skipped.
  ///
  /// - Returns: The elements, in reading order.
  /// - Complexity: O(v), v being the number of rows, headers, footers and controls on screen,
  ///   plus the delegate's work for each row's swipe actions and menu.
  public func accessibilityElements() -> [HeadlessAccessibilityElement] {
    settle()
    var elements: [HeadlessAccessibilityElement] = []
    let viewportTop = scrollOffset
    if let header = listHeader, layout.listHeaderHeight > 0,
      layout.listHeaderSpan.maxY > viewportTop,
      let element = element(for: header, place: .listHeader)
    {
      elements.append(element)
    }
    let rows = indexPathsForVisibleRows
    var next = rows.startIndex
    for section in visibleSections {
      if let header = visibleHeaders[section],
        let element = element(for: header, section: section, isHeader: true)
      {
        elements.append(element)
      }
      while next < rows.endIndex, rows[next].section == section {
        appendElements(ofRowAt: rows[next], to: &elements)
        next += 1
      }
      if let footer = visibleFooters[section],
        let element = element(for: footer, section: section, isHeader: false)
      {
        elements.append(element)
      }
    }
    if let footer = listFooter, layout.listFooterHeight > 0,
      layout.listFooterSpan.minY < viewportTop + viewportLength,
      let element = element(for: footer, place: .listFooter)
    {
      elements.append(element)
    }
    return elements
  }

  /// The elements VoiceOver visits on screen, one line each, as VoiceOver reads them (see
  /// ``HeadlessAccessibilityElement/description``); the row VoiceOver's focus was moved to
  /// (``accessibilityFocus``) is marked with `▶`.
  ///
  /// ```
  /// Account, Heading
  /// Name, Ada Lovelace
  /// ▶ Wi-Fi, Home, Button. Actions: Forget
  /// Airplane Mode, Off, Switch button
  /// ```
  ///
  /// - Returns: The text, ending with a newline when anything is on screen.
  public func accessibilityText() -> String {
    let focus = accessibilityFocus.map(HeadlessAccessibilityElement.Place.row)
    return accessibilityElements().map { element in
      (element.place == focus ? "▶ " : "") + "\(element)\n"
    }.joined()
  }

  /// Appends the row's element, unless it is hidden, and its cell's controls.
  private func appendElements(
    ofRowAt indexPath: ListIndexPath, to elements: inout [HeadlessAccessibilityElement]
  ) {
    guard let cell = visibleCells[indexPath] else { return }
    let resolved = rowAccessibility(of: cell, at: indexPath)
    if !resolved.isHidden {
      let actions = accessibilityActions(ofRowAt: indexPath, own: resolved.actions)
      elements.append(
        HeadlessAccessibilityElement(
          place: .row(indexPath), label: resolved.label, value: resolved.value,
          hint: resolved.hint, traits: resolved.traits ?? [], actions: actions.map(\.action)))
    }
    for control in cell.controls {
      let label = control.accessibilityLabel
      elements.append(
        HeadlessAccessibilityElement(
          place: .control(name: control.name, row: indexPath),
          label: label?.isEmpty == true ? nil : label, value: control.accessibilityValue,
          traits: control.accessibilityTraits))
    }
  }

  /// The element of the list's header or footer, or `nil` when it is hidden from VoiceOver.
  private func element(for content: RowContent, place: HeadlessAccessibilityElement.Place)
    -> HeadlessAccessibilityElement?
  {
    let resolved = content.resolvedAccessibility(isTappable: false, isSelected: false)
    guard !resolved.isHidden else { return nil }
    return HeadlessAccessibilityElement(
      place: place, label: resolved.label, value: resolved.value, hint: resolved.hint,
      traits: resolved.traits ?? [], actions: resolved.actions.map { .init($0.name) })
  }

  /// The element of a header or footer on screen, or `nil` when it is hidden from VoiceOver.
  private func element(for shown: ShownSupplementary, section: Int, isHeader: Bool)
    -> HeadlessAccessibilityElement?
  {
    let resolved: ListAccessibility
    if let title = shown.title {
      let given =
        isHeader
        ? delegate?.accessibilityForHeader(inSection: section)
        : delegate?.accessibilityForFooter(inSection: section)
      resolved = (given ?? ListAccessibility()).resolved(title: title, isHeader: isHeader)
    } else {
      // A view of the app's own keeps its own accessibility, as a UIKit view does: its traits
      // are what it sets, a heading only when it says so.
      resolved = shown.view.accessibility.resolved(
        title: shown.view.textDescription, isHeader: false)
    }
    guard !resolved.isHidden else { return nil }
    return HeadlessAccessibilityElement(
      place: isHeader ? .header(section: section) : .footer(section: section),
      label: resolved.label, value: resolved.value, hint: resolved.hint,
      traits: resolved.traits ?? [], actions: resolved.actions.map { .init($0.name) })
  }
}
