import SectionKit

extension ExampleScreen {
  /// A feed of heterogeneous sections.
  ///
  /// A strip of stories as one cell, posts backed by identified values, and a loading footer.
  /// `--animate` plays posts arriving, a deletion, a reordering with a like, a section
  /// appearing and disappearing.
  static let feed = ExampleScreen(
    name: "feed",
    title: "Feed",
    summary: "Stories, identified posts and a loading footer; --animate plays changes."
  ) { _ in
    var posts = [
      Post(id: 1, author: "ada", text: "Notes on the engine", likes: 3),
      Post(id: 2, author: "grace", text: "Found a moth", likes: 5),
      Post(id: 3, author: "hedy", text: "Frequency hopping", likes: 2),
    ]
    let stories = StoriesSection(stories: [
      Story(name: "ada", isNew: true), Story(name: "grace", isNew: false),
    ])
    let feed = PostsSection.posts(posts, header: "Posts")
    feed.allowsDeletion = true
    let suggested = PostsSection.posts(
      [Post(id: 100, author: "alan", text: "On computable numbers", likes: 9)],
      header: "Suggested")
    let loading = LoadingSection()
    let root = CompositeController([stories, feed, loading])
    let steps: [ScreenContent.Step] = [
      .init(title: "two posts arrive") {
        posts.insert(
          contentsOf: [
            Post(id: 4, author: "katherine", text: "Trajectories checked", likes: 0),
            Post(id: 5, author: "margaret", text: "Software engineering", likes: 1),
          ], at: 0)
        feed.setItems(posts)
      },
      .init(title: "a post is deleted") {
        posts.removeAll { $0.id == 2 }
        feed.setItems(posts)
      },
      .init(title: "posts are reordered and one is liked") {
        posts.sort { $0.id < $1.id }
        posts[0].likes += 1
        feed.setItems(posts)
      },
      .init(title: "a suggested section appears") {
        root.insert(suggested, at: 2)
      },
      .init(title: "the suggestions and the loading footer go away") {
        root.setChildren([stories, feed])
      },
    ]
    return ScreenContent(root: root, steps: steps)
  }
}
