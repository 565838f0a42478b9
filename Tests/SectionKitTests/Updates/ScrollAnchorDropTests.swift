import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A drop is anchored like every batch the composite hands over: what the user reads stays
/// where it stood, the dropped row lands where it was dropped, and a list at its end under
/// `.bottom` follows its end.
@Suite("Scroll anchoring: drops") @MainActor
struct ScrollAnchorDropTests {
  struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  static func chores(_ count: Int, _ prefix: String, from first: Int) -> IdentifiedSection<
    Chore, Int
  > {
    let chores = (0..<count).map { Chore(id: first + $0, title: "\(prefix) \($0)") }
    let section = IdentifiedSection(items: chores) { context, row, chore in
      context.dequeueReusableCell(showing: RowContent(chore.title), for: row)
    }
    section.allowsDragAndDrop = true
    return section
  }

  /// Two sections of 44-point rows in a list 220 points high: "a 0"… above, "b 0"… below.
  static func screen(
    _ anchoring: ScrollAnchoring = .firstVisibleRow, above: Int = 10, below: Int = 20
  )
    -> (CompositeController, HeadlessListView)
  {
    let screen = CompositeController([
      chores(above, "a", from: 0), chores(below, "b", from: 100),
    ])
    screen.scrollAnchoring = anchoring
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    screen.attach(to: list)
    list.dragInteractionEnabled = true
    return (screen, list)
  }

  static func firstRowOnScreen(_ list: HeadlessListView) -> (String, CGFloat)? {
    let top = list.contentOffset.y
    for path in list.indexPathsForVisibleRows.sorted() {
      guard let frame = list.rowFrame(at: path), frame.maxY > top,
        let text = list.text(ofRowAt: path)
      else { continue }
      return (text, frame.minY - top)
    }
    return nil
  }

  @Test func aRowDroppedIntoASectionAboveTheScreenLeavesWhatTheUserReadsInPlace() throws {
    let (screen, list) = Self.screen()
    list.scroll(toOffset: 44 * 14)
    let before = try #require(Self.firstRowOnScreen(list))
    let visible = list.indexPathsForVisibleRows.sorted()
    let dragged = try #require(visible.last)

    try list.drag(from: dragged, to: ListIndexPath(row: 0, section: 0))
    screen.flushUpdates()

    let after = try #require(Self.firstRowOnScreen(list))
    #expect(after.0 == before.0, "the row the user reads is still the first on screen")
    #expect(after.1 == before.1, "where it stood")
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aRowDroppedAtTheTopOfTheScreenShowsThere() throws {
    let (screen, list) = Self.screen()
    list.scroll(toOffset: 44 * 14)
    let top = try #require(
      list.indexPathsForVisibleRows.sorted().first {
        (list.rowFrame(at: $0)?.minY ?? 0) >= list.contentOffset.y
      })
    let dragged = try #require(list.indexPathsForVisibleRows.sorted().last)
    let draggedText = try #require(list.text(ofRowAt: dragged))
    let offsetOfTop = try #require(list.rowFrame(at: top)).minY - list.contentOffset.y

    try list.drag(from: dragged, to: top)
    screen.flushUpdates()

    let landed = try #require(list.rowFrame(at: top))
    #expect(list.text(ofRowAt: top) == draggedText)
    #expect(landed.minY - list.contentOffset.y == offsetOfTop, "under the finger")
  }

  @Test func aListAtItsEndFollowsItsEndAfterADropUnderBottomAnchoring() throws {
    let (screen, list) = Self.screen(.bottom, above: 2, below: 8)
    list.scroll(toOffset: list.contentSize.height - 220)
    let end = list.contentOffset.y
    let last = ListIndexPath(row: 7, section: 1)

    try list.drop([ListDragItem(localObject: Chore(id: 7, title: "new"))], at: last)
    screen.flushUpdates()

    #expect(list.contentOffset.y > end)
    #expect(list.contentOffset.y == list.contentSize.height - 220, "at the new end")
    #expect(screen.diagnostics.isEmpty)
  }
}
