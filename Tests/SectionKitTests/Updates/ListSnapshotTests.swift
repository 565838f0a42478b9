import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("List snapshots: editing and queries")
struct ListSnapshotTests {
  func sample() -> ListSnapshot<String, Int> {
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])
    return snapshot
  }

  @Test func appendAndQuery() {
    let snapshot = sample()
    #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
    #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfSection("b") == 1)
    #expect(snapshot.indexPath(of: 5) == ListIndexPath(row: 1, section: 1))
  }

  @Test func insertDeleteAndMove() {
    var snapshot = sample()
    snapshot.insertItems([10], beforeItem: 2)
    snapshot.insertItems([11], afterItem: 5)
    snapshot.deleteItems([1])
    snapshot.moveItem(3, afterItem: 4)
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 3, 5, 11])
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
    snapshot.deleteSections(["b"])
    #expect(snapshot.numberOfItems == 2 && snapshot.indexOfItem(3) == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 2)
  }

  @Test func reloadAndReconfigureMarksBecomeBatchChanges() {
    let old = sample()
    var new = old
    new.reloadItems([2])
    new.reconfigureItems([4])
    new.reloadSections(["a"])
    #expect(new.reloadedItems == [2] && new.reconfiguredItems == [4])
    let batch = new.batchUpdate(from: old)
    #expect(batch.reloadedSections == [0])
    #expect(batch.reconfiguredRows == [ListIndexPath(row: 0, section: 1)])
    #expect(batch.reloadedRows.isEmpty, "the rows of a reloaded section go with it")
  }

  @Test func anItemMovingToAnotherSectionIsDeletedAndInsertedAsApplyDoes() {
    let old = sample()
    var new = old
    new.moveItem(1, afterItem: 5)
    let batch = new.batchUpdate(from: old)
    // One snapshot diff: the one SnapshotDataSource.apply sends, each section's rows diffed
    // by the section that shows them.
    #expect(batch.deletedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(batch.insertedRows == [ListIndexPath(row: 2, section: 1)])
    #expect(batch.movedRows.isEmpty)
  }
}

/// `ListSnapshot.batchUpdate(from:)` is the diff `SnapshotDataSource.apply` sends: for random
/// snapshots, the rows and sections it inserts, deletes and moves are the ones the list gets.
@Suite("List snapshots: one diff") @MainActor
struct ListSnapshotDiffTests {
  /// A random snapshot: some of five sections, in a random order, holding some of 24 items.
  static func randomSnapshot(_ random: inout SeededGenerator) -> ListSnapshot<String, Int> {
    var snapshot = ListSnapshot<String, Int>()
    let sections = ["a", "b", "c", "d", "e"].filter { _ in Bool.random(using: &random) }
      .shuffled(using: &random)
    guard !sections.isEmpty else { return snapshot }
    snapshot.appendSections(sections)
    for item in (0..<24).shuffled(using: &random) where Int.random(in: 0..<3, using: &random) > 0 {
      snapshot.appendItems([item], toSection: sections.randomElement(using: &random))
    }
    return snapshot
  }

  /// The number of each kind of change in batches.
  static func counts(_ batches: [ListBatch]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for batch in batches {
      counts["inserted rows", default: 0] += batch.insertedRows.count
      counts["deleted rows", default: 0] += batch.deletedRows.count
      counts["moved rows", default: 0] += batch.movedRows.count
      counts["inserted sections", default: 0] += batch.insertedSections.count
      counts["deleted sections", default: 0] += batch.deletedSections.count
      counts["moved sections", default: 0] += batch.movedSections.count
    }
    // An empty batch is not sent: no change and no batch count the same.
    return counts.filter { $0.value != 0 }
  }

  @Test func batchUpdateIsWhatApplySends() {
    var random = SeededGenerator.fresh(for: "ListSnapshotDiffTests")
    let seed = random.seed
    for round in 0..<200 {
      let old = Self.randomSnapshot(&random)
      let new = Self.randomSnapshot(&random)
      let screen = SnapshotScreen()
      screen.dataSource.apply(old)
      let before = screen.list.recentBatches.count
      screen.dataSource.apply(new)
      let sent = Array(screen.list.recentBatches.dropFirst(before))
      #expect(
        Self.counts([new.batchUpdate(from: old)]) == Self.counts(sent),
        "seed \(seed), round \(round): \(old.sectionIdentifiers) -> \(new.sectionIdentifiers)")
    }
  }
}
