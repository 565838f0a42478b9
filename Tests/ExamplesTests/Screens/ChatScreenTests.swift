import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import Testing

@testable import ExampleScreens
@testable import Examples

/// The chat on a phone-sized headless list, as its user meets it: history that lands above
/// without moving what they read, a composer that keeps the keyboard, new messages followed at
/// the end, swipe to delete, a menu with a submenu, VoiceOver.
@MainActor
private final class ChatHarness {
  let chat: ChatScreen
  let list = HeadlessListView(size: CGSize(width: 320, height: 440))
  let composerRow = ListIndexPath(row: 0, section: 2)

  init(archived: Int = 45, pageSize: Int = 15) async {
    chat = ChatScreen(
      archive: ChatArchive(count: archived, pageSize: pageSize),
      recent: [
        ChatMessage(id: 1, author: "ada", text: "Are we still on for tonight?"),
        ChatMessage(id: 2, author: ChatMessage.me, text: "Yes, 8 at the usual place"),
        ChatMessage(id: 3, author: "ada", text: "Great, I'll bring the tickets"),
      ],
      textFieldCell: FieldCell.self)
    chat.root.attach(to: list)
    await landPages()
  }

  /// Waits for the pages the list asks for, until it asks for none.
  func landPages() async {
    while let load = chat.history.loadTask {
      await load.value
      list.settle()
    }
  }

  /// The texts of the rows on screen, in order.
  var rowsOnScreen: [String] {
    list.indexPathsForVisibleRows.sorted().compactMap { list.text(ofRowAt: $0) }
  }

  /// The first message on screen, with its distance from the top of the viewport.
  var firstMessageOnScreen: (path: ListIndexPath, text: String, y: CGFloat)? {
    for path in list.indexPathsForVisibleRows.sorted() where path.section < 2 {
      guard path.section == 1 || chat.history.itemIndex(ofRow: path.row) != nil,
        let frame = list.rowFrame(at: path), frame.minY >= list.contentOffset.y,
        let text = list.text(ofRowAt: path)
      else { continue }
      return (path, text, frame.minY - list.contentOffset.y)
    }
    return nil
  }

  /// Where the row showing `text` stands from the top of the viewport.
  func y(of text: String) -> CGFloat? {
    for section in 0..<2 {
      for row in 0..<list.numberOfRows(inSection: section) {
        let path = ListIndexPath(row: row, section: section)
        guard let frame = list.rowFrame(at: path) else { continue }
        if let cell = list.cellForRow(at: path) as? HeadlessCell, cell.textDescription == text {
          return frame.minY - list.contentOffset.y
        }
      }
    }
    return nil
  }

  var isAtBottom: Bool {
    guard let geometry = list.scrollGeometry() else { return false }
    return geometry.contentOffset.y >= geometry.maximumOffset.y
  }

  var composerField: HeadlessTextField? {
    (list.cellForRow(at: composerRow) as? FieldCell)?.field
  }

  /// The row of a message of this session.
  func row(ofMessage id: Int) throws -> ListIndexPath {
    let row = try #require(chat.messages.items.firstIndex { $0.id == id })
    return ListIndexPath(row: row, section: 1)
  }
}

