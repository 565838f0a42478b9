extension SectionDelegate {
  /// Returns `false`: rows are not editable unless the controller says so.
  public func canEditRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// Returns ``EditingStyle/delete``, UIKit's default for an editable row.
  public func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle {
    .delete
  }

  /// Returns `nil`: the system's title.
  public func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String? {
    nil
  }

  /// Returns `true`, as UIKit does.
  public func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool {
    true
  }

  /// Does nothing.
  public func willBeginEditingRow(at row: Int, in context: SectionContext) {}

  /// Does nothing.
  public func didEndEditingRow(at row: Int?, in context: SectionContext) {}

  /// Does nothing.
  public func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {}

  /// Returns `false`: rows cannot be reordered unless the controller says so.
  public func canMoveRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// Returns `proposed`: the row lands where the user drops it.
  public func targetRowForMove(
    from source: Int, toProposed proposed: Int, in context: SectionContext
  ) -> Int {
    proposed
  }

  /// Does nothing.
  public func moveRow(from source: Int, to destination: Int, in context: SectionContext) {}

  /// Returns `false`: sections stay where their composite puts them unless the controller says
  /// so.
  public func canMoveSection(in context: SectionContext) -> Bool { false }
}
