import Foundation

/// How a declarative section deletes the rows the user deletes: at once, in a batch, then its
/// ``ListSection/onDelete(perform:)`` closure tells the app.
extension ListSectionController: SectionEditing {
  /// Whether the row can be deleted: the section has ``ListSection/onDelete(perform:)``.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: Whether the row shows a delete control, and Delete on a swipe.
  package func canEditRow(at row: Int, in context: SectionContext) -> Bool {
    listSection.deleteAction != nil && listSection.rows.indices.contains(row)
  }

  /// Removes the row the user deleted, in an animated batch, then calls the section's
  /// ``ListSection/onDelete(perform:)`` with its offset.
  ///
  /// - Parameters:
  ///   - style: ``EditingStyle/delete`` removes the row; other styles do nothing.
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of rows.
  package func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    guard style == .delete, let action = listSection.deleteAction,
      listSection.rows.indices.contains(row)
    else { return }
    context.performBatch { batch in
      self.listSection.rows.remove(at: row)
      batch.deleteRows(at: [row])
    }
    action(IndexSet(integer: row))
  }
}
