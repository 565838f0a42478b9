import SectionKit

extension ContextMenu {
  /// The menu as text, one line an element, as a user sees it open.
  ///
  /// The first line is `≡` and the menu's title, with `(preview)` when it shows a preview; each
  /// element follows on a line of its own, indented two spaces a level. An action reads as a
  /// row of content does: its image as `⟨name⟩`, its title, ` · ` and its subtitle, `✓` when it
  /// is on, `(mixed)`, `(!)` when destructive, `(disabled)`, `(hidden)` (UIKit does not show it)
  /// and `(keeps menu)`. A submenu reads `⟨image⟩ Title ›`, and an inline one `— Title —`, with
  /// their elements beneath, one level in:
  ///
  /// ```
  /// ≡ Order 12 (preview)
  ///   ⟨square.and.arrow.up⟩ Share · Send a copy
  ///   ⟨folder⟩ Move to ›
  ///     Inbox ✓
  ///     Archive
  ///   — Sort —
  ///     Newest first ✓
  ///   ⟨trash⟩ Delete (!)
  /// ```
  ///
  /// Control characters in the texts are made visible (a line break as `⏎`).
  ///
  /// - Returns: The lines, joined by `\n`.
  /// - Complexity: O(n), n being the number of elements at every depth.
  public func renderedText() -> String {
    var lines = ["≡" + (title.isEmpty ? "" : " " + TerminalText.escaping(title))]
    if hasPreview { lines[0] += " (preview)" }
    Self.append(children, depth: 1, to: &lines)
    return lines.joined(separator: "\n")
  }

  private static func append(_ elements: [Element], depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    for element in elements {
      switch element {
      case .action(let action):
        lines.append(indent + line(of: action))
      case .submenu(let submenu):
        var line = image(submenu.imageName) + TerminalText.escaping(submenu.title)
        if submenu.options.contains(.displayInline) {
          line = submenu.title.isEmpty ? "——" : "— \(line) —"
        } else {
          line += " ›"
        }
        if submenu.options.contains(.destructive) { line += " (!)" }
        lines.append(indent + line)
        append(submenu.children, depth: depth + 1, to: &lines)
      }
    }
  }

  private static func line(of action: Action) -> String {
    var line = image(action.imageName) + TerminalText.escaping(action.title)
    if let subtitle = action.subtitle { line += " · " + TerminalText.escaping(subtitle) }
    switch action.state {
    case .off: break
    case .on: line += " ✓"
    case .mixed: line += " (mixed)"
    }
    let marks: [(Action.Attributes, String)] = [
      (.destructive, "(!)"), (.disabled, "(disabled)"), (.hidden, "(hidden)"),
      (.keepsMenuPresented, "(keeps menu)"),
    ]
    for (attribute, mark) in marks where action.attributes.contains(attribute) {
      line += " " + mark
    }
    return line
  }

  private static func image(_ name: String?) -> String {
    name.map { "⟨\(TerminalText.escaping($0))⟩ " } ?? ""
  }
}
