import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A chat in a nested composite, below a plain section: its section is 2.
@MainActor
private final class NestedChat {
  let chat = MessagesSection("chat", ["hi"])
  let root: CompositeController
  let list = HeadlessListView()

  init() {
    root = CompositeController([
      ItemsSection("top", ["t0", "t1"]),
      CompositeController([ItemsSection("side", ["s0"]), chat]),
    ])
    root.attach(to: list)
  }
}

/// ``SectionContext/moveAccessibilityFocus(toRow:)`` and
/// ``SectionContext/announceForAccessibility(_:)``: posted once the requests before them are
/// applied, at the row's index path in the whole list, never for a removed controller.
@Suite("A section moves VoiceOver's focus and announces, after its updates") @MainActor
struct AccessibilityFocusTests {
  @Test func theFocusAfterAnInsertLandsOnTheRowsGlobalIndexPath() throws {
    let screen = NestedChat()
    screen.chat.append("new")
    let context = screen.chat.context
    context.moveAccessibilityFocus(toRow: 1)
    let focus = ListIndexPath(row: 1, section: 2)
    #expect(screen.list.accessibilityNotifications.last == .layoutChanged(focus: focus))
    #expect(screen.list.accessibilityFocus == focus)
    #expect(text(at: screen.list.accessibilityFocus, in: screen.list) == "new")
  }

  @Test func theFocusFollowsASectionInsertedAboveInTheSameTurn() throws {
    let screen = NestedChat()
    screen.root.insert(ItemsSection("banner", ["b0"]), at: 0)
    screen.chat.insert("first", at: 0)
    screen.chat.context.moveAccessibilityFocus(toRow: 0)
    screen.root.flushUpdates()
    #expect(screen.list.accessibilityFocus == ListIndexPath(row: 0, section: 3))
    #expect(text(at: screen.list.accessibilityFocus, in: screen.list) == "first")
  }

  @Test func theFocusMovesAfterTheBatchIsApplied() throws {
    let screen = NestedChat()
    var seen: [String] = []
    // The listener holds the list, not the screen that holds the listener.
    screen.root.onDidApply = { [list = screen.list] _, _ in
      seen.append(
        "\(list.numberOfRows(inSection: 2)) rows, \(list.accessibilityNotifications.count) posted")
    }
    screen.chat.append("new")
    screen.chat.context.moveAccessibilityFocus(toRow: 1)
    #expect(seen == ["2 rows, 1 posted"], "the announcement, then the listeners, then the focus")
    #expect(
      screen.list.accessibilityNotifications == [
        .announcement("chat: new"), .layoutChanged(focus: ListIndexPath(row: 1, section: 2)),
      ])
  }

  @Test func askedWhileABatchIsAppliedItWaitsForTheRequestsBefore() async throws {
    let screen = NestedChat()
    let context = screen.chat.context
    screen.chat.append("one") { _ in
      screen.chat.append("two")
      context.moveAccessibilityFocus(toRow: 2)
      context.announceForAccessibility("Sent")
    }
    screen.root.flushUpdates()
    #expect(
      screen.list.accessibilityNotifications == [.announcement("chat: one")],
      "the completion's request is applied at the end of the turn, and the focus after it")
    await screen.root.waitForUpdates()
    #expect(
      screen.list.accessibilityNotifications == [
        .announcement("chat: one"), .announcement("chat: two"),
        .layoutChanged(focus: ListIndexPath(row: 2, section: 2)), .announcement("Sent"),
      ])
    #expect(text(at: screen.list.accessibilityFocus, in: screen.list) == "two")
  }

  @Test func askedFromADisplayCallbackItWaitsForTheRequestsBefore() throws {
    let screen = NestedChat()
    let context = screen.chat.context
    screen.chat.onWillDisplay = { row in
      guard screen.chat.messages[row] == "hi" else { return }
      screen.chat.onWillDisplay = nil
      screen.chat.append("more")
      context.moveAccessibilityFocus(toRow: 1)
    }
    screen.list.reloadData()
    #expect(screen.list.accessibilityNotifications.isEmpty, "the host is laying out")
    screen.root.flushUpdates()
    #expect(screen.list.accessibilityFocus == ListIndexPath(row: 1, section: 2))
    #expect(text(at: screen.list.accessibilityFocus, in: screen.list) == "more")
  }

  @Test func aRemovedControllersRequestsPostNothing() throws {
    let screen = NestedChat()
    let context = screen.chat.context
    screen.root.remove(at: 0)
    (screen.root.children.last as? CompositeController)?.remove(at: 1)
    context.moveAccessibilityFocus(toRow: 0)
    context.announceForAccessibility("Gone")
    screen.root.flushUpdates()
    #expect(screen.list.numberOfSections == 1)
    #expect(screen.list.accessibilityNotifications.isEmpty)
  }

  @Test func aRequestOfAControllerRemovedBeforeItRunsPostsNothing() throws {
    let screen = NestedChat()
    let context = screen.chat.context
    let nested = try #require(screen.root.children.last as? CompositeController)
    screen.root.onDidApply = { _, _ in
      screen.root.onDidApply = nil
      context.moveAccessibilityFocus(toRow: 1)
      context.announceForAccessibility("Gone")
      nested.remove(at: 1)
    }
    screen.chat.append("new")
    screen.root.flushUpdates()
    #expect(screen.list.numberOfSections == 2)
    #expect(screen.list.accessibilityNotifications == [.announcement("chat: new")])
  }
}
