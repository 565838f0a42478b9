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
  /// - Complexity: O(v), v being the number of rows, headers and footers on screen.
  public static func render(_ list: HeadlessListView, cursor: ListIndexPath? = nil) -> String {
    var blocks: [Int: [String]] = [:]
    var order: [Int] = []
    func lines(_ section: Int) -> [String] {
      if blocks[section] == nil {
        blocks[section] = []
        order.append(section)
      }
      return blocks[section] ?? []
    }
    for section in list.visibleSections {
      var block = lines(section)
      block.append(line("┌", list.header(forSection: section), uppercased: true))
      for indexPath in list.indexPathsForVisibleRows where indexPath.section == section {
        guard let cell = list.cellForRow(at: indexPath) as? HeadlessCell else { continue }
        let marker = indexPath == cursor ? "»" : cell.isSelected ? "▶" : "│"
        let text = cell.textDescription.split(separator: "\n", omittingEmptySubsequences: false)
        block.append("\(marker) \(text.first ?? "")")
        block.append(contentsOf: text.dropFirst().map { "│   \($0)" })
      }
      block.append(line("└", list.footer(forSection: section), uppercased: false))
      blocks[section] = block
    }
    let text = order.compactMap { blocks[$0]?.joined(separator: "\n") }.joined(separator: "\n\n")
    return text.isEmpty ? "" : text + "\n"
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
