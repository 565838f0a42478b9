@_spi(Hosting) import SectionKit

/// Reordering by drag, outside editing mode: a table view with drag interaction and a drag
/// delegate, a collection view's interactive movement.
extension HeadlessListView {
  /// A user long-presses a row, drags it and drops it at `proposed`, outside editing mode.
  ///
  /// UIKit reorders this way when the list lets it: a table view whose `dragInteractionEnabled` is
  /// `true` and whose drag delegate gives items for the row, a collection view through its
  /// interactive movement. The host lets it when ``dragInteractionEnabled`` is `true`, and the row
  /// only when the data source says it can move (`canMoveRow`, a section controller's
  /// ``/SectionKit/SectionReordering/canMoveRow(at:in:)``). Then, as ``moveRow(from:toProposed:)``
  /// in editing mode: the delegate's `targetIndexPathForMove` decides where the row lands, the data
  /// source is told of the move, and the list moves the cell itself, with no batch and no reload.
  ///
  /// ```swift
  /// list.dragInteractionEnabled = true try list.dragRow(from: ListIndexPath(row: 2, section: 0),
  /// toProposed: ListIndexPath(row: 0, section: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - proposed: Where the user drops it.
  /// - Returns: Where the row landed.
  /// - Throws: ``/SectionKit/HostError`` when drag interaction is off (the message says what to
  ///   enable), when the row does not exist, is not on screen or cannot move, or when the
  ///   destination is beyond the rows the section has once the row is moved.
  /// - Complexity: As ``moveRow(from:toProposed:)``.
  @discardableResult
  public func dragRow(from source: ListIndexPath, toProposed proposed: ListIndexPath)
    throws(HostError) -> ListIndexPath
  {
    settle()
    defer { settle() }
    try checkDragBegins(
      at: source,
      enabling: "(UIKit: a table view's dragInteractionEnabled and drag delegate, a collection "
        + "view's interactive movement), or reorder in editing mode with moveRow(from:toProposed:)"
    )
    guard dataSource?.canMoveRow(at: source) == true else {
      throw HostError(
        "row \(source) cannot be dragged: its section does not let it move "
          + "(canMoveRow(at:in:) is false); return true from the section controller's "
          + "canMoveRow(at:in:) for it (an IdentifiedSection's allowsReordering)")
    }
    return try dropMovedRow(from: source, toProposed: proposed)
  }

  /// Throws unless a long press on `source` begins a drag, as UIKit lifts a row: the row
  /// exists, is on screen, and drag interaction is on.
  ///
  /// - Parameters:
  ///   - source: The row pressed.
  ///   - enabling: How to turn drag interaction on, after "set the list's
  ///     dragInteractionEnabled to true" in the message.
  /// - Throws: ``HostError`` when the row does not exist or is not on screen, or when drag
  ///   interaction is off.
  func checkDragBegins(at source: ListIndexPath, enabling: String) throws(HostError) {
    try checkBounds(source)
    // A drag starts with a long press on the row: UIKit lifts only a row on screen.
    guard visibleCells[source] != nil else {
      throw HostError("row \(source) is not on screen; scroll to it before dragging it")
    }
    guard dragInteractionEnabled else {
      throw HostError(
        "row \(source) cannot be dragged: drag interaction is off; set the list's "
          + "dragInteractionEnabled to true " + enabling)
    }
  }

  /// Drops a row the user moved, by its reorder control or by drag: the delegate retargets the
  /// drop, the data source hears of the move, and the list follows it.
  ///
  /// - Returns: Where the row landed.
  /// - Throws: ``HostError`` when the destination is beyond the rows of its section.
  func dropMovedRow(from source: ListIndexPath, toProposed proposed: ListIndexPath)
    throws(HostError) -> ListIndexPath
  {
    guard let delegate, let dataSource else { return source }
    let destination = delegate.targetIndexPathForMove(from: source, toProposed: proposed)
    try HostError.checkBounds(destination, in: countsAfterMove(from: source, to: destination))
    dataSource.moveRow(at: source, to: destination)
    if destination != source { followMove(from: source, to: destination) }
    return destination
  }
}
