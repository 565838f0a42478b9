import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

/// A second version of a server-driven document, reconciled by identity with the first:
/// `server-driven --then Docs/examples/server-driven-updated.json`.
@Suite("Server-driven updates") @MainActor
struct ServerDrivenUpdateTests {
  static let updatedDocument = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/examples/server-driven-updated.json").path

  /// The built-in document on screen, with `--then` the updated one.
  static func screen() throws -> RunningScreen {
    var options = ScreenOptions()
    options.then = updatedDocument
    return try RunningScreen(.serverDriven, options: options)
  }

  @Test func theSecondDocumentSendsOnlyWhatChanged() throws {
    let screen = try Self.screen()
    let account = try #require(screen.root.sectionController(forSection: 1))
    let preferences = try #require(screen.root.sectionController(forSection: 2))
    let syncCell = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 2))
    let batches = screen.list.batchCount
    let reloads = screen.list.reloadCount

    try #require(screen.steps.count == 1)
    screen.steps[0].perform()
    screen.root.flushUpdates()

    // The rows' batch, in the sections as they were: Account loses Plan, gains E-mail and
    // shows another name; in Preferences, Newsletter moves above Sync and the button keeps
    // its identity ("sign-out") under a new title.
    var rows = ListBatch()
    rows.deletedRows = [ListIndexPath(row: 1, section: 1)]
    rows.insertedRows = [ListIndexPath(row: 1, section: 1)]
    rows.reconfiguredRows = [ListIndexPath(row: 0, section: 1), ListIndexPath(row: 2, section: 2)]
    rows.movedRows = [
      ListBatch.RowMove(
        from: ListIndexPath(row: 1, section: 2), to: ListIndexPath(row: 0, section: 2))
    ]
    // Then the sections' batch: the banner goes, Devices comes, Preferences moves first.
    var sections = ListBatch()
    sections.deletedSections = [0]
    sections.insertedSections = [2]
    sections.movedSections = [ListBatch.SectionMove(from: 2, to: 0)]
    #expect(screen.list.batchCount == batches + 2)
    #expect(Array(screen.list.recentBatches.suffix(2)) == [rows, sections])
    #expect(screen.list.reloadCount == reloads, "no reload")
    #expect(screen.root.diagnostics.isEmpty)

    #expect(screen.root.sectionController(forSection: 0) === preferences, "kept, moved")
    #expect(screen.root.sectionController(forSection: 1) === account, "kept")
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) === syncCell)
    #expect(
      screen.render() == """
        ┌ PREFERENCES
        │ Newsletter [off]
        │ Sync [on]
        │ Sign Out Everywhere (!)
        └

        ┌ ACCOUNT
        │ Name · Ada King
        │ E-mail · ada@example.com
        └ Managed by your organisation.

        ┌ DEVICES
        │ Analytical Engine · This device
        └

        """)
  }

  @Test func thenPrintsEachBatchAndTheFinalScreen() throws {
    let text = try ExamplesCommand.run(["server-driven", "--then", Self.updatedDocument])
    let batches = text.split(separator: "\n").filter { $0.hasPrefix("batch: ") }
    #expect(
      batches == [
        "batch: delete rows [1, 1]; insert rows [1, 1]; reconfigure rows [1, 0] [2, 2]; "
          + "move rows [2, 1]→[2, 0]",
        "batch: delete sections 0; insert sections 2; move sections 2→0",
      ])
    let relative = text.replacingOccurrences(of: Self.updatedDocument, with: "UPDATED.json")
    #expect(snapshotMismatch(relative, named: "server-driven-then") == nil)
  }

  @Test func rowsAnswerTapsAfterTheUpdate() throws {
    let screen = try Self.screen()
    screen.steps[0].perform()
    screen.root.flushUpdates()
    try screen.tap(ListIndexPath(row: 2, section: 0))
    try screen.tap(ListIndexPath(row: 0, section: 0))
    #expect(screen.render().contains("│ Newsletter [on]\n"))
    #expect(screen.render().hasSuffix("\naction: sign-out-everywhere\n"))
  }

  @Test func theNewDocumentDecidesASwitchTheUserFlipped() throws {
    let screen = try Self.screen()
    try screen.toggleSwitch(ListIndexPath(row: 0, section: 2))
    #expect(screen.render().contains("│ Sync [off]\n"))
    screen.steps[0].perform()
    screen.root.flushUpdates()
    #expect(screen.render().contains("│ Sync [on]\n"))
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func thenIsAnOptionOfScreensThatReadDocuments() {
    #expect {
      try ExamplesCommand.run(["feed", "--then", Self.updatedDocument])
    } throws: { error in
      "\(error)" == "feed reads no document; --file and --then are for server-driven"
    }
  }

  @Test func anInvalidSecondDocumentIsAnErrorBeforeAnythingIsShown() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectionkit-\(UUID().uuidString).json")
    try Data("{\"sections\": [\n  {\"kind\": \"list\", \"rows\": 3}]}".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect {
      try ExamplesCommand.run(["server-driven", "--then", url.path])
    } throws: { error in
      "\(error)" == "invalid document: \(url.path): sections[0].rows: expected an array, found 3"
    }
  }
}
