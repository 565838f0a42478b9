@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Runs a user's two-finger pan from one row to another, as a table view's
  /// multiple-selection interaction: it selects every row it crosses.
  ///
  /// Only while ``allowsMultipleSelectionDuringEditing`` is `true`, as UIKit offers the pan.
  /// The delegate is asked `shouldBeginMultipleSelectionInteraction(at:)` for the first row; if
  /// it answers `true`, the list enters editing mode (when it is not in it), the delegate hears
  /// `didBeginMultipleSelectionInteraction(at:)`, each row from `start` through `end` (in the
  /// list's order, or backwards when `end` comes first, across sections) that is not selected
  /// yet goes through `willSelectRow` (which may cancel or redirect) and `didSelectRow`, and the
  /// delegate hears `didEndMultipleSelectionInteraction()`. The list stays in editing mode.
  ///
  /// A collection view runs the same sequence, setting `allowsMultipleSelection` instead of
  /// entering editing mode.
  ///
  /// - Parameters:
  ///   - start: The row the pan starts on; it must be on screen, as a finger can only touch
  ///     what is shown.
  ///   - end: The row the pan ends on.
  /// - Returns: Whether the pan began, and so selected rows: `false` when the section of `start`
  ///   answered `shouldBeginMultipleSelection(at:in:)` with `false`.
  /// - Throws: ``/SectionKit/HostError`` when a row does not exist or `start` is not on screen,
  ///   and when the list cannot offer the pan at all, with how to turn it on: its
  ///   ``allowsMultipleSelectionDuringEditing`` is `false`, or the controller of the section of
  ///   `start` does not adopt ``/SectionKit/SectionMultipleSelection`` (on a device, the pan then
  ///   silently does nothing).
  /// - Complexity: O(r) delegate calls, r being the number of rows crossed.
  @discardableResult
  public func multiSelectPan(from start: ListIndexPath, to end: ListIndexPath) throws(HostError)
    -> Bool
  {
    settle()
    defer { settle() }
    try checkBounds(start)
    try checkBounds(end)
    guard visibleCells[start] != nil else {
      throw HostError("row \(start) is not on screen; scroll to it before panning from it")
    }
    guard allowsMultipleSelectionDuringEditing else {
      throw HostError(
        "no multiple-selection pan begins at \(start): the list's "
          + "allowsMultipleSelectionDuringEditing is false; set the composite's "
          + "allowsMultipleSelectionDuringEditing to true (UIKit offers the two-finger pan only then)"
      )
    }
    if let owner = (delegate as? CompositeRouter)?.owner(ofSection: start.section),
      !(owner.controller is any SectionMultipleSelection)
    {
      throw HostError(
        "no multiple-selection pan begins at \(start): its section's controller, "
          + "\(owner.context.controllerName), does not adopt SectionMultipleSelection, so UIKit's "
          + "shouldBeginMultipleSelectionInteraction is answered false; adopt it and return true "
          + "from shouldBeginMultipleSelection(at:in:) for the rows a pan may start on")
    }
    guard let delegate, delegate.shouldBeginMultipleSelectionInteraction(at: start) else {
      return false
    }
    if !isEditing { setEditing(true, animated: true) }
    delegate.didBeginMultipleSelectionInteraction(at: start)
    for indexPath in rows(from: start, through: end) where !selected.contains(indexPath) {
      guard let target = delegate.willSelectRow(at: indexPath) else { continue }
      try checkBounds(target)
      guard !selected.contains(target) else { continue }
      setSelected(true, at: target)
      delegate.didSelectRow(at: target)
    }
    delegate.didEndMultipleSelectionInteraction()
    return true
  }

  /// The rows from one row through another, in the list's order or backwards.
  private func rows(from start: ListIndexPath, through end: ListIndexPath) -> [ListIndexPath] {
    let (first, last) = start <= end ? (start, end) : (end, start)
    var rows: [ListIndexPath] = []
    for section in first.section...last.section {
      let count = numberOfRows(inSection: section)
      let from = section == first.section ? first.row : 0
      let through = section == last.section ? last.row : count - 1
      guard from <= through else { continue }
      for row in from...through { rows.append(ListIndexPath(row: row, section: section)) }
    }
    return start <= end ? rows : rows.reversed()
  }
}
