extension TextRenderer {
  /// What the list shows behind its rows, as the last line of its text: `∅` and the empty
  /// state's content (see ``HeadlessListView/backgroundContent``), after a blank line when
  /// sections are printed above it; nothing when the list shows no background.
  ///
  /// ```
  /// ┌ INBOX
  /// └
  ///
  /// ∅ No messages · New mail appears here
  /// ```
  ///
  /// - Parameters:
  ///   - list: The list rendered.
  ///   - text: The text of its sections.
  /// - Returns: The line, with the blank line before it when there is text above.
  static func background(of list: HeadlessListView, after text: String) -> String {
    guard let content = list.backgroundContent else { return "" }
    // Escaped as rows are: the empty state's texts come from data too.
    var line = text.isEmpty ? "∅ " : "\n∅ "
    content.appendLine(to: &line, writing: TerminalText.escaping)
    line += "\n"
    return line
  }
}
