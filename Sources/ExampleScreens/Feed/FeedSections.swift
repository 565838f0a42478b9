import SectionKit

/// One row that shows every story side by side, as a horizontal strip would.
final class StoriesSection: SectionController {
  var stories: [Story]

  init(stories: [Story]) { self.stories = stories }

  override var sectionIdentity: AnyHashable { "stories" }
  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(
      showing: RowContent(
        stories.map { "\($0.isNew ? "◉" : "○") \($0.name)" }.joined(separator: "  ")),
      for: row)
  }
}

/// The footer that says more posts are loading.
final class LoadingSection: SectionController {
  override var sectionIdentity: AnyHashable { "loading" }
  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent("⋯ Loading more posts"), for: row)
  }

  override func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
}

/// A section of identified posts that animates new values.
typealias PostsSection = IdentifiedSection<Post, Int>

extension IdentifiedSection where Item == Post, ID == Int {
  /// The posts of the feed, or of a "Suggested" section.
  static func posts(_ posts: [Post], header: String) -> PostsSection {
    IdentifiedSection(items: posts, header: header) { context, row, post in
      context.dequeueReusableCell(
        showing: RowContent("@\(post.author): \(post.text)  ♥ \(post.likes)"), for: row)
    }
  }
}
