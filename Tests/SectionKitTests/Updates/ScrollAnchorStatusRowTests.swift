import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A "Loading earlier messages…" row above a chat's history: it refuses to hold the scroll
/// position (or, with `refuses` off, it does not say).
@MainActor
private final class LoadingRowSection: SectionController, SectionScrollAnchors {
  let refuses: Bool

  init(refuses: Bool) {
    self.refuses = refuses
  }

  override var sectionIdentity: AnyHashable { "loading" }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "Loading earlier messages…"
    return cell
  }
  func canAnchorScroll(atRow row: Int, in context: SectionContext) -> Bool { !refuses }
}

/// A chat: the loading row, then ten messages of 44 points, in a list 220 points high, at its
/// very top.
@MainActor
private final class ChatScreen {
  let messages = ItemsSection("messages", (0..<10).map { "message \($0)" })
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 220))

  init(anchoring: ScrollAnchoring, loadingRowRefuses: Bool = true) {
    root = CompositeController([LoadingRowSection(refuses: loadingRowRefuses), messages])
    root.scrollAnchoring = anchoring
    root.attach(to: list)
  }

  /// The content offset, as a `Double`.
  var offset: Double { Double(list.contentOffset.y) }

  /// The texts of the rows on screen, top to bottom.
  var rowsOnScreen: [String] {
    list.renderedText().split(separator: "\n").filter { $0.hasPrefix("│ ") }
      .map { String($0.dropFirst(2)) }
  }

  /// Ten older messages land above the history.
  func prependHistory() {
    messages.update { items, batch in
      items.insert(contentsOf: (0..<10).map { "older \($0)" }, at: 0)
      batch.insertRows(at: Array(0..<10))
    }
    root.flushUpdates()
  }
}

@Suite("Scroll anchoring: a loading row never holds the scroll position") @MainActor
struct ScrollAnchorStatusRowTests {
  @Test(arguments: [ScrollAnchoring.bottom, .firstVisibleRow])
  func historyLandingAboveKeepsTheMessageTheUserReads(anchoring: ScrollAnchoring) {
    let chat = ChatScreen(anchoring: anchoring)
    #expect(chat.offset == 0)
    #expect(chat.rowsOnScreen.first == "Loading earlier messages…")

    chat.prependHistory()

    // The first message stays where it stood, one row down; the loading row scrolls away.
    #expect(chat.offset == 440, "\(anchoring)")
    #expect(chat.rowsOnScreen.prefix(2) == ["older 9", "message 0"], "\(anchoring)")
    #expect(!chat.rowsOnScreen.contains("Loading earlier messages…"), "\(anchoring)")
  }

  @Test func aLoadingRowThatDoesNotRefuseHoldsThePositionAsBefore() {
    let chat = ChatScreen(anchoring: .bottom, loadingRowRefuses: false)
    chat.prependHistory()
    #expect(chat.offset == 0)
    #expect(chat.rowsOnScreen.prefix(2) == ["Loading earlier messages…", "older 0"])
  }

  @Test func aFeedAtItsTopStillShowsWhatArrivesThere() {
    // No loading row: the first row on screen can anchor, and at the very top the default
    // anchoring shows what is inserted, as new posts at the top of a feed.
    let feed = ItemsSection("feed", (0..<10).map { "post \($0)" })
    let root = CompositeController([feed])
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    root.attach(to: list)
    feed.update { items, batch in
      items.insert("new post", at: 0)
      batch.insertRows(at: [0])
    }
    root.flushUpdates()
    #expect(list.contentOffset.y == 0)
  }

  @Test func aPagedSectionsStatusRowRefusesToAnchor() {
    let section = PagedSection<String>(
      items: ["a", "b"], content: { RowContent($0) }, load: { _ in .init([]) })
    #expect(section.status == .idle)
    let context = section.context
    #expect(section.canAnchorScroll(atRow: 0, in: context))
    #expect(section.canAnchorScroll(atRow: 1, in: context))
    #expect(!section.canAnchorScroll(atRow: 2, in: context), "the status row")
  }
}
