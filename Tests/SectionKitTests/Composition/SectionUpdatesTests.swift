import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@MainActor
final class UpdatesScreen {
  let a = ItemsSection("a", ["a0", "a1", "a2"])
  let b = ItemsSection("b", ["b0", "b1"])
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 2000))
  var reported: [UpdateDiagnostic] = []

  init() {
    root = CompositeController([a, CompositeController([b])])
    root.attach(to: list)
    root.onDiagnostic = { [unowned self] in self.reported.append($0) }
  }

  var shown: [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }
  var model: [String] { a.items + b.items }
}

@Suite("Section-local updates") @MainActor
struct SectionUpdatesTests {
  @Test func anInsertReachesTheHostAsABatchInGlobalIndexes() {
    let screen = UpdatesScreen()
    let cellOfB1 = screen.list.cellForRow(at: ListIndexPath(row: 1, section: 1))
    var outcome: ListBatch.Outcome?
    screen.b.update(
      { items, batch in
        items.insert("new", at: 1)
        batch.insertRows(at: [1])
      }, completion: { outcome = $0 })
    #expect(outcome == nil, "applied at the end of the turn, not at once")
    screen.root.flushUpdates()
    #expect(outcome == .batched(animated: true))
    #expect(screen.list.batchCount == 1 && screen.list.reloadCount == 1)
    #expect(screen.shown == screen.model)
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 2, section: 1)) === cellOfB1)
  }

  @Test func aRowNamedTwiceInOneBatchCountsOnce() {
    var once = SectionBatch()
    once.deleteRows(at: [2, 0])
    once.insertRows(at: [1])
    var twice = SectionBatch()
    twice.deleteRows(at: [0, 2, 0])
    twice.deleteRows(at: [2])
    twice.insertRows(at: [1, 1])
    #expect(twice == once && twice.hashValue == once.hashValue)
    #expect(twice.deletedRows == [0, 2] && twice.insertedRows == [1])

    let screen = UpdatesScreen()
    screen.a.update { items, batch in
      items.remove(at: 2)
      items.remove(at: 0)
      items.insert("new", at: 1)
      batch = twice
    }
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty, "\(screen.reported)")
    #expect(screen.list.batchCount == 1 && screen.shown == screen.model)
  }

  @Test func requestsOfOneTurnBecomeOneHostBatch() {
    let screen = UpdatesScreen()
    screen.a.update { items, batch in
      items.remove(at: 0)
      batch.deleteRows(at: [0])
    }
    screen.a.update { items, batch in
      items.remove(at: 0)
      batch.deleteRows(at: [0])
      items.append("a3")
      batch.insertRows(at: [1])
    }
    screen.b.update { items, batch in
      items.swapAt(0, 1)
      batch.moveRow(from: 0, to: 1)
      batch.moveRow(from: 1, to: 0)
    }
    screen.root.flushUpdates()
    #expect(screen.list.batchCount == 1)
    #expect(screen.reported.isEmpty)
    #expect(screen.shown == ["a2", "a3", "b1", "b0"])
  }

  @Test func theTurnEndsByItself() async {
    let screen = UpdatesScreen()
    screen.a.update { items, batch in
      items.append("a3")
      batch.insertRows(at: [3])
    }
    await screen.root.waitForUpdates()
    #expect(screen.list.batchCount == 1)
    #expect(screen.shown == screen.model)
  }

  @Test func aRequestMadeWhileABatchIsAppliedIsQueuedAfterIt() {
    let screen = UpdatesScreen()
    var order: [String] = []
    screen.a.update(
      { items, batch in
        items.append("first")
        batch.insertRows(at: [3])
      },
      completion: { _ in
        order.append("first done")
        screen.b.update(
          { items, batch in
            items.append("second")
            batch.insertRows(at: [2])
          }, completion: { _ in order.append("second done") })
        order.append("second asked")
      })
    screen.root.flushUpdates()
    #expect(order == ["first done", "second asked"])
    screen.root.flushUpdates()
    #expect(order == ["first done", "second asked", "second done"])
    #expect(screen.list.batchCount == 2)
    #expect(screen.shown == screen.model)
  }

  @Test func completionsRunInOrderAndSayWhetherTheyWereAnimated() {
    let screen = UpdatesScreen()
    var outcomes: [ListBatch.Outcome] = []
    screen.a.update(
      animated: false, { _, batch in batch.reconfigureRows(at: [0]) },
      completion: { outcomes.append($0) })
    screen.b.update(
      animated: true, { _, batch in batch.reloadRows(at: [1]) },
      completion: { outcomes.append($0) })
    screen.root.flushUpdates()
    #expect(outcomes == [.batched(animated: false), .batched(animated: true)])
  }

  @Test func reconfigureKeepsTheCellAndReloadSectionMayChangeTheCount() {
    let screen = UpdatesScreen()
    let cell = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0))
    screen.a.update { items, batch in
      items[0] = "A0"
      batch.reconfigureRows(at: [0])
    }
    screen.b.update { items, batch in
      items = ["only"]
      batch.reloadSection()
    }
    screen.root.flushUpdates()
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === cell)
    #expect(screen.shown == ["A0", "a1", "a2", "only"])
    #expect(screen.reported.isEmpty)
  }

  @Test func aStructuralChangeAppliesPendingRequestsFirst() {
    let screen = UpdatesScreen()
    var outcome: ListBatch.Outcome?
    screen.a.update(
      { items, batch in
        items.append("x")
        batch.insertRows(at: [3])
      }, completion: { outcome = $0 })
    screen.root.append(ItemsSection("c", ["c0"]))
    screen.root.flushUpdates()
    #expect(outcome == .batched(animated: true))
    #expect(screen.list.batchCount == 2 && screen.list.reloadCount == 1)
    #expect(screen.shown == screen.model + ["c0"])
  }
}

