@_spi(Hosting) import SectionKit

/// Renders what a ``HeadlessListView`` shows as text: what
/// ``HeadlessListView/renderedText(cursor:)`` returns.
///
/// Each section on screen becomes a block: its header (`┌ TITLE`, or `┌` when it has none),
/// a line for each supplementary view of another kind (`├ badge: 3 new`), one line per visible
/// row (`│ text`, or `▶ text` when the row is selected; a cell's controls follow its text:
/// `[Follow]`, `[on]`, `«ma▏»`), and its footer
/// (`└ text`, or `└`). Blocks are separated by a blank line. A section without rows is its
/// header and footer lines with nothing between them, wherever it stands.
///
/// Where the viewport cuts a section, a `┆` line says what is out of view in place of the
/// header or footer line: `┆ header and 3 rows above` when the section's top is scrolled
/// away, `┆ 4 rows and footer below` when its end is below the viewport. A header out of view
/// never reads as no header; a pinned header stays, with `┆ 3 rows above` under it. Sections
/// wholly out of view are counted on a line of their own, first and last: `┆ 3 sections above`,
/// `┆ 26 sections below`. The list's header and footer (`+ListHeader`) are blocks of their own,
/// `╒ text` first and `╘ text` last, or counted on those lines when out of view:
/// `┆ list header and 3 sections above`.
///
/// Texts come from data, so they are printed for a terminal to show, never to obey: a line
/// break shows as `⏎` (a row is always one line) and a control character as its Swift escape
/// (`ESC` as `\u{1B}`), so no escape sequence in a title or a cell reaches the terminal.
///
/// ```
/// ┌ ACCOUNT
/// │ Ada Lovelace
/// ▶ Sign Out
/// └ Signed in with iCloud.
///
/// ┌ DEVICES
/// │ iPhone
/// ┆ 12 rows and footer below
/// ```
@MainActor
enum TextRenderer {
  /// Renders the viewport of a headless list.
  ///
  /// - Parameters:
  ///   - list: The list to render.
  ///   - cursor: A row to mark with `»` (a keyboard cursor), if any.
  /// - Returns: The text, ending with a newline when anything is on screen.
  /// - Complexity: O(v), v being the number of rows, headers and footers on screen: each is
  ///   visited once.
  static func render(_ list: HeadlessListView, cursor: ListIndexPath? = nil) -> String {
    render(list, visibleRows: list.indexPathsForVisibleRows, cursor: cursor)
  }

  /// Renders the viewport of a headless list, reading its visible rows from `visibleRows`.
  ///
  /// - Parameters:
  ///   - list: The list to render.
  ///   - visibleRows: The list's visible rows, in order (tests count how many are read).
  ///   - cursor: A row to mark with `»`, if any.
  /// - Returns: The text.
  /// - Complexity: O(v): the rows are read once, section after section, and the cells beside
  ///   them in the same order.
  static func render(
    _ list: HeadlessListView, visibleRows: some Sequence<ListIndexPath>, cursor: ListIndexPath?
  ) -> String {
    let minY = list.scrollOffset
    let maxY = minY + list.viewportLength
    var text = TextOutput()
    var rows = visibleRows.makeIterator()
    // Room for short lines: growing a text of megabytes copies it, and maps fresh memory.
    let sections = list.visibleSections
    text.reserveCapacity(32 * (visibleRows.underestimatedCount + 2 * sections.count))
    var next = rows.next()
    // The cells, in the order of the rows: walked beside them, not looked up one by one; the
    // headers and footers too, in the order of the sections.
    var cells = VisibleCells.Cursor(list.visibleCells)
    var headers = SortedTable.Cursor(list.visibleHeaders)
    var footers = SortedTable.Cursor(list.visibleFooters)
    var others = SortedTable.Cursor(list.visibleOtherSupplementaries)
    let outside = sectionsOutside(of: list, shown: sections, minY, maxY)
    appendListHeader(of: list, sectionsAbove: outside.above, minY, to: &text)
    for section in sections {
      if !text.isEmpty { text.write("\n") }
      let geometry = list.layout.sections[section]
      // Rows out of view above: those before the first row shown; with no row shown, all or
      // none, as the rows end above the viewport or not.
      let firstShown = next.flatMap { $0.section == section ? $0.row : nil }
      var lastShown: Int?
      let rowsAbove =
        firstShown ?? (geometry.rowsTop + geometry.rowsHeight <= minY ? geometry.rowCount : 0)
      // A pinned header stays on screen, above the rows scrolled under it.
      let pinned = geometry.headerHeight > 0 && list.pinsHeader(ofSection: section)
      let headerAbove = geometry.headerHeight > 0 && geometry.rowsTop <= minY && !pinned
      if let above = clipped(headerAbove ? "header" : nil, rows: rowsAbove, "above") {
        if pinned {
          appendLine("┌", headers.value(at: section)?.supplementary, uppercased: true, to: &text)
          appendOthers(others.value(at: section), to: &text)
        }
        text.write(above)
        if !pinned { appendOthers(others.value(at: section), to: &text) }
      } else {
        appendLine("┌", headers.value(at: section)?.supplementary, uppercased: true, to: &text)
        appendOthers(others.value(at: section), to: &text)
      }
      while let indexPath = next, indexPath.section <= section {
        next = rows.next()
        guard indexPath.section == section, let cell = cells.value(at: indexPath) else { continue }
        lastShown = indexPath.row
        text.write(indexPath == cursor ? "» " : cell.isSelected ? "▶ " : "│ ")
        appendText(of: cell, to: &text)
        text.write("\n")
      }
      let rowsBelow = geometry.rowCount - (lastShown.map { $0 + 1 } ?? rowsAbove)
      let footerBelow =
        geometry.footerHeight > 0 && geometry.bottom - geometry.footerHeight >= maxY
      if let below = clipped(footerBelow ? "footer" : nil, rows: rowsBelow, "below") {
        text.write(below)
      } else {
        appendLine("└", footers.value(at: section)?.supplementary, uppercased: false, to: &text)
      }
    }
    appendListFooter(of: list, sectionsBelow: outside.below, maxY, to: &text)
    appendBackground(of: list, to: &text)
    return text.finish()
  }

