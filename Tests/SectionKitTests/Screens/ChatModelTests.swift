import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A composer: one field whose Return sends what it holds.
@MainActor
private final class ComposerRow: SectionController {
  var onSend: ((String) -> Void)?
  override var sectionIdentity: AnyHashable { "composer" }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: NoteCell.self, for: row)
    cell.field.onSubmit = { [weak self] text in self?.onSend?(text) }
    return cell
  }
}

/// A chat written the way the docs teach it: the history paged in above (`.before`), the
/// messages of this session below it, and a composer last, on a bottom-anchored list.
@MainActor
private final class ChatScreen {
  let history: PagedSection<String>
  let recent = IdentifiedSection<String, String>(
    items: [], id: { $0 },
    cell: { context, row, text in
      context.dequeueReusableCell(showing: RowContent(text), for: row)
    })
  let composer = ComposerRow()
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 440))
  /// The older messages the server still has, newest last.
  var server: [String]
  var sent = 0

  init(olderMessages: Int, pageSize: Int) {
    let server = (0..<olderMessages).map { "old \($0)" }
    self.server = server
    var remaining = server
    history = PagedSection(
      items: [], direction: .before, content: { RowContent($0) },
      load: { _ in
        let page = Array(remaining.suffix(pageSize))
        remaining.removeLast(page.count)
        return .init(page, isLast: remaining.isEmpty)
      })
    root = CompositeController([history, recent, composer])
    root.scrollAnchoring = .bottom
    composer.onSend = { [weak self] _ in self?.send() }
    root.attach(to: list)
  }

  func send() {
    sent += 1
    recent.setItems(recent.items + ["sent \(sent)"])
  }

  var composerRow: ListIndexPath { ListIndexPath(row: 0, section: 2) }

  /// The first row on screen that is a message, with its distance from the top of the viewport.
  var firstMessageOnScreen: (text: String, y: CGFloat)? {
    for path in list.indexPathsForVisibleRows.sorted() where path.section < 2 {
      guard let text = list.text(ofRowAt: path), text != "Loading…",
        let frame = list.rowFrame(at: path), frame.maxY > list.contentOffset.y
      else { continue }
      return (text, frame.minY - list.contentOffset.y)
    }
    return nil
  }

  /// Where a message stands from the top of the viewport, if the list still has it.
  func y(of text: String) -> CGFloat? {
    let firstItemRow = history.statusRow == nil ? 0 : 1
    let path: ListIndexPath
    if let index = history.items.firstIndex(of: text) {
      path = ListIndexPath(row: index + firstItemRow, section: 0)
    } else if let index = recent.items.firstIndex(of: text) {
      path = ListIndexPath(row: index, section: 1)
    } else {
      return nil
    }
    return list.rowFrame(at: path).map { $0.minY - list.contentOffset.y }
  }

  /// Whether the viewport is within `distance` points of the end of the content (`.bottom`
  /// follows the end within 44).
  func isAtBottom(within distance: CGFloat = 0) -> Bool {
    guard let geometry = list.scrollGeometry() else { return false }
    return geometry.contentOffset.y >= geometry.maximumOffset.y - distance
  }
}

/// Gestures and data changes mixed on one chat, checked after each step: what is shown is the
/// model, the message the user reads stays put when history lands, the list follows new
/// messages at its end, the composer keeps the keyboard through every batch that keeps its row,
/// and no batch becomes a reload (issue 40, items 1, 2, 3 and 7).
@Suite("A chat: paging, anchoring and the keyboard, mixed at random") @MainActor
struct ChatModelTests {
  @Test(arguments: [1 as UInt64, 2, 3, 4])
  func aSeededRunKeepsEveryInvariant(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let chat = ChatScreen(olderMessages: 600, pageSize: 15)
    await chat.history.loadTask?.value
    chat.list.settle()
    let reloads = chat.list.reloadCount
    var typing = false

    for step in 0..<2_500 {
      let before = chat.firstMessageOnScreen
      let wasAtBottom = chat.isAtBottom(within: 44)
      let field = chat.list.firstResponder
      let action = Int.random(in: 0..<6, using: &random)
      let context = "seed \(seed), step \(step), action \(action)"
      switch action {
      case 0:
        // The user scrolls up or down.
        chat.list.drag(by: CGFloat(Int.random(in: -600...600, using: &random)))
        typing = typing && chat.list.firstResponder != nil
        continue
      case 1:
        // A message arrives.
        chat.recent.setItems(chat.recent.items + ["in \(step)"])
        chat.root.flushUpdates()
      case 2:
        // The user types in the composer, if it is on screen, and sends.
        guard chat.list.indexPathsForVisibleRows.contains(chat.composerRow) else { continue }
        try chat.list.typeText("hi", intoFieldNamed: "note", inRowAt: chat.composerRow)
        typing = true
        let field = chat.list.firstResponder
        try chat.list.submitText(inFieldNamed: "note", inRowAt: chat.composerRow)
        chat.root.flushUpdates()
        #expect(chat.isAtBottom(), "a sent message shows: \(context)")
        #expect(chat.list.firstResponder === field, "sending keeps the keyboard: \(context)")
        continue
      default:
        // History lands above, if its loading row is near.
        guard chat.history.loadTask != nil else { continue }
        await chat.history.loadTask?.value
        chat.list.settle()
      }
      // A data change, with the user's finger off the screen.
      if wasAtBottom {
        #expect(chat.isAtBottom(), "the list follows its end: \(context)")
      } else if let before {
        #expect(chat.y(of: before.text) == before.y, "the message the user reads stays: \(context)")
      }
      if typing, let field {
        #expect(chat.list.firstResponder === field, "the composer keeps the keyboard: \(context)")
      }
      let shown = (0..<3).map { chat.list.numberOfRows(inSection: $0) }
      let model = [
        chat.history.items.count + (chat.history.statusRow == nil ? 0 : 1),
        chat.recent.items.count, 1,
      ]
      #expect(shown == model, "what is shown is the model: \(context)")
      #expect(chat.list.reloadCount == reloads, "no batch became a reload: \(context)")
    }
  }
}
