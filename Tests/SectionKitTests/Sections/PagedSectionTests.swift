import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A feed of posts loaded a page at a time, under a one-row title, on a list that shows five
/// rows of 44 points (220 points).
@MainActor
private final class FeedScreen {
  let loader = PageLoader()
  let title = ItemsSection("title", ["Feed"])
  let feed: PagedSection<String>
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 220))

  init() {
    let loader = self.loader
    feed = PagedSection(content: { RowContent($0) }, load: { try await loader.load($0) })
    root = CompositeController([title, feed])
    root.attach(to: list)
  }

  /// The number of posts loaded when each call asked for a page, once a load just started has
  /// reached the loader.
  var asked: [Int] { get async { await loader.calls(of: feed) } }

  /// The rows on screen, one line.
  var shown: String { shownLine(list) }

  /// The feed's row `row`, in the list's index paths.
  func path(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 1) }
}

/// A paged section asks its loader for the next page once the end comes near, shows a loading
/// row meanwhile and a retry row after a failure, inserts each page as a batch, stops at the
/// last page and cancels its load when it leaves the list (issue 30, item 1).
@Suite("Paged sections: loading more as the end comes near") @MainActor
struct PagedSectionTests {
  /// The words of every content form: `header`, `footer`, and `onSelect` given the section's
  /// context, the row and its item.
  @Test func itSaysHeaderFooterAndOnSelectAsEveryContentFormDoes() async throws {
    let screen = FeedScreen()
    screen.feed.header = "Posts"
    screen.feed.footer = "More as you scroll"
    var selected: [String] = []
    screen.feed.onSelect = { context, row, post in
      selected.append("\(row) \(post)")
      context.deselectRow(row)
    }
    await screen.loader.deliver(.init(PageLoader.posts(1...2)), to: screen.feed)
    screen.list.settle()
    try screen.list.tapRow(at: screen.path(1))
    #expect(selected == ["1 Post 2"])
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
    #expect(screen.list.renderedText().contains("POSTS"))
    #expect(screen.list.renderedText().contains("More as you scroll"))
  }

  @Test func theFirstPageIsAskedForOnceWithALoadingRow() async {
    let screen = FeedScreen()
    #expect(await screen.asked == [0], "the status row is on screen: the first page is asked")
    #expect(screen.shown == "Feed Loading…")
    #expect(screen.feed.status == .loading)
  }

  @Test func aPageIsInsertedAsABatchBeforeTheStatusRow() async {
    let screen = FeedScreen()
    let batches = screen.list.batchCount
    await screen.loader.deliver(.init(PageLoader.posts(1...20)), to: screen.feed)
    screen.list.settle()
    #expect(screen.shown == "Feed Post 1 Post 2 Post 3 Post 4")
    #expect(screen.list.batchCount == batches + 1)
    #expect(screen.list.lastBatch?.insertedRows == Set((0..<20).map(screen.path)))
    #expect(screen.list.lastBatch?.deletedRows == [])
    #expect(screen.list.lastBatch?.reloadedSections == [])
    #expect(screen.list.numberOfRows(inSection: 1) == 21, "twenty posts and the status row")
    #expect(await screen.asked == [0], "the end is more than a screen below the viewport")
  }

  @Test func theNextPageIsAskedForOnceWhileTheUserStaysAtTheBottom() async {
    let screen = FeedScreen()
    await screen.loader.deliver(.init(PageLoader.posts(1...20)), to: screen.feed)
    screen.list.settle()
    // The status row stands at 924 ..< 968: a screen below the viewport at offset 484.
    screen.list.scroll(toOffset: 400)
    #expect(await screen.asked == [0])
    screen.list.scroll(toOffset: 484)
    #expect(await screen.asked == [0, 20])
    for offset in [600, 748, 700, 748, 748] {
      screen.list.scroll(toOffset: CGFloat(offset))
    }
    screen.list.drag(by: 100)
    #expect(await screen.asked == [0, 20], "asked once however often the user scrolls")
    #expect(screen.shown == "Post 17 Post 18 Post 19 Post 20 Loading…")
    await screen.loader.deliver(.init(PageLoader.posts(21...40)), to: screen.feed)
    screen.list.settle()
    #expect(screen.list.lastBatch?.insertedRows == Set((20..<40).map(screen.path)))
    #expect(screen.shown == "Post 17 Post 18 Post 19 Post 20 Post 21")
    #expect(await screen.asked == [0, 20])
  }

