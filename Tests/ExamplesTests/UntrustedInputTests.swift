import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

/// The examples print data from a file as text a terminal shows, never as controls it obeys.
@Suite("Examples take any input safely") @MainActor
struct UntrustedInputTests {
  /// Writes `json` to a temporary file and returns its path.
  private func document(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("untrusted-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url.path
  }

  /// The C0 and C1 controls in `text`, line feeds aside.
  private func controls(in text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter {
      $0 != 0x0A && ($0 < 0x20 || (0x7F...0x9F).contains($0))
    }
  }

  @Test func escapeSequencesInADocumentAndItsActionsArePrintedVisibly() throws {
    let path = try document(
      #"""
      { "sections": [{
        "kind": "list", "header": "\u001b]0;pwned\u0007Account",
        "rows": [
          { "kind": "button", "title": "Sign\u001b[2J Out", "action": "\u001b[H\u001b[2Jgone\u009b" }
        ]
      }] }
      """#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = try ExamplesCommand.run(["server-driven", "--file", path, "--tap", "0:0"])
    #expect(text.contains(#"┌ \u{1B}]0;PWNED\u{07}ACCOUNT"#), "\(text)")
    #expect(text.contains(#"│ Sign\u{1B}[2J Out"#), "\(text)")
    #expect(text.hasSuffix(#"action: \u{1B}[H\u{1B}[2Jgone\u{9B}"# + "\n"), "\(text)")
    #expect(controls(in: text).isEmpty, "\(controls(in: text))")
  }

  @Test func aLineBreakInAnActionStaysOnItsLine() throws {
    let path = try document(
      #"""
      { "sections": [{ "kind": "list", "rows": [
        { "kind": "button", "title": "Go", "action": "first\nsecond" }
      ] }] }
      """#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = try ExamplesCommand.run(["server-driven", "--file", path, "--tap", "0:0"])
    #expect(text.hasSuffix("\naction: first⏎second\n"), "\(text)")
  }

  @Test func warningsAndErrorsPrintControlsVisibly() throws {
    let path = try document(
      #"{ "sections": [{ "kind": "\u001b[2Jslides" }] }"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let screen = try RunningScreen(.serverDriven, options: ScreenOptions(file: path))
    #expect(screen.warnings.count == 1)
    #expect(screen.warnings.allSatisfy { controls(in: $0).isEmpty }, "\(screen.warnings)")
    #expect(screen.warnings.first?.contains(#"\u{1B}[2Jslides"#) == true)

    do {
      _ = try ExamplesCommand.run(["\u{1B}]0;title\u{07}"])
      Issue.record("a screen named by an escape sequence ran")
    } catch {
      let message = ExamplesCommand.message(for: error)
      #expect(message.contains(#"\u{1B}]0;title\u{07}"#), "\(message)")
      #expect(controls(in: message).isEmpty)
    }
  }
}