@Suite("Chat example") @MainActor
struct ChatScreenTests {
  @Test func theChatOpensAtItsNewestMessageWithTheComposerLast() async throws {
    let harness = await ChatHarness()
    #expect(harness.isAtBottom)
    #expect(
      harness.rowsOnScreen.suffix(4) == [
        "ada: Are we still on for tonight?", "me: Yes, 8 at the usual place",
        "ada: Great, I'll bring the tickets", "«(Message)»",
      ])
    // The first page lands while the list follows its end, which brings the loading row within
    // a screen again: a second page, and then the loading row is more than a screen above.
    #expect(harness.chat.archive.requests == 2)
    #expect(harness.chat.history.items.count == 30)
    #expect(harness.list.reloadCount == 1, "the first load only")
  }

  @Test func historyLandsAboveTheMessageTheUserReadsWithoutMovingIt() async throws {
    let harness = await ChatHarness(archived: 60)
    let list = harness.list
    let reloads = list.reloadCount
    // The user scrolls up to the first message: the loading row shows, and a page is asked for.
    list.drag(by: -list.contentOffset.y)
    #expect(harness.rowsOnScreen.first == "Loading earlier messages…")
    let load = try #require(harness.chat.history.loadTask)
    let read = try #require(harness.firstMessageOnScreen)
    #expect(read.text == "ada: Earlier note 31")

    await load.value
    list.settle()
    #expect(harness.y(of: read.text) == read.y, "the message read stays where it was")
    #expect(!harness.rowsOnScreen.contains("Loading earlier messages…"))
    #expect(harness.chat.archive.requests == 3, "one page, not one per batch")
    #expect(
      list.lastBatch?.description == "insert rows "
        + (1...15).map { "[0, \($0)]" }.joined(separator: " "))

    // The last page removes the loading row; the reader still does not move.
    list.drag(by: -list.contentOffset.y)
    let last = try #require(harness.firstMessageOnScreen)
    await harness.landPages()
    #expect(harness.y(of: last.text) == last.y)
    #expect(harness.chat.history.statusRow == nil)
    #expect(harness.chat.history.items.first?.text == "Earlier note 1")
    #expect(list.reloadCount == reloads, "every page was a batch")
  }

  @Test func aFailedPageTurnsTheLoadingRowIntoARetryRow() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    harness.chat.archive.failsNextRequest = true
    list.drag(by: -list.contentOffset.y)
    await harness.landPages()
    #expect(
      list.text(ofRowAt: ListIndexPath(row: 0, section: 0))
        == "Couldn't load earlier messages. Tap to retry.")
    let before = harness.chat.history.items.count

    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    await harness.landPages()
    #expect(harness.chat.history.items.count == before + 15)
    #expect(harness.chat.archive.requests == 4, "two pages, the failure, the retry")
  }

  @Test func sendingShowsTheMessageAtTheEndAndKeepsTheKeyboard() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    let reloads = list.reloadCount
    try list.typeText("On my way", intoFieldNamed: "composer", inRowAt: harness.composerRow)
    let field = try #require(list.firstResponder)
    let cell = list.cellForRow(at: harness.composerRow)

    try list.submitText(inFieldNamed: "composer", inRowAt: harness.composerRow)
    #expect(harness.chat.messages.items.last?.text == "On my way")
    #expect(harness.rowsOnScreen.suffix(2) == ["me: On my way", "«▏(Message)»"])
    #expect(harness.isAtBottom, "the list follows its new end")
    #expect(list.firstResponder === field, "the composer keeps the keyboard")
    #expect(list.cellForRow(at: harness.composerRow) === cell, "reconfigured, not reloaded")
    #expect(list.lastBatch?.description == "insert rows [1, 3]; reconfigure rows [2, 0]")
    #expect(list.reloadCount == reloads)

    // A blank draft is not sent.
    try list.typeText("  ", intoFieldNamed: "composer", inRowAt: harness.composerRow)
    try list.submitText(inFieldNamed: "composer", inRowAt: harness.composerRow)
    #expect(harness.chat.messages.items.count == 4)
  }

  @Test func aMessageThatArrivesWhileTheUserTypesIsFollowedAndTheKeyboardStays() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    try list.typeText("Almost th", intoFieldNamed: "composer", inRowAt: harness.composerRow)
    let field = try #require(list.firstResponder)
    let cell = list.cellForRow(at: harness.composerRow)
    let offset = list.contentOffset.y

    harness.chat.post("Where are you?", from: "ada")
    list.settle()
    #expect(list.contentOffset.y == offset + 44, "the list follows its end by the new row")
    #expect(harness.rowsOnScreen.suffix(2) == ["ada: Where are you?", "«Almost th▏»"])
    #expect(list.firstResponder === field, "the composer keeps the keyboard")
    #expect(list.cellForRow(at: harness.composerRow) === cell)
    #expect((cell as? HeadlessCell)?.reuseCount == 0, "its cell never went through reuse")
    #expect(list.lastBatch?.description == "insert rows [1, 3]")
  }

  @Test func aMessageThatArrivesWhileTheUserReadsUpwardsDoesNotMoveThem() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    list.drag(by: -300)
    let read = try #require(harness.firstMessageOnScreen)
    harness.chat.post("Running 5 minutes late", from: "ada")
    list.settle()
    #expect(harness.y(of: read.text) == read.y)
    #expect(!harness.rowsOnScreen.contains("ada: Running 5 minutes late"))

    // Back at the end, the next one shows.
    list.drag(by: 10_000)
    harness.chat.post("Here now", from: "ada")
    list.settle()
    #expect(harness.isAtBottom)
    #expect(harness.rowsOnScreen.suffix(2) == ["ada: Here now", "«(Message)»"])
  }

  @Test func aSwipeDeletesOneMessageInABatch() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    let reloads = list.reloadCount
    let swipe = try #require(
      try list.swipeActions(forRowAt: harness.row(ofMessage: 2), edge: .trailing))
    #expect(swipe.actions.map(\.title) == ["Delete"])
    swipe.actions[0].handler { _ in }
    list.settle()
    #expect(harness.chat.messages.items.map(\.id) == [1, 3])
    #expect(list.lastBatch?.description == "delete rows [1, 1]")
    #expect(list.reloadCount == reloads)

    // A message of the history goes the same way, the pages still to come left as they are.
    let history = ListIndexPath(row: 30, section: 0)
    let old = try #require(harness.chat.history.items.last)
    let swipeOld = try #require(try list.swipeActions(forRowAt: history, edge: .trailing))
    swipeOld.actions[0].handler { _ in }
    list.settle()
    #expect(harness.chat.history.items.count == 29)
    #expect(!harness.chat.history.items.contains(old))
    #expect(list.lastBatch?.description == "delete rows [0, 30]")
    #expect(harness.chat.history.statusRow == 0)
    #expect(list.reloadCount == reloads)
  }

  @Test func theMenuRepliesAndReactsThroughASubmenu() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    let reloads = list.reloadCount
    let path = try harness.row(ofMessage: 3)
    let cell = list.cellForRow(at: path)
    let menu = try #require(try list.contextMenu(forRowAt: path))
    #expect(
      menu.renderedText() == """
        ≡ Great, I'll bring the tickets
          ⟨arrowshape.turn.up.left⟩ Reply
          ⟨face.smiling⟩ React ›
            👍 Thumbs Up
            ❤️ Heart
            😂 Laugh
        """)

    try list.chooseAction("react.heart", in: menu)
    #expect(list.text(ofRowAt: path) == "ada: Great, I'll bring the tickets · ❤️")
    #expect(list.cellForRow(at: path) === cell, "a reaction reconfigures the row")
    #expect(list.lastBatch?.description == "reconfigure rows [1, 2]")
    let reacted = try #require(try list.contextMenu(forRowAt: path))
    #expect(reacted.renderedText().contains("❤️ Heart ✓"))
    try list.chooseAction("react.heart", in: reacted)
    #expect(harness.chat.messages.items[2].reaction == nil, "choosing it again clears it")

    try list.chooseAction("reply", in: menu)
    #expect(harness.composerField?.text == "@ada ")
    #expect(list.reloadCount == reloads)

    // A message of the history has the same menu, and its reaction reconfigures its row.
    let historyRow = ListIndexPath(row: 30, section: 0)
    let history = try #require(try list.contextMenu(forRowAt: historyRow))
    #expect(history.actions.count == 4)
    try list.chooseAction("react.laugh", in: history)
    #expect(list.text(ofRowAt: historyRow)?.hasSuffix(" · 😂") == true)
    #expect(list.lastBatch?.description == "reconfigure rows [0, 30]")
    #expect(list.reloadCount == reloads)
  }

  @Test func voiceOverReadsEachMessageAndOffersItsActions() async throws {
    let harness = await ChatHarness()
    let list = harness.list
    #expect(list.accessibilityAudit().map(\.description) == [])
    let lines = list.accessibilityText().split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(4) == [
        "ada: Are we still on for tonight?. Actions: Delete, Reply, 👍 Thumbs Up, ❤️ Heart, 😂 Laugh",
        "You: Yes, 8 at the usual place. Actions: Delete, Reply, 👍 Thumbs Up, ❤️ Heart, 😂 Laugh",
        "ada: Great, I'll bring the tickets. Actions: Delete, Reply, 👍 Thumbs Up, ❤️ Heart, 😂 Laugh",
        "Message",
      ])

    #expect(try list.performAccessibilityAction(.custom("❤️ Heart"), at: harness.row(ofMessage: 1)))
    #expect(list.accessibilityText().contains("ada: Are we still on for tonight?, Reacted Heart"))
    #expect(try list.performAccessibilityAction(.custom("Delete"), at: harness.row(ofMessage: 2)))
    #expect(harness.chat.messages.items.map(\.id) == [1, 3])
  }
}