  /// Appends a cell's text, escaped: a content cell's line is written straight into `text`,
  /// with no string of its own for each row; a cell's controls follow its text, after a space
  /// when there is one (a row that is only a text field reads `«name»`).
  static func appendText(of cell: HeadlessCell, to text: inout TextOutput) {
    if let cell = cell as? HeadlessContentCell {
      let controls = cell.controls
      // Measured only for a cell with controls: most rows have none.
      let start = controls.isEmpty ? 0 : text.count
      cell.content?.appendLine(
        to: &text, isEditing: cell.isEditing, writing: TerminalText.escaping)
      if !controls.isEmpty { appendControls(controls, separated: text.count > start, to: &text) }
    } else {
      appendText(of: cell as HeadlessView, to: &text)
    }
  }

  /// Appends a view's text, escaped, then its controls (`[Follow]`, `[on]`, `«ma▏»`), each
  /// after a space.
  private static func appendText(of view: HeadlessView, to text: inout TextOutput) {
    let description = view.textDescription
    text.write(TerminalText.escaping(description))
    appendControls(view.controls, separated: !description.isEmpty, to: &text)
  }

  /// Appends controls (`[Follow]`, `[on]`, `«ma▏»`), escaped, each after a space but the first
  /// when nothing is written before it.
  ///
  /// - Parameters:
  ///   - controls: The controls, in order.
  ///   - separated: Whether the view's text came before them.
  ///   - text: The output.
  private static func appendControls(
    _ controls: [HeadlessControl], separated: Bool, to text: inout TextOutput
  ) {
    var separated = separated
    for control in controls {
      if separated { text.write(" ") }
      text.write(TerminalText.escaping(control.textDescription))
      separated = true
    }
  }

  /// Appends a header's or footer's line: the corner, then its title or view's text.
  private static func appendLine(
    _ corner: String, _ item: HeadlessListView.Supplementary?, uppercased: Bool,
    to text: inout TextOutput
  ) {
    text.write(corner)
    switch item {
    case .title(let title)?:
      text.write(" ")
      text.write(TerminalText.escaping(uppercased ? title.uppercased() : title))
    case .view(let view)?:
      text.write(" ")
      appendText(of: view, to: &text)
    case nil:
      break
    }
    text.write("\n")
  }

  /// Appends a line for each supplementary view of another kind: `├ badge: text`.
  private static func appendOthers(
    _ views: [HeadlessListView.OtherSupplementary]?, to text: inout TextOutput
  ) {
    for shown in views ?? [] {
      text.write("├ ")
      text.write(TerminalText.escaping(shown.kind.rawValue))
      text.write(": ")
      text.write(TerminalText.escaping(shown.view.textDescription))
      text.write("\n")
    }
  }

  /// What of a section the viewport cuts off at one end, as a line.
  ///
  /// - Parameters:
  ///   - supplementary: `"header"` or `"footer"` when it is out of view, otherwise `nil`.
  ///   - rows: The number of rows out of view at that end.
  ///   - direction: `"above"` or `"below"`.
  /// - Returns: `┆ header and 3 rows above`, `┆ 1 row and footer below`; `nil` when nothing is
  ///   cut off there.
  private static func clipped(_ supplementary: String?, rows: Int, _ direction: String)
    -> String?
  {
    var parts = rows > 0 ? [rows == 1 ? "1 row" : "\(rows) rows"] : []
    if let supplementary {
      if direction == "above" {
        parts.insert(supplementary, at: 0)
      } else {
        parts.append(supplementary)
      }
    }
    guard !parts.isEmpty else { return nil }
    return "┆ \(parts.joined(separator: " and ")) \(direction)\n"
  }
}
