import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A chat's history, loaded a page at a time above the ten newest messages, on a list that
/// shows five rows of 44 points.
@MainActor
private final class HistoryScreen {
  let loader = PageLoader()
  let history: PagedSection<String>
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 220))

  init(anchoring: ScrollAnchoring = .bottom) {
    let loader = self.loader
    history = PagedSection(
      items: (0..<10).map { "message \($0)" }, direction: .before,
      content: { RowContent($0) }, load: { try await loader.load($0) })
    root = CompositeController([history])
    root.scrollAnchoring = anchoring
    root.attach(to: list)
  }

  var asked: [Int] { get async { await loader.calls(of: history) } }
  var shown: String { shownLine(list) }
}

/// Paging before the items: the status row first, each page above the items, and the message
/// the user reads kept in place (issue 40, item 3).
@Suite("Paged sections: pages before the items, as a chat's history") @MainActor
struct PagedSectionBeforeTests {
  @Test func theStatusRowComesFirstAndAsksForTheOlderPage() async {
    let screen = HistoryScreen()
    #expect(await screen.asked == [10], "the status row is on screen: older messages are asked")
    #expect(screen.shown == "Loading… message 0 message 1 message 2 message 3")
    #expect(screen.history.statusRow == 0)
    #expect(screen.history.itemIndex(ofRow: 0) == nil)
    #expect(screen.history.itemIndex(ofRow: 1) == 0)
  }

  @Test func aPageLandsAboveWithoutMovingTheMessageTheUserReads() async {
    let screen = HistoryScreen()
    _ = await screen.asked
    await screen.loader.deliver(.init((0..<10).map { "older \($0)" }), to: screen.history)
    screen.list.settle()

    #expect(screen.history.items.first == "older 0")
    #expect(
      screen.list.lastBatch?.insertedRows
        == Set((1...10).map { ListIndexPath(row: $0, section: 0) }))
    #expect(Double(screen.list.contentOffset.y) == 440, "message 0 stays one row down")
    #expect(screen.shown == "older 9 message 0 message 1 message 2 message 3")
    #expect(await screen.asked == [10], "the status row left the screen: nothing more is asked")
  }

  @Test func theLastPageRemovesTheStatusRowAtTheTop() async {
    let screen = HistoryScreen()
    _ = await screen.asked
    await screen.loader.deliver(.init(["first ever"], isLast: true), to: screen.history)
    screen.list.settle()

    #expect(screen.history.status == .finished)
    #expect(screen.history.statusRow == nil)
    #expect(screen.list.numberOfRows(inSection: 0) == 11)
    #expect(screen.list.lastBatch?.deletedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(screen.list.lastBatch?.insertedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(screen.shown.hasPrefix("first ever message 0"))
  }

  /// The last page takes the status row away in the batch that lands it: the message under the
  /// status row stays where it stood, with either anchoring (a list at its very top would
  /// otherwise show what is inserted there, the oldest messages, and push the one the user
  /// reads away).
  @Test(arguments: [ScrollAnchoring.firstVisibleRow, .bottom])
  func theLastPageKeepsTheMessageUnderTheStatusRow(anchoring: ScrollAnchoring) async {
    let screen = HistoryScreen(anchoring: anchoring)
    _ = await screen.asked
    await screen.loader.deliver(
      .init((0..<10).map { "older \($0)" }, isLast: true), to: screen.history)
    screen.list.settle()

    #expect(screen.history.statusRow == nil)
    #expect(screen.list.lastBatch?.deletedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(Double(screen.list.contentOffset.y) == 396, "message 0 stays one row down")
    #expect(screen.shown == "older 9 message 0 message 1 message 2 message 3")
  }
}

/// A paged section whose subclass draws its items' cells needs no content closure.
@MainActor
private final class CardsSection: PagedSection<String> {
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    guard let index = itemIndex(ofRow: row) else { return super.cell(at: row, in: context) }
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "card \(items[index])"
    return cell
  }
}

@Suite("Paged sections: a subclass that draws its own cells") @MainActor
struct PagedSectionSubclassTests {
  @Test func itNeedsNoContentClosure() async {
    let loader = PageLoader()
    let cards = CardsSection(items: ["a", "b"], load: { try await loader.load($0) })
    let root = CompositeController([cards])
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    root.attach(to: list)
    #expect(shownLine(list) == "card a card b Loading…")
    _ = await loader.calls(of: cards)
  }
}
