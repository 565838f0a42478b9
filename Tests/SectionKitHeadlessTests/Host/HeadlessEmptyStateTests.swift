import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A mailbox screen written with `show { … }`, with an empty state.
@MainActor
final class MailboxScreen {
  let composite = CompositeController()
  let list = HeadlessListView()
  var inbox: [String]
  var archive: [String]?
  /// What the list showed after each batch or reload it received.
  var frames: [String] = []

  init(inbox: [String], archive: [String]? = nil) {
    self.inbox = inbox
    self.archive = archive
    composite.emptyState = RowContent("No messages", secondaryText: "New mail appears here")
    show()
    composite.attach(to: list)
    composite.onDidApply = { [unowned self] _, _ in frames.append(list.renderedText()) }
  }

  func show() {
    composite.show {
      ListSection("inbox", header: "Inbox") {
        for message in inbox { Row(message, RowContent(message)) }
      }
      if let archive {
        ListSection("archive", header: "Archive") {
          for message in archive { Row(message, RowContent(message)) }
        }
      }
    }
    composite.flushUpdates()
  }
}

@Suite("Empty state: shown while every section is empty") @MainActor
struct HeadlessEmptyStateTests {
  @Test func anEmptyListShowsTheEmptyState() {
    let screen = MailboxScreen(inbox: [])
    #expect(screen.list.backgroundContent?.text == "No messages")
    #expect(
      screen.list.renderedText() == """
        ┌ INBOX
        └

        ∅ No messages · New mail appears here

        """)
  }

  @Test func aListWithNoSectionsShowsTheEmptyState() {
    let composite = CompositeController()
    composite.emptyState = RowContent("Nothing here", imageName: "tray")
    let list = HeadlessListView()
    composite.attach(to: list)
    #expect(list.renderedText() == "∅ ⟨tray⟩ Nothing here\n")
  }

  @Test func aRowInsertedByABatchClearsItAndDeletingTheLastRowBringsItBack() {
    let screen = MailboxScreen(inbox: [])
    screen.inbox = ["Hi"]
    screen.show()
    #expect(screen.list.lastBatch?.description == "insert rows [0, 0]")
    #expect(screen.list.backgroundContent == nil)
    #expect(screen.list.renderedText() == "┌ INBOX\n│ Hi\n└\n")

    screen.inbox = []
    screen.show()
    #expect(screen.list.lastBatch?.description == "delete rows [0, 0]")
    #expect(screen.list.backgroundContent?.text == "No messages")
    #expect(
      screen.frames == [
        "┌ INBOX\n│ Hi\n└\n",
        "┌ INBOX\n└\n\n∅ No messages · New mail appears here\n",
      ])
  }

  @Test func aBatchThatMovesRowsNeverShowsIt() {
    let screen = MailboxScreen(inbox: ["Hi", "Lunch?", "Invoice"], archive: [])
    screen.inbox = ["Invoice", "Hi"]
    screen.archive = ["Lunch?"]  // the archive was empty, the inbox keeps rows
    screen.show()
    screen.inbox = ["Hi", "Invoice"]
    screen.show()
    #expect(
      screen.frames == [
        "┌ INBOX\n│ Invoice\n│ Hi\n└\n\n┌ ARCHIVE\n│ Lunch?\n└\n",
        "┌ INBOX\n│ Hi\n│ Invoice\n└\n\n┌ ARCHIVE\n│ Lunch?\n└\n",
      ])
    #expect(screen.list.lastBatch?.movedRows.isEmpty == false)
    #expect(screen.list.backgroundContent == nil)
  }

  @Test func settingOrClearingItOnAShownListTakesEffectAtOnce() {
    let screen = MailboxScreen(inbox: [])
    screen.composite.emptyState = RowContent("All done")
    #expect(screen.list.renderedText() == "┌ INBOX\n└\n\n∅ All done\n")
    screen.composite.emptyState = nil
    #expect(screen.list.renderedText() == "┌ INBOX\n└\n")
    screen.composite.emptyState = RowContent("All done")
    screen.composite.detach()
    #expect(screen.list.backgroundContent == nil, "the list no longer shows the composite")
  }
}
