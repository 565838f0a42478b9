/// A post of the feed example.
struct Post: Identifiable, Equatable {
  let id: Int
  var author: String
  var text: String
  var likes: Int
}

/// A person with a story.
struct Story: Equatable {
  var name: String
  var isNew: Bool
}
