import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Keeping the Scroll Position
// (Sources/SectionKit/SectionKit.docc/KeepingTheScrollPosition.md).

struct Message: Identifiable, Hashable {
  var id: Int
  var text: String
}

@MainActor
func makeConversation(_ messages: [Message]) -> IdentifiedSection<Message, Int> {
  IdentifiedSection(items: messages) { context, row, message in
    context.dequeueReusableCell(showing: RowContent(message.text), for: row)
  }
}

final class LoadingEarlierSection: SectionController, SectionScrollAnchors {
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent("Loading earlier messages…"), for: row)
  }

  func canAnchorScroll(atRow row: Int, in context: SectionContext) -> Bool { false }
}

/// The texts of the rows on screen, top to bottom.
@MainActor
private func rowsOnScreen(_ list: HeadlessListView) -> [String] {
  list.renderedText().split(separator: "\n").filter { $0.hasPrefix("│ ") }
    .map { String($0.dropFirst(2)) }
}

@Suite("Article: Keeping the Scroll Position") @MainActor
struct KeepingTheScrollPositionTests {
  @Test func olderMessagesLoadAboveWithoutMovingWhatTheUserReads() {
    let page = (40..<60).map { Message(id: $0, text: "message \($0)") }
    let older = (20..<40).map { Message(id: $0, text: "message \($0)") }

    let conversation = makeConversation(page)
    let screen = CompositeController([conversation])
    let list = HeadlessListView(size: CGSize(width: 390, height: 220))
    screen.attach(to: list)
    list.scroll(toOffset: 88)

    #expect(rowsOnScreen(list).first == "message 42")
    conversation.setItems(older + page)
    screen.flushUpdates()
    #expect(rowsOnScreen(list).first == "message 42")

    #expect(list.contentOffset.y == CGFloat(88 + 20 * 44))
  }

  @Test func historyLandsAboveALoadingRowWithoutMovingTheFirstMessage() {
    let page = (40..<60).map { Message(id: $0, text: "message \($0)") }
    let older = (20..<40).map { Message(id: $0, text: "message \($0)") }

    let history = makeConversation(page)
    let screen = CompositeController([LoadingEarlierSection(), history])
    screen.scrollAnchoring = .bottom

    let list = HeadlessListView(size: CGSize(width: 390, height: 220))
    screen.attach(to: list)
    #expect(rowsOnScreen(list).prefix(2) == ["Loading earlier messages…", "message 40"])
    history.setItems(older + page)
    screen.flushUpdates()
    #expect(list.contentOffset.y == CGFloat(20 * 44))
    #expect(rowsOnScreen(list).prefix(2) == ["message 39", "message 40"])
  }

  @Test func theChatFollowsNewMessagesWhileTheUserIsAtTheBottom() {
    var messages = (0..<20).map { Message(id: $0, text: "message \($0)") }
    let conversation = makeConversation(messages)
    let screen = CompositeController([conversation])
    let list = HeadlessListView(size: CGSize(width: 390, height: 220))
    screen.attach(to: list)

    screen.scrollAnchoring = .bottom

    list.scroll(toOffset: 20 * 44 - 220)
    messages.append(Message(id: 20, text: "See you at 8"))
    conversation.setItems(messages)
    screen.flushUpdates()
    #expect(rowsOnScreen(list).last == "See you at 8")

    list.scroll(by: -300)
    messages.append(Message(id: 21, text: "Bring the tickets"))
    conversation.setItems(messages)
    screen.flushUpdates()
    #expect(!rowsOnScreen(list).contains("Bring the tickets"))

    #expect(rowsOnScreen(list).first == "message 9")
  }

  @Test func theAnchoringCanBeTurnedOff() {
    let page = (40..<60).map { Message(id: $0, text: "message \($0)") }
    let older = (20..<40).map { Message(id: $0, text: "message \($0)") }
    let conversation = makeConversation(page)
    let screen = CompositeController([conversation])
    let list = HeadlessListView(size: CGSize(width: 390, height: 220))
    screen.attach(to: list)
    list.scroll(toOffset: 88)

    screen.scrollAnchoring = .none

    conversation.setItems(older + page)
    screen.flushUpdates()
    #expect(rowsOnScreen(list).first == "message 22")
  }
}
