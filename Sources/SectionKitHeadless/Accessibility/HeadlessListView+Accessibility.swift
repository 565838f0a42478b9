@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// The elements VoiceOver visits on screen, in order: each section's header, its rows, its
  /// footer.
  ///
  /// A row showing ``RowContent`` reads as ``RowContent/accessibility`` and the content say (see
  /// ``ListAccessibility``): a row that highlights when touched is a button, a selected row is
  /// selected. A header title is a heading.
  ///
  /// - Returns: The elements, in reading order.
  /// - Complexity: O(v), v being the number of rows, headers and footers on screen.
  public func accessibilityElements() -> [HeadlessAccessibilityElement] {
    settle()
    var elements: [HeadlessAccessibilityElement] = []
    let rows = indexPathsForVisibleRows
    var next = rows.startIndex
    for section in visibleSections {
      if let header = visibleHeaders[section] {
        elements.append(element(for: header, section: section, isHeader: true))
      }
      while next < rows.endIndex, rows[next].section == section {
        if let element = rowElement(at: rows[next]) { elements.append(element) }
        next += 1
      }
      if let footer = visibleFooters[section] {
        elements.append(element(for: footer, section: section, isHeader: false))
      }
    }
    return elements
  }

  /// The elements VoiceOver visits on screen, one line each, as VoiceOver reads them (see
  /// ``HeadlessAccessibilityElement/description``).
  ///
  /// ```
  /// Account, Heading
  /// Name, Ada Lovelace
  /// Wi-Fi, Home, Button
  /// Airplane Mode, Off, Switch button
  /// ```
  ///
  /// - Returns: The text, ending with a newline when anything is on screen.
  public func accessibilityText() -> String {
    accessibilityElements().map { "\($0)\n" }.joined()
  }

  private func rowElement(at indexPath: ListIndexPath) -> HeadlessAccessibilityElement? {
    guard let cell = visibleCells[indexPath] else { return nil }
    let isTappable = allowsSelection && (delegate?.shouldHighlightRow(at: indexPath) ?? true)
    let resolved: ListAccessibility
    if let content = (cell as? HeadlessContentCell)?.content {
      resolved = content.resolvedAccessibility(isTappable: isTappable, isSelected: cell.isSelected)
    } else {
      resolved = RowContent(cell.textDescription)
        .resolvedAccessibility(isTappable: isTappable, isSelected: cell.isSelected)
    }
    guard !resolved.isHidden else { return nil }
    return HeadlessAccessibilityElement(
      place: .row(indexPath), label: resolved.label, value: resolved.value, hint: resolved.hint,
      traits: resolved.traits ?? [], actionNames: resolved.actions.map(\.name))
  }

  private func element(for shown: ShownSupplementary, section: Int, isHeader: Bool)
    -> HeadlessAccessibilityElement
  {
    let given =
      isHeader
      ? delegate?.accessibilityForHeader(inSection: section)
      : delegate?.accessibilityForFooter(inSection: section)
    let resolved = (given ?? ListAccessibility())
      .resolved(title: shown.title ?? shown.view.textDescription, isHeader: isHeader)
    return HeadlessAccessibilityElement(
      place: isHeader ? .header(section: section) : .footer(section: section),
      label: resolved.label, value: resolved.value, hint: resolved.hint,
      traits: resolved.traits ?? [], actionNames: resolved.actions.map(\.name))
  }
}
