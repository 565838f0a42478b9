extension SectionDelegate {
  /// Returns `true`: every row highlights.
  public func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// Does nothing.
  public func didHighlightRow(at row: Int, in context: SectionContext) {}

  /// Does nothing.
  public func didUnhighlightRow(at row: Int, in context: SectionContext) {}

  /// Returns `row`: the tapped row is selected.
  public func willSelectRow(at row: Int, in context: SectionContext) -> Int? { row }

  /// Does nothing.
  public func didSelectRow(at row: Int, in context: SectionContext) {}

  /// Returns `row`: the row is deselected.
  public func willDeselectRow(at row: Int, in context: SectionContext) -> Int? { row }

  /// Does nothing.
  public func didDeselectRow(at row: Int, in context: SectionContext) {}

  /// Does nothing.
  public func accessoryButtonTapped(forRow row: Int, in context: SectionContext) {}

  /// Returns `false`: rows have no primary action.
  public func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool {
    false
  }

  /// Does nothing.
  public func performPrimaryAction(forRow row: Int, in context: SectionContext) {}
}
