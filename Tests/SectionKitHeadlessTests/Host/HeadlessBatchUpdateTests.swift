import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// One broken rule: the model before, the model after, the batch that claims to get there.
struct BrokenBatch: CustomStringConvertible, Sendable {
  let description: String
  let before: [[String]]
  let after: [[String]]
  let batch: ListBatch
  let rule: UpdateDiagnostic.Violation.Rule
  let message: String
}

func batch(_ build: (inout ListBatch) -> Void) -> ListBatch {
  var batch = ListBatch()
  build(&batch)
  return batch
}

func ip(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: section) }

let brokenBatches: [BrokenBatch] = [
  BrokenBatch(
    description: "section count", before: [["a"]], after: [["a"], ["b"]], batch: ListBatch(),
    rule: .sectionCount,
    message: """
      Invalid update: invalid number of sections. The number of sections contained in the table \
      view after the update (2) must be equal to the number of sections contained in the table \
      view before the update (1), plus or minus the number of sections inserted or deleted (0 \
      inserted, 0 deleted).
      """),
  BrokenBatch(
    description: "row count", before: [["a", "b"]], after: [["a", "b", "c"]],
    batch: batch { $0.deletedRows = [ip(0, 0)] }, rule: .rowCount,
    message: """
      Invalid update: invalid number of rows in section 0. The number of rows contained in an \
      existing section after the update (3) must be equal to the number of rows contained in \
      that section before the update (2), plus or minus the number of rows inserted or deleted \
      from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into \
      or out of that section (0 moved in, 0 moved out).
      """),
  BrokenBatch(
    description: "delete a row out of range", before: [["a", "b"]], after: [["a"]],
    batch: batch { $0.deletedRows = [ip(0, 2)] }, rule: .rowOutOfRangeBefore,
    message: "attempt to delete row 2 from section 0 which only contains 2 rows before the update"),
  BrokenBatch(
    description: "delete rows out of range: the first is named", before: [["a", "b"]],
    after: [["a"]],
    batch: batch { $0.deletedRows = [ip(0, 7), ip(0, 3), ip(0, 5), ip(0, 9)] },
    rule: .rowOutOfRangeBefore,
    message: "attempt to delete row 3 from section 0 which only contains 2 rows before the update"
  ),
  BrokenBatch(
    description: "insert a row out of range", before: [["a"]], after: [["a", "b"]],
    batch: batch { $0.insertedRows = [ip(0, 2)] }, rule: .rowOutOfRangeAfter,
    message:
      "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update"
  ),
  BrokenBatch(
    description: "delete and reload one index path", before: [["a", "b"]], after: [["b"]],
    batch: batch {
      $0.deletedRows = [ip(0, 0)]
      $0.reloadedRows = [ip(0, 0)]
    }, rule: .deleteAndReload,
    message: "attempt to delete and reload the same index path ([0, 0])"),
  BrokenBatch(
    description: "delete and move from one index path", before: [["a", "b"]], after: [["b"]],
    batch: batch {
      $0.deletedRows = [ip(0, 0)]
      $0.movedRows = [.init(from: ip(0, 0), to: ip(0, 0))]
    }, rule: .deleteAndMove,
    message: "attempt to perform a delete and a move from the same index path ([0, 0])"),
  BrokenBatch(
    description: "reload and move one index path", before: [["a", "b"]], after: [["b", "a"]],
    batch: batch {
      $0.reloadedRows = [ip(0, 0)]
      $0.movedRows = [.init(from: ip(0, 0), to: ip(0, 1))]
    }, rule: .reloadAndMove,
    message: "attempt to perform a reload and a move from the same index path ([0, 0])"),
  BrokenBatch(
    description: "delete a section out of range", before: [["a"]], after: [],
    batch: batch { $0.deletedSections = [1] }, rule: .sectionOutOfRangeBefore,
    message: "attempt to delete section 1, but there are only 1 sections before the update"),
  BrokenBatch(
    description: "insert a section out of range", before: [["a"]], after: [["a"], []],
    batch: batch { $0.insertedSections = [2] }, rule: .sectionOutOfRangeAfter,
    message: "attempt to insert section 2 but there are only 2 sections after the update"),
  BrokenBatch(
    description: "rows of a deleted section", before: [["a"], ["b"]], after: [["a"]],
    batch: batch {
      $0.deletedSections = [1]
      $0.deletedRows = [ip(1, 0)]
    }, rule: .sectionAndRowChange,
    message:
      "attempt to delete row 0 from section 1, which is deleted or reloaded in the same update"),
  BrokenBatch(
    description: "rows of an inserted section", before: [["a"]], after: [["a"], ["b"]],
    batch: batch {
      $0.insertedSections = [1]
      $0.insertedRows = [ip(1, 0)]
    }, rule: .sectionAndRowChange,
    message:
      "attempt to insert row 0 into section 1, which is inserted or reloaded in the same update"),
  BrokenBatch(
    description: "rows of a reloaded section", before: [["a", "b"]], after: [["a", "c"]],
    batch: batch {
      $0.reloadedSections = [0]
      $0.reloadedRows = [ip(0, 1)]
    }, rule: .sectionAndRowChange,
    message:
      "attempt to reload row 1 from section 0, which is deleted or reloaded in the same update"),
  BrokenBatch(
    description: "two moves to one destination", before: [["a", "b", "c"]],
    after: [["a", "b", "c"]],
    batch: batch {
      $0.movedRows = [.init(from: ip(0, 0), to: ip(0, 2)), .init(from: ip(0, 1), to: ip(0, 2))]
    }, rule: .conflictingMoves,
    message:
      "attempt to perform an insert and a move, or two moves, to the same index path ([0, 2])"),
]

