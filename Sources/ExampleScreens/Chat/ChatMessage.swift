/// A message of the chat example.
package struct ChatMessage: Identifiable, Equatable, Sendable {
  /// The author the chat's own user writes as.
  package static let me = "me"

  package let id: Int
  package var author: String
  package var text: String
  /// The reaction the user left on the message, if any.
  package var reaction: Reaction?

  package init(id: Int, author: String, text: String, reaction: Reaction? = nil) {
    self.id = id
    self.author = author
    self.text = text
    self.reaction = reaction
  }

  /// A reaction the message menu offers.
  package enum Reaction: String, CaseIterable, Sendable {
    case thumbsUp = "👍"
    case heart = "❤️"
    case laugh = "😂"

    /// What VoiceOver and the menu call it.
    package var name: String {
      switch self {
      case .thumbsUp: "Thumbs Up"
      case .heart: "Heart"
      case .laugh: "Laugh"
      }
    }
  }
}
