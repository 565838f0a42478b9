/// How a declarative section takes part in reordering, and in drag and drop between sections:
/// its rows follow the user's move at once, then the section's closures tell the app (see
/// ``ListSection/onMove(_:)``, ``ListSection/onDrop(_:)`` and ``ListSection/onDragOut(_:)``).
///
/// A row travels as itself: a drag item's local object is the ``Row``, so that its identity,
/// content and closures show in the section it lands in until the app's next evaluation.
extension ListSectionController: SectionReordering, SectionDragAndDrop {
  /// Whether the row shows a reorder control: the section has ``ListSection/onMove(_:)``.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: Whether the user may move the row.
  package func canMoveRow(at row: Int, in context: SectionContext) -> Bool {
    listSection.moveAction != nil && listSection.rows.indices.contains(row)
  }

  /// Moves the row the user moved among the rows shown, then calls the section's
  /// ``ListSection/onMove(_:)``.
  ///
  /// The list has already moved the row, as UIKit does: no batch is sent, and the next
  /// evaluation of the screen is diffed from the moved order.
  ///
  /// - Parameters:
  ///   - source: The row it came from.
  ///   - destination: The row it went to.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of rows.
  package func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    // The list moved the row already: follow it even if the closure is gone meanwhile.
    let rows = listSection.rows.indices
    guard rows.contains(source), rows.contains(destination) else { return }
    listSection.rows.insert(listSection.rows.remove(at: source), at: destination)
    listSection.moveAction?(source, destination)
  }

  /// One item for the row, the ``Row`` itself, when the section lets its rows be dragged
  /// (``ListSection/onDrop(_:)`` or ``ListSection/onDragOut(_:)``); none otherwise.
  ///
  /// - Parameters:
  ///   - row: The row pressed.
  ///   - context: The section's context.
  /// - Returns: The items.
  package func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] {
    guard listSection.dropAction != nil || listSection.dragOutAction != nil,
      listSection.rows.indices.contains(row)
    else { return [] }
    return [ListDragItem(localObject: listSection.rows[row])]
  }

  /// Takes rows of declarative sections when the section has ``ListSection/onDrop(_:)``.
  ///
  /// Rows from this list are moved, rows from another list copied, between rows. Anything else
  /// is forbidden, and so are rows from elsewhere whose identity the section already shows, or
  /// given twice.
  ///
  /// - Parameters:
  ///   - session: The items dragged.
  ///   - row: The row the drop is over.
  ///   - context: The section's context.
  /// - Returns: The proposal.
  /// - Complexity: O(n + i), n being the number of rows and i the number of items.
  package func dropProposal(
    for session: ListDropSession, atRow row: Int, in context: SectionContext
  ) -> ListDropProposal {
    guard listSection.dropAction != nil else { return .forbidden }
    var keys: Set<Row.Key> = []
    for item in session.items {
      guard let dropped = item.localObject as? Row, keys.insert(dropped.key).inserted else {
        return .forbidden
      }
    }
    if session.origin != .sameSection, listSection.rows.contains(where: { keys.contains($0.key) }) {
      return .forbidden
    }
    return session.allowsMove ? .move : .copy
  }

  /// Inserts the rows dropped before `row`, then calls the section's ``ListSection/onDrop(_:)``
  /// with their identities and the row the first occupies once the dragged rows have left
  /// their places.
  ///
  /// - Parameters:
  ///   - session: The items dropped.
  ///   - proposal: The proposal made for them.
  ///   - row: The row the drop is over, as the section showed before the drop.
  ///   - context: The section's context.
  /// - Complexity: O(n + i), n being the number of rows and i the number of items.
  package func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  ) {
    let dropped = session.items.compactMap { $0.localObject as? Row }
    let index = min(max(row, 0), listSection.rows.count)
    // Rows of this section dropped below where they were leave a place above the drop.
    var above = 0
    if proposal.operation == .move, session.origin == .sameSection {
      above = listSection.rows.countDragged(before: index, of: Set(dropped.map(\.key)), id: \.key)
    }
    listSection.rows.insert(contentsOf: dropped, at: index)
    listSection.dropAction?(dropped.map(\.id), index - above)
  }

  /// Removes the rows dragged elsewhere, then calls the section's ``ListSection/onDragOut(_:)``
  /// with those that left the section: a row dropped within it is not told.
  ///
  /// - Parameters:
  ///   - rows: The rows the dragged ones stand at now.
  ///   - context: The section's context.
  /// - Complexity: O(n + r), n being the number of rows and r the number removed.
  package func removeDraggedRows(_ rows: [Int], in context: SectionContext) {
    let leaving = rows.filter(listSection.rows.indices.contains)
    let keys = leaving.map { listSection.rows[$0].key }
    for row in leaving.sorted(by: >) { listSection.rows.remove(at: row) }
    let staying = Set(listSection.rows.lazy.map(\.key))
    let left = keys.filter { !staying.contains($0) }
    guard !left.isEmpty, let action = listSection.dragOutAction else { return }
    action(left.map(\.id))
  }
}
