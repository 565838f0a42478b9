@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import Testing

/// A declarative section whose header reads a count of its rows: a new row is inserted and
/// announced, VoiceOver's focus stays on its row, and the header reads the new count; only a
/// header's or footer's title reloads the section.
@Suite("Declarative sections: a header's accessibility follows its rows") @MainActor
struct DeclarativeHeaderAccessibilityTests {
  let screen = CompositeController()
  let list = HeadlessListView()

  init() { screen.attach(to: list) }

  private func show(_ messages: [String]) {
    screen.show {
      ListSection("inbox", header: "Inbox") {
        for message in messages { Row(message, RowContent(message)) {} }
      }
      .accessibility(header: ListAccessibility(value: "\(messages.count) unread"))
      .announcingInsertedRows { rows in "New message: \(rows[0].content.text)" }
    }
    screen.flushUpdates()
  }

  @Test func aNewRowIsInsertedAndAnnouncedWhileTheHeaderReadsTheNewCount() {
    show(["Lunch?"])
    list.postAccessibilityNotification(.layoutChanged(focus: ListIndexPath(row: 0, section: 0)))

    show(["Lunch?", "Invoice"])

    #expect(list.lastBatch?.insertedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(list.accessibilityNotifications.last == .announcement("New message: Invoice"))
    #expect(
      list.accessibilityText() == """
        Inbox, 2 unread, Heading
        ▶ Lunch?, Button
        Invoice, Button

        """)
  }

  @Test func aHeaderWhoseAccessibilityAloneChangesReadsItsNewValue() {
    show(["Lunch?"])
    screen.show {
      ListSection("inbox", header: "Inbox") {
        Row("Lunch?", RowContent("Lunch?")) {}
      }
      .accessibility(header: ListAccessibility(value: "all read"))
    }
    screen.flushUpdates()

    #expect(list.accessibilityText() == "Inbox, all read, Heading\nLunch?, Button\n")
  }
}
