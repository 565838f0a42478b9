import ExampleScreens
import SectionKit
import SectionKitHeadless

/// The interactive mode without a terminal.
///
/// A cursor over the rows of the screen on top, and what each key does to it. The terminal
/// driver only draws ``render()`` and feeds keys.
@MainActor
final class InteractiveSession {
  let screen: RunningScreen
  private(set) var cursor: ListIndexPath?
  private(set) var status = ""
  private var cursors: [ListIndexPath?] = []
  private var window = TerminalWindow()

  init(_ screen: RunningScreen) {
    self.screen = screen
    cursor = rows.first
  }

  /// Every row of the screen on top, in order.
  private var rows: [ListIndexPath] {
    let list = screen.list
    return list.rowCounts.enumerated().flatMap { section, count in
      (0..<count).map { ListIndexPath(row: $0, section: section) }
    }
  }

  /// Handles one key.
  ///
  /// - Returns: `false` when the session ends.
  func handle(_ key: Key) -> Bool {
    status = ""
    switch key {
    case .quit, .interrupt:
      return false
    case .up, .down:
      move(by: key == .up ? -1 : 1)
    case .enter, .right:
      select()
    case .left:
      if screen.back() {
        cursor = cursors.popLast() ?? rows.first
      } else {
        status = "This is the first screen."
      }
    case .delete:
      delete()
    case .other:
      status = "Keys: ↑ ↓ move, ⏎ select, ← back, d delete, q quit."
    }
    return true
  }

  /// The screen with the cursor, a status line and the keys.
  ///
  /// - Parameters:
  ///   - rows: The terminal's height: when the screen does not fit, the lines around the
  ///     cursor are shown (see ``TerminalWindow``), the status line below them.
  ///   - columns: The terminal's width: longer lines are cut with `…` rather than wrapped.
  /// - Returns: The text, at most `rows` lines.
  func render(rows: Int? = nil, columns: Int? = nil) -> String {
    let text = screen.render(cursor: cursor)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    if let columns { lines = lines.map { DisplayWidth.truncating($0, toWidth: max(1, columns)) } }
    if let rows {
      let cursorLine = lines.firstIndex { $0.hasPrefix("» ") }
      lines = window.show(lines, height: max(1, rows - 2), keeping: cursorLine)
    }
    var keys = status.isEmpty ? "↑ ↓ move  ⏎ select  ← back  d delete  q quit" : status
    if let columns { keys = DisplayWidth.truncating(keys, toWidth: max(1, columns)) }
    return (lines + ["", keys]).joined(separator: "\n") + "\n"
  }

  private func move(by offset: Int) {
    let rows = self.rows
    guard !rows.isEmpty else { return }
    let index = cursor.flatMap { rows.firstIndex(of: $0) } ?? 0
    let target = rows[min(rows.count - 1, max(0, index + offset))]
    cursor = target
    try? screen.list.scrollToRow(at: target, at: .none, animated: false)
  }

  private func select() {
    guard let cursor else { return }
    let depth = screen.navigator.stack.count
    do {
      try screen.tap(cursor)
    } catch {
      status = error.message
      return
    }
    if screen.navigator.stack.count > depth {
      cursors.append(cursor)
      self.cursor = rows.first
    }
  }

  private func delete() {
    guard let cursor else { return }
    let list = screen.list
    do {
      try list.commitEditing(forRowAt: cursor)
    } catch {
      status = "This row cannot be deleted."
      return
    }
    for entry in screen.navigator.stack { entry.controller.composite.flushUpdates() }
    screen.fitHeight()
    let rows = self.rows
    self.cursor = rows.contains(cursor) ? cursor : rows.last
    status = "Deleted."
  }
}
