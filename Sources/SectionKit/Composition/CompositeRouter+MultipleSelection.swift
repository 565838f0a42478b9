extension CompositeRouter {
  /// Routes to ``SectionMultipleSelection/shouldBeginMultipleSelection(at:in:)``; `false` for a row
  /// the list does not have.
  package func shouldBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) -> Bool {
    guard table.indices.contains(indexPath.section) else { return false }
    return route(indexPath, .multipleSelection, else: false) {
      $0.multipleSelection!.shouldBeginMultipleSelection(at: $1, in: $2)
    }
  }

  /// Routes to ``SectionMultipleSelection/didBeginMultipleSelection(at:in:)`` and notes the section,
  /// so that the end of the pan reaches the same controller.
  package func didBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) {
    guard table.indices.contains(indexPath.section) else { return }
    let leaf = self.leaf(indexPath.section)
    multipleSelection = leaf
    leaf.capabilities.multipleSelection?.didBeginMultipleSelection(
      at: indexPath.row, in: leaf.context)
  }

  /// Routes to ``SectionMultipleSelection/didEndMultipleSelection(in:)`` of the controller that heard
  /// the pan begin, wherever its section stands now; nothing when no pan began (a hardware
  /// keyboard's selection ends without one).
  package func didEndMultipleSelectionInteraction() {
    guard let leaf = multipleSelection else { return }
    multipleSelection = nil
    leaf.capabilities.multipleSelection?.didEndMultipleSelection(in: leaf.context)
  }
}
