import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A screen of one section of rows, 44 points each, in a viewport five rows high.
@MainActor
private final class AnchoredScreen {
  let section: ItemsSection
  let root: CompositeController
  let list: HeadlessListView

  init(_ items: [String], anchoring: ScrollAnchoring? = nil, height: CGFloat = 220) {
    section = ItemsSection("feed", items)
    root = CompositeController([section])
    if let anchoring { root.scrollAnchoring = anchoring }
    list = HeadlessListView(size: CGSize(width: 320, height: height))
    root.attach(to: list)
  }

  /// The texts of the rows on screen, top to bottom, as the rendered text shows them.
  var rowsOnScreen: [String] {
    list.renderedText().split(separator: "\n").filter { $0.hasPrefix("│ ") }
      .map { String($0.dropFirst(2)) }
  }

  /// The content offset, as a `Double` (an integer literal compared with a `CGFloat` inside
  /// `#expect` is taken as an `Int` on Linux, and never equal).
  var offset: Double { Double(list.contentOffset.y) }

  /// Changes the items in one batch and applies it now.
  func update(_ change: (inout [String], inout SectionBatch) -> Void) {
    section.update(change)
    root.flushUpdates()
  }
}

private func rows(_ prefix: String, _ range: Range<Int>) -> [String] {
  range.map { "\(prefix) \($0)" }
}

@Suite("Scroll anchoring: the first visible row stays where it is") @MainActor
struct ScrollAnchorFirstVisibleRowTests {
  @Test func aPrependAboveTheScreenKeepsTheFirstVisibleRowAtTheTop() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)
    #expect(screen.rowsOnScreen == rows("row", 10..<15))

    screen.update { items, batch in
      items.insert(contentsOf: rows("older", 0..<3), at: 0)
      batch.insertRows(at: [0, 1, 2])
    }

    #expect(screen.rowsOnScreen == rows("row", 10..<15))
    #expect(screen.offset == 440 + 3 * 44)
  }

  @Test func withoutAnchoringAPrependPushesTheRowsDownAsUIKitDoes() {
    let screen = AnchoredScreen(rows("row", 0..<50), anchoring: ScrollAnchoring.none)
    screen.list.scroll(toOffset: 440)

    screen.update { items, batch in
      items.insert(contentsOf: rows("older", 0..<3), at: 0)
      batch.insertRows(at: [0, 1, 2])
    }

    #expect(screen.rowsOnScreen == rows("row", 7..<12))
    #expect(screen.offset == 440)
  }

  @Test func aListAtItsVeryTopShowsTheRowsInsertedThere() {
    let screen = AnchoredScreen(rows("post", 0..<20))
    #expect(screen.rowsOnScreen == rows("post", 0..<5))

    screen.update { items, batch in
      items.insert(contentsOf: rows("new", 0..<2), at: 0)
      batch.insertRows(at: [0, 1])
    }

    #expect(screen.rowsOnScreen == rows("new", 0..<2) + rows("post", 0..<3))
    #expect(screen.offset == 0)
  }

  @Test func aRemovalAboveTheScreenKeepsTheFirstVisibleRowAtTheTop() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)

    screen.update { items, batch in
      items.removeSubrange(0..<4)
      batch.deleteRows(at: [0, 1, 2, 3])
    }

    #expect(screen.rowsOnScreen == rows("row", 10..<15))
    #expect(screen.offset == 440 - 4 * 44)
  }

  @Test func anInsertBelowTheFirstVisibleRowMovesNothing() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)

    screen.update { items, batch in
      items.insert("new", at: 12)
      batch.insertRows(at: [12])
    }

    #expect(screen.rowsOnScreen == ["row 10", "row 11", "new", "row 12", "row 13"])
    #expect(screen.offset == 440)
  }

  @Test func aRowCutByTheTopOfTheScreenKeepsItsCut() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 450)
    #expect(screen.rowsOnScreen.first == "row 10")

    screen.update { items, batch in
      items.insert("older", at: 0)
      batch.insertRows(at: [0])
    }

    #expect(screen.rowsOnScreen.first == "row 10")
    #expect(screen.offset == 450 + 44)
  }

  @Test func whenTheFirstVisibleRowIsDeletedTheNextOneThatStaysIsKept() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)
    // "row 11" stands 44 points below the top of the screen.

    screen.update { items, batch in
      items.removeAll { $0 == "row 2" || $0 == "row 10" }
      batch.deleteRows(at: [2, 10])
    }

    #expect(screen.rowsOnScreen == ["row 9", "row 11", "row 12", "row 13", "row 14"])
    #expect(screen.offset == 440 - 2 * 44)
  }

  @Test func aHorizontalListKeepsItsFirstVisibleItemAtItsLeadingEdge() {
    let section = ItemsSection("stories", rows("story", 0..<20))
    let root = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 200, height: 80))
    list.scrollDirection = .horizontal
    root.attach(to: list)
    list.scroll(toOffset: 250)
    #expect(list.indexPathsForVisibleRows.first?.row == 5)

    section.update { items, batch in
      items.insert(contentsOf: rows("new", 0..<2), at: 0)
      batch.insertRows(at: [0, 1])
    }
    root.flushUpdates()

    #expect(list.contentOffset == CGPoint(x: 350, y: 0))
    #expect(list.indexPathsForVisibleRows.first.map { section.items[$0.row] } == "story 5")
  }

  @Test func aSectionInsertedAboveKeepsTheFirstVisibleRowAtTheTop() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)

    screen.root.insert(ItemsSection("pinned", rows("pinned", 0..<2)), at: 0)
    screen.root.flushUpdates()

    #expect(screen.rowsOnScreen == rows("row", 10..<15))
    #expect(screen.offset == 440 + 2 * 44)
  }

  @Test func aScrollAskedInTheSameTurnWins() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)

    screen.section.update { items, batch in
      items.insert(contentsOf: rows("older", 0..<3), at: 0)
      batch.insertRows(at: [0, 1, 2])
    }
    screen.section.context.scrollToRow(0, at: .top)
    screen.root.flushUpdates()

    #expect(screen.rowsOnScreen == rows("older", 0..<3) + rows("row", 0..<2))
    #expect(screen.offset == 0)
  }

  @Test func aReloadKeepsNothing() {
    let screen = AnchoredScreen(rows("row", 0..<50))
    screen.list.scroll(toOffset: 440)

    screen.section.items.insert(contentsOf: rows("older", 0..<3), at: 0)
    screen.root.reloadData()
    screen.root.flushUpdates()

    // A reload is a new list: the offset stays, and the rows under it are others.
    #expect(screen.rowsOnScreen == rows("row", 7..<12))
    #expect(screen.offset == 440)
  }
}

