import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A hand-written data source whose rows the user may drag anywhere, the model following each
/// move, as UIKit expects of a data source after an interactive move.
@MainActor
final class MovableList: HandWrittenListModel {
  var sections: [[String]]
  var asked: [ListIndexPath] = []
  let list: HeadlessListView

  init(_ sections: [[String]]) {
    self.sections = sections
    list = HeadlessListView(size: CGSize(width: 320, height: 2000))
    list.registerCell(LabelCell.self, forReuseIdentifier: "label")
    list.connect(dataSource: self, delegate: self)
  }

  var shown: [[String]] {
    (0..<list.numberOfSections).map { section in
      list.indexPathsForVisibleRows.filter { $0.section == section }.compactMap {
        (list.cellForRow(at: $0) as? LabelCell)?.text
      }
    }
  }

  func numberOfSections() -> Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].count }
  func cell(at indexPath: ListIndexPath) -> any Reusable {
    asked.append(indexPath)
    // swift-format-ignore: NeverUseForceTry
    let cell = try! list.dequeueReusableCell(withIdentifier: "label", for: indexPath) as! LabelCell
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }
  func titleForHeader(inSection section: Int) -> String? { nil }
  func titleForFooter(inSection section: Int) -> String? { nil }
  func canEditRow(at indexPath: ListIndexPath) -> Bool { false }
  func canMoveRow(at indexPath: ListIndexPath) -> Bool { true }
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {
    let text = sections[source.section].remove(at: source.row)
    sections[destination.section].insert(text, at: destination.row)
  }
}

@Suite("Headless list view: the user's moves") @MainActor
struct HeadlessMoveTests {
  @Test func aDraggedRowKeepsItsCellAndTheListAsksNothing() throws {
    let model = MovableList([["a", "b", "c"]])
    let list = model.list
    list.setEditing(true, animated: false)
    let dragged = list.cellForRow(at: path(0, 0))
    model.asked = []

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(0, 2))

    #expect(landed == path(0, 2))
    #expect(model.sections == [["b", "c", "a"]])
    #expect(model.shown == [["b", "c", "a"]])
    #expect(list.cellForRow(at: path(0, 2)) === dragged, "the cell the user dropped stays")
    #expect(model.asked.isEmpty, "UIKit moves its cells: it asks for none")
    #expect(list.reloadCount == 1, "and reloads nothing")
    #expect(list.batchCount == 0)
  }

  @Test func aRowDraggedIntoAnotherSectionMovesTheCachedCounts() throws {
    let model = MovableList([["a", "b"], ["c"]])
    let list = model.list
    list.setEditing(true, animated: false)

    // Dropped after the last row of the other section: a destination one past its rows.
    let landed = try list.moveRow(from: path(0, 0), toProposed: path(1, 1))

    #expect(landed == path(1, 1))
    #expect(list.rowCounts == [1, 2])
    #expect(model.shown == [["b"], ["c", "a"]])
    #expect(list.reloadCount == 1)

    // The next batch starts from the moved rows.
    model.sections[1].append("d")
    var batch = ListBatch()
    batch.insertedRows = [path(1, 2)]
    try list.performBatchUpdates(batch, animated: false)
    #expect(model.shown == [["b"], ["c", "a", "d"]])
  }

  @Test func aDestinationBeyondTheRowsIsRefused() throws {
    let model = MovableList([["a", "b"], ["c"]])
    let list = model.list
    list.setEditing(true, animated: false)
    #expect(throws: HostError.self) { try list.moveRow(from: path(0, 0), toProposed: path(0, 2)) }
    #expect(throws: HostError.self) { try list.moveRow(from: path(0, 0), toProposed: path(1, 2)) }
    #expect(model.sections == [["a", "b"], ["c"]])
  }
}
