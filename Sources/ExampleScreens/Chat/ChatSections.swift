import SectionKit

/// The conversation's history, paged in above the messages as the user scrolls up to it.
///
/// Its loading row never holds the scroll position (``PagedSection``'s own
/// ``SectionScrollAnchors``): the message the user reads stays where it is as a page lands.
final class ChatHistorySection: PagedSection<ChatMessage>, SectionContextMenus, SectionEditing,
  SectionSwipeActions
{
  /// Quotes a message in the composer.
  var onReply: ((ChatMessage) -> Void)?

  init(archive: ChatArchive) {
    // The section keeps its archive: the screen that made them need not outlive the list.
    super.init(direction: .before) { loaded in try archive.page(before: loaded) }
    loadingContent = RowContent("Loading earlier messages…")
      .accessibility(label: "Loading earlier messages")
    failureContent = { _ in
      RowContent("Couldn't load earlier messages. Tap to retry.")
        .accessibility(label: "Couldn't load earlier messages", hint: "Loads them again.")
    }
  }

  override var sectionIdentity: AnyHashable { "history" }

  /// Only a failed loading row, which retries, answers a tap: VoiceOver reads no message as a
  /// button.
  override func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    row == statusRow && status == .failed
  }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    guard let index = itemIndex(ofRow: row) else { return super.cell(at: row, in: context) }
    return context.dequeueReusableCell(showing: items[index].rowContent, for: row)
  }

  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    guard let index = itemIndex(ofRow: row) else { return nil }
    let message = items[index]
    return message.menu(
      reply: { [weak self] in self?.onReply?(message) },
      react: { [weak self] reaction in self?.react(reaction, to: message.id) })
  }

  /// A loaded message can be swiped away; the loading row cannot.
  func canEditRow(at row: Int, in context: SectionContext) -> Bool {
    itemIndex(ofRow: row) != nil
  }

  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    guard style == .delete, let index = itemIndex(ofRow: row) else { return }
    removeItem(at: index)
  }

  /// UIKit's own Delete, for a message.
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  { nil }

  /// Sets a reaction on a loaded message, or clears it when it was the one set.
  func react(_ reaction: ChatMessage.Reaction, to id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    replaceItem(at: index, with: items[index].reacting(reaction))
  }
}

/// The messages of this session, below the history: sent, received, reacted to, swiped away.
///
/// An `IdentifiedSection`: each change is diffed into a batch (an insert for a new message, a
/// delete for a swipe, a reconfigure for a reaction), never a reload.
final class ChatMessagesSection: IdentifiedSection<ChatMessage, Int>, SectionSwipeActions,
  SectionContextMenus, SectionHighlighting
{
  /// Quotes a message in the composer.
  var onReply: ((ChatMessage) -> Void)?

  init(messages: [ChatMessage]) {
    super.init(items: messages, id: \.id) { context, row, message in
      context.dequeueReusableCell(showing: message.rowContent, for: row)
    }
    allowsDeletion = true
  }

  override var sectionIdentity: AnyHashable { "messages" }

  /// A tap on a message does nothing: VoiceOver reads no message as a button.
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// UIKit's own Delete: the section allows deletion.
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  { nil }

  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    let message = items[row]
    return message.menu(
      reply: { [weak self] in self?.onReply?(message) },
      react: { [weak self] reaction in self?.react(reaction, to: message.id) })
  }

  /// Adds a message at the end, sent by the user or received.
  func post(_ text: String, from author: String) {
    let id = (items.map(\.id).max() ?? 0) + 1
    setItems(items + [ChatMessage(id: id, author: author, text: text)])
  }

  /// Sets a reaction on a message, or clears it when it was the one set.
  func react(_ reaction: ChatMessage.Reaction, to id: Int) {
    setItems(items.map { $0.id == id ? $0.reacting(reaction) : $0 })
  }

  /// Deletes a message.
  func delete(_ id: Int) {
    setItems(items.filter { $0.id != id })
  }
}
