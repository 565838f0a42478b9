import SectionKit
import SectionKitHeadless
import Testing

/// An inbox screen whose section announces the messages a later evaluation adds.
@MainActor
private func showInbox(
  _ subjects: [String], header: String = "Inbox", on screen: CompositeController
) {
  screen.show {
    ListSection("inbox", header: header) {
      for subject in subjects { Row(subject, RowContent(subject)) }
    }
    .announcingInsertedRows { rows in
      rows.count == 1
        ? "New message: \(rows[0].content.text)"
        : "\(rows.count) new messages: \(rows.map(\.content.text).joined(separator: ", "))"
    }
    ListSection("drafts", header: "Drafts") {
      for subject in subjects where subject.hasPrefix("Re") {
        Row("draft " + subject, RowContent(subject))
      }
    }
  }
}

@Suite("A declarative section announces the rows a newer screen inserts") @MainActor
struct DeclarativeAnnouncementTests {
  @Test func rowsAddedByANewerScreenAreAnnouncedWithTheirContent() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    showInbox(["Lunch"], on: screen)
    screen.flushUpdates()
    #expect(list.accessibilityNotifications.isEmpty, "the first rows are not news")
    showInbox(["Invoice", "Lunch", "Report"], on: screen)
    screen.flushUpdates()
    #expect(
      list.accessibilityNotifications == [.announcement("2 new messages: Invoice, Report")])
    showInbox(["Report", "Invoice", "Lunch", "Re: Lunch"], on: screen)
    screen.flushUpdates()
    #expect(
      list.accessibilityNotifications.last == .announcement("New message: Re: Lunch"),
      "moved rows are not announced, and the drafts section does not opt in")
    #expect(list.accessibilityNotifications.count == 2)
  }

  @Test func aSectionThatReloadsIsNotAnnounced() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    showInbox(["Lunch"], on: screen)
    screen.flushUpdates()
    showInbox(["Lunch", "Invoice"], header: "Inbox (2)", on: screen)
    screen.flushUpdates()
    #expect(list.accessibilityText().contains("Invoice"))
    #expect(list.accessibilityNotifications.isEmpty)
  }

  @Test func aSectionThatDoesNotOptInAnnouncesNothing() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show { ListSection("plain") { Row("a", RowContent("A")) } }
    screen.flushUpdates()
    screen.show {
      ListSection("plain") {
        Row("a", RowContent("A"))
        Row("b", RowContent("B"))
      }
    }
    screen.flushUpdates()
    #expect(list.accessibilityNotifications.isEmpty)
  }
}
