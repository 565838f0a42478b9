extension SectionDelegate {
  /// Returns `nil`: no leading actions.
  public func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    nil
  }

  /// Returns `nil`: the system's trailing actions (Delete for an editable row).
  public func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    nil
  }

  /// Returns `nil`: no context menu.
  public func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? { nil }

  /// Does nothing.
  public func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {
  }
}