@Suite("Headless batch updates: UIKit's rules") @MainActor
struct HeadlessBatchRuleTests {
  @Test("An invalid batch is rejected with UIKit's message", arguments: brokenBatches)
  func invalidBatchesAreRejected(broken: BrokenBatch) {
    let model = ModelList(broken.before)
    let before = model.shown
    let counts = broken.before.map(\.count)
    let newCounts = broken.after.map(\.count)
    #expect(broken.batch.validate(oldCounts: counts, newCounts: newCounts)?.rule == broken.rule)
    model.sections = broken.after
    #expect(throws: HostError(broken.message)) {
      try model.list.performBatchUpdates(broken.batch, animated: true, completion: nil)
    }
    #expect(model.shown == before, "nothing was applied")
    #expect(model.list.rowCounts == counts)
  }

  @Test func everyBatchRuleHasARejectedCase() {
    let covered = Set(brokenBatches.map(\.rule))
    // Duplicates are data diagnostics, not batch rules, and a reconfigure's cell type is
    // checked as the data source answers, not from the counts: they have tests of their own.
    let dataRules: Set<UpdateDiagnostic.Violation.Rule> = [
      .duplicateSectionIdentity, .duplicateIdentifier, .reconfigureCellType,
    ]
    #expect(covered == Set(UpdateDiagnostic.Violation.Rule.allCases).subtracting(dataRules))
  }
}

@Suite("Headless batch updates: applying") @MainActor
struct HeadlessBatchApplyTests {
  @Test func survivorsKeepTheirCellsAndFollowTheirRows() throws {
    let model = ModelList([["a", "b", "c", "d"], ["x"]])
    let cellOfC = model.list.cellForRow(at: ip(0, 2))
    try model.list.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
    model.sections = [["new", "c", "a", "d"], ["x"]]
    var completed = false
    try model.list.performBatchUpdates(
      batch {
        $0.deletedRows = [ip(0, 1)]
        $0.insertedRows = [ip(0, 0)]
        $0.movedRows = [.init(from: ip(0, 2), to: ip(0, 1))]
      }, animated: true
    ) { completed = $0 }
    #expect(completed)
    #expect(model.shown == ["new", "c", "a", "d", "x"])
    #expect(model.list.cellForRow(at: ip(0, 1)) === cellOfC)
    #expect(model.list.indexPathsForSelectedRows == [ip(0, 3)])
  }

