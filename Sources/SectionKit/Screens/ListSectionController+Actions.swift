/// A declarative section's row actions: each event goes to the closure of the row as the screen
/// was last evaluated.
///
/// Events that arrive by row index (a tap, a swipe, a press) read the row at that index now; the
/// closures a cell holds (a switch, an information button) and a context menu's preview commit
/// find their row by identity, since a cell keeps what it was configured with while its row
/// moves or its closures change without the row being configured again.
extension ListSectionController {
  /// Whether a touch highlights the row: only a row with a tap action does.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: Whether the row has a tap action.
  package func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    section.rows[row].selectAction != nil
  }

  /// Runs the row's tap action, after deselecting the row unless it keeps its selection.
  ///
  /// The row is deselected first, so that an action that evaluates the screen again (and moves
  /// rows) does not leave another row deselected instead.
  ///
  /// - Parameters:
  ///   - row: The local row selected.
  ///   - context: The section's context.
  package func didSelectRow(at row: Int, in context: SectionContext) {
    let selected = section.rows[row]
    if !selected.keepsSelection { context.deselectRow(row, animated: true) }
    selected.selectAction?()
  }

  /// The row's leading swipe actions.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The actions given by ``Row/leadingSwipeActions(_:performsFirstActionWithFullSwipe:)``, or `nil`.
  package func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    section.rows[row].actions?.leading
  }

  /// The row's trailing swipe actions.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The actions given by ``Row/trailingSwipeActions(_:performsFirstActionWithFullSwipe:)``, or `nil`.
  package func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    section.rows[row].actions?.trailing
  }

  /// The row's context menu; its preview commit goes to the same row, wherever it is then.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The menu given by ``Row/contextMenu(_:onCommitPreview:)``, or `nil`.
  package func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    let pressed = section.rows[row]
    guard let menu = pressed.actions?.contextMenu else { return nil }
    menuRow = pressed.key
    return menu
  }

  /// Runs the preview action of the row the menu was made for, as the screen was last
  /// evaluated; nothing when that row is gone.
  ///
  /// - Parameters:
  ///   - menu: The menu.
  ///   - row: The local row the menu was made for, then.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of rows.
  package func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext)
  {
    guard let key = menuRow else { return }
    menuRow = nil
    self.row(key)?.actions?.commitPreview?()
  }

  /// The row's content with its switch and information button reporting to the closures of
  /// the row of the same identity as the screen was last evaluated.
  ///
  /// Reads the row's content and identity in place: a copy of the whole row would retain
  /// each of its closures, objects that are not in the cache when thousands of rows are shown.
  ///
  /// - Parameter index: The row's index in the section.
  /// - Returns: The content to configure a cell with.
  func routedContent(ofRowAt index: Int) -> RowContent {
    var content = section.rows[index].content
    let key = section.rows[index].key
    switch content.accessory {
    case .toggle(let isOn, _):
      content.accessory = .toggle(isOn: isOn) { [weak self] isOn in
        guard case .toggle(_, let onChange)? = self?.row(key)?.content.accessory else { return }
        onChange(isOn)
      }
    case .detailButton:
      content.accessory = .detailButton { [weak self] in
        guard case .detailButton(let onTap)? = self?.row(key)?.content.accessory else { return }
        onTap()
      }
    case .none, .disclosureIndicator, .checkmark:
      break
    }
    return content
  }

  /// The row of an identity, as the screen was last evaluated.
  ///
  /// - Complexity: O(n), n being the number of rows; asked once per user action.
  private func row(_ key: Row.Key) -> Row? {
    section.rows.first { $0.key == key }
  }
}
