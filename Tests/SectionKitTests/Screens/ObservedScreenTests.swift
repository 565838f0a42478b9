import Observation
import SectionKit
import SectionKitHeadless
import Testing

/// A message of the inbox, one row.
struct InboxMessage {
  let id: String
  var title: String
}

/// The model of an inbox screen, changed on the main actor.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable final class Inbox {
  var messages: [InboxMessage]
  var filter = ""
  var showsSignature = false
  var signature = "Sent from SectionKit"

  init(messages: [InboxMessage]) { self.messages = messages }
}

/// An inbox shown on a headless list by a screen that follows it, counting its evaluations.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class InboxScreen {
  let inbox = Inbox(messages: [
    InboxMessage(id: "1", title: "Lunch?"), InboxMessage(id: "2", title: "Invoice"),
  ])
  let screen = CompositeController()
  let list = HeadlessListView()
  /// How many times the sections were evaluated.
  private(set) var evaluations = 0

  /// Shows the inbox, following it.
  @discardableResult
  func show() -> ScreenObservation {
    let observation = screen.show(following: inbox) { [weak self] inbox in
      ListSection("messages", header: "Messages") {
        for message in inbox.messages where inbox.filter.isEmpty || message.title == inbox.filter {
          Row(message.id, RowContent(message.title))
        }
      }
      if inbox.showsSignature {
        ListSection("signature") { Row("signature", RowContent(inbox.signature)) }
      }
      let _ = self?.evaluations += 1
    }
    screen.attach(to: list)
    return observation
  }
}

@Suite("Screens that follow observable models") @MainActor
struct ObservedScreenTests {
  @Test func aChangeOfTheModelShowsAtTheFlush() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    fixture.inbox.messages.append(InboxMessage(id: "3", title: "Tickets"))
    fixture.screen.flushUpdates()
    #expect(
      fixture.list.renderedText() == """
        ┌ MESSAGES
        │ Lunch?
        │ Invoice
        │ Tickets
        └

        """)
  }
}
