import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// One turn that changes rows and the list of sections reaches the list as two batches, the
/// rows' then the sections'; the row the user reads stays put through both, as through one.
@Suite("Scroll anchoring: a flush of two batches is anchored as one") @MainActor
struct ScrollAnchorFlushTests {
  private static func rows(_ prefix: String, _ range: Range<Int>) -> [String] {
    range.map { "\(prefix) \($0)" }
  }

  /// A pinned section of ten rows above a feed of fifty, 44 points a row, five rows on screen,
  /// scrolled so that the pinned section's last row is the first on screen.
  private static func screen() -> (ItemsSection, CompositeController, HeadlessListView) {
    let feed = ItemsSection("feed", rows("row", 0..<50))
    let root = CompositeController([ItemsSection("pinned", rows("pinned", 0..<10)), feed])
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    root.attach(to: list)
    list.scroll(toOffset: 9 * 44)
    return (feed, root, list)
  }

  private static func rowsOnScreen(_ list: HeadlessListView) -> [String] {
    list.renderedText().split(separator: "\n").filter { $0.hasPrefix("│ ") }
      .map { String($0.dropFirst(2)) }
  }

  @Test func rowsInsertedAboveTheReadRowThenItsNeighbourSectionRemovedKeepTheReadRowStill() {
    let (feed, root, list) = Self.screen()
    #expect(Self.rowsOnScreen(list) == ["pinned 9"] + Self.rows("row", 0..<4))
    let batches = list.batchCount

    // The first row on screen goes with its section; "row 0" is the one the user reads next,
    // 44 points below the top, and stays there while two rows come in above it.
    feed.update { items, batch in
      items.insert(contentsOf: Self.rows("new", 0..<2), at: 0)
      batch.insertRows(at: [0, 1])
    }
    root.remove(at: 0)
    root.flushUpdates()

    #expect(list.batchCount == batches + 2)
    #expect(Self.rowsOnScreen(list) == ["new 1"] + Self.rows("row", 0..<4))
    #expect(Double(list.contentOffset.y) == 44)
  }

  @Test func aScrollBetweenTheTwoBatchesWins() {
    let (feed, root, list) = Self.screen()

    feed.update(
      { items, batch in
        items.insert(contentsOf: Self.rows("new", 0..<2), at: 0)
        batch.insertRows(at: [0, 1])
      },
      completion: { _ in list.scroll(toOffset: 0) })
    root.remove(at: 0)
    root.flushUpdates()

    #expect(Self.rowsOnScreen(list) == Self.rows("new", 0..<2) + Self.rows("row", 0..<3))
    #expect(Double(list.contentOffset.y) == 0)
  }
}
