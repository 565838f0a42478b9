@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// The edge of a row a swipe starts from.
  public enum SwipeEdge: Sendable, Hashable {
    /// The leading edge (left in left-to-right languages).
    case leading
    /// The trailing edge.
    case trailing
  }

  /// The actions a user's swipe reveals on a row, as UIKit shows them.
  ///
  /// As in UIKit, a swipe reveals nothing on a row the data source does not let the user edit
  /// (`ListDataSource/canEditRow(at:)` is `false`): the delegate is not even asked. When the
  /// delegate gives no trailing actions and the row is editable with the delete style, UIKit
  /// shows its own Delete action; so does this host, and performing that action commits the
  /// deletion to the data source.
  ///
  /// - Parameters:
  ///   - indexPath: The row swiped.
  ///   - edge: The edge the swipe starts from.
  /// - Returns: The revealed actions, or `nil` when the swipe reveals none.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen (a finger
  ///   swipes only what is shown).
  public func swipeActions(forRowAt indexPath: ListIndexPath, edge: SwipeEdge) throws(HostError)
    -> SwipeActionsConfiguration?
  {
    settle()
    defer { settle() }
    try checkTouchable(indexPath, "swiping it")
    return revealedSwipeActions(forRowAt: indexPath, edge: edge)
  }

  /// The actions a swipe reveals on an existing row, as ``swipeActions(forRowAt:edge:)``
  /// returns them, without settling the list.
  ///
  /// - Parameters:
  ///   - indexPath: The row swiped; it must exist.
  ///   - edge: The edge the swipe starts from.
  /// - Returns: The revealed actions, or `nil` when the swipe reveals none.
  func revealedSwipeActions(forRowAt indexPath: ListIndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    guard let delegate, let dataSource, dataSource.canEditRow(at: indexPath) else { return nil }
    switch edge {
    case .leading:
      return delegate.leadingSwipeActions(forRowAt: indexPath)
    case .trailing:
      if let configuration = delegate.trailingSwipeActions(forRowAt: indexPath) {
        return configuration
      }
      guard delegate.editingStyle(forRowAt: indexPath) == .delete else { return nil }
      let title = delegate.titleForDeleteConfirmation(forRowAt: indexPath) ?? "Delete"
      let delete = SwipeAction(identifier: "delete", title: title, style: .destructive) {
        [weak dataSource] completion in
        dataSource?.commit(.delete, forRowAt: indexPath)
        completion(true)
      }
      return SwipeActionsConfiguration(actions: [delete])
    }
  }

  /// A user taps the editing control of a row (the red minus or green plus) and confirms.
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist, is not on screen, is not
  ///   editable, or has no control.
  public func commitEditing(forRowAt indexPath: ListIndexPath) throws(HostError) {
    settle()
    defer { settle() }
    try checkTouchable(indexPath, "tapping its editing control")
    guard let delegate, let dataSource, dataSource.canEditRow(at: indexPath) else {
      throw HostError("row \(indexPath) is not editable")
    }
    let style = delegate.editingStyle(forRowAt: indexPath)
    guard style != .none else { throw HostError("row \(indexPath) has no editing control") }
    dataSource.commit(style, forRowAt: indexPath)
  }

  /// A user drags a row by its reorder control and drops it at `proposed`.
  ///
  /// The delegate's `targetIndexPathForMove` decides where the row lands; the data source is
  /// then told of the move. As in UIKit, no batch follows and nothing is reloaded: the list
  /// moves the cell the user dropped, and its cached counts, itself (the data source is
  /// expected to have moved its model). A destination in another section may be one past that
  /// section's last row.
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - proposed: Where the user drops it.
  /// - Returns: Where the row landed.
  /// - Throws: ``/SectionKit/HostError`` when the list is not editing, the row cannot move, or the
  ///   destination is beyond the rows the section has once the row is moved.
  /// - Complexity: O(s + v) plus the data source's work, s being the number of sections and v
  ///   the rows on screen.
  @discardableResult
  public func moveRow(from source: ListIndexPath, toProposed proposed: ListIndexPath)
    throws(HostError) -> ListIndexPath
  {
    settle()
    defer { settle() }
    try checkBounds(source)
    guard isEditing else {
      throw HostError(
        "rows can be reordered only in editing mode; to reorder by drag outside it, set "
          + "dragInteractionEnabled and use dragRow(from:toProposed:)")
    }
    guard dataSource?.canMoveRow(at: source) == true else {
      throw HostError("row \(source) has no reorder control")
    }
    return try dropMovedRow(from: source, toProposed: proposed)
  }

  /// A user long-presses a row: the context menu it shows.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The menu, or `nil` for none.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen.
  public func contextMenu(forRowAt indexPath: ListIndexPath) throws(HostError) -> ContextMenu? {
    settle()
    defer { settle() }
    try checkTouchable(indexPath, "pressing it")
    return delegate?.contextMenu(forRowAt: indexPath)
  }

  /// A user taps the preview of an open context menu.
  ///
  /// - Parameter menu: The menu returned by ``contextMenu(forRowAt:)``.
  public func commitPreview(of menu: ContextMenu) {
    settle()
    defer { settle() }
    delegate?.willCommitPreview(of: menu)
  }

  /// A user taps the accessory button of a row.
  ///
  /// A row shown with ``/SectionKit/RowContent`` whose accessory is
  /// ``/SectionKit/RowContent/Accessory/detailButton(onTap:)`` runs that action, as the button of
  /// UIKit's content cells does; any other row's tap goes to the delegate
  /// (`accessoryButtonTappedForRowWith`).
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen.
  public func tapAccessoryButton(forRowAt indexPath: ListIndexPath) throws(HostError) {
    settle()
    defer { settle() }
    try checkTouchable(indexPath, "tapping its accessory button")
    if let cell = visibleCells[indexPath] as? HeadlessContentCell, cell.tapDetailButton() { return }
    delegate?.accessoryButtonTapped(forRowAt: indexPath)
  }

  /// A user flips the switch of a row shown with a
  /// ``/SectionKit/RowContent/Accessory/toggle(isOn:onChange:)`` accessory: the switch shows the
  /// new value and the accessory's action runs with it.
  ///
  /// As in UIKit, flipping a switch neither highlights nor selects the row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The switch's new value.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist, is not on screen, or shows no
  ///   switch.
  @discardableResult
  public func toggleSwitch(at indexPath: ListIndexPath) throws(HostError) -> Bool {
    settle()
    defer { settle() }
    try checkBounds(indexPath)
    guard let cell = visibleCells[indexPath] else {
      throw HostError("row \(indexPath) is not on screen; scroll to it before flipping its switch")
    }
    guard let isOn = (cell as? HeadlessContentCell)?.flipSwitch() else {
      throw HostError("row \(indexPath) shows no switch")
    }
    return isOn
  }
}

