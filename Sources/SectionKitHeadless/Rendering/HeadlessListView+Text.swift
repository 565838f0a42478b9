@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// What the list shows, as text: for examples, text snapshots and tests that read like the
  /// screen.
  ///
  /// A horizontal list (``scrollDirection`` ``ScrollDirection/horizontal``) is one line, as
  /// ``renderedLine()`` reads, and a line break.
  ///
  /// Each section on screen becomes a block: its header (`┌ TITLE`, or `┌` when it has none), one
  /// line per visible row (`│ text`, or `▶ text` when the row is selected), and its footer (`└
  /// text`, or `└`). Blocks are separated by a blank line. A section without rows is its header and
  /// footer lines with nothing between them, wherever it stands. Where the viewport cuts a section,
  /// a `┆` line says what is out of view in place of the header or footer line: `┆ header and 3
  /// rows above`, `┆ 4 rows and footer below`; sections wholly out of view are counted first and
  /// last (`┆ 3 sections above`, `┆ 26 sections below`). The list's header
  /// (``/SectionKit/CompositeController/listHeader``) comes first as `╒ text` and its footer last
  /// as `╘ text`, each a block of its own; out of view, they are counted with the sections (`┆ list
  /// header and 3 sections above`, `┆ 1 section and list footer below`). A list with no rows shows
  /// its empty state as `∅ text`.
  ///
  /// Texts come from data, so they are printed for a terminal to show, never to obey: a line
  /// break shows as `⏎` and a control character as its Swift escape (`ESC` as `\u{1B}`).
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
  ///
  /// - Parameter cursor: A row to mark with `»` (a keyboard cursor), if any.
  /// - Returns: The text, ending with a newline when anything is on screen.
  /// - Complexity: O(v), v being the number of rows, headers and footers on screen: each is
  ///   visited once.
  public func renderedText(cursor: ListIndexPath? = nil) -> String {
    guard scrollDirection == .vertical else {
      let line = TextRenderer.renderLine(self)
      return line.isEmpty ? "" : line + "\n"
    }
    return TextRenderer.render(self, cursor: cursor)
  }

  /// What the list shows, on one line: the items on screen in order, as a horizontal strip
  /// reads; for a cell that embeds a list to show it in its own line of text.
  ///
  /// Items are separated by ` │ ` (` ┃ ` between two sections) and a selected item is marked
  /// `▶`; the items out of view are counted first and last, `◂2` and `13▸`. Headers and
  /// footers are not printed. A list with no item shows its empty state, `∅ text`.
  ///
  /// ```swift
  /// final class EmbeddedStripCell: HeadlessCell { let strip = HeadlessListView(size: CGSize(width:
  ///   390, height: 80), scrollDirection: .horizontal) override var textDescription: String {
  ///   strip.renderedLine() } }
  /// ```
  ///
  /// ```
  /// ◂2 │ Item 3 │ ▶Item 4 │ Item 5 ┃ More │ 13▸
  /// ```
  ///
  /// - Returns: The line, without a line break; empty when nothing is on screen.
  /// - Complexity: O(s + v), s being the number of sections and v the items on screen.
  public func renderedLine() -> String {
    TextRenderer.renderLine(self)
  }

  /// The text of one row on screen, as ``renderedText(cursor:)`` prints its line, without the
  /// `│ ` or `▶ ` before it: its content, then its controls (`[Follow]`, `[on]`, `«ma▏»`).
  ///
  /// ```swift
  /// #expect(list.text(ofRowAt: ListIndexPath(row: 0, section: 0)) == "Wi-Fi [on]")
  /// ```
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: The text, or `nil` when the row is not on screen.
  /// - Complexity: O(1) lookups plus the length of the text.
  public func text(ofRowAt indexPath: ListIndexPath) -> String? {
    guard let cell = visibleCells[indexPath] else { return nil }
    var text = TextOutput()
    TextRenderer.appendText(of: cell, to: &text)
    return text.finish()
  }
}
