import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A batch that moves rows and reconfigures others reaches the host in two steps when a
/// reconfigured row changes index path, the rows that keep theirs in the first
/// (`ListHost+Reconfigures.swift`).
@Suite("Reconfigures of rows that move") @MainActor
struct ListHostReconfiguresTests {
  @Test func changedValuesThatSwapPlacesAreReconfiguredWithTheirOwnContent() {
    // Rows 1 and 2 swap and both change: the set of reconfigured index paths is the same
    // before and after, but each row's is not. In one step, UIKit would configure each cell
    // with the other row's value.
    let (posts, screen) = postsScreen([
      Post(id: 4, title: "four"), Post(id: 5, title: "five"), Post(id: 6, title: "six"),
    ])
    let cellOfSix = screen.list.cellForRow(at: ListIndexPath(row: 2, section: 0))
    posts.setItems([
      Post(id: 4, title: "four"), Post(id: 6, title: "SIX"), Post(id: 5, title: "FIVE"),
    ])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["four", "SIX", "FIVE"])
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) === cellOfSix)
    #expect(screen.list.lastBatch?.description == "reconfigure rows [0, 1] [0, 2]")
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func aReconfiguredRowThatKeepsItsIndexPathGoesWithTheStructure() {
    // A row inserted above "b" moves it; "y", in another section, stays where it was. Only
    // "b" waits for the second step: "y" is configured right in the first.
    let screen = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 2000))
    func show(_ first: [String], _ second: [String]) {
      screen.show {
        ListSection("first") { for text in first { Row(text.lowercased(), RowContent(text)) } }
        ListSection("second") { for text in second { Row(text.lowercased(), RowContent(text)) } }
      }
    }
    show(["a", "b", "c"], ["x", "y"])
    screen.attach(to: list)
    let batchesBefore = list.recentBatches.count
    show(["new", "a", "B", "c"], ["x", "Y"])
    screen.flushUpdates()
    #expect(
      list.recentBatches.dropFirst(batchesBefore).map(\.description) == [
        "insert rows [0, 0]; reconfigure rows [1, 1]", "reconfigure rows [0, 2]",
      ])
    #expect(
      list.indexPathsForVisibleRows.compactMap(list.text(ofRowAt:)) == [
        "new", "a", "B", "c", "x", "Y",
      ])
    #expect(screen.diagnostics.isEmpty)
  }
}
