import SectionKit

/// The posts the server has, loaded a page at a time as the user scrolls down to them.
final class TimelineFeedSection: PagedSection<TimelinePost> {
  init(server: TimelineServer) {
    // The section keeps its server: the screen that made them need not outlive the list.
    super.init { loaded in try server.page(after: loaded) }
    loadingContent = RowContent("Loading more posts…").accessibility(label: "Loading more posts")
    failureContent = { _ in
      RowContent("Couldn't load more posts. Tap to retry.")
        .accessibility(label: "Couldn't load more posts", hint: "Loads them again.")
    }
  }

  override var sectionIdentity: AnyHashable { "feed" }

  /// Only a failed loading row, which retries, answers a tap: VoiceOver reads no post as a
  /// button.
  override func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    row == statusRow && status == .failed
  }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    guard let index = itemIndex(ofRow: row) else { return super.cell(at: row, in: context) }
    return context.dequeueReusableCell(showing: items[index].rowContent, for: row)
  }
}

/// The posts the user wrote on this screen, newest first, above the loaded ones; the user can
/// swipe one away.
final class NewPostsSection: IdentifiedSection<TimelinePost, Int>, SectionHighlighting {
  init() {
    super.init(items: [], id: \.id) { context, row, post in
      context.dequeueReusableCell(showing: post.rowContent, for: row)
    }
    allowsDeletion = true
  }

  override var sectionIdentity: AnyHashable { "new posts" }

  /// A tap on a post does nothing: VoiceOver reads no post as a button.
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// Puts the user's post first.
  func publish(_ text: String) {
    // The server's ids count up to its newest post; the user's posts come after them.
    let id = (items.first?.id ?? 1_000_000) + 1
    setItems([TimelinePost(id: id, author: "me", text: text)] + items)
  }
}