@Suite("Scroll anchoring: a chat sticks to the bottom") @MainActor
struct ScrollAnchorBottomTests {
  @Test func newMessagesAtTheBottomBringTheListToTheNewBottom() {
    let screen = AnchoredScreen(rows("message", 0..<20), anchoring: .bottom)
    screen.list.scroll(toOffset: 20 * 44 - 220)
    #expect(screen.rowsOnScreen == rows("message", 15..<20))

    screen.update { items, batch in
      items += rows("message", 20..<22)
      batch.insertRows(at: [20, 21])
    }

    #expect(screen.rowsOnScreen == rows("message", 17..<22))
    #expect(screen.offset == 22 * 44 - 220)
  }

  @Test func withinTheDistanceOfTheBottomStillSticks() {
    let screen = AnchoredScreen(rows("message", 0..<20), anchoring: .bottom(within: 30))
    screen.list.scroll(toOffset: 20 * 44 - 220 - 25)

    screen.update { items, batch in
      items.append("message 20")
      batch.insertRows(at: [20])
    }

    #expect(screen.rowsOnScreen == rows("message", 16..<21))
    #expect(screen.offset == 21 * 44 - 220)
  }

  @Test func aListScrolledUpDoesNotMoveForNewMessages() {
    let screen = AnchoredScreen(rows("message", 0..<20), anchoring: .bottom)
    screen.list.scroll(toOffset: 400)
    let before = screen.rowsOnScreen

    screen.update { items, batch in
      items += rows("message", 20..<22)
      batch.insertRows(at: [20, 21])
    }

    #expect(screen.rowsOnScreen == before)
    #expect(screen.rowsOnScreen.first == "message 9")
    #expect(screen.offset == 400)
  }

  @Test func aListScrolledUpKeepsItsFirstVisibleRowWhenHistoryLoadsAbove() {
    let screen = AnchoredScreen(rows("message", 0..<20), anchoring: .bottom)
    screen.list.scroll(toOffset: 88)

    screen.update { items, batch in
      items.insert(contentsOf: rows("history", 0..<10), at: 0)
      batch.insertRows(at: Array(0..<10))
    }

    #expect(screen.rowsOnScreen == rows("message", 2..<7))
    #expect(screen.offset == 88 + 10 * 44)
  }

  @Test func aChatAtItsVeryTopKeepsItsFirstMessageWhenHistoryLoadsAbove() {
    let screen = AnchoredScreen(rows("message", 0..<20), anchoring: .bottom)
    #expect(screen.rowsOnScreen == rows("message", 0..<5))

    screen.update { items, batch in
      items.insert(contentsOf: rows("history", 0..<10), at: 0)
      batch.insertRows(at: Array(0..<10))
    }

    #expect(screen.rowsOnScreen == rows("message", 0..<5))
    #expect(screen.offset == 10 * 44)
  }

  @Test func aShortChatStartsFollowingOnceItOutgrowsTheScreen() {
    let screen = AnchoredScreen(rows("message", 0..<3), anchoring: .bottom)

    screen.update { items, batch in
      items += rows("message", 3..<7)
      batch.insertRows(at: [3, 4, 5, 6])
    }

    #expect(screen.rowsOnScreen == rows("message", 2..<7))
    #expect(screen.offset == 7 * 44 - 220)
  }
}

/// A section whose rows have heights of their own.
private final class TallRowsSection: SectionController, SectionRowHeights {
  var rows: [(text: String, height: CGFloat)]

