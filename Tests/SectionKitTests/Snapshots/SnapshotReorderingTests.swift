import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The user reorders the items of a snapshot data source, as with the reordering handlers of
/// Apple's diffable data sources: the list moves the row itself, the data source's snapshot
/// follows, the handlers hear of it, and the next snapshot is diffed from the moved order.
@Suite("List snapshots: reordering by the user") @MainActor
struct SnapshotReorderingTests {
  /// A screen of two sections, "a" (1, 2, 3) and "b" (4, 5), in editing mode, whose handlers
  /// record what they hear.
  @MainActor
  final class Fixture {
    let screen = SnapshotScreen()
    var will: [SnapshotDataSource<String, Int>.Transaction] = []
    var did: [SnapshotDataSource<String, Int>.Transaction] = []
    /// The data source's snapshot when `willReorder` and `didReorder` were called.
    var seen: [[String]] = []
    var diagnostics: [UpdateDiagnostic] = []

    var list: HeadlessListView { screen.list }
    var dataSource: SnapshotDataSource<String, Int> { screen.dataSource }

    init(canReorder: @escaping @MainActor (Int) -> Bool = { _ in true }) {
      var snapshot = ListSnapshot<String, Int>()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2, 3], toSection: "a")
      snapshot.appendItems([4, 5], toSection: "b")
      screen.dataSource.apply(snapshot, animatingDifferences: false)
      screen.dataSource.composite.onDiagnostic = { [unowned self] in diagnostics.append($0) }
      screen.dataSource.reorderingHandlers = .init(
        canReorderItem: canReorder,
        willReorder: { [unowned self] in
          will.append($0)
          seen.append(sectionsAndItems(dataSource.snapshot))
        },
        didReorder: { [unowned self] in
          did.append($0)
          seen.append(sectionsAndItems(dataSource.snapshot))
        })
      screen.list.setEditing(true, animated: false)
    }
  }

  @Test func aMoveWithinASectionShowsInTheSnapshotWithoutABatch() throws {
    let fixture = Fixture()
    let list = fixture.list
    let dragged = list.cellForRow(at: path(0, 0))
    let batches = list.batchCount

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(0, 2))

    #expect(landed == path(0, 2))
    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 2 3 1", "b: 4 5"])
    #expect(fixture.screen.shown == ["2", "3", "1", "4", "5"])
    #expect(list.cellForRow(at: path(0, 2)) === dragged, "the list moved the row itself")
    #expect(list.batchCount == batches, "no batch for the move")
    #expect(list.reloadCount == 1)
    let transaction = try #require(fixture.did.only)
    #expect(fixture.will.count == 1)
    #expect(sectionsAndItems(transaction.initialSnapshot) == ["a: 1 2 3", "b: 4 5"])
    #expect(
      sectionsAndItems(transaction.finalSnapshot) == sectionsAndItems(fixture.dataSource.snapshot))
    #expect([1, 2, 3, 4, 5].applying(transaction.difference) == [2, 3, 1, 4, 5])
    #expect(
      fixture.seen == [["a: 1 2 3", "b: 4 5"], ["a: 2 3 1", "b: 4 5"]],
      "willReorder before the snapshot changes, didReorder after")
    #expect(fixture.dataSource.itemIdentifier(for: path(0, 2)) == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func aMoveAcrossSectionsShowsInTheSnapshot() throws {
    let fixture = Fixture()
    let list = fixture.list

    // Dropped between 4 and 5.
    let landed = try list.moveRow(from: path(0, 0), toProposed: path(1, 1))

    #expect(landed == path(1, 1))
    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 2 3", "b: 4 1 5"])
    #expect(fixture.dataSource.snapshot.sectionIdentifier(containingItem: 1) == "b")
    #expect(list.rowCounts == [2, 3])
    #expect(fixture.screen.shown == ["2", "3", "4", "1", "5"])
    // The row moved with no batch; the section it landed in gives it its cell afterwards.
    #expect(list.recentBatches.allSatisfy { $0.movedRows.isEmpty && $0.insertedRows.isEmpty })
    let transaction = try #require(fixture.did.only)
    #expect(fixture.will.count == 1)
    #expect(sectionsAndItems(transaction.initialSnapshot) == ["a: 1 2 3", "b: 4 5"])
    #expect(sectionsAndItems(transaction.finalSnapshot) == ["a: 2 3", "b: 4 1 5"])
    #expect([1, 2, 3, 4, 5].applying(transaction.difference) == [2, 3, 4, 1, 5])
    #expect(fixture.seen == [["a: 1 2 3", "b: 4 5"], ["a: 2 3", "b: 4 1 5"]])
    #expect(fixture.dataSource.itemIdentifier(for: path(1, 1)) == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func aMoveToTheEndOfAnotherSectionShowsInTheSnapshot() throws {
    let fixture = Fixture()

    try fixture.list.moveRow(from: path(1, 1), toProposed: path(0, 3))

    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 1 2 3 5", "b: 4"])
    #expect(fixture.screen.shown == ["1", "2", "3", "5", "4"])
    #expect(fixture.did.count == 1)
  }

  @Test func aReorderDragMovesAsTheReorderControlDoes() throws {
    let fixture = Fixture()
    let list = fixture.list
    list.setEditing(false, animated: false)
    list.dragInteractionEnabled = true

    try list.dragRow(from: path(1, 0), toProposed: path(0, 0))

    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 4 1 2 3", "b: 5"])
    #expect(fixture.screen.shown == ["4", "1", "2", "3", "5"])
    #expect(fixture.did.count == 1)
  }

  @Test func aDropOfADraggedRowMovesItAsTheReorderControlDoes() throws {
    let fixture = Fixture()
    let list = fixture.list
    list.setEditing(false, animated: false)
    list.dragInteractionEnabled = true

    // Dropped before 5: the list animates the drop in one batch.
    try list.drag(from: path(0, 2), to: path(1, 1))

    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 1 2", "b: 4 3 5"])
    #expect(fixture.screen.shown == ["1", "2", "4", "3", "5"])
    #expect(fixture.did.count == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func itemsCanReorderItemRefusesStayInPlace() throws {
    let fixture = Fixture(canReorder: { $0 != 1 })
    let list = fixture.list

    #expect(throws: HostError.self) { try list.moveRow(from: path(0, 0), toProposed: path(0, 2)) }
    list.dragInteractionEnabled = true
    #expect(throws: HostError.self) { try list.dragRow(from: path(0, 0), toProposed: path(1, 0)) }

    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 1 2 3", "b: 4 5"])
    #expect(fixture.screen.shown == ["1", "2", "3", "4", "5"])
    #expect(fixture.will.isEmpty && fixture.did.isEmpty)
    // The others move.
    try list.moveRow(from: path(0, 1), toProposed: path(0, 0))
    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 2 1 3", "b: 4 5"])
  }

  @Test func withoutHandlersNoItemMoves() throws {
    let screen = SnapshotScreen()
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    screen.dataSource.apply(snapshot)
    screen.list.setEditing(true, animated: false)

    #expect(throws: HostError.self) {
      try screen.list.moveRow(from: path(0, 0), toProposed: path(0, 1))
    }
    #expect(sectionsAndItems(screen.dataSource.snapshot) == ["a: 1 2"])
  }

  @Test func theNextApplyIsDiffedFromTheMovedOrder() throws {
    let fixture = Fixture()
    let list = fixture.list
    try list.moveRow(from: path(0, 0), toProposed: path(1, 1))
    try list.moveRow(from: path(0, 1), toProposed: path(0, 0))
    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 3 2", "b: 4 1 5"])
    let reloads = list.reloadCount
    let batches = list.batchCount

    // The app's model followed the moves: a snapshot built from it adds one item.
    var next = try #require(fixture.did.last).finalSnapshot
    next.appendItems([6], toSection: "b")
    fixture.dataSource.apply(next)

    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch?.description == "insert rows [1, 3]", "nothing else moves")
    #expect(list.reloadCount == reloads)
    #expect(fixture.screen.shown == ["3", "2", "4", "1", "5", "6"])

    // A snapshot in the original order moves the rows back.
    var original = ListSnapshot<String, Int>()
    original.appendSections(["a", "b"])
    original.appendItems([1, 2, 3], toSection: "a")
    original.appendItems([4, 5], toSection: "b")
    fixture.dataSource.apply(original)

    #expect(fixture.screen.shown == ["1", "2", "3", "4", "5"])
    #expect(sectionsAndItems(fixture.dataSource.snapshot) == ["a: 1 2 3", "b: 4 5"])
    #expect(list.reloadCount == reloads)
    #expect(fixture.diagnostics.isEmpty, "no invalid update, no reload")
    #expect(fixture.did.count == 2, "an apply is not the user's move")
  }

  @Test func aMoveWhileASnapshotIsDiffedOffTheMainActorIsDiffedAgain() async throws {
    let fixture = Fixture()
    let dataSource = fixture.dataSource
    dataSource.backgroundDiffingThreshold = 1
    // The user moves "1" to the end of its section while the app's next snapshot is diffed.
    dataSource.backgroundDiffDidReturn = { [weak fixture] in
      _ = try? fixture?.list.moveRow(from: path(0, 0), toProposed: path(0, 2))
    }
    var next = dataSource.snapshot
    next.appendItems([6], toSection: "a")

    dataSource.apply(next)
    await dataSource.composite.waitForUpdates()

    #expect(fixture.did.count == 1, "the move happened during the diff")
    #expect(sectionsAndItems(dataSource.snapshot) == ["a: 1 2 3 6", "b: 4 5"])
    #expect(fixture.screen.shown == ["1", "2", "3", "6", "4", "5"])
    #expect(fixture.diagnostics.isEmpty)
  }
}

/// Each section of a snapshot and its items, as "section: item item".
@MainActor
private func sectionsAndItems(_ snapshot: ListSnapshot<String, Int>) -> [String] {
  snapshot.sectionIdentifiers.map { section in
    ([section + ":"] + snapshot.itemIdentifiers(inSection: section).map(String.init))
      .joined(separator: " ")
  }
}

extension Array {
  /// The only element, or `nil` when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
