import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A list of a plain section above a chat, on a headless host.
@MainActor
private final class ChatScreen {
  let top = ItemsSection("top", ["t0", "t1"])
  let chat: MessagesSection
  let root: CompositeController
  let list = HeadlessListView()
  var reported: [UpdateDiagnostic] = []

  init(chat: [String] = ["hi"]) {
    self.chat = MessagesSection("chat", chat)
    root = CompositeController([top, self.chat])
    root.attach(to: list)
    root.onDiagnostic = { [unowned self] in reported.append($0) }
  }
}

/// A section controller that opts in (``SectionController/accessibilityAnnouncement(forInsertedRows:in:)``)
/// has VoiceOver read what it says of the rows it inserted, once the list shows them.
@Suite("The list announces inserted rows where a controller asks it to") @MainActor
struct InsertionAnnouncementTests {
  @Test func aBatchThatInsertsRowsIsAnnouncedWithTheControllersOwnRows() {
    let screen = ChatScreen()
    screen.chat.context.performBatch { batch in
      screen.chat.messages = ["yo", "hi", "new"]
      batch.insertRows(at: [0, 2])
    }
    #expect(screen.list.accessibilityNotifications.isEmpty, "not before the batch is applied")
    screen.root.flushUpdates()
    #expect(screen.chat.asked == [[0, 2]], "local rows, after the batch, ascending")
    #expect(screen.list.accessibilityNotifications == [.announcement("chat: yo, new")])
  }

  @Test func theAnnouncementFollowsTheBatchAndPrecedesTheListenersAndCompletions() {
    let screen = ChatScreen()
    var events: [String] = []
    // The closures hold the list, not the screen that holds them.
    screen.chat.onAsked = { [list = screen.list] in
      events.append("asked, the list shows \(list.numberOfRows(inSection: 1)) rows")
    }
    screen.root.onWillApply = { _ in events.append("will apply") }
    screen.root.onDidApply = { [list = screen.list] _, _ in
      events.append("did apply, \(list.accessibilityNotifications.count) posted")
    }
    screen.chat.append("new") { _ in events.append("completion") }
    screen.root.flushUpdates()
    #expect(
      events == [
        "will apply", "asked, the list shows 2 rows", "did apply, 1 posted", "completion",
      ])
    #expect(screen.list.accessibilityNotifications == [.announcement("chat: new")])
  }

  @Test func eachControllerIsAskedOnceATurnAndAnnouncedInSectionOrder() {
    let first = MessagesSection("first", ["a"])
    let second = MessagesSection("second", ["b"])
    let root = CompositeController([first, second])
    let list = HeadlessListView()
    root.attach(to: list)
    second.append("b1")
    first.append("a1")
    first.insert("a0", at: 0)
    first.append("a2")
    root.flushUpdates()
    #expect(first.messages == ["a0", "a", "a1", "a2"])
    #expect(first.asked == [[0, 2, 3]], "three requests, one question")
    #expect(second.asked == [[1]])
    #expect(
      list.accessibilityNotifications == [
        .announcement("first: a0, a1, a2"), .announcement("second: b1"),
      ], "in the order of the sections, not of the requests")
  }

  @Test func aNestedCompositesControllerIsAskedInItsOwnRows() {
    let chat = MessagesSection("chat", ["hi"])
    let root = CompositeController([
      ItemsSection("top", ["t0"]),
      CompositeController([ItemsSection("side", ["s0"]), chat]),
    ])
    let list = HeadlessListView()
    root.attach(to: list)
    chat.insert("first", at: 0)
    root.flushUpdates()
    #expect(chat.asked == [[0]])
    #expect(list.accessibilityNotifications == [.announcement("chat: first")])
    #expect(text(at: ListIndexPath(row: 0, section: 2), in: list) == "first")
  }

  @Test func loadsAndReloadsAreNotAnnounced() {
    let screen = ChatScreen()
    screen.root.flushUpdates()
    screen.chat.messages.append("loaded")
    screen.chat.context.reload()
    screen.root.flushUpdates()
    screen.chat.context.performBatch { batch in
      screen.chat.messages.append("both")
      batch.insertRows(at: [2])
      batch.reloadSection()
    }
    screen.root.flushUpdates()
    screen.chat.messages.append("reloaded")
    screen.root.reloadData()
    #expect(screen.chat.messages == ["hi", "loaded", "both", "reloaded"])
    #expect(screen.chat.asked.isEmpty)
    #expect(screen.list.accessibilityNotifications.isEmpty)
  }

  @Test func aRefusedBatchIsReloadedWithoutAnAnnouncement() {
    let screen = ChatScreen()
    screen.chat.context.performBatch { batch in
      screen.chat.messages.append("one")
      batch.insertRows(at: [1, 2])
    }
    screen.root.flushUpdates()
    #expect(screen.reported.count == 1)
    #expect(screen.reported.first?.controller == "MessagesSection")
    #expect(screen.chat.asked.isEmpty, "rows 1 and 2 do not both exist")
    #expect(screen.list.accessibilityNotifications.isEmpty)
  }

  @Test func aSectionAddedToTheListIsNotAnnounced() {
    let screen = ChatScreen()
    let added = MessagesSection("added", ["x", "y"])
    screen.root.insert(added, at: 1)
    screen.root.flushUpdates()
    #expect(text(at: ListIndexPath(row: 1, section: 1), in: screen.list) == "y")
    #expect(added.asked.isEmpty)
    #expect(screen.list.accessibilityNotifications.isEmpty)
  }

  @Test func aControllerRemovedInTheTurnIsNotAsked() {
    let screen = ChatScreen()
    screen.chat.append("gone")
    screen.root.remove(at: 1)
    screen.root.flushUpdates()
    #expect(screen.list.numberOfSections == 1)
    #expect(screen.chat.asked.isEmpty)
    #expect(screen.list.accessibilityNotifications.isEmpty)
  }

  @Test func aControllerRemovedWhileTheBatchIsAppliedIsNotAsked() {
    let screen = ChatScreen()
    screen.root.onWillApply = { _ in
      screen.root.onWillApply = nil
      screen.root.remove(at: 1)
    }
    screen.chat.append("gone")
    screen.root.flushUpdates()
    #expect(screen.list.numberOfSections == 1)
    #expect(screen.chat.asked.isEmpty)
    #expect(screen.list.accessibilityNotifications.isEmpty)
  }

  @Test func movedAndReloadedRowsAreNotInserted() {
    let screen = ChatScreen(chat: ["a", "b", "c"])
    screen.chat.context.performBatch { batch in
      screen.chat.messages = ["c", "a", "b"]
      batch.moveRow(from: 2, to: 0)
      batch.reloadRows(at: [1])
    }
    screen.root.flushUpdates()
    screen.chat.context.performBatch { batch in
      screen.chat.messages = ["c", "a", "B"]
      batch.reloadRows(at: [2])
    }
    screen.chat.context.performBatch { batch in
      screen.chat.messages = ["B", "c", "a", "d"]
      batch.moveRow(from: 2, to: 0)
      batch.insertRows(at: [3])
    }
    screen.root.flushUpdates()
    #expect(screen.chat.asked == [[3]], "the reloaded row that moved is not new")
    #expect(screen.list.accessibilityNotifications == [.announcement("chat: d")])
  }
}
