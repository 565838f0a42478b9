import SectionKit

/// A feed with a composer on top: the user's posts appear under it, the server's posts below,
/// loaded a page at a time as the user scrolls down (pull-to-load-more).
///
/// The list keeps its default anchoring: at the top, a new post shows; scrolled down to read,
/// the user stays on the post they read.
@MainActor
package final class TimelineScreen {
  package let server: TimelineServer
  let composer: ComposerSection
  let newPosts = NewPostsSection()
  let feed: TimelineFeedSection
  package let root: CompositeController

  /// Creates the timeline.
  ///
  /// - Parameters:
  ///   - server: The server's posts.
  ///   - textFieldCell: The host's cell for the composer.
  package init(server: TimelineServer, textFieldCell: (any TextFieldCell.Type)?) {
    self.server = server
    composer = ComposerSection(
      identity: "post", placeholder: "What's new?", cellType: textFieldCell)
    feed = TimelineFeedSection(server: server)
    root = CompositeController([composer, newPosts, feed])
    composer.onSend = { [weak newPosts] text in newPosts?.publish(text) }
  }
}

extension ExampleScreen {
  /// A feed with a composer, and more posts loaded as the user scrolls down.
  static let timeline = ExampleScreen(
    name: "timeline",
    title: "Timeline",
    summary: "A composer above a feed that loads more posts as you scroll."
  ) { options in
    let timeline = TimelineScreen(
      server: TimelineServer(count: 50, pageSize: 10), textFieldCell: options.textFieldCell)
    let steps: [ScreenContent.Step] = [
      .init(title: "a post is published") { timeline.newPosts.publish("Hello, timeline") }
    ]
    return ScreenContent(root: timeline.root, steps: steps)
  }
}
