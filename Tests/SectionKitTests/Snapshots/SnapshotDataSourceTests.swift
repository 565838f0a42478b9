import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@MainActor
final class SnapshotScreen {
  /// The texts of the items' cells, which a test changes between applies.
  final class Names {
    var byItem: [Int: String]
    init(_ byItem: [Int: String]) { self.byItem = byItem }
  }

  let list: HeadlessListView
  let dataSource: SnapshotDataSource<String, Int>
  private let names: Names

  /// Shows a snapshot data source whose cells show their item's name, or its number when it has
  /// none.
  init(height: CGFloat = 2000, names: [Int: String] = [:]) {
    let table = Names(names)
    self.names = table
    dataSource = SnapshotDataSource { dataSource, indexPath, item in
      let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
      cell.text = table.byItem[item] ?? "\(item)"
      return cell
    }
    list = HeadlessListView(size: CGSize(width: 320, height: height))
    dataSource.composite.onDiagnostic = { _ in }
    dataSource.composite.attach(to: list)
  }

  /// Changes the name an item's cell shows the next time it is configured.
  func rename(_ item: Int, _ name: String) { names.byItem[item] = name }

  var shown: [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }
}

@Suite("List snapshots: applying") @MainActor
struct SnapshotApplyTests {
  @Test func applyingAnimatesTheRowsThenTheSections() {
    let screen = SnapshotScreen()
    var first = ListSnapshot<String, Int>()
    first.appendSections(["a", "b"])
    first.appendItems([1, 2, 3], toSection: "a")
    first.appendItems([4], toSection: "b")
    screen.dataSource.apply(first, animatingDifferences: false)
    let cellOfThree = screen.list.cellForRow(at: ListIndexPath(row: 2, section: 0))
    var second = first
    second.moveItem(1, afterItem: 4)
    second.deleteItems([2])
    second.appendSections(["c"])
    second.appendItems([9], toSection: "c")
    second.moveSection("b", beforeSection: "a")
    var completed = false
    screen.dataSource.apply(second) { completed = true }
    #expect(completed, "applied before apply returns")
    // As every turn of a composite: the rows of the sections that stay, then the sections.
    #expect(
      screen.list.recentBatches.suffix(2).map(\.description) == [
        "delete rows [0, 0] [0, 1]; insert rows [1, 1]",
        "insert sections 2; move sections 1→0",
      ])
    #expect(screen.list.reloadCount == 1)
    #expect(
      screen.list.renderedText() == """
        ┌
        │ 4
        │ 1
        └

        ┌
        │ 3
        └

        ┌
        │ 9
        └

        """)
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 0, section: 1)) === cellOfThree)
    #expect(screen.dataSource.composite.diagnostics.isEmpty)
    #expect(screen.dataSource.itemIdentifier(for: ListIndexPath(row: 1, section: 0)) == 1)
    #expect(screen.dataSource.itemIdentifier(for: ListIndexPath(row: 1, section: 1)) == nil)
  }

  @Test func anItemThatChangesSectionIsDeletedFromOneAndInsertedIntoTheOther() {
    // Each section is a section controller that owns its rows: a row never moves between two.
    let screen = SnapshotScreen()
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    screen.dataSource.apply(snapshot)
    snapshot.moveItem(2, beforeItem: 3)
    screen.dataSource.apply(snapshot)
    #expect(screen.list.lastBatch?.description == "delete rows [0, 1]; insert rows [1, 0]")
    #expect(screen.shown == ["1", "2", "3"])
    #expect(screen.dataSource.composite.diagnostics.isEmpty)
  }

  @Test func aReloadedSectionIsReloadedAsAWhole() {
    let screen = SnapshotScreen()
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1], toSection: "a")
    snapshot.appendItems([2], toSection: "b")
    screen.dataSource.apply(snapshot)
    let cellOfOne = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? LabelCell
    snapshot.appendItems([3], toSection: "b")
    snapshot.reloadSections(["a"])
    screen.dataSource.apply(snapshot)
    #expect(
      screen.list.recentBatches.suffix(2).map(\.description) == [
        "insert rows [1, 1]", "reload sections 0",
      ])
    #expect(cellOfOne?.prepareCount == 1, "a reloaded section gets new cells")
    #expect(screen.shown == ["1", "2", "3"])
    #expect(screen.dataSource.snapshot.reloadedSections.isEmpty, "marks are used once")
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
    let screen = SnapshotScreen(names: [1: "one", 2: "two", 3: "three"])
    let dataSource = screen.dataSource
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot)
    screen.rename(3, "THREE")
    snapshot.moveItem(3, beforeItem: 1)
    snapshot.reconfigureItems([3])
    dataSource.apply(snapshot)
    #expect(screen.shown == ["THREE", "one", "two"])
    #expect(dataSource.composite.diagnostics.isEmpty)
  }

  @Test func aReconfiguredItemOfAnUntouchedSectionThatShiftsShowsItsOwnContent() {
    let screen = SnapshotScreen(names: [1: "one", 2: "two", 3: "three", 4: "four", 5: "five"])
    let (dataSource, list) = (screen.dataSource, screen.list)
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3, 4], toSection: "b")
    dataSource.apply(snapshot)
    screen.rename(4, "FOUR")
    snapshot.insertSections(["z"], beforeSection: "b")
    snapshot.appendItems([5], toSection: "a")
    snapshot.reconfigureItems([4])
    dataSource.apply(snapshot)
    #expect(screen.shown == ["one", "two", "five", "three", "FOUR"])
    // The rows first, where the sections stand before the section is inserted.
    #expect(
      list.recentBatches.suffix(2).map(\.description) == [
        "insert rows [0, 2]; reconfigure rows [1, 1]", "insert sections 1",
      ])
    #expect(dataSource.composite.diagnostics.isEmpty)
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
        guard screen.shown == expected, screen.dataSource.composite.diagnostics.isEmpty,
          screen.list.reloadCount == 1
        else {
          Issue.record(
            "seed \(seed), step \(step): shown \(screen.shown), expected \(expected), \(screen.dataSource.composite.diagnostics)"
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
    screen.dataSource.composite.onDiagnostic = { reported.append($0) }
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "a"])
    snapshot.appendItems([1, 2, 1], toSection: "a")
    snapshot.appendItems([2, 3], toSection: "b")
    #expect(snapshot.numberOfSections == 2 && snapshot.itemIdentifiers == [1, 2, 3])
    screen.dataSource.apply(snapshot)
    #expect(screen.shown == ["1", "2", "3"])
    #expect(reported.map(\.violation.rule) == Array(repeating: .duplicateIdentifier, count: 3))
    #expect(
      reported.map(\.description) == [
        "SectionKit: SnapshotDataSource<String, Int> was given the section identity a twice "
          + "(first at section 0, again at section 2); the later one is left out. It is shown "
          + "once, where it first appears.",
        "SectionKit: SnapshotDataSource<String, Int> was given the item identity 1 twice "
          + "(first at index path [0, 0], again at index path [0, 2]); the later one is left "
          + "out. It is shown once, where it first appears.",
        "SectionKit: SnapshotDataSource<String, Int> was given the item identity 2 twice "
          + "(first at index path [0, 1], again at index path [1, 0]); the later one is left "
          + "out. It is shown once, where it first appears.",
      ])
    screen.dataSource.apply(screen.dataSource.snapshot)
    #expect(reported.count == 3, "reported once")
  }
}

