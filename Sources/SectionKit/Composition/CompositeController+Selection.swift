/// The selection kept by identity across the batches and reloads the root hands its host (see
/// ``SelectionMemory``).
extension CompositeController {
  /// Remembers the host's selection by identity, when the models and the host agree: no
  /// request, change of the list of sections or user's move waits (root only).
  ///
  /// - Complexity: O(k), k being the number of selected rows.
  func rememberSelection() {
    guard parent == nil, let host, !updater.hasWaitingChanges,
      userMove == nil, host.numberOfSections == table.count
    else { return }
    router.selection.remember(host.indexPathsForSelectedRows, in: table)
  }

  /// Forgets the remembered rows the host no longer selects, before a hand-off moves them.
  func willHandOff() {
    guard let host else { return }
    router.selection.keep(Set(host.indexPathsForSelectedRows))
  }

  /// Selects again the remembered rows the host dropped and their sections still show, then
  /// remembers the selection as it now stands.
  ///
  /// Rows are selected from code, as UIKit's `selectRow(at:animated:scrollPosition:)`: no
  /// section hears of it, and the list does not scroll.
  func didHandOff() {
    guard let host, host.numberOfSections == table.count else { return }
    let selected = Set(host.indexPathsForSelectedRows)
    for indexPath in router.selection.missing(from: selected, in: table)
    where indexPath.row < host.numberOfRows(inSection: indexPath.section) {
      try? host.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }
    router.selection.remember(host.indexPathsForSelectedRows, in: table)
  }

  /// A section selected or deselected one of its rows from code.
  func selectionDidChange() { rememberSelection() }
}
