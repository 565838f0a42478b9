import Observation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Screens from Models, section Screens that follow observable models
// (Sources/SectionKit/SectionKit.docc/ScreensFromModels.md).

/// An email of the mailbox, one row.
struct Email {
  let id: String
  var subject: String
  var sender: String
  var isUnread: Bool
}

/// The article's `@Observable` model.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
final class Mailbox {
  var emails: [Email] = []
  var unreadOnly = false
  var lastSync = "never"
}

@Suite("Article: screens that follow observable models") @MainActor
struct ScreensFollowingModelsTests {
  @Test func theScreenFollowsTheMailbox() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let list = HeadlessListView()

    let mailbox = Mailbox()
    let screen = CompositeController()
    let observation = screen.show(following: mailbox) { mailbox in
      ListSection("inbox", header: "Inbox") {
        for email in mailbox.emails where email.isUnread || !mailbox.unreadOnly {
          Row(email.id, RowContent(email.subject, detail: email.sender))
        }
      }
    }
    screen.attach(to: list)

    let batches = list.batchCount

    mailbox.emails.append(Email(id: "1", subject: "Lunch?", sender: "Ada", isUnread: true))
    mailbox.emails.append(Email(id: "2", subject: "Invoice", sender: "Bob", isUnread: false))
    mailbox.emails.append(Email(id: "3", subject: "Tickets", sender: "Cy", isUnread: true))
    mailbox.unreadOnly = true
    screen.flushUpdates()

    #expect(list.batchCount == batches + 1)
    #expect(list.renderedText() == "┌ INBOX\n│ Lunch? · Ada\n│ Tickets · Cy\n└\n")

    mailbox.lastSync = "just now"
    screen.flushUpdates()
    #expect(list.batchCount == batches + 1)

    observation.cancel()
    mailbox.unreadOnly = false
    screen.flushUpdates()
    #expect(list.renderedText() == "┌ INBOX\n│ Lunch? · Ada\n│ Tickets · Cy\n└\n")
  }
}
