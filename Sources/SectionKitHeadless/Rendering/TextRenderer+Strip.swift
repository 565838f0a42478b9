@_spi(Hosting) import SectionKit

extension TextRenderer {
  /// Renders the viewport of a list on one line, as a horizontal strip reads.
  ///
  /// The visible items in order, separated by ` │ ` (` ┃ ` where a section ends and the next begins), a
  /// selected item marked `▶`; `◂2 │ ` first when 2 items are out of view before the viewport,
  /// ` │ 13▸` last when 13 are after it. A list with no item shows its empty state, `∅ text`.
  ///
  /// ```
  /// ◂2 │ Item 3 │ ▶Item 4 │ Item 5 ┃ More │ 13▸
  /// ```
  ///
  /// Headers and footers are not printed.
  ///
  /// - Parameter list: The list to render.
  /// - Returns: The line, without a line break; empty when nothing is on screen.
  /// - Complexity: O(s + v), s being the number of sections and v the items on screen.
  static func renderLine(_ list: HeadlessListView) -> String {
    var text = TextOutput()
    let visible = list.indexPathsForVisibleRows
    guard let first = visible.first else {
      if let content = list.backgroundContent {
        text.write("∅ ")
        content.appendLine(to: &text, writing: TerminalText.escaping)
      }
      return text.finish()
    }
    let counts = list.rowCounts
    let before = counts[..<first.section].reduce(0, +) + first.row
    let after = counts.reduce(0, +) - before - visible.count
    if before > 0 { text.write("◂\(before) │ ") }
    var previous: ListIndexPath?
    var cells = VisibleCells.Cursor(list.visibleCells)
    for path in visible {
      if let previous { text.write(previous.section == path.section ? " │ " : " ┃ ") }
      previous = path
      guard let cell = cells.value(at: path) else { continue }
      if cell.isSelected { text.write("▶") }
      appendText(of: cell, to: &text)
    }
    if after > 0 { text.write(" │ \(after)▸") }
    return text.finish()
  }
}
