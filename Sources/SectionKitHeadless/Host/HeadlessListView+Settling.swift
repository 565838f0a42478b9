@_spi(Hosting) import SectionKit

/// What a test reads after acting: the list settled, and its cells as their own types.
extension HeadlessListView {
  /// Ends the current turn of the main actor, as far as the list can see: the data source
  /// applies what waits for the end of the turn (a composite's coalesced structure changes and
  /// row requests), and the list shows it.
  ///
  /// Every user action of the list (``tapRow(at:)``, ``toggleSwitch(at:)``, scrolling, swipes,
  /// menus, editing) is a turn of its own: it settles before it acts, since the user sees the
  /// list as the previous turn left it, and after, so what it changed is on screen when it
  /// returns. Call this after changing the list from code, where a device would wait for the
  /// run loop.
  ///
  /// - Complexity: That of the updates applied.
  public func settle() {
    dataSource?.finishTurn()
  }

  /// The cell the list shows for a row, as its own type.
  ///
  /// ```swift
  /// let cell = try list.cell(at: ListIndexPath(row: 0, section: 1), as: ProfileCell.self)
  /// #expect(cell.name == "Ada")
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: A row on screen.
  ///   - type: The cell's type.
  /// - Returns: The cell the list holds (not a fresh answer from the data source).
  /// - Throws: ``/SectionKit/HostError`` naming the row when it does not exist or is not on screen,
  ///   or naming both types when the cell is of another type.
  public func cell<Cell: HeadlessCell>(at indexPath: ListIndexPath, as type: Cell.Type)
    throws(HostError) -> Cell
  {
    try checkBounds(indexPath)
    guard let cell = visibleCells[indexPath] else {
      throw HostError("row \(indexPath) is not on screen; scroll to it to read its cell")
    }
    guard let typed = cell as? Cell else {
      throw HostError(
        "the cell of row \(indexPath) is a '\(String(reflecting: Swift.type(of: cell)))', "
          + "not a '\(String(reflecting: Cell.self))'")
    }
    return typed
  }
}
