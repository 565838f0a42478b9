import SectionKit

/// The older messages a chat's server still has, handed out a page at a time, newest first:
/// the loader of the chat's history, and what a test checks the history against.
@MainActor
package final class ChatArchive {
  /// The messages not handed out yet, oldest first.
  package private(set) var remaining: [ChatMessage]
  /// How many messages a page holds.
  package let pageSize: Int
  /// How many pages were asked for.
  package private(set) var requests = 0
  /// Whether the next request fails, as a network error would.
  package var failsNextRequest = false

  package struct Unreachable: Error {}

  /// An archive of `count` messages, between two people, ids below `0`.
  package init(count: Int, pageSize: Int) {
    let authors = ["ada", ChatMessage.me]
    remaining = (0..<count).map { index in
      ChatMessage(id: index - count, author: authors[index % 2], text: "Earlier note \(index + 1)")
    }
    self.pageSize = pageSize
  }

  /// The page before the messages loaded so far; the last one has the oldest messages.
  ///
  /// - Throws: ``Unreachable`` once, when ``failsNextRequest`` is set.
  package func page(before loaded: [ChatMessage]) throws -> PagedSection<ChatMessage>.Page {
    requests += 1
    if failsNextRequest {
      failsNextRequest = false
      throw Unreachable()
    }
    let page = Array(remaining.suffix(pageSize))
    remaining.removeLast(page.count)
    return PagedSection.Page(page, isLast: remaining.isEmpty)
  }
}
