import SectionKit

/// One row that shows every story side by side, as a horizontal strip would.
///
/// VoiceOver reads the strip as "Stories" with the people's names, not the glyphs that mark new
/// stories; a tap does nothing, so the row is not a button.
final class StoriesSection: SectionController, SectionHighlighting {
  var stories: [Story]

  init(stories: [Story]) { self.stories = stories }

  override var sectionIdentity: AnyHashable { "stories" }
  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let content = RowContent(
      stories.map { "\($0.isNew ? "◉" : "○") \($0.name)" }.joined(separator: "  "))
    return context.dequeueReusableCell(
      showing: content.accessibility(
        label: "Stories",
        value: stories.map { $0.isNew ? "\($0.name), new" : $0.name }.joined(separator: "; ")),
      for: row)
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
}

/// The footer that says more posts are loading.
final class LoadingSection: SectionController, SectionHighlighting {
  override var sectionIdentity: AnyHashable { "loading" }
  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(
      showing: RowContent("⋯ Loading more posts").accessibility(label: "Loading more posts"),
      for: row)
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
}

/// A section of identified posts that animates new values.
typealias PostsSection = IdentifiedSection<Post, Int>

extension IdentifiedSection where Item == Post, ID == Int {
  /// The posts of the feed, or of a "Suggested" section.
  ///
  /// VoiceOver reads a post as its author and text, and its likes as the value, in words
  /// rather than the heart glyph.
  static func posts(_ posts: [Post], header: String) -> PostsSection {
    IdentifiedSection(items: posts, header: header) { context, row, post in
      let content = RowContent("@\(post.author): \(post.text)  ♥ \(post.likes)")
        .accessibility(
          label: "\(post.author): \(post.text)",
          value: post.likes == 1 ? "1 like" : "\(post.likes) likes")
      return context.dequeueReusableCell(showing: content, for: row)
    }
  }
}
