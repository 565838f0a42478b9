@_spi(Hosting) import SectionKit

/// What VoiceOver finds on a row: what it reads, and the actions of its actions rotor with what
/// each runs. ``HeadlessListView/accessibilityElements()`` prints them and
/// ``HeadlessListView/performAccessibilityAction(_:at:)`` runs them, from the same list.
extension HeadlessListView {
  /// An action of a row's actions rotor, and what performing it runs.
  struct RowAccessibilityAction {
    /// The action as the element lists it.
    let action: HeadlessAccessibilityElement.Action
    /// Runs the action; returns whether it reports success.
    let perform: @MainActor () -> Bool
  }

  /// Whether a user's tap on the row does something: the list selects rows and the row
  /// highlights when touched.
  func isTappable(_ indexPath: ListIndexPath) -> Bool {
    (allowsSelection || isEditing) && (delegate?.shouldHighlightRow(at: indexPath) ?? true)
  }

  /// What VoiceOver reads for a row on screen: a content cell's content's
  /// ``RowContent/accessibility``, a hand-written cell's ``HeadlessView/accessibility``, each
  /// completed with the defaults from what it shows and the row's state.
  ///
  /// - Parameters:
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  /// - Returns: The resolved description.
  func rowAccessibility(of cell: HeadlessCell, at indexPath: ListIndexPath) -> ListAccessibility {
    let content: RowContent
    if let shown = (cell as? HeadlessContentCell)?.content {
      content = shown
    } else {
      content = RowContent(cell.textDescription).accessibility(cell.accessibility)
    }
    return content.resolvedAccessibility(
      isTappable: isTappable(indexPath), isSelected: cell.isSelected)
  }

  /// The actions of a row's actions rotor, in order: its own, its leading then trailing swipe
  /// actions as a swipe reveals them, then its context menu's actions at every depth, those
  /// hidden or disabled left out.
  ///
  /// - Parameters:
  ///   - indexPath: The row; it must exist.
  ///   - own: The row's own actions.
  /// - Returns: The actions, each with what it runs.
  /// - Complexity: O(a), a being the row's actions, plus the delegate's work.
  func accessibilityActions(ofRowAt indexPath: ListIndexPath, own: [ListAccessibility.Action])
    -> [RowAccessibilityAction]
  {
    var actions = own.map { action in
      RowAccessibilityAction(action: .init(action.name), perform: action.handler)
    }
    for edge in [SwipeEdge.leading, .trailing] {
      for swipe in revealedSwipeActions(forRowAt: indexPath, edge: edge)?.actions ?? [] {
        actions.append(
          RowAccessibilityAction(
            action: .init(swipe.title, identifier: swipe.identifier, source: .swipe(edge))
          ) {
            var performed = false
            swipe.handler { performed = $0 }
            return performed
          })
      }
    }
    for item in delegate?.contextMenu(forRowAt: indexPath)?.actions ?? []
    where item.attributes.isDisjoint(with: [.hidden, .disabled]) {
      actions.append(
        RowAccessibilityAction(
          action: .init(item.title, identifier: item.identifier, source: .contextMenu)
        ) {
          item.handler()
          return true
        })
    }
    return actions
  }
}

extension RowContent {
  /// The same content with `accessibility` replacing its own.
  fileprivate func accessibility(_ accessibility: ListAccessibility) -> RowContent {
    var content = self
    content.accessibility = accessibility
    return content
  }
}