  @Test func reloadGivesANewCellAndReconfigureKeepsTheSameOne() throws {
    let model = ModelList([["a", "b"]])
    let first = model.list.cellForRow(at: ip(0, 0)) as? LabelCell
    let second = model.list.cellForRow(at: ip(0, 1)) as? LabelCell
    try model.list.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
    model.sections = [["A", "B"]]
    try model.list.performBatchUpdates(
      batch {
        $0.reloadedRows = [ip(0, 0)]
        $0.reconfiguredRows = [ip(0, 1)]
      }, animated: false, completion: nil)
    #expect(model.shown == ["A", "B"])
    #expect(model.list.cellForRow(at: ip(0, 1)) === second)
    #expect(second?.prepareCount == 0, "a reconfigured cell is not prepared for reuse")
    #expect(first?.prepareCount == 1, "the reloaded row's old cell went back to the pool")
    #expect(model.list.indexPathsForSelectedRows.isEmpty, "a reloaded row is deselected")
  }

  @Test func reconfigureResolvesAtTheBeforeUpdateIndexPathAsUIKitDoes() throws {
    // UIKit configures a reconfigured row at once, at its index path from before the batch,
    // while the data source already answers with the new model: with a move in the same batch,
    // the cell of "c" is configured with the new model's row 2 ("b") and then moves to row 0.
    let model = ModelList([["a", "b", "c"]])
    let cellOfC = model.list.cellForRow(at: ip(0, 2))
    model.sections = [["C", "a", "b"]]
    try model.list.performBatchUpdates(
      batch {
        $0.movedRows = [.init(from: ip(0, 2), to: ip(0, 0))]
        $0.reconfiguredRows = [ip(0, 2)]
      }, animated: true, completion: nil)
    #expect(model.list.cellForRow(at: ip(0, 0)) === cellOfC)
    #expect(model.shown == ["b", "a", "b"], "the device shows another row's content")

    // The same change in two batches (the structure, then the reconfigure at its new index
    // path) gives each cell its own row's content.
    let fixed = ModelList([["a", "b", "c"]])
    fixed.sections = [["C", "a", "b"]]
    try fixed.list.performBatchUpdates(
      batch { $0.movedRows = [.init(from: ip(0, 2), to: ip(0, 0))] }, animated: true,
      completion: nil)
    try fixed.list.performBatchUpdates(
      batch { $0.reconfiguredRows = [ip(0, 0)] }, animated: true, completion: nil)
    #expect(fixed.shown == ["C", "a", "b"])
  }

  @Test func sectionInsertsDeletesAndMoves() throws {
    let model = ModelList([["a"], ["b"], ["c"]])
    model.sections = [["c"], ["new"], ["a"]]
    try model.list.performBatchUpdates(
      batch {
        $0.deletedSections = [1]
        $0.insertedSections = [1]
        $0.movedSections = [.init(from: 2, to: 0)]
      }, animated: true, completion: nil)
    #expect(model.shown == ["c", "new", "a"])
  }

  @Test(
    "Diff-derived batches always apply and show the model", arguments: 0..<200 as Range<UInt64>)
  func randomBatchesFromDiffs(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var next = 0
    func fresh() -> String {
      next += 1
      return "r\(next)"
    }
    let old = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      (0..<Int.random(in: 0...12, using: &random)).map { _ in fresh() }
    }
    let model = ModelList(old, height: Double(Int.random(in: 44...600, using: &random)))
    model.list.scroll(toOffset: Double(Int.random(in: 0...300, using: &random)))
    var new = old
    for section in new.indices {
      new[section].shuffle(using: &random)
      new[section].removeLast(Int.random(in: 0...new[section].count, using: &random))
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        new[section].insert(fresh(), at: Int.random(in: 0...new[section].count, using: &random))
      }
    }
    var update = ListBatch()
    for section in new.indices {
      let changes = Changeset(fromIdentities: old[section], to: new[section])
      update.deletedRows.formUnion(changes.deletes.map { ip(section, $0) })
      update.insertedRows.formUnion(changes.inserts.map { ip(section, $0) })
      update.movedRows += changes.moves.map {
        .init(from: ip(section, $0.from), to: ip(section, $0.to))
      }
    }
    model.sections = new
    try model.list.performBatchUpdates(update, animated: true, completion: nil)
    let expected = model.list.indexPathsForVisibleRows.map { new[$0.section][$0.row] }
    #expect(model.shown == expected, "seed \(seed)")
    #expect(model.list.rowCounts == new.map(\.count), "seed \(seed)")
    let reloaded = ModelList(new, height: model.list.size.height)
    reloaded.list.scroll(toOffset: model.list.contentOffset.y)
    #expect(model.shown == reloaded.shown, "a batch shows what a reload shows; seed \(seed)")
  }
}
