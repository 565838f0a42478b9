import Observation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A message of the inbox, one row.
struct InboxMessage {
  let id: String
  var title: String
}

/// The model of an inbox screen, changed on the main actor.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
final class Inbox {
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
      return self?.evaluated(Self.sections(of: inbox)) ?? []
    }
    screen.attach(to: list)
    return observation
  }

  /// Counts an evaluation.
  private func evaluated(_ sections: [ListSection]) -> [ListSection] {
    evaluations += 1
    return sections
  }

  /// The inbox's sections: its messages, then its signature when shown.
  @SectionBuilder
  static func sections(of inbox: Inbox) -> [ListSection] {
    ListSection("messages", header: "Messages") {
      for message in inbox.messages where inbox.filter.isEmpty || message.title == inbox.filter {
        Row(message.id, RowContent(message.title))
      }
    }
    if inbox.showsSignature {
      ListSection("signature") { Row("signature", RowContent(inbox.signature)) }
    }
  }
}

/// How many times a screen's sections were evaluated.
@MainActor
final class EvaluationCount {
  private(set) var count = 0

  /// Counts an evaluation.
  ///
  /// - Parameter sections: What the evaluation gave.
  /// - Returns: `sections`.
  func counted(_ sections: [ListSection]) -> [ListSection] {
    count += 1
    return sections
  }
}

@Suite("Screens that follow observable models") @MainActor
struct ObservedScreenTests {
  static let inboxText = """
    ┌ MESSAGES
    │ Lunch?
    │ Invoice
    └

    """

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