/// A snapshot data source is a layer over its composite: titles and selection come from its
/// closures, attaching and diagnostics from the composite, and the composite nests in a bigger
/// one beside hand-written section controllers.
@Suite("List snapshots: a layer over a composite") @MainActor
struct SnapshotLayerTests {
  func fruits() -> ListSnapshot<String, String> {
    var snapshot = ListSnapshot<String, String>()
    snapshot.appendSections(["a"])
    snapshot.appendItems(["apple", "apricot"], toSection: "a")
    return snapshot
  }

  func fruitDataSource(
    given: @escaping (ListIndexPath, String) -> Void = { _, _ in }
  ) -> SnapshotDataSource<String, String> {
    let dataSource = SnapshotDataSource<String, String> { dataSource, indexPath, fruit in
      given(indexPath, fruit)
      let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
      cell.text = fruit
      return cell
    }
    dataSource.header = { "Fruits in \($0)" }
    dataSource.footer = { "end of \($0)" }
    return dataSource
  }

  @Test func titlesAndSelectionComeFromTheDataSource() throws {
    let dataSource = fruitDataSource()
    var selected: [String] = []
    dataSource.onSelect { indexPath, fruit in selected.append("\(fruit) \(indexPath)") }
    dataSource.apply(fruits())  // on no host: the list loads it when attached
    let list = HeadlessListView()
    dataSource.composite.attach(to: list)
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    #expect(selected == ["apricot [0, 1]"])
    #expect(
      list.renderedText() == """
        ┌ FRUITS IN A
        │ apple
        ▶ apricot
        └ end of a

        """)
  }

  @Test func theSelectionFollowsItsItemByIdentityThroughAReload() throws {
    let dataSource = fruitDataSource()
    dataSource.onSelect { _, _ in }
    dataSource.apply(fruits())
    let list = HeadlessListView()
    dataSource.composite.attach(to: list)
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))

    var moved = ListSnapshot<String, String>()
    moved.appendSections(["a"])
    moved.appendItems(["apricot", "avocado", "apple"], toSection: "a")
    dataSource.applyUsingReloadData(moved)

    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(list.renderedText().hasPrefix("┌ FRUITS IN A\n▶ apricot\n│ avocado\n│ apple\n"))
  }

  @Test func aDataSourceNestsInABiggerCompositeBesideHandWrittenSections() throws {
    var given: [String] = []
    let dataSource = fruitDataSource { indexPath, fruit in given.append("\(fruit) \(indexPath)") }
    var selected: [String] = []
    dataSource.onSelect { indexPath, fruit in selected.append("\(fruit) \(indexPath)") }
    // A hand-written section whose identity is the snapshot's section identifier: the
    // snapshot's sections are its data source's, and never collide with it.
    let handWritten = ItemsSection("a", ["hand-written"])
    let screen = CompositeController([handWritten, dataSource.composite])
    let list = HeadlessListView()
    screen.attach(to: list)
    var reported: [UpdateDiagnostic] = []
    screen.onDiagnostic = { reported.append($0) }

    var snapshot = fruits()
    snapshot.appendItems(["apple"], toSection: "a")
    dataSource.apply(snapshot)
    #expect(given == ["apple [1, 0]", "apricot [1, 1]"], "index paths are the list's")
    #expect(list.lastBatch?.description == "insert sections 1")
    #expect(reported.map(\.violation.rule) == [.duplicateIdentifier], "the root's diagnostics")

    snapshot = dataSource.snapshot  // the duplicate reported once
    snapshot.insertItems(["avocado"], afterItem: "apple")
    snapshot.appendSections(["b"])
    snapshot.appendItems(["banana"], toSection: "b")
    dataSource.apply(snapshot)
    #expect(
      list.recentBatches.suffix(2).map(\.description) == [
        "insert rows [1, 1]", "insert sections 2",
      ])
    try list.tapRow(at: ListIndexPath(row: 0, section: 2))
    #expect(selected == ["banana [2, 0]"])
    #expect(dataSource.itemIdentifier(for: ListIndexPath(row: 1, section: 1)) == "avocado")
    #expect(dataSource.itemIdentifier(for: ListIndexPath(row: 0, section: 0)) == nil)
    #expect(
      list.renderedText() == """
        ┌
        │ hand-written
        └

        ┌ FRUITS IN A
        │ apple
        │ avocado
        │ apricot
        └ end of a

        ┌ FRUITS IN B
        ▶ banana
        └ end of b

        """)
    #expect(reported.count == 1)
  }
}

