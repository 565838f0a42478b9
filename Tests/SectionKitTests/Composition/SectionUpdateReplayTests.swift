import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

/// Requests of one section in one turn are replayed on its rows, from the second on.
///
/// A section's single request goes to the host as it is; both paths must end alike.
@Suite("Several requests of one section in one turn") @MainActor
struct SectionUpdateReplayTests {
  /// A request that changes no count: row 0 is configured again.
  func reconfigureFirstRow(_ items: inout [String], _ batch: inout SectionBatch) {
    batch.reconfigureRows(at: [0])
  }

  func expectReload(_ screen: UpdatesScreen, rule: UpdateDiagnostic.Violation.Rule) throws {
    #expect(screen.list.batchCount == 0, "no invalid batch reached the host")
    #expect(screen.list.reloadCount == 2)
    #expect(screen.shown == screen.model, "the reload shows the model")
    let diagnostic = try #require(screen.reported.first)
    #expect(screen.reported.count == 1)
    #expect(diagnostic.violation.rule == rule)
    #expect(diagnostic.controller == "ItemsSection" && diagnostic.section == 0)
  }

  @Test("A mistake in a later request is found in the replay", arguments: mistakes)
  func mistakeAfterAValidRequest(mistake: Mistake) throws {
    let screen = UpdatesScreen()
    var outcomes: [ListBatch.Outcome] = []
    screen.a.update(reconfigureFirstRow, completion: { outcomes.append($0) })
    screen.a.update({ mistake.change(&$0, &$1) }, completion: { outcomes.append($0) })
    screen.root.flushUpdates()
    #expect(outcomes == [.reloaded, .reloaded])
    try expectReload(screen, rule: mistake.rule)
  }

  @Test("A mistake in the first request stops the replay", arguments: mistakes)
  func mistakeBeforeAValidRequest(mistake: Mistake) throws {
    let screen = UpdatesScreen()
    screen.a.update { mistake.change(&$0, &$1) }
    screen.a.update(reconfigureFirstRow)
    screen.root.flushUpdates()
    try expectReload(screen, rule: mistake.rule)
  }

  @Test func requestsThatUndoEachOtherCancelOut() {
    let screen = UpdatesScreen()
    screen.a.update { items, batch in
      items.insert("x", at: 1)
      batch.insertRows(at: [1])
    }
    screen.a.update { items, batch in
      items.remove(at: 1)
      batch.deleteRows(at: [1])
    }
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty)
    #expect(screen.list.batchCount == 0, "the insert and the delete cancel out: no batch")
    #expect(screen.shown == screen.model)
  }

  @Test func laterRequestsSeeTheRowsAfterEarlierOnes() {
    let screen = UpdatesScreen()
    screen.a.update { items, batch in
      items.insert("x", at: 0)
      batch.insertRows(at: [0])
    }
    screen.a.update { items, batch in
      items.remove(at: 3)  // "a2", at row 3 once "x" is in
      batch.deleteRows(at: [3])
    }
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty)
    var expected = ListBatch()
    expected.insertedRows = [ListIndexPath(row: 0, section: 0)]
    expected.deletedRows = [ListIndexPath(row: 2, section: 0)]
    #expect(screen.list.lastBatch == expected, "in the rows the host showed before the turn")
    #expect(screen.shown == ["x", "a0", "a1", "b0", "b1"])
  }
}
