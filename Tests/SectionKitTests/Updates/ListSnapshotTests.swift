import Foundation
import SectionKit
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

  @Test func anItemMovingToAnotherSectionIsARowMove() {
    let old = sample()
    var new = old
    new.moveItem(1, afterItem: 5)
    let batch = new.batchUpdate(from: old)
    #expect(
      batch.movedRows
        == [.init(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 2, section: 1))])
    #expect(batch.deletedRows.isEmpty && batch.insertedRows.isEmpty)
  }
}