/// A mistake a section controller can make, and the rule it breaks.
struct Mistake: CustomStringConvertible, Sendable {
  let description: String
  let rule: UpdateDiagnostic.Violation.Rule
  let change: @Sendable (inout [String], inout SectionBatch) -> Void
}

let mistakes: [Mistake] = [
  Mistake(description: "delete a row that is not there", rule: .rowOutOfRangeBefore) {
    $0.removeLast()
    $1.deleteRows(at: [3])
  },
  Mistake(description: "insert beyond the end", rule: .rowOutOfRangeAfter) {
    $0.append("x")
    $1.insertRows(at: [4])
  },
  Mistake(description: "delete and reload a row", rule: .deleteAndReload) {
    $0.remove(at: 0)
    $1.deleteRows(at: [0])
    $1.reloadRows(at: [0])
  },
  Mistake(description: "delete and move a row", rule: .deleteAndMove) {
    $0.remove(at: 0)
    $1.deleteRows(at: [0])
    $1.moveRow(from: 0, to: 1)
  },
  Mistake(description: "reload and move a row", rule: .reloadAndMove) {
    $0.swapAt(0, 1)
    $1.reloadRows(at: [0])
    $1.moveRow(from: 0, to: 1)
  },
  Mistake(description: "two moves to one row", rule: .conflictingMoves) {
    $1.moveRow(from: 0, to: 2)
    $1.moveRow(from: 1, to: 2)
  },
  Mistake(description: "forget to describe an insert", rule: .rowCount) { items, _ in
    items.append("unannounced")
  },
  Mistake(description: "describe a delete that was not made", rule: .rowCount) { _, batch in
    batch.deleteRows(at: [1])
  },
]

@Suite("Invalid section updates become a diagnostic and a reload") @MainActor
struct InvalidSectionUpdateTests {
  @Test("A mistake never reaches the host", arguments: mistakes)
  func mistakeBecomesADiagnostic(mistake: Mistake) throws {
    let screen = UpdatesScreen()
    var outcome: ListBatch.Outcome?
    screen.a.update({ mistake.change(&$0, &$1) }, completion: { outcome = $0 })
    screen.root.flushUpdates()
    #expect(outcome == .reloaded)
    #expect(screen.list.batchCount == 0, "no invalid batch reached the host")
    #expect(screen.list.reloadCount == 2)
    #expect(screen.shown == screen.model, "the reload shows the model")
    let diagnostic = try #require(screen.reported.first)
    #expect(diagnostic.violation.rule == mistake.rule)
    #expect(diagnostic.controller == "ItemsSection" && diagnostic.section == 0)
    #expect(diagnostic.description.contains("ItemsSection (section 0)"))
    #expect(diagnostic.description.contains("The list was reloaded instead."))
    #expect(screen.root.diagnostics == screen.reported)
  }

  @Test func theRowCountDiagnosticGivesUIKitsCounts() throws {
    let screen = UpdatesScreen()
    screen.b.update { items, batch in
      items.append(contentsOf: ["x", "y"])
      batch.insertRows(at: [2])
    }
    screen.root.flushUpdates()
    let diagnostic = try #require(screen.reported.first)
    #expect(diagnostic.section == 1)
    #expect(
      diagnostic.violation.message.contains(
        "invalid number of rows in section 1. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
      ))
  }

  @Test func aModelChangedWithoutARequestIsTracedToItsController() throws {
    let screen = UpdatesScreen()
    screen.b.items.append("silent")
    screen.a.update { items, batch in
      items.append("a3")
      batch.insertRows(at: [3])
    }
    screen.root.flushUpdates()
    let diagnostic = try #require(screen.reported.first)
    #expect(diagnostic.controller == "ItemsSection" && diagnostic.section == 1)
    #expect(diagnostic.violation.rule == .rowCount)
    #expect(screen.shown == screen.model)
  }
}
