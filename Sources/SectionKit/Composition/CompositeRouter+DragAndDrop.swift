/// Drag and drop: a row's drag items, the proposal of the section a drag hovers over, and a
/// drop carried out in the models of both sections and shown in one batch (and, for rows that
/// land in another section, a second one that gives them their new section's cells).
extension CompositeRouter {
  /// Asks the owning controller for the items of a drag of its row
  /// (``SectionDragAndDrop/dragItems(forRow:in:)``), and marks each with the row it came from.
  ///
  /// - Parameter indexPath: The row pressed.
  /// - Returns: The items; none, and the row is not lifted.
  package func dragItems(forRowAt indexPath: ListIndexPath) -> [ListDragItem] {
    let source = ListDragItem.Source(list: ObjectIdentifier(self), indexPath: indexPath)
    return route(indexPath, .dragAndDrop, else: []) {
      $0.dragAndDrop!.dragItems(forRow: $1, in: $2)
    }.map {
      item in
      var item = item
      item.source = source
      return item
    }
  }

  /// Routes to ``SectionDragAndDrop/dropProposal(for:atRow:in:)`` of the section the drop is
  /// over, then refuses what cannot be carried out: a move of items that are not rows of this
  /// list, a drop into a row that does not exist or that is itself dragged.
  ///
  /// - Parameters:
  ///   - items: The items dragged.
  ///   - indexPath: The row the drop is over, before the drop; the section's row count for its
  ///     end.
  /// - Returns: The proposal; ``ListDropProposal/forbidden`` for a section or row that does not
  ///   exist.
  /// - Complexity: O(i) plus the controller's work, i being the number of items.
  package func dropProposal(for items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  {
    guard !items.isEmpty, table.indices.contains(indexPath.section) else { return .forbidden }
    let count = leaf(indexPath.section).numberOfRows()
    guard (0...count).contains(indexPath.row) else { return .forbidden }
    let dragged = draggedRows(items)
    let session = ListDropSession(items: items, origin: origin(of: dragged, in: indexPath.section))
    let proposal = route(indexPath, .dragAndDrop, else: .forbidden) {
      $0.dragAndDrop!.dropProposal(for: session, atRow: $1, in: $2)
    }
    switch (proposal.operation, proposal.intent) {
    case (.forbidden, _): return .forbidden
    case (.move, _) where !session.allowsMove: return .forbidden
    case (_, .intoRow) where indexPath.row == count || dragged?.contains(indexPath) == true:
      return .forbidden
    default: return proposal
    }
  }

  /// Carries out a drop: the section the drop is over changes its model
  /// (``SectionDragAndDrop/performDrop(_:with:atRow:in:)``), then, for a move, each section the
  /// rows came from removes them (``SectionDragAndDrop/removeDraggedRows(_:in:)``), and the list
  /// is handed one batch: the rows moved from their sections (or deleted there and inserted
  /// here when a row gave several items), inserted for a copy, the row dropped into
  /// reconfigured.
  ///
  /// Rows moved from another section are then reloaded in a second batch, so that this section
  /// gives them its cells (UIKit refuses a row moved and reloaded in one batch).
  ///
  /// The list does not scroll: the rows land where the user dropped them (no
  /// ``ScrollAnchoring``).
  ///
  /// A model that did not follow (a row count that does not add up) is reported as an
  /// ``UpdateDiagnostic`` naming the controller, and the list reloads: never an invalid update.
  ///
  /// - Parameters:
  ///   - items: The items dropped.
  ///   - indexPath: The row the drop is over, before the drop.
  /// - Returns: The proposal carried out; ``ListDropProposal/forbidden`` when nothing happened.
  /// - Complexity: O(i log i) plus the controllers' and the host's work, i being the number of
  ///   items.
  @discardableResult
  package func performDrop(_ items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  {
    let proposal = dropProposal(for: items, at: indexPath)
    guard proposal.operation != .forbidden else { return .forbidden }
    let dragged = proposal.operation == .move ? draggedRows(items) ?? [] : []
    changeModels(dropping: items, at: indexPath, as: proposal, from: dragged)
    if proposal.intent == .insert, let target = table.leaf(at: indexPath.section) {
      selection.refile(dragged, under: target.identity)
    }
    let drop = batch(dropping: items.count, at: indexPath, intent: proposal.intent, from: dragged)
    let outcome = composite.updater.hand(
      drop, from: self, animated: true, fallback: .rowCount,
      drop: ScrollAnchor.Drop(landing: indexPath, dragged: dragged))
    if outcome != .reloaded { reloadRowsLanded(by: drop) }
    return proposal
  }

  /// Gives the rows a drop moved across sections their cells from the section they landed in:
  /// a moved row keeps its cell, configured by the section it left (perhaps of another type).
  ///
  /// A batch of its own after the move's, as UIKit refuses a row both moved and reloaded in one
  /// batch; reloaded, not reconfigured, since the cell's type may change. A drop within one
  /// section sends nothing more.
  ///
  /// - Parameter drop: The batch that showed the drop.
  private func reloadRowsLanded(by drop: ListBatch) {
    var landed = ListBatch()
    landed.reloadedRows = Set(
      drop.movedRows.lazy.filter { $0.from.section != $0.to.section }.map(\.to))
    guard !landed.reloadedRows.isEmpty else { return }
    composite.updater.hand(landed, from: self, animated: true, fallback: .rowCount)
  }

  /// Whether a row the user moves by its reorder control or by a reorder drag may land in
  /// another section: its section gives drag items and the section there proposes to move
  /// them in between its rows.
  ///
  /// - Parameters:
  ///   - source: The row moved.
  ///   - destination: Where it would land, in another section.
  /// - Returns: `true` when drag and drop would move it there.
  func acceptsMovedRow(from source: ListIndexPath, to destination: ListIndexPath) -> Bool {
    let items = dragItems(forRowAt: source)
    return !items.isEmpty && dropProposal(for: items, at: destination) == .move
  }

  /// A row the host moved into another section itself (UIKit's `moveRowAt`, after a reorder
  /// drag or the reorder control), which drag and drop accepts
  /// (``acceptsMovedRow(from:to:)``): the models follow as for a drop, and no batch is sent for
  /// the move; the section the row landed in requests its reload, which reaches the host after
  /// the move, so that it gives the row its cell.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it is now, in another section.
  func followMovedRow(from source: ListIndexPath, to destination: ListIndexPath) {
    changeModels(
      dropping: dragItems(forRowAt: source), at: destination, as: .move, from: [source])
    // The row keeps the cell its section gave it: the section it landed in gives it its own
    // once the move is over (a request reaches the host after it).
    route(destination, .dragAndDrop, else: ()) { _, row, context in
      context.performBatch { $0.reloadRows(at: [row]) }
    }
  }

  /// The models change for a drop: the section under it takes the items, then, for a move,
  /// each section they came from removes its rows (moved down by rows dropped above them).
  private func changeModels(
    dropping items: [ListDragItem], at indexPath: ListIndexPath, as proposal: ListDropProposal,
    from dragged: [ListIndexPath]
  ) {
    let session = ListDropSession(
      items: items, origin: origin(of: draggedRows(items), in: indexPath.section))
    noteUserEdit(inSection: indexPath.section)
    answeringLayout {
      route(indexPath, .dragAndDrop, else: ()) {
        $0.dragAndDrop!.performDrop(session, with: proposal, atRow: $1, in: $2)
      }
      let inserted = proposal.intent == .insert ? items.count : 0
      let sections = Dictionary(grouping: dragged, by: \.section).sorted { $0.key < $1.key }
      for (section, rows) in sections {
        let local = rows.map { row in
          section == indexPath.section && row.row >= indexPath.row ? row.row + inserted : row.row
        }
        noteUserEdit(inSection: section)
        route(section: section, .dragAndDrop, else: ()) {
          $0.dragAndDrop!.removeDraggedRows(local.sorted(), in: $1)
        }
      }
    }
  }

  /// The batch that shows a drop: `count` rows inserted from `indexPath` on (moved from
  /// `dragged` when there is one item per dragged row), or the row at `indexPath`
  /// reconfigured; the dragged rows leave their sections.
  private func batch(
    dropping count: Int, at indexPath: ListIndexPath, intent: ListDropProposal.Intent,
    from dragged: [ListIndexPath]
  ) -> ListBatch {
    var batch = ListBatch()
    guard intent == .insert else {
      batch.reconfiguredRows = [indexPath]
      batch.deletedRows = Set(dragged)
      return batch
    }
    let above = dragged.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
    let landed = (0..<count).map {
      ListIndexPath(row: indexPath.row - above + $0, section: indexPath.section)
    }
    if dragged.count == count {
      batch.movedRows = zip(dragged, landed).map { ListBatch.RowMove(from: $0, to: $1) }
    } else {
      batch.deletedRows = Set(dragged)
      batch.insertedRows = Set(landed)
    }
    return batch
  }

  /// The rows of this list the items were dragged from, each once, in the items' order; `nil`
  /// when an item came from elsewhere (another list, another app) or its section is gone.
  private func draggedRows(_ items: [ListDragItem]) -> [ListIndexPath]? {
    var rows: [ListIndexPath] = []
    for item in items {
      // A row gone since the drag began (the list changed meanwhile) is not this list's any more.
      guard let source = item.source, source.list == ObjectIdentifier(self),
        table.indices.contains(source.indexPath.section),
        (0..<leaf(source.indexPath.section).numberOfRows()).contains(source.indexPath.row)
      else { return nil }
      if !rows.contains(source.indexPath) { rows.append(source.indexPath) }
    }
    return rows
  }

  /// Where dragged rows came from, seen from `section`.
  private func origin(of dragged: [ListIndexPath]?, in section: Int) -> ListDropSession.Origin {
    guard let dragged else { return .outsideList }
    return dragged.allSatisfy { $0.section == section } ? .sameSection : .otherSection
  }
}
