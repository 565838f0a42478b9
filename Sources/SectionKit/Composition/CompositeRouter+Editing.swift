extension CompositeRouter {
  /// Routes to ``SectionEditing/editingStyle(forRow:in:)`` for a row its controller lets the
  /// user edit; ``EditingStyle/none`` for a row that is editable only to offer swipe actions.
  package func editingStyle(forRowAt indexPath: ListIndexPath) -> EditingStyle {
    route(indexPath, .editing, else: .none) { capabilities, row, context in
      capabilities.editing!.canEditRow(at: row, in: context)
        ? capabilities.editing!.editingStyle(forRow: row, in: context) : .none
    }
  }

  /// Routes to ``SectionEditing/titleForDeleteConfirmation(forRow:in:)``.
  package func titleForDeleteConfirmation(forRowAt indexPath: ListIndexPath) -> String? {
    route(indexPath, .editing, else: nil) {
      $0.editing!.titleForDeleteConfirmation(forRow: $1, in: $2)
    }
  }

  /// Routes to ``SectionEditing/shouldIndentWhileEditingRow(at:in:)``.
  package func shouldIndentWhileEditingRow(at indexPath: ListIndexPath) -> Bool {
    route(indexPath, .editing, else: true) {
      $0.editing!.shouldIndentWhileEditingRow(at: $1, in: $2)
    }
  }

  /// Routes to ``SectionEditing/willBeginEditingRow(at:in:)``.
  package func willBeginEditingRow(at indexPath: ListIndexPath) {
    route(indexPath, .editing, else: ()) { $0.editing!.willBeginEditingRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionEditing/didEndEditingRow(at:in:)``; with no row there is no section to
  /// route to, and the event is dropped.
  package func didEndEditingRow(at indexPath: ListIndexPath?) {
    guard let indexPath, table.indices.contains(indexPath.section) else { return }
    route(indexPath, .editing, else: ()) { $0.editing!.didEndEditingRow(at: $1, in: $2) }
  }

  /// Keeps a move inside the source row's section, then asks its controller; lets the only row
  /// of a movable section land in the section of a movable sibling.
  ///
  /// A destination proposed in an earlier section becomes the section's first row, one in a
  /// later section its last row; the controller's
  /// ``SectionReordering/targetRowForMove(from:toProposed:in:)`` then decides. When both the
  /// source's section and the proposed one have one row, their controllers allow it
  /// (``SectionMoving/canMoveSection(in:)``) and they are children of one composite, the
  /// row lands in the proposed section, above (row `0`) or below (row `1`) the sibling's row.
  /// A row whose section gives drag items lands in another section whose controller proposes
  /// to move them in (``SectionDragAndDrop/dropProposal(for:atRow:in:)``), as a drop would.
  ///
  /// - Parameters:
  ///   - source: The row being moved.
  ///   - proposed: The destination the user proposes.
  /// - Returns: A destination in the source's section, or in a sibling's for a section move.
  /// - Complexity: O(1) plus the controller's work within a section; O(c) across sections, c
  ///   being the number of children in the tree.
  package func targetIndexPathForMove(
    from source: ListIndexPath, toProposed proposed: ListIndexPath
  ) -> ListIndexPath {
    if proposed.section != source.section, source.row == 0,
      composite.canMoveSection(source.section, onto: proposed.section)
    {
      return ListIndexPath(row: min(max(proposed.row, 0), 1), section: proposed.section)
    }
    if proposed.section != source.section, table.indices.contains(proposed.section),
      acceptsMovedRow(from: source, to: proposed)
    {
      return proposed
    }
    let section = source.section
    let row = route(source) { controller, row, context in
      let proposedRow: Int
      if proposed.section == section {
        proposedRow = proposed.row
      } else if proposed.section < section {
        proposedRow = 0
      } else {
        proposedRow = max(0, controller.numberOfRows(in: context) - 1)
      }
      guard let reordering = table[section].capabilities.reordering else { return proposedRow }
      return reordering.targetRowForMove(from: row, toProposed: proposedRow, in: context)
    }
    return ListIndexPath(row: row, section: section)
  }
}
