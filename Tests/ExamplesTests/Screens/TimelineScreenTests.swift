import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import Testing

@testable import ExampleScreens
@testable import Examples

/// The timeline on a phone-sized headless list: a composer on top, the user's posts under it,
/// and the server's posts loaded a page at a time as the user scrolls down.
@MainActor
private final class TimelineHarness {
  let timeline: TimelineScreen
  let list = HeadlessListView(size: CGSize(width: 320, height: 440))
  let composerRow = ListIndexPath(row: 0, section: 0)

  init(posts: Int = 60) async {
    timeline = TimelineScreen(
      server: TimelineServer(count: posts, pageSize: 20), textFieldCell: FieldCell.self)
    timeline.root.attach(to: list)
    await landPages()
  }

  /// Waits for the pages the list asks for, until it asks for none.
  func landPages() async {
    while let load = timeline.feed.loadTask {
      await load.value
      list.settle()
    }
  }

  var rowsOnScreen: [String] {
    list.indexPathsForVisibleRows.sorted().compactMap { list.text(ofRowAt: $0) }
  }

  /// The first row on screen whose top is in the viewport, with its distance from that top.
  var firstRowOnScreen: (text: String, y: CGFloat)? {
    for path in list.indexPathsForVisibleRows.sorted() {
      guard let frame = list.rowFrame(at: path), frame.minY >= list.contentOffset.y,
        let text = list.text(ofRowAt: path)
      else { continue }
      return (text, frame.minY - list.contentOffset.y)
    }
    return nil
  }

  func y(of text: String) -> CGFloat? {
    for path in list.indexPathsForVisibleRows where list.text(ofRowAt: path) == text {
      return list.rowFrame(at: path).map { $0.minY - list.contentOffset.y }
    }
    return nil
  }
}

@Suite("Timeline example") @MainActor
struct TimelineScreenTests {
  @Test func scrollingDownLoadsTheNextPageOnceAndKeepsThePostRead() async throws {
    let harness = await TimelineHarness()
    let list = harness.list
    let server = harness.timeline.server
    // The first page fills more than two screens: no second one until the user scrolls.
    #expect(server.requests == [0])
    #expect(
      harness.rowsOnScreen.prefix(3) == ["«(What's new?)»", "@grace: Post 1", "@hedy: Post 2"])
    let reloads = list.reloadCount

    // The user scrolls down: the loading row comes within a screen, one page is asked for.
    list.drag(by: 600)
    let load = try #require(harness.timeline.feed.loadTask)
    list.drag(by: 10)
    list.drag(by: 10)
    #expect(harness.timeline.feed.loadTask == load, "one load at a time")
    let read = try #require(harness.firstRowOnScreen)
    await harness.landPages()
    #expect(server.requests == [0, 20])
    #expect(harness.y(of: read.text) == read.y, "the page lands below what the user reads")
    #expect(
      list.lastBatch?.description
        == "insert rows " + (20..<40).map { "[2, \($0)]" }.joined(separator: " "))
    #expect(list.reloadCount == reloads)
  }

  @Test func theLastPageRemovesTheLoadingRowAndNothingMoreIsAsked() async throws {
    let harness = await TimelineHarness(posts: 50)
    let list = harness.list
    while harness.timeline.feed.statusRow != nil {
      list.drag(by: 10_000)
      await harness.landPages()
    }
    list.drag(by: 10_000)
    #expect(harness.timeline.server.requests == [0, 20, 40])
    #expect(harness.timeline.feed.statusRow == nil)
    #expect(harness.rowsOnScreen.last == "@hedy: Post 50")
    list.drag(by: -100)
    list.drag(by: 10_000)
    #expect(harness.timeline.feed.loadTask == nil)
    #expect(harness.timeline.server.requests.count == 3)
  }

  @Test func aFailedPageIsRetriedByATapOnItsRow() async throws {
    let harness = await TimelineHarness()
    let list = harness.list
    harness.timeline.server.failsNextRequest = true
    list.drag(by: 10_000)
    await harness.landPages()
    let status = ListIndexPath(row: 20, section: 2)
    #expect(list.text(ofRowAt: status) == "Couldn't load more posts. Tap to retry.")
    #expect(
      list.accessibilityText().hasSuffix(
        "katherine: Post 20\nCouldn't load more posts, Button. Loads them again.\n"))
    try list.tapRow(at: status)
    await harness.landPages()
    #expect(harness.timeline.feed.items.count == 40)
    #expect(list.text(ofRowAt: status) == "@grace: Post 21")
  }

  @Test func publishingPutsThePostFirstAndKeepsTheKeyboard() async throws {
    let harness = await TimelineHarness()
    let list = harness.list
    let reloads = list.reloadCount
    try list.typeText("Hello, timeline", intoFieldNamed: "post", inRowAt: harness.composerRow)
    let field = try #require(list.firstResponder)
    let cell = list.cellForRow(at: harness.composerRow)
    try list.submitText(inFieldNamed: "post", inRowAt: harness.composerRow)
    #expect(
      harness.rowsOnScreen.prefix(3) == [
        "«▏(What's new?)»", "@me: Hello, timeline", "@grace: Post 1",
      ])
    #expect(list.firstResponder === field)
    #expect(list.cellForRow(at: harness.composerRow) === cell)
    #expect(list.lastBatch?.description == "insert rows [1, 0]; reconfigure rows [0, 0]")

    // The next post goes first; a swipe deletes one.
    try list.typeText("Second", intoFieldNamed: "post", inRowAt: harness.composerRow)
    try list.submitText(inFieldNamed: "post", inRowAt: harness.composerRow)
    #expect(harness.timeline.newPosts.items.map(\.text) == ["Second", "Hello, timeline"])
    let swipe = try #require(
      try list.swipeActions(forRowAt: ListIndexPath(row: 1, section: 1), edge: .trailing))
    swipe.actions[0].handler { _ in }
    list.settle()
    #expect(harness.timeline.newPosts.items.map(\.text) == ["Second"])
    #expect(list.lastBatch?.description == "delete rows [1, 1]")
    #expect(list.reloadCount == reloads)
  }

  @Test func aPostPublishedElsewhereShowsAtTheTopButDoesNotMoveAReaderFurtherDown() async throws {
    let harness = await TimelineHarness()
    let list = harness.list
    // At the very top, the new post shows under the composer.
    harness.timeline.newPosts.publish("From another device")
    list.settle()
    #expect(harness.rowsOnScreen.prefix(2) == ["«(What's new?)»", "@me: From another device"])

    // Further down, the post the user reads stays where it is.
    list.drag(by: 250)
    let read = try #require(harness.firstRowOnScreen)
    harness.timeline.newPosts.publish("And another")
    list.settle()
    #expect(harness.y(of: read.text) == read.y)
    #expect(!harness.rowsOnScreen.contains("@me: And another"))
  }
}
