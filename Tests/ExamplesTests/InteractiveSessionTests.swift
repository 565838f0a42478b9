import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Interactive mode") @MainActor
struct InteractiveSessionTests {
  @Test func bytesBecomeKeys() {
    let bytes: [UInt8] = [
      0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x0D, 0x1B, 0x5B, 0x44, 0x64, 0x71, 0x03, 0x6A,
    ]
    #expect(Key.parse(bytes) == [.up, .down, .enter, .left, .delete, .quit, .interrupt, .down])
  }

  func lines(_ session: InteractiveSession) -> [Substring] {
    session.render().split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func arrowsMoveTheCursorAndEnterSelects() throws {
    let session = InteractiveSession(try RunningScreen(.settings))
    #expect(lines(session).contains("» Name · Ada Lovelace"))
    for key in [Key.down, .down, .down] { #expect(session.handle(key)) }
    #expect(lines(session).contains("» Allow Notifications [on]"))
    #expect(session.handle(.enter))
    #expect(
      lines(session).contains("» Allow Notifications [off]"), "the toggle flipped")
  }

  @Test func enterPushesAndLeftComesBackWithTheSelectionCleared() throws {
    let session = InteractiveSession(try RunningScreen(.settings))
    for _ in 0..<20 { _ = session.handle(.down) }
    #expect(lines(session).contains("» Licences ›"))
    _ = session.handle(.enter)
    #expect(session.render().hasPrefix("‹ Settings    Licences\n\n┌\n» SectionKit"))
    _ = session.handle(.left)
    let back = lines(session)
    #expect(back.contains("» Licences ›"), "the cursor comes back")
    #expect(!back.contains { $0.hasPrefix("▶") }, "the selection was cleared on return")
    _ = session.handle(.left)
    #expect(session.render().contains("This is the first screen."))
  }

  @Test func dDeletesWhereTheSectionAllowsIt() throws {
    let session = InteractiveSession(try RunningScreen(.feed))
    _ = session.handle(.down)
    _ = session.handle(.down)
    #expect(lines(session).contains("» @grace: Found a moth  ♥ 5"))
    _ = session.handle(.delete)
    let after = lines(session)
    #expect(!after.contains { $0.contains("@grace") })
    #expect(after.contains("» @hedy: Frequency hopping  ♥ 2"))
    #expect(after.contains("Deleted."))
    #expect(session.screen.list.batchCount == 1, "the deletion animated as a batch")
    _ = session.handle(.up)
    _ = session.handle(.up)
    _ = session.handle(.delete)
    #expect(session.render().contains("This row cannot be deleted."), "stories are not deletable")
  }

  @Test func inAShortTerminalTheCursorStaysInView() throws {
    let session = InteractiveSession(try RunningScreen(.settings))
    func window() -> [Substring] {
      session.render(rows: 10, columns: 80).split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
    }
    let top = window()
    #expect(top.count == 10, "\(top)")
    #expect(top.first == "┌ ACCOUNT")
    #expect(top.contains("» Name · Ada Lovelace"))
    #expect(top[7].hasPrefix("↓ "), "\(top)")
    #expect(top.last == "↑ ↓ move  ⏎ select  ← back  d delete  q quit")

    for _ in 0..<13 { _ = session.handle(.down) }
    let bottom = window()
    #expect(bottom.count == 10, "\(bottom)")
    #expect(bottom.contains("» Licences ›"), "\(bottom)")
    #expect(bottom.first?.hasPrefix("↑ ") == true, "\(bottom)")
    #expect(bottom[7] == "└ Made with SectionKit.", "the window ends with the screen")

    for _ in 0..<6 { _ = session.handle(.up) }
    let middle = window()
    #expect(middle.contains("» Dark"), "\(middle)")
    #expect(middle.first?.hasPrefix("↑ ") == true)
    #expect(middle[7].hasPrefix("↓ "))
  }

  @Test(arguments: [1, 2, 3, 4, 7, 19, 20, 25])
  func theWindowAlwaysShowsTheKeptLineInItsRows(height: Int) {
    var window = TerminalWindow()
    let lines = (0..<20).map { "line \($0)" }
    var generator = SeededGenerator(seed: UInt64(height))
    for _ in 0..<200 {
      let kept = Int.random(in: 0..<20, using: &generator)
      let shown = window.show(lines, height: height, keeping: kept)
      #expect(shown.count <= max(1, height))
      #expect(shown.contains("line \(kept)"), "\(height) rows, line \(kept): \(shown)")
    }
  }

  @Test func inANarrowTerminalLongLinesAreCut() throws {
    let session = InteractiveSession(try RunningScreen(.settings))
    let lines = session.render(rows: 40, columns: 16).split(separator: "\n")
    #expect(lines.contains("» Name · Ada Lo…"), "\(lines)")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 16 }, "\(lines)")
  }

  @Test func qAndCtrlCEndTheSession() throws {
    let session = InteractiveSession(try RunningScreen(.settings))
    #expect(!session.handle(.quit))
    #expect(!session.handle(.interrupt))
  }

  @Test(
    "Without a terminal, interactive mode is a clear error",
    .enabled(if: isatty(STDIN_FILENO) == 0, "standard input is a terminal here"))
  func withoutATerminalInteractiveModeIsAClearError() {
    #expect(throws: Terminal.NotATerminal.self) {
      try ExamplesCommand.run(["settings", "--interactive"])
    }
  }
}
