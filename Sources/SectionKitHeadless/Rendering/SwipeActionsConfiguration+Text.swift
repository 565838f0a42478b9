import SectionKit

extension SwipeActionsConfiguration {
  /// The actions as text, one line each, the one nearest the edge first, as a user sees them.
  ///
  /// An action reads as a row of content does: its image as `⟨name⟩`, its title, ` · ` and
  /// its background colour when it has one (`systemOrange`), and `(!)` when destructive. The
  /// first action is marked `(full swipe)` when a full swipe performs it:
  ///
  /// ```
  /// ⟨flag⟩ Flag · systemOrange (full swipe)
  /// ⟨trash⟩ Delete (!)
  /// ```
  ///
  /// Control characters in the texts are made visible (a line break as `⏎`).
  ///
  /// - Returns: The lines, joined by `\n`.
  /// - Complexity: O(n), n being the number of actions.
  public func renderedText() -> String {
    actions.enumerated().map { index, action in
      var line = [
        action.imageName.map { "⟨\(TerminalText.escaping($0))⟩" },
        action.title.map { TerminalText.escaping($0) },
      ].compactMap { $0 }.joined(separator: " ")
      if let color = action.backgroundColor { line += " · \(color)" }
      if action.style == .destructive { line += " (!)" }
      if index == 0, performsFirstActionWithFullSwipe { line += " (full swipe)" }
      return line
    }.joined(separator: "\n")
  }
}
