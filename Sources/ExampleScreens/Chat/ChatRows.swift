import SectionKit

/// What a message's row shows and reads, and the menu it opens: shared by the history and the
/// messages of the session, each section a function of its messages.
extension ChatMessage {
  /// The row: the author, the text, the reaction as a detail.
  ///
  /// VoiceOver reads "You" for the user's own messages, and the reaction by its name.
  var rowContent: RowContent {
    let author = self.author == ChatMessage.me ? "You" : self.author
    return RowContent("\(self.author): \(text)", detail: reaction?.rawValue)
      .accessibility(
        label: "\(author): \(text)", value: reaction.map { "Reacted \($0.name)" })
  }

  /// The message with `reaction` set, or cleared when it was the one set.
  func reacting(_ reaction: Reaction) -> ChatMessage {
    var reacted = self
    reacted.reaction = self.reaction == reaction ? nil : reaction
    return reacted
  }

  /// The message's menu: Reply, and a React submenu.
  ///
  /// Delete is a swipe: in the menu too, it would read twice in VoiceOver's actions rotor.
  ///
  /// - Parameters:
  ///   - reply: Quotes the message in the composer.
  ///   - react: Sets or clears a reaction.
  /// - Returns: The menu.
  @MainActor func menu(
    reply: @escaping @MainActor () -> Void, react: @escaping @MainActor (Reaction) -> Void
  ) -> ContextMenu {
    ContextMenu(identifier: "message.\(id)", title: text) {
      ContextMenu.Action(
        identifier: "reply", title: "Reply", imageName: "arrowshape.turn.up.left", handler: reply)
      ContextMenu.Submenu(title: "React", imageName: "face.smiling") {
        for reaction in Reaction.allCases {
          ContextMenu.Action(
            identifier: "react.\(reaction.name.lowercased())",
            title: "\(reaction.rawValue) \(reaction.name)",
            state: self.reaction == reaction ? .on : .off
          ) { react(reaction) }
        }
      }
    }
  }
}