  @Test func severalChangesInATurnAreOneEvaluationAndOneBatch() throws {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    fixture.screen.flushUpdates()
    let lunch = fixture.list.cellForRow(at: ListIndexPath(row: 0, section: 0))
    let (evaluations, batches) = (fixture.evaluations, fixture.list.batchCount)
    fixture.inbox.messages[0].title = "Lunch at 1?"
    fixture.inbox.messages.append(InboxMessage(id: "3", title: "Tickets"))
    fixture.inbox.messages.append(InboxMessage(id: "4", title: "Welcome"))
    fixture.screen.flushUpdates()
    #expect(fixture.evaluations == evaluations + 1)
    #expect(fixture.list.batchCount == batches + 1)
    var batch = ListBatch()
    batch.insertedRows = [ListIndexPath(row: 2, section: 0), ListIndexPath(row: 3, section: 0)]
    batch.reconfiguredRows = [ListIndexPath(row: 0, section: 0)]
    #expect(fixture.list.lastBatch == batch)
    #expect(
      fixture.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === lunch, "reconfigured")
    #expect(
      fixture.list.renderedText() == """
        ┌ MESSAGES
        │ Lunch at 1?
        │ Invoice
        │ Tickets
        │ Welcome
        └

        """)
  }

  @Test func theListSettlesAtTheEndOfTheTurn() async {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    await fixture.screen.waitForUpdates()
    fixture.inbox.filter = "Invoice"
    fixture.inbox.messages.append(InboxMessage(id: "3", title: "Invoice"))
    await fixture.screen.waitForUpdates()
    #expect(
      fixture.list.renderedText() == """
        ┌ MESSAGES
        │ Invoice
        │ Invoice
        └

        """)
  }

  @Test func aPropertyTheSectionsDidNotReadChangesNothing() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    fixture.screen.flushUpdates()
    let (evaluations, batches) = (fixture.evaluations, fixture.list.batchCount)
    fixture.inbox.signature = "Sent from my phone"  // not read while the signature is hidden
    fixture.screen.flushUpdates()
    #expect(fixture.evaluations == evaluations)
    #expect(fixture.list.batchCount == batches)
    #expect(fixture.list.renderedText() == Self.inboxText)
  }

  @Test func eachEvaluationFollowsWhatItRead() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    fixture.inbox.showsSignature = true
    fixture.screen.flushUpdates()
    #expect(fixture.list.renderedText() == Self.inboxText + "\n┌\n│ Sent from SectionKit\n└\n")
    // The signature is read now: its change shows.
    fixture.inbox.signature = "Sent from my phone"
    fixture.screen.flushUpdates()
    #expect(fixture.list.renderedText() == Self.inboxText + "\n┌\n│ Sent from my phone\n└\n")
    // Hidden again, it is no longer read.
    fixture.inbox.showsSignature = false
    fixture.screen.flushUpdates()
    let evaluations = fixture.evaluations
    fixture.inbox.signature = "Sent from SectionKit"
    fixture.screen.flushUpdates()
    #expect(fixture.evaluations == evaluations)
    #expect(fixture.list.renderedText() == Self.inboxText)
  }

  @Test func cancellingEndsTheObservation() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    let observation = fixture.show()
    fixture.screen.flushUpdates()
    #expect(observation.isActive)
    observation.cancel()
    #expect(!observation.isActive)
    let evaluations = fixture.evaluations
    fixture.inbox.messages.removeAll()
    fixture.screen.flushUpdates()
    #expect(fixture.evaluations == evaluations)
    #expect(fixture.list.renderedText() == Self.inboxText, "the screen stays as it was")
  }

  @Test func showingOtherSectionsEndsTheObservation() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    let observation = fixture.show()
    fixture.inbox.messages.append(InboxMessage(id: "3", title: "Tickets"))  // waits for the flush
    fixture.screen.show {
      ListSection("empty") { Row("none", RowContent("No messages")) }
    }
    #expect(!observation.isActive)
    fixture.screen.flushUpdates()
    fixture.inbox.messages.removeAll()
    fixture.screen.flushUpdates()
    #expect(fixture.list.renderedText() == "┌\n│ No messages\n└\n")
  }

  @Test func whatActsOnTheListAfterAChangeSeesIt() throws {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    fixture.inbox.showsSignature = true
    // No flush: the visible sections, like a context's selection or scrolling, act after the
    // pending updates, the screen's evaluation among them.
    #expect(fixture.screen.visibleSectionControllers.count == 2)
    let messages = try #require(fixture.screen.sectionController(forSection: 0))
    fixture.inbox.messages.insert(InboxMessage(id: "0", title: "Hello"), at: 0)
    fixture.screen.context(for: messages)?.selectRow(0)
    #expect(fixture.list.renderedText().contains("▶ Hello"))
  }

  @Test func settingOtherChildrenEndsTheObservation() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    let observation = fixture.show()
    fixture.screen.setChildren([ContentSection(title: "Loading", [RowContent("Loading…")])])
    #expect(!observation.isActive)
    fixture.inbox.messages.append(InboxMessage(id: "3", title: "Tickets"))
    fixture.screen.flushUpdates()
    #expect(fixture.list.renderedText() == "┌ LOADING\n│ Loading…\n└\n")
  }

  @Test func followingAgainReplacesTheObservation() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    let first = fixture.show()
    let other = Inbox(messages: [InboxMessage(id: "9", title: "Other")])
    let second = fixture.screen.show(following: other) { other in
      ListSection("other") {
        for message in other.messages { Row(message.id, RowContent(message.title)) }
      }
    }
    #expect(!first.isActive)
    #expect(second.isActive)
    let evaluations = fixture.evaluations
    fixture.inbox.messages.removeAll()
    other.messages[0].title = "Other (read)"
    fixture.screen.flushUpdates()
    #expect(fixture.evaluations == evaluations, "the first builder is not evaluated again")
    #expect(fixture.list.renderedText() == "┌\n│ Other (read)\n└\n")
  }

  @Test func theCompositeAndTheModelAreReleased() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    weak var screen: CompositeController?
    weak var inbox: Inbox?
    var observation: ScreenObservation?
    do {
      let fixture = InboxScreen()
      observation = fixture.show()
      fixture.inbox.messages.append(InboxMessage(id: "3", title: "Tickets"))
      fixture.screen.flushUpdates()
      #expect(fixture.list.numberOfRows(inSection: 0) == 3)
      fixture.inbox.messages.removeAll()  // an evaluation waits
      screen = fixture.screen
      inbox = fixture.inbox
    }
    #expect(screen == nil)
    #expect(inbox == nil)
    #expect(observation?.isActive == false)
  }

  @Test func theObservationEndsWithTheComposite() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let inbox = Inbox(messages: [])
    let evaluations = EvaluationCount()
    weak var released: CompositeController?
    var observation: ScreenObservation?
    do {
      let screen = CompositeController()
      observation = screen.show(following: inbox) { inbox in
        return evaluations.counted(InboxScreen.sections(of: inbox))
      }
      released = screen
    }
    #expect(released == nil, "the model does not keep the composite")
    #expect(observation?.isActive == false)
    inbox.messages.append(InboxMessage(id: "1", title: "Hello"))
    #expect(evaluations.count == 1)
  }

  @Test func aNestedCompositeFollowsItsModelInTheRootsFlush() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let inbox = Inbox(messages: [InboxMessage(id: "1", title: "Lunch?")])
    let messages = CompositeController()
    messages.show(following: inbox) { inbox in
      ListSection("messages") {
        for message in inbox.messages { Row(message.id, RowContent(message.title)) }
      }
    }
    let root = CompositeController()
    root.show { ListSection("top") { Row("compose", RowContent("New message")) } }
    root.append(messages)
    let list = HeadlessListView()
    root.attach(to: list)
    inbox.messages.append(InboxMessage(id: "2", title: "Invoice"))
    root.flushUpdates()
    #expect(list.renderedText() == "┌\n│ New message\n└\n\n┌\n│ Lunch?\n│ Invoice\n└\n")
  }

  @Test func theListSettlesWithTheChange() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let fixture = InboxScreen()
    fixture.show()
    fixture.inbox.filter = "Invoice"
    fixture.list.settle()
    #expect(fixture.list.renderedText() == "┌ MESSAGES\n│ Invoice\n└\n")
  }

  @Test func aSwitchThatChangesTheModelShowsItsChangeAfterTheUsersTurn() throws {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let inbox = Inbox(messages: [])
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.show(following: inbox) { inbox in
      ListSection("options") {
        Row(
          "signature",
          RowContent(
            "Signature",
            accessory: .toggle(isOn: inbox.showsSignature) { inbox.showsSignature = $0 }))
      }
      if inbox.showsSignature {
        ListSection("signature") { Row("text", RowContent(inbox.signature)) }
      }
    }
    screen.attach(to: list)
    try list.toggleSwitch(at: ListIndexPath(row: 0, section: 0))
    #expect(inbox.showsSignature)
    #expect(
      list.renderedText() == """
        ┌
        │ Signature [on]
        └

        ┌
        │ Sent from SectionKit
        └

        """)
  }
}
