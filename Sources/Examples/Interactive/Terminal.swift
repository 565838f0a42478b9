import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to restore, kept where a signal handler can reach them.
nonisolated(unsafe) private var savedTerminal: termios?

/// Puts the terminal back as it was: leaves the alternate screen, shows the cursor, restores
/// the line discipline.
private func restoreTerminal() {
  guard var settings = savedTerminal else { return }
  let reset = "\u{1B}[?25h\u{1B}[?1049l"
  _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  savedTerminal = nil
}

/// Runs an interactive session in the terminal: raw mode, the alternate screen, a redraw after
/// every key, and the terminal restored on exit, also on Ctrl-C and on SIGTERM or SIGHUP.
@MainActor
enum Terminal {
  struct NotATerminal: Error, CustomStringConvertible {
    var description: String { "--interactive needs a terminal (standard input is not one)" }
  }

  static func run(_ session: InteractiveSession) throws {
    guard isatty(STDIN_FILENO) == 1 else { throw NotATerminal() }
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    savedTerminal = original
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
      signal(signalNumber) { number in
        restoreTerminal()
        _exit(128 + number)
      }
    }
    defer { restoreTerminal() }
    output("\u{1B}[?1049h\u{1B}[?25l")
    draw(session)
    var buffer = [UInt8](repeating: 0, count: 32)
    reading: while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      for key in Key.parse(Array(buffer[0..<count])) {
        guard session.handle(key) else { break reading }
      }
      draw(session)
    }
  }

  /// Draws the session in the terminal's rows and columns, without a last line break (which
  /// would scroll a full screen by a line).
  private static func draw(_ session: InteractiveSession) {
    let size = windowSize()
    var text = session.render(rows: size?.rows, columns: size?.columns)
    if text.hasSuffix("\n") { text.removeLast() }
    output("\u{1B}[H\u{1B}[2J" + text.replacingOccurrences(of: "\n", with: "\r\n"))
  }

  /// The terminal's size, or `nil` when standard output is not a terminal.
  private static func windowSize() -> (rows: Int, columns: Int)? {
    var size = winsize()
    #if os(Linux)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return nil
    }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  private static func output(_ text: String) {
    _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }
}
