import Foundation
import SectionKitTestSupport
import Testing

@_spi(Hosting) @testable import SectionKit
@_spi(Hosting) @testable import SectionKitHeadless

/// Sections of rows answering a host directly, recording what the host asks and tells.
@MainActor
private final class RecordingModel: HandWrittenListModel {
  let rowCounts: [Int]
  var cellsAsked: [ListIndexPath] = []
  var displayed: [ListIndexPath] = []
  var ended: [ListIndexPath] = []
  var headersDisplayed: [Int] = []
  var headersEnded: [Int] = []
  init(_ rowCounts: [Int]) { self.rowCounts = rowCounts }
  func numberOfSections() -> Int { rowCounts.count }
  func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }
  func cell(at indexPath: ListIndexPath) -> any Reusable {
    cellsAsked.append(indexPath)
    let cell = LabelCell()
    cell.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func titleForHeader(inSection section: Int) -> String? { "S\(section)" }
  func titleForFooter(inSection section: Int) -> String? { nil }
  func canEditRow(at indexPath: ListIndexPath) -> Bool { false }
  func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}
  func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    displayed.append(indexPath)
  }
  func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    ended.append(indexPath)
  }
  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    if kind == .header { headersDisplayed.append(section) }
  }
  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    if kind == .header { headersEnded.append(section) }
  }
}

@MainActor
@Suite struct HeadlessVisibleCellsTests {
  /// 200 sections of 5 rows of 44 points with a 28-point header: 248 points a section.
  private func list(_ model: RecordingModel, height: CGFloat) -> HeadlessListView {
    let list = HeadlessListView(size: CGSize(width: 390, height: height))
    list.connect(dataSource: model, delegate: model)
    return list
  }

  @Test func growingTheViewportAsksOnlyTheNewRowsOnceInOrderAndEndsNone() {
    let model = RecordingModel(Array(repeating: 5, count: 200))
    let list = list(model, height: 500)
    let first = list.indexPathsForVisibleRows
    let firstHeaders = model.headersDisplayed
    model.cellsAsked = []
    model.displayed = []
    model.headersDisplayed = []
    list.size = CGSize(width: 390, height: list.contentSize.height)

    let all = (0..<200).flatMap { section in
      (0..<5).map { ListIndexPath(row: $0, section: section) }
    }
    #expect(list.indexPathsForVisibleRows == all)
    #expect(model.cellsAsked == Array(all.dropFirst(first.count)))
    #expect(model.displayed == model.cellsAsked)
    #expect(model.ended.isEmpty)
    #expect(model.headersDisplayed == Array(firstHeaders.count..<200))
    #expect(model.headersEnded.isEmpty)
    #expect(list.visibleCellsInOrder.count == all.count)
    #expect(list.cellForRow(at: ListIndexPath(row: 4, section: 199)) != nil)
    #expect(list.header(forSection: 199) != nil)
  }

  @Test func scrollingEndsTheRowsThatLeftInOrderAndShowsTheNewOnes() throws {
    let model = RecordingModel(Array(repeating: 5, count: 200))
    let list = list(model, height: 1_000)
    let before = list.indexPathsForVisibleRows
    model.displayed = []
    list.scroll(toOffset: 600)
    let after = list.indexPathsForVisibleRows
    #expect(model.ended == before.filter { !after.contains($0) })
    #expect(model.displayed == after.filter { !before.contains($0) })
    #expect(model.headersEnded == [0, 1, 2])  // section 2's header, at 496…524, too
    // Back up: the rows above come back, before the ones still shown.
    model.displayed = []
    model.ended = []
    list.scroll(toOffset: 0)
    #expect(list.indexPathsForVisibleRows == before)
    #expect(model.displayed == before.filter { !after.contains($0) })
    #expect(model.ended == after.filter { !before.contains($0) })
    #expect(
      list.visibleCellsInOrder.map { ($0 as? LabelCell)?.text }
        == before.map {
          "\($0.section).\($0.row)"
        })
  }

  @Test func aSortedTableKeepsItsKeysAscending() {
    var table = SortedTable<Int, String>()
    for key in [1, 3, 5] { table[key] = "\(key)" }  // appended
    table[0] = "0"  // inserted first
    table[4] = "4"  // inserted inside
    table[3] = "three"  // replaced
    #expect(table.keys.elementsEqual([0, 1, 3, 4, 5]))
    #expect(table[3] == "three")
    #expect(table[2] == nil)
    #expect(table.removeValue(forKey: 1) == "1")
    #expect(table.removeValue(forKey: 1) == nil)
    table[4] = nil
    #expect(table.keys.elementsEqual([0, 3, 5]))
    let removed = table.removeEntries(notIn: [-1, 0, 3, 8])
    #expect(removed.map(\.key) == [5])
    #expect(table.values.elementsEqual(["0", "three"]))
    var cursor = SortedTable.Cursor(table)
    #expect(cursor.value(at: -1) == nil)
    #expect(cursor.value(at: 3) == "three")
    #expect(cursor.value(at: 4) == nil)
    let fromTable = SortedTable([9: "a", 2: "b", 7: "c"])
    #expect(fromTable.keys.elementsEqual([2, 7, 9]))
    #expect(fromTable.count == 3)
  }
}