  @Test func aLookAheadInPointsAsksWhenTheStatusRowComesThatClose() async {
    let screen = FeedScreen()
    screen.feed.lookAhead = .points(100)
    await screen.loader.deliver(.init(PageLoader.posts(1...20)), to: screen.feed)
    screen.list.settle()
    // The status row stands at 924 ..< 968; the viewport ends 220 points below its offset.
    screen.list.scroll(toOffset: 600)
    #expect(await screen.asked == [0], "a screen ahead (220 points) would have asked here")
    screen.list.scroll(toOffset: 603)
    #expect(await screen.asked == [0])
    screen.list.scroll(toOffset: 604)
    #expect(await screen.asked == [0, 20], "100 points before the viewport reaches it")
  }

  @Test func aFailureShowsARetryRowThatLoadsAgainWhenTapped() async throws {
    let screen = FeedScreen()
    await screen.loader.fail(screen.feed)
    screen.list.settle()
    #expect(screen.feed.status == .failed)
    #expect(screen.shown == "Feed Couldn't load more. Tap to retry.")
    screen.list.scroll(by: 10)
    screen.list.scroll(toOffset: 0)
    #expect(await screen.asked == [0], "a failed page waits for a retry")
    try screen.list.tapRow(at: screen.path(0))
    #expect(await screen.asked == [0, 0])
    #expect(screen.shown == "Feed Loading…")
    #expect(screen.list.indexPathsForSelectedRows == [])
    await screen.loader.deliver(.init(PageLoader.posts(1...20)), to: screen.feed)
    screen.list.settle()
    #expect(screen.shown == "Feed Post 1 Post 2 Post 3 Post 4")
  }

  @Test func theLastPageRemovesTheStatusRowAndNothingMoreIsAsked() async {
    let screen = FeedScreen()
    await screen.loader.deliver(.init(PageLoader.posts(1...3), isLast: true), to: screen.feed)
    screen.list.settle()
    #expect(screen.shown == "Feed Post 1 Post 2 Post 3")
    #expect(screen.feed.status == .finished)
    #expect(screen.list.lastBatch?.insertedRows == Set((0..<3).map(screen.path)))
    #expect(screen.list.lastBatch?.deletedRows == [screen.path(0)], "the status row went")
    screen.list.scroll(by: 50)
    screen.list.scroll(toOffset: 0)
    #expect(await screen.asked == [0])
  }

  @Test func aShortPageThatDoesNotFillTheScreenAsksForTheNextOne() async {
    let screen = FeedScreen()
    await screen.loader.deliver(.init(PageLoader.posts(1...2)), to: screen.feed)
    screen.list.settle()
    #expect(await screen.asked == [0, 2], "the status row is still on screen")
    #expect(screen.shown == "Feed Post 1 Post 2 Loading…")
    await screen.loader.deliver(.init([]), to: screen.feed)
    screen.list.settle()
    #expect(await screen.asked == [0, 2, 2], "an empty page that is not the last asks again")
  }

  @Test func removingTheSectionCancelsItsLoadAndDropsThePage() async {
    let screen = FeedScreen()
    screen.loader.ignoresCancellation = true
    #expect(await screen.asked == [0], "the loader waits for its page")
    let task = screen.feed.loadTask
    screen.root.remove(at: 1)
    screen.list.settle()
    #expect(screen.feed.status == .idle)
    await screen.loader.deliver(.init(PageLoader.posts(1...20)), to: screen.feed)
    await task?.value
    screen.list.settle()
    #expect(screen.loader.cancelledCalls == 1, "the loader saw its task cancelled")
    #expect(screen.feed.items == [])
    #expect(screen.shown == "Feed")
    #expect(screen.list.numberOfSections == 1)
  }

  @Test func aPagedSectionInAScreenNestedAfterItWasBuiltLoadsItsPages() async throws {
    // The screen builds its sections before it is nested: the feed attaches to it first.
    let loader = PageLoader()
    let feed = PagedSection<String>(
      content: { RowContent($0) }, load: { try await loader.load($0) })
    let screen = CompositeController([ItemsSection("title", ["Feed"]), feed])
    let root = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    root.attach(to: list)
    root.append(screen)
    root.flushUpdates()
    list.settle()
    #expect(shownLine(list) == "Feed Loading…")
    try #require(
      await loader.calls(of: feed) == [0], "the status row is on screen: the first page is asked")
    await loader.deliver(.init(PageLoader.posts(1...2)), to: feed)
    list.settle()
    #expect(shownLine(list) == "Feed Post 1 Post 2 Loading…")
    #expect(await loader.calls(of: feed) == [0, 2], "the status row is still on screen")
  }
}