  init(_ rows: [(text: String, height: CGFloat)]) { self.rows = rows }

  override func numberOfRows(in context: SectionContext) -> Int { rows.count }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    rows[row].height
  }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = rows[row].text
    return cell
  }
}

/// A 320 × 300 list showing `section` alone, scrolled to an offset drawn from `offsets`.
@MainActor
private func randomlyScrolledList(
  showing section: SectionController, within offsets: ClosedRange<Int>,
  using random: inout SeededGenerator
) -> (CompositeController, HeadlessListView) {
  let root = CompositeController([section])
  let list = HeadlessListView(size: CGSize(width: 320, height: 300))
  root.attach(to: list)
  list.scroll(toOffset: CGFloat(Int.random(in: offsets, using: &random)))
  return (root, list)
}

@Suite("Scroll anchoring: random batches above the anchor") @MainActor
struct ScrollAnchorPropertyTests {
  @Test(arguments: [UInt64(1), 7, 42, 2026, 90_210])
  func randomBatchesAboveTheAnchorKeepItsPlaceOnScreen(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var next = 0
    func newRow() -> (text: String, height: CGFloat) {
      next += 1
      return ("row \(next)", CGFloat(Int.random(in: 20...90, using: &random)))
    }
    let section = TallRowsSection((0..<60).map { _ in newRow() })
    let (root, list) = randomlyScrolledList(showing: section, within: 800...1200, using: &random)

    for round in 0..<30 {
      let anchor = try #require(list.indexPathsForVisibleRows.first)
      let text = section.rows[anchor.row].text
      let y = try #require(list.rowFrame(at: anchor)).minY - list.contentOffset.y
      let context = section.context
      context.performBatch { batch in
        // Deletes and inserts above the anchor, inserts anywhere below it.
        let deletions = (0..<anchor.row).filter { _ in Int.random(in: 0..<8, using: &random) == 0 }
        for row in deletions.reversed() { section.rows.remove(at: row) }
        batch.deleteRows(at: deletions)
        let above = anchor.row - deletions.count
        // Sorted, each shifted by the rows inserted before it: the rows' indexes after the batch.
        let insertedAbove = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Int.random(in: 0...above, using: &random)
        }.sorted().enumerated().map { $0.element + $0.offset }
        for row in insertedAbove { section.rows.insert(newRow(), at: row) }
        let anchorNow = above + insertedAbove.count
        let below = Int.random(in: (anchorNow + 1)...section.rows.count, using: &random)
        section.rows.insert(newRow(), at: below)
        batch.insertRows(at: insertedAbove)
        batch.insertRows(at: [below])
      }
      root.flushUpdates()

      let row = try #require(section.rows.firstIndex { $0.text == text })
      let after = try #require(list.rowFrame(at: ListIndexPath(row: row, section: 0)))
      #expect(
        after.minY - list.contentOffset.y == y,
        "seed \(seed), round \(round): \(text) moved on screen")
      #expect(root.diagnostics.isEmpty, "seed \(seed), round \(round): \(root.diagnostics)")
    }
  }
}

/// Identified rows whose heights follow their identity, so that a row keeps its height wherever
/// it moves.
private final class TallItemsSection: IdentifiedSection<Int, Int>, SectionRowHeights {
  init(_ items: [Int]) {
    super.init(
      items: items, id: { $0 },
      cell: { context, row, item in
        let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
        cell.text = "item \(item)"
        return cell
      })
  }

  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    CGFloat(20 + items[row] % 50)
  }
}

@Suite("Scroll anchoring: random diffs with moves") @MainActor
struct ScrollAnchorDiffPropertyTests {
  @Test(arguments: [UInt64(3), 11, 512, 4096, 65_537])
  func theFirstVisibleRowStaysOnScreenThroughRandomDiffs(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var next = 200
    let section = TallItemsSection(Array(0..<200))
    let (root, list) = randomlyScrolledList(showing: section, within: 2000...3000, using: &random)

    var checked = 0
    for round in 0..<25 {
      let anchor = try #require(list.indexPathsForVisibleRows.first)
      let item = section.items[anchor.row]
      let y = try #require(list.rowFrame(at: anchor)).minY - list.contentOffset.y
      var items = section.items.filter { _ in Int.random(in: 0..<20, using: &random) != 0 }
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        items.insert(next, at: Int.random(in: 0...items.count, using: &random))
        next += 1
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
        items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
      }
      section.setItems(items)
      root.flushUpdates()

      let batch = try #require(list.lastBatch)
      guard let row = section.items.firstIndex(of: item),
        !batch.movedRows.contains(where: { $0.from == anchor })
      else { continue }
      let frame = try #require(list.rowFrame(at: ListIndexPath(row: row, section: 0)))
      let maximum = list.contentSize.height - 300
      guard frame.minY - y >= 0, frame.minY - y <= maximum else { continue }
      checked += 1
      #expect(
        frame.minY - list.contentOffset.y == y,
        "seed \(seed), round \(round): item \(item) moved on screen")
    }
    #expect(checked >= 15, "seed \(seed): only \(checked) rounds kept their anchor")
  }
}
