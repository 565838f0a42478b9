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

@MainActor
final class SnapshotScreen {
  let list: HeadlessListView
  let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, item in
    let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
    cell.text = "\(item)"
    return cell
  }

  init(height: CGFloat = 2000) {
    list = HeadlessListView(size: CGSize(width: 320, height: height))
    dataSource.onDiagnostic = { _ in }
    dataSource.attach(to: list)
  }

  var shown: [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }
}

@Suite("List snapshots: applying") @MainActor
struct SnapshotApplyTests {
  @Test func applyingAnimatesTheDifferenceInOneBatch() {
    let screen = SnapshotScreen()
    var first = ListSnapshot<String, Int>()
    first.appendSections(["a", "b"])
    first.appendItems([1, 2, 3], toSection: "a")
    first.appendItems([4], toSection: "b")
    screen.dataSource.apply(first, animatingDifferences: false)
    let cellOfOne = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0))
    var second = first
    second.moveItem(1, afterItem: 4)
    second.deleteItems([2])
    second.appendSections(["c"])
    second.appendItems([9], toSection: "c")
    second.moveSection("b", beforeSection: "a")
    var completed = false
    screen.dataSource.apply(second) { completed = true }
    #expect(completed)
    #expect(screen.list.batchCount == 2 && screen.list.reloadCount == 1)
    #expect(screen.shown == ["4", "1", "3", "9"])
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) === cellOfOne)
    #expect(screen.dataSource.diagnostics.isEmpty)
    #expect(screen.dataSource.itemIdentifier(for: ListIndexPath(row: 1, section: 0)) == 1)
  }

  @Test func reloadGivesNewCellsAndReconfigureKeepsThem() {
    let screen = SnapshotScreen()
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    screen.dataSource.apply(snapshot)
    let first = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? LabelCell
    let second = screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) as? LabelCell
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    screen.dataSource.apply(snapshot)
    #expect(first?.prepareCount == 1)
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) === second)
    #expect(screen.dataSource.snapshot.reloadedItems.isEmpty, "marks are used once")
  }

  @Test func reconfiguredItemsThatMoveShowTheirOwnContent() {
    var names = [1: "one", 2: "two", 3: "three"]
    let list = HeadlessListView(size: CGSize(width: 320, height: 2000))
    let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, item in
      let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
      cell.text = names[item] ?? ""
      return cell
    }
    dataSource.attach(to: list)
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot)
    names[3] = "THREE"
    snapshot.moveItem(3, beforeItem: 1)
    snapshot.reconfigureItems([3])
    dataSource.apply(snapshot)
    let shown = list.indexPathsForVisibleRows.compactMap {
      (list.cellForRow(at: $0) as? LabelCell)?.text
    }
    #expect(shown == ["THREE", "one", "two"])
    #expect(dataSource.diagnostics.isEmpty)
  }

  @Test func aReconfiguredItemOfAnUntouchedSectionThatShiftsShowsItsOwnContent() {
    var names = [1: "one", 2: "two", 3: "three", 4: "four", 5: "five"]
    let list = HeadlessListView(size: CGSize(width: 320, height: 2000))
    let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, item in
      let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
      cell.text = names[item] ?? ""
      return cell
    }
    dataSource.attach(to: list)
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3, 4], toSection: "b")
    dataSource.apply(snapshot)
    names[4] = "FOUR"
    snapshot.insertSections(["z"], beforeSection: "b")
    snapshot.appendItems([5], toSection: "a")
    snapshot.reconfigureItems([4])
    dataSource.apply(snapshot)
    let shown = list.indexPathsForVisibleRows.compactMap {
      (list.cellForRow(at: $0) as? LabelCell)?.text
    }
    #expect(shown == ["one", "two", "five", "three", "FOUR"])
    #expect(list.lastBatch?.reconfiguredRows == [ListIndexPath(row: 1, section: 2)])
    #expect(dataSource.diagnostics.isEmpty)
  }

  @Test func applyingByReloadReloads() {
    let screen = SnapshotScreen()
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1])
    screen.dataSource.applyUsingReloadData(snapshot)
    #expect(screen.list.reloadCount == 2 && screen.list.batchCount == 0)
    #expect(screen.shown == ["1"])
  }

  /// Random sequences of snapshot edits, applied one after the other.
  @Test("Random snapshot sequences", arguments: 0..<4 as Range<UInt64>)
  func randomSequences(block: UInt64) {
    for offset in 0..<500 as Range<UInt64> {
      let seed = block * 500 + offset
      var random = SeededGenerator(seed: seed)
      let screen = SnapshotScreen(height: CGFloat(Int.random(in: 1...10, using: &random) * 44))
      var snapshot = ListSnapshot<String, Int>()
      var next = 0
      for step in 0..<6 {
        edit(&snapshot, next: &next, random: &random)
        screen.dataSource.apply(snapshot)
        let rows = snapshot.itemIdentifiers.map(String.init)
        screen.list.scroll(toOffset: CGFloat(Int.random(in: 0...(rows.count * 44), using: &random)))
        let first = min(rows.count, Int(screen.list.contentOffset.y / 44))
        let last = min(
          rows.count,
          Int(((screen.list.contentOffset.y + screen.list.size.height) / 44).rounded(.up)))
        let expected = Array(rows[first..<last])
        guard screen.shown == expected, screen.dataSource.diagnostics.isEmpty,
          screen.list.reloadCount == 1
        else {
          Issue.record(
            "seed \(seed), step \(step): shown \(screen.shown), expected \(expected), \(screen.dataSource.diagnostics)"
          )
          return
        }
      }
    }
  }

  func edit(
    _ snapshot: inout ListSnapshot<String, Int>, next: inout Int, random: inout SeededGenerator
  ) {
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      let sections = snapshot.sectionIdentifiers
      let items = snapshot.itemIdentifiers
      switch Int.random(in: 0..<9, using: &random) {
      case 0, 1:
        next += 1
        if let other = sections.randomElement(using: &random), Bool.random(using: &random) {
          snapshot.insertSections(["s\(next)"], afterSection: other)
        } else {
          snapshot.appendSections(["s\(next)"])
        }
      case 2 where !sections.isEmpty:
        snapshot.deleteSections([sections.randomElement(using: &random)!])
      case 3 where sections.count > 1:
        let pair = sections.shuffled(using: &random)
        snapshot.moveSection(pair[0], beforeSection: pair[1])
      case 4 where !items.isEmpty:
        snapshot.deleteItems([items.randomElement(using: &random)!])
      case 5 where items.count > 1:
        let pair = items.shuffled(using: &random)
        snapshot.moveItem(pair[0], afterItem: pair[1])
      case 6 where !items.isEmpty:
        let item = items.randomElement(using: &random)!
        Bool.random(using: &random)
          ? snapshot.reloadItems([item]) : snapshot.reconfigureItems([item])
      case 7 where !sections.isEmpty:
        snapshot.reloadSections([sections.randomElement(using: &random)!])
      default:
        guard let section = sections.randomElement(using: &random) else { continue }
        let count = Int.random(in: 1...4, using: &random)
        snapshot.appendItems(
          (0..<count).map { _ in
            next += 1
            return next
          }, toSection: section)
      }
    }
  }
}

/// Identifiers come from data: a snapshot given one twice keeps the first and reports the
/// later one when it is applied, in debug and release builds alike (Apple's diffable data
/// source stops the app with "supplied item identifiers are not unique").
@Suite("List snapshots: duplicate identifiers") @MainActor
struct SnapshotDuplicateTests {
  @Test func duplicatesAreLeftOutAndReported() {
    let screen = SnapshotScreen()
    var reported: [UpdateDiagnostic] = []
    screen.dataSource.onDiagnostic = { reported.append($0) }
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "a"])
    snapshot.appendItems([1, 2, 1], toSection: "a")
    snapshot.appendItems([2, 3], toSection: "b")
    #expect(snapshot.duplicates == [.section("a"), .item(1), .item(2)])
    screen.dataSource.apply(snapshot)
    #expect(screen.shown == ["1", "2", "3"])
    #expect(reported.map(\.violation.rule) == Array(repeating: .duplicateIdentifier, count: 3))
    #expect(
      reported.first?.description
        == "SectionKit: SnapshotDataSource was given section a twice. It is shown once, where it "
        + "first appears.")
    #expect(screen.dataSource.snapshot.duplicates.isEmpty, "reported once")
  }
}