@Suite("List snapshots: content that runs on every host") @MainActor
struct SnapshotContentTests {
  @Test func aContentProviderShowsRowContentInTheHostsOwnCells() throws {
    let dataSource = SnapshotDataSource<String, Int> { indexPath, item in
      RowContent("Item \(item)", detail: "row \(indexPath.row)", accessory: .disclosureIndicator)
    }
    dataSource.header = { $0 }
    let list = HeadlessListView()
    dataSource.composite.attach(to: list)
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["Numbers"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(
      list.renderedText() == """
        ┌ NUMBERS
        │ Item 1 · row 0 ›
        │ Item 2 · row 1 ›
        └

        """)
    #expect(list.cellForRow(at: ListIndexPath(row: 0, section: 0)) is HeadlessContentCell)

    snapshot.insertItems([0], beforeItem: 1)
    dataSource.apply(snapshot)
    #expect(list.lastBatch?.insertedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(
      (list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? HeadlessContentCell)?.content?
        .text == "Item 0")
  }

  @Test func aCellProviderDequeuesContentCellsFromTheDataSource() throws {
    let dataSource = SnapshotDataSource<String, String> { dataSource, indexPath, item in
      dataSource.dequeueReusableCell(showing: RowContent(item), for: indexPath)
    }
    let list = HeadlessListView()
    dataSource.composite.attach(to: list)
    var snapshot = ListSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["Ada", "Grace"])
    dataSource.apply(snapshot)
    #expect(
      list.renderedText() == """
        ┌
        │ Ada
        │ Grace
        └

        """)
  }
}
