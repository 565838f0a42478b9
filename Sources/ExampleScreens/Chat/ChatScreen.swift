import SectionKit

/// A chat: the history paged in at the top, this session's messages below it, and a composer
/// last, on a list that sticks to its bottom.
///
/// A new message, sent or received, shows at the end while the user is there; scrolled up to
/// read, the user stays where they are, and history that lands above keeps the message they
/// read in place. The composer keeps the keyboard through every batch.
@MainActor
package final class ChatScreen {
  package let archive: ChatArchive
  let history: ChatHistorySection
  let messages: ChatMessagesSection
  let composer: ComposerSection
  package let root: CompositeController

  /// Creates the chat.
  ///
  /// - Parameters:
  ///   - archive: The server's older messages.
  ///   - recent: The messages of this session so far.
  ///   - textFieldCell: The host's cell for the composer.
  package init(
    archive: ChatArchive, recent: [ChatMessage], textFieldCell: (any TextFieldCell.Type)?
  ) {
    self.archive = archive
    history = ChatHistorySection(archive: archive)
    messages = ChatMessagesSection(messages: recent)
    composer = ComposerSection(
      identity: "composer", placeholder: "Message", cellType: textFieldCell)
    root = CompositeController([history, messages, composer])
    root.scrollAnchoring = .bottom
    // The sections talk to each other, not through the screen: the screen need not outlive them.
    composer.onSend = { [weak messages] text in messages?.post(text, from: ChatMessage.me) }
    let reply = { [weak composer] (message: ChatMessage) -> Void in
      composer?.setDraft("@\(message.author) ")
    }
    history.onReply = reply
    messages.onReply = reply
  }

  /// A message arrives, or the user's own is sent.
  package func post(_ text: String, from author: String) {
    messages.post(text, from: author)
  }
}

extension ExampleScreen {
  /// A chat: paged history, new messages at the bottom, a composer, swipe to delete, a menu
  /// with a React submenu.
  static let chat = ExampleScreen(
    name: "chat",
    title: "Chat",
    summary: "History paged at the top, a composer, swipe to delete, a React submenu."
  ) { options in
    let chat = ChatScreen(
      archive: ChatArchive(count: 45, pageSize: 15),
      recent: [
        ChatMessage(id: 1, author: "ada", text: "Are we still on for tonight?"),
        ChatMessage(id: 2, author: ChatMessage.me, text: "Yes, 8 at the usual place"),
        ChatMessage(id: 3, author: "ada", text: "Great, I'll bring the tickets"),
      ],
      textFieldCell: options.textFieldCell)
    let steps: [ScreenContent.Step] = [
      .init(title: "ada writes") { chat.post("Running 5 minutes late", from: "ada") },
      .init(title: "a reaction") { chat.messages.react(.heart, to: 3) },
      .init(title: "a message is deleted") { chat.messages.delete(2) },
    ]
    return ScreenContent(root: chat.root, steps: steps)
  }
}
