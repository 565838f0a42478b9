@_spi(Hosting) import SectionKit

extension TextRenderer {
  /// Appends what the list shows behind its rows, as the last line of its text: `∅` and the
  /// empty state's content (see ``HeadlessListView/backgroundContent``), after a blank line when
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
  ///   - text: The text of its sections, to which the line is appended, after a blank line
  ///     when there is text above.
  static func appendBackground(of list: HeadlessListView, to text: inout TextOutput) {
    guard let content = list.backgroundContent else { return }
    // Escaped as rows are: the empty state's texts come from data too.
    text.write(text.isEmpty ? "∅ " : "\n∅ ")
    content.appendLine(to: &text, writing: TerminalText.escaping)
    text.write("\n")
  }
}
