import SectionKit

/// The posts a timeline's server has, handed out a page at a time, newest first.
@MainActor
package final class TimelineServer {
  /// Every post of the server, newest first.
  package let posts: [TimelinePost]
  /// How many posts a page holds.
  package let pageSize: Int
  /// The number of posts loaded before each request, in order.
  package private(set) var requests: [Int] = []
  /// Whether the next request fails, as a network error would.
  package var failsNextRequest = false

  package struct Unreachable: Error {}

  /// A server of `count` posts.
  package init(count: Int, pageSize: Int) {
    let authors = ["grace", "hedy", "alan", "katherine"]
    posts = (0..<count).map { index in
      TimelinePost(
        id: count - index, author: authors[index % authors.count], text: "Post \(index + 1)")
    }
    self.pageSize = pageSize
  }

  /// The page after the posts loaded so far; the last one has the oldest posts.
  ///
  /// - Throws: ``Unreachable`` once, when ``failsNextRequest`` is set.
  package func page(after loaded: [TimelinePost]) throws -> PagedSection<TimelinePost>.Page {
    requests.append(loaded.count)
    if failsNextRequest {
      failsNextRequest = false
      throw Unreachable()
    }
    let page = Array(posts.dropFirst(loaded.count).prefix(pageSize))
    return PagedSection.Page(page, isLast: loaded.count + page.count == posts.count)
  }
}
