import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

/// What `examples` says about its arguments, and what it echoes of the actions it runs.
@Suite("The command line") @MainActor
struct CommandLineTests {
  /// The message of the usage error `arguments` get, or `nil` when they run.
  private func usageError(_ arguments: [String]) -> String? {
    do {
      _ = try ExamplesCommand.run(arguments)
      return nil
    } catch {
      return (error as? ExamplesCommand.UsageError)?.description ?? "\(error)"
    }
  }

  @Test(
    "A viewport of less than a point is a usage error that states the minimum",
    arguments: [
      ("--width", "0"), ("--width", "-5"), ("--height", "0"), ("--height", "-1"),
      ("--width", "0.5"), ("--width", "nan"), ("--height", "inf"), ("--width", "wide"),
    ])
  func aViewportTooSmallIsRejected(option: String, value: String) {
    #expect(
      usageError(["settings", option, value])
        == "\(option) takes a number of points, at least 1; got \(value)")
  }

  @Test func aViewportOfOnePointOrMoreIsAccepted() throws {
    #expect(usageError(["settings", "--width", "1", "--height", "1"]) == nil)
    #expect(usageError(["settings", "--width", "320.5"]) == nil)
  }

  @Test func aWordAfterTheScreenIsAnUnexpectedArgument() throws {
    let message = try #require(usageError(["settings", "extra"]))
    #expect(message.hasPrefix("unexpected argument 'extra'\n"), "\(message)")
    #expect(message.contains("usage: examples"))
    let afterAnOption = try #require(usageError(["settings", "--tap", "1:1", "extra"]))
    #expect(afterAnOption.hasPrefix("unexpected argument 'extra'\n"), "\(afterAnOption)")
  }

  @Test func eachActionIsEchoedWithWhatTheRowShowedBeforeTheScreen() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "1:1"])
    #expect(text.hasPrefix("tapped [1, 1]: Sounds [off]\n\n┌ ACCOUNT\n"), "\(text)")
    #expect(text.contains("│ Sounds [on]\n"))
    let toggled = try ExamplesCommand.run(["settings", "--toggle", "1:0", "--tap", "5:1", "--back"])
    #expect(
      toggled.hasPrefix(
        """
        toggled [1, 0]: Allow Notifications [on]
        tapped [5, 1]: Licences ›
        back to Settings

        ┌ ACCOUNT

        """), "\(toggled)")
  }

  @Test func anEchoedRowIsPrintedSafely() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("echo-\(UUID().uuidString).json")
    try Data(
      #"{"sections": [{"kind": "list", "rows": [{"kind": "button", "title": "Go\u001b[2J"}]}]}"#
        .utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let text = try ExamplesCommand.run(["server-driven", "--file", url.path, "--tap", "0:0"])
    #expect(text.hasPrefix(#"tapped [0, 0]: Go\u{1B}[2J"# + "\n\n"), "\(text)")
  }
}
