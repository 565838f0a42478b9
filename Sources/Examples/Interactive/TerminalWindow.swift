/// The lines of a text that a terminal of a few rows shows: those around the line to keep in
/// view (the cursor's), with a line that counts the lines cut off above and one for below.
///
/// The window remembers where it starts and moves only as far as the kept line needs, as a
/// list scrolls to a row: moving the cursor inside the window does not move it.
struct TerminalWindow {
  /// The first line of the text the window shows.
  private(set) var top = 0

  /// The lines to print in `height` rows, keeping line `kept` in view.
  ///
  /// - Parameters:
  ///   - lines: The whole text, one line each (no line wider than the terminal).
  ///   - height: The rows there are for it.
  ///   - kept: The line that must be in view, if any; otherwise the window stays where it is.
  /// - Returns: `lines` when they fit; otherwise at most `height` lines: `↑ N lines above`
  ///   when lines are cut off above, the lines in view, `↓ N lines below` when lines are cut
  ///   off below.
  /// - Complexity: O(height).
  mutating func show(_ lines: [String], height: Int, keeping kept: Int?) -> [String] {
    let count = lines.count
    guard count > height else {
      top = 0
      return lines
    }
    let kept = min(max(kept ?? top, 0), count - 1)
    guard height >= 3 else {  // no room for the counts: the kept line and what follows it
      top = min(kept, count - max(1, height))
      return Array(lines[top..<top + max(1, height)])
    }
    top = min(top, count - (height - 1))
    let shown = body(from: top, count: count, height: height)
    if kept < shown.lowerBound {
      top = kept
    } else if kept >= shown.upperBound {
      top = kept >= count - (height - 1) ? count - (height - 1) : kept - height + 3
    }
    let body = body(from: top, count: count, height: height)
    var result: [String] = []
    if top > 0 { result.append("↑ \(Self.count(top)) above") }
    result += lines[body]
    if body.upperBound < count { result.append("↓ \(Self.count(count - body.upperBound)) below") }
    return result
  }

  /// The lines in view when the window starts at `top` and the text does not fit: a row goes
  /// to each count that is shown.
  private func body(from top: Int, count: Int, height: Int) -> Range<Int> {
    guard top > 0 else { return 0..<height - 1 }
    return top..<(top + height - 1 >= count ? count : top + height - 2)
  }

  private static func count(_ lines: Int) -> String { lines == 1 ? "1 line" : "\(lines) lines" }
}
