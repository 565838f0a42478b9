import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

@Suite("Server-driven example") @MainActor
struct ServerDrivenScreenTests {
  @Test func theDefaultDocumentMatchesItsSnapshot() throws {
    let text = try ExamplesCommand.run(["server-driven"])
    #expect(snapshotMismatch(text, named: "server-driven") == nil)
  }

  @Test func unknownKindsAreSkippedWithAWarning() throws {
    let document = try ServerDrivenDocument(Data(defaultServerDocument.utf8))
    #expect(
      document.warnings == [
        "sections[1].rows[2]: unknown row kind \"rating\", skipped",
        "sections[3]: unknown section kind \"carousel\", skipped",
      ])
    #expect(document.sections.map(\.id) == ["welcome", "Account", "Preferences"])
  }

  @Test func aNullValueIsMissing() throws {
    let json = """
      { "sections": [
          { "kind": "list", "id": null, "header": null, "footer": null, "rows": [
              { "kind": "toggle", "id": null, "title": "Sync", "on": null },
              { "kind": "button", "title": "Go", "action": null, "destructive": null } ] } ] }
      """
    let document = try ServerDrivenDocument(Data(json.utf8))
    #expect(document.sections.map(\.id) == ["list#0"])
    #expect(document.sections[0].header == nil && document.sections[0].footer == nil)
    #expect(document.sections[0].rows.map(\.id) == ["Sync", "Go"])
    guard case .toggle(_, let isOn) = document.sections[0].rows[0].kind,
      case .button(_, let action, let destructive) = document.sections[0].rows[1].kind
    else {
      Issue.record("\(document.sections[0].rows)")
      return
    }
    #expect(!isOn && action == nil && !destructive)
    #expect(throws: ServerDrivenDocument.Error(path: "sections", message: "is missing")) {
      try ServerDrivenDocument(Data(#"{"sections": null}"#.utf8))
    }
    #expect(
      throws: ServerDrivenDocument.Error(path: "sections[0].rows[0].title", message: "is missing")
    ) {
      try ServerDrivenDocument(
        Data(#"{"sections": [{"kind": "list", "rows": [{"kind": "value", "title": null}]}]}"#.utf8))
    }
  }

  @Test func tapsFlipTogglesAndPerformActions() throws {
    let text = try ExamplesCommand.run(["server-driven", "--tap", "2:0", "--tap", "2:2"])
    #expect(text.contains("│ Sync [off]"))
    #expect(text.hasSuffix("\naction: sign-out\n"))
  }

  @Test(
    "An invalid document gets the path to the bad value",
    arguments: [
      (#"{"sections": 3}"#, "sections: expected an array, found 3"),
      (#"{"pages": []}"#, "sections: is missing"),
      (#"{"sections": [{"kind": "list"}]}"#, "sections[0].rows: is missing"),
      (
        #"{"sections": [{"kind": "list", "rows": [{"kind": "toggle", "title": "A", "on": "yes"}]}]}"#,
        #"sections[0].rows[0].on: expected true or false, found "yes""#
      ),
      (#"{"sections": [{"kind": "banner"}]}"#, "sections[0].text: is missing"),
      (#"{"sections": [{"text": "x"}]}"#, "sections[0].kind: is missing"),
      ("[1, 2", "document: not valid JSON"),
    ])
  func invalidDocuments(json: String, expected: String) {
    do {
      _ = try ServerDrivenDocument(Data(json.utf8))
      Issue.record("accepted \(json)")
    } catch {
      #expect("\(error)".hasPrefix(expected), "\(error)")
    }
  }

  @Test func anotherDocumentLoadsWithFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectionkit-\(UUID().uuidString).json")
    try Data(#"{"sections": [{"kind": "banner", "text": "From a file"}]}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let text = try ExamplesCommand.run(["server-driven", "--file", url.path])
    #expect(text == "┌\n│ ★ From a file\n└\n")
  }

  @Test func aBadFileIsAnErrorNotACrash() {
    #expect(throws: ExamplesCommand.UsageError.self) {
      try ExamplesCommand.run(["server-driven", "--file", "/nonexistent/screen.json"])
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
    _ = FileManager.default.createFile(
      atPath: path.path, contents: Data(#"{"sections": [1]}"#.utf8))
    defer { try? FileManager.default.removeItem(at: path) }
    #expect {
      try ExamplesCommand.run(["server-driven", "--file", path.path])
    } throws: { error in
      "\(error)" == "invalid document: \(path.path): sections[0]: expected an object, found 1"
    }
  }
}