extension HeadlessListView {
  /// Throws unless a finger can touch the row: it exists and is on screen.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - action: What the user would do, for the message: "swiping it".
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen.
  func checkTouchable(_ indexPath: ListIndexPath, _ action: String) throws(HostError) {
    try checkBounds(indexPath)
    guard visibleCells[indexPath] != nil else {
      throw HostError("row \(indexPath) is not on screen; scroll to it before \(action)")
    }
  }

  /// A user taps the outline disclosure of a row shown with a
  /// ``/SectionKit/RowContent/Accessory/outlineDisclosure(isExpanded:onToggle:)`` accessory: its
  /// action runs, as UIKit's `.outlineDisclosure(actionHandler:)` does, and the row is not
  /// selected.
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist, is not on screen, or shows no
  ///   outline disclosure.
  public func tapOutlineDisclosure(at indexPath: ListIndexPath) throws(HostError) {
    settle()
    defer { settle() }
    try checkBounds(indexPath)
    guard let cell = visibleCells[indexPath] else {
      throw HostError(
        "row \(indexPath) is not on screen; scroll to it before tapping its outline disclosure")
    }
    guard (cell as? HeadlessContentCell)?.tapOutlineDisclosure() == true else {
      throw HostError("row \(indexPath) shows no outline disclosure")
    }
  }
}
