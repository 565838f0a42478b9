import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A feed that loads its next page when a drag ends near its last row, as IGListKit apps do
/// from `ListScrollDelegate`.
@MainActor
final class PagedFeedSection: SectionController, SectionScrollDelegate {
  private(set) var items = (0..<10).map { "item \($0)" }
  private(set) var pagesLoaded = 0
  private(set) var events: [String] = []

  override func numberOfRows(in context: SectionContext) -> Int { items.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    return cell
  }

  func didScroll(in context: SectionContext) { events.append("scroll") }

  func willBeginDragging(in context: SectionContext) { events.append("drag") }

  func didEndDragging(willDecelerate decelerate: Bool, in context: SectionContext) {
    events.append(decelerate ? "lift, decelerating" : "lift")
    guard let last = context.visibleRows.max(), last >= items.count - 2 else { return }
    pagesLoaded += 1
    context.performBatch { batch in
      let start = items.count
      items += (start..<start + 10).map { "item \($0)" }
      batch.insertRows(at: Array(start..<items.count))
    }
  }

  func didEndDecelerating(in context: SectionContext) { events.append("rest") }
}

@Suite("Scroll events reach the sections on screen") @MainActor
struct ScrollEventTests {
  @Test func aDragThatEndsNearTheBottomLoadsTheNextPageOnce() {
    let feed = PagedFeedSection()
    let below = RecordingSection("below", rows: 3)
    let screen = Screen([feed, below], height: 220)

    screen.list.drag(by: 100)
    #expect(feed.events == ["drag", "scroll", "lift"])
    #expect(feed.pagesLoaded == 0, "the end is not near yet")

    screen.list.drag(by: 300, decelerating: true)
    #expect(feed.events.suffix(4) == ["drag", "scroll", "lift, decelerating", "rest"])
    #expect(feed.pagesLoaded == 1)
    #expect(screen.list.numberOfRows(inSection: 0) == 20, "the next page is on the list")
    #expect(
      texts(screen.list) == (8..<13).map { "item \($0)" }, "the next page shows below the last row")
    #expect(!below.events.contains { $0.contains("Drag") }, "a section off screen hears nothing")
  }

  @Test func aScrollFromCodeIsHeardButNotAsADrag() {
    let feed = PagedFeedSection()
    let screen = Screen([feed], height: 220)
    screen.list.scroll(by: 44)
    screen.list.scroll(by: 0)
    #expect(feed.events == ["scroll"], "a scroll that does not move is not heard")
  }
}
