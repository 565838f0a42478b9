/// The selection kept by identity across the batches and reloads the root hands its host (see
/// ``SelectionMemory``).
extension CompositeController {
  /// Remembers the host's selection by identity, when the models and the host agree: no
  /// request, change of the list of sections or user's move waits (root only).
  ///
  /// - Complexity: O(k), k being the number of selected rows.
  func rememberSelection() {
    guard parent == nil, let host, !updater.queue.hasRequests, updater.queue.structure == nil,
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
  /// section hears of it, and the list does not scroll. Several rows stay selected even in
  /// single-selection mode (rows kept selected when editing ended, or when multiple selection
  /// was turned off), where selecting a row from code deselects the others: the host's multiple
  /// selection is turned on while they are selected again, then back off.
  func didHandOff() {
    guard let host, host.numberOfSections == table.count else { return }
    let selected = Set(host.indexPathsForSelectedRows)
    let missing = router.selection.missing(from: selected, in: table).filter {
      $0.row < host.numberOfRows(inSection: $0.section)
    }
    if !missing.isEmpty {
      selectingSeveralRows(on: host, if: selected.count + missing.count > 1) {
        for indexPath in missing {
          try? host.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        }
      }
    }
    router.selection.remember(host.indexPathsForSelectedRows, in: table)
  }

  /// Runs `body` with the host's multiple selection of its current mode turned on when
  /// `several` rows are to stay selected, and sets it back afterwards.
  private func selectingSeveralRows(
    on host: any ListHost, if several: Bool, _ body: () -> Void
  ) {
    let editing = host.isEditing
    let allows =
      editing ? host.allowsMultipleSelectionDuringEditing : host.allowsMultipleSelection
    guard several, !allows else { return body() }
    if editing {
      host.allowsMultipleSelectionDuringEditing = true
      body()
      host.allowsMultipleSelectionDuringEditing = false
    } else {
      host.allowsMultipleSelection = true
      body()
      host.allowsMultipleSelection = false
    }
  }

  /// A section selected or deselected one of its rows from code.
  func selectionDidChange() { rememberSelection() }
}
