/// Renders what a ``HeadlessListView`` shows as text, for examples and text snapshots.
///
/// Each section on screen becomes a block: its header (`┌ TITLE`, or `┌` when it has none),
/// one line per visible row (`│ text`, or `▶ text` when the row is selected, continuation
/// lines indented), and its footer (`└ text`, or `└`). Blocks are separated by a blank line.
///
/// ```
/// ┌ ACCOUNT
/// │ Ada Lovelace
/// ▶ Sign Out
/// └ Signed in with iCloud.
/// ```
@MainActor
public enum TextRenderer {
  /// Renders the viewport of a headless list.
  ///
  /// - Parameters:
  ///   - list: The list to render.
  ///   - cursor: A row to mark with `»` (a keyboard cursor), if any.
  /// - Returns: The text, ending with a newline when anything is on screen.
  /// - Complexity: O(v), v being the number of rows, headers and footers on screen: each is
  ///   visited once.
  public static func render(_ list: HeadlessListView, cursor: ListIndexPath? = nil) -> String {
    render(list, visibleRows: list.indexPathsForVisibleRows, cursor: cursor)
  }

  /// Renders the viewport of a headless list, reading its visible rows from `visibleRows`.
  ///
  /// - Parameters:
  ///   - list: The list to render.
  ///   - visibleRows: The list's visible rows, in order (tests count how many are read).
  ///   - cursor: A row to mark with `»`, if any.
  /// - Returns: The text.
  /// - Complexity: O(v): the rows are read once, section after section.
  static func render(
    _ list: HeadlessListView, visibleRows: some Sequence<ListIndexPath>, cursor: ListIndexPath?
  ) -> String {
    var text = ""
    var rows = visibleRows.makeIterator()
    var next = rows.next()
    for section in list.visibleSections {
      if !text.isEmpty { text += "\n" }
      text += line("┌", list.header(forSection: section), uppercased: true) + "\n"
      while let indexPath = next, indexPath.section <= section {
        next = rows.next()
        guard indexPath.section == section,
          let cell = list.cellForRow(at: indexPath) as? HeadlessCell
        else { continue }
        let marker = indexPath == cursor ? "»" : cell.isSelected ? "▶" : "│"
        let lines = cell.textDescription.split(separator: "\n", omittingEmptySubsequences: false)
        text += "\(marker) \(lines.first ?? "")\n"
        for continuation in lines.dropFirst() { text += "│   \(continuation)\n" }
      }
      text += line("└", list.footer(forSection: section), uppercased: false) + "\n"
    }
    return text + background(of: list, after: text)
  }

  private static func line(
    _ corner: String, _ item: HeadlessListView.Supplementary?, uppercased: Bool
  ) -> String {
    switch item {
    case .title(let title)?: return "\(corner) \(uppercased ? title.uppercased() : title)"
    case .view(let view)?: return "\(corner) \(view.textDescription)"
    case nil: return corner
    }
  }
}
