import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Loading Pages (Sources/SectionKit/SectionKit.docc/LoadingPages.md).

/// A stand-in for the app's network client: pages of posts, twenty a page.
@MainActor
final class PostsAPI {
  struct Response {
    var posts: [String]
    var next: Int?
  }

  var total = 45
  var fails = false
  private(set) var requests: [Int] = []

  func posts(after offset: Int) async throws -> Response {
    requests.append(offset)
    if fails { throw URLError(.notConnectedToInternet) }
    let end = min(offset + 20, total)
    return Response(posts: (offset..<end).map { "Post \($0 + 1)" }, next: end < total ? end : nil)
  }
}

@MainActor
func makeHistory(api: PostsAPI, newest: [String]) -> PagedSection<String> {
  PagedSection<String>(
    items: newest, direction: .before,
    content: { RowContent($0) },
    load: { loaded in
      let response = try await api.posts(after: loaded.count)
      return PagedSection.Page(response.posts.reversed(), isLast: response.next == nil)
    })
}

@MainActor
func makeFeed(api: PostsAPI) -> PagedSection<String> {
  let feed = PagedSection<String>(
    content: { RowContent($0) },
    load: { loaded in
      let response = try await api.posts(after: loaded.count)
      return PagedSection.Page(response.posts, isLast: response.next == nil)
    })
  feed.lookAhead = .screens(2)
  feed.failureContent = { _ in RowContent("No connection. Tap to retry.") }
  return feed
}

@Suite("Article: Loading Pages") @MainActor
struct LoadingPagesTests {
  @Test func theFeedLoadsPagesAsTheUserScrolls() async {
    let api = PostsAPI()
    let feed = makeFeed(api: api)
    let screen = CompositeController([feed])
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    screen.attach(to: list)

    await feed.loadTask?.value
    list.settle()
    #expect(api.requests == [0])
    #expect(list.renderedText().contains("Post 1"))

    list.scroll(toOffset: 440)
    await feed.loadTask?.value
    list.settle()
    #expect(api.requests == [0, 20])
  }

  @Test func theHistoryLoadsAboveTheNewestMessages() async {
    let api = PostsAPI()
    let history = makeHistory(api: api, newest: ["Hi", "Hello", "How are you?"])
    let screen = CompositeController([history])
    screen.scrollAnchoring = .bottom
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    screen.attach(to: list)

    await history.loadTask?.value
    list.settle()
    #expect(api.requests.first == 3)
    #expect(history.items.suffix(3) == ["Hi", "Hello", "How are you?"])
    #expect(history.items.first == "Post 23", "the oldest message first")
  }

  @Test func aFailedPageIsRetriedWithATap() async throws {
    let api = PostsAPI()
    api.fails = true
    let feed = makeFeed(api: api)
    let screen = CompositeController([feed])
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    screen.attach(to: list)

    await feed.loadTask?.value
    list.settle()
    #expect(list.renderedText().contains("No connection. Tap to retry."))

    api.fails = false
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    await feed.loadTask?.value
    list.settle()
    #expect(api.requests == [0, 0])
    #expect(list.renderedText().contains("Post 1"))
  }
}
