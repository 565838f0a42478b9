import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of Sources/SectionKit/SectionKit.docc/AccessibleScreens.md.

/// What the mail screen's rows do, recorded.
@MainActor
final class MailActions {
  private(set) var performed: [String] = []

  func openInbox() { performed.append("open inbox") }
  func compose() { performed.append("compose") }
}

/// Drafts, with a header that says how many there are.
final class DraftsSection: SectionController {
  private(set) var drafts = ["Plans", "Notes"]

  override func numberOfRows(in context: SectionContext) -> Int { drafts.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent(drafts[row]), for: row)
  }

  func add(_ draft: String) {
    context.performBatch { batch in
      drafts.append(draft)
      batch.insertRows(at: [drafts.count - 1])
    }
    context.moveAccessibilityFocus(toRow: drafts.count - 1)
  }

  func delete(at row: Int) {
    context.performBatch { batch in
      drafts.remove(at: row)
      batch.deleteRows(at: [row])
    }
    context.announceForAccessibility("Draft deleted")
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Drafts" }
}

extension DraftsSection: SectionAccessibility {
  func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? {
    ListAccessibility(value: drafts.count == 1 ? "1 draft" : "\(drafts.count) drafts")
  }
}

extension DraftsSection: SectionSwipeActions {
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "delete", title: "Delete", style: .destructive) { done in
        self.delete(at: row)
        done(true)
      }
    ])
  }
}

@Suite("Accessible Screens article") @MainActor
struct AccessibleScreensTests {
  @Test func voiceOverReadsTheContentByDefault() {
    let actions = MailActions()
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("mail", header: "Mail", footer: "Synced a minute ago.") {
        Row("inbox", RowContent("Inbox", accessories: [.label(text: "3"), .disclosureIndicator])) {
          actions.openInbox()
        }
        Row("notify", RowContent("Notifications", accessory: .toggle(isOn: true) { _ in }))
        Row("account", RowContent("Account", detail: "ada@example.com"))
      }
    }
    screen.flushUpdates()

    #expect(
      list.accessibilityText() == """
        Mail, Heading
        Inbox, 3, Button
        Notifications, On, Switch button
        Account, ada@example.com
        Synced a minute ago.

        """)
  }

  @Test func aScreenSaysSomethingElseWhereItsContentDoesNot() {
    let actions = MailActions()
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("mail", header: "Mail") {
        Row("inbox", RowContent("Inbox", accessories: [.label(text: "3"), .disclosureIndicator])) {
          actions.openInbox()
        }
        .accessibility(value: "3 unread", hint: "Shows your messages.")
        Row("compose", RowContent("", image: .system("square.and.pencil"))) { actions.compose() }
          .accessibility(label: "New message")
        Row("divider", RowContent("· · ·")).accessibility(isHidden: true)
      }
      .accessibility(header: ListAccessibility(label: "Mail, 3 unread"))
    }
    screen.flushUpdates()

    #expect(
      list.accessibilityText() == """
        Mail, 3 unread, Heading
        Inbox, 3 unread, Button. Shows your messages.
        New message, Button, Image

        """)
  }

  @Test func aSectionControllerDescribesItsHeaderAndMovesTheFocus() throws {
    let drafts = DraftsSection()
    let screen = CompositeController([drafts])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(list.accessibilityText().hasPrefix("Drafts, 2 drafts, Heading\nPlans, Button"))

    drafts.add("Ideas")
    screen.flushUpdates()
    #expect(list.accessibilityFocus == ListIndexPath(row: 2, section: 0))
    #expect(list.accessibilityText().hasPrefix("Drafts, 3 drafts, Heading\n"))

    let swipe = try #require(
      try list.swipeActions(forRowAt: ListIndexPath(row: 0, section: 0), edge: .trailing))
    swipe.actions[0].handler { _ in }
    screen.flushUpdates()
    #expect(list.accessibilityNotifications.last == .announcement("Draft deleted"))
    #expect(drafts.drafts == ["Notes", "Ideas"])
  }

  @Test func theAuditFindsWhatAReviewerWouldFlag() {
    let actions = MailActions()
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("compose") {
        Row("compose", RowContent("", image: .system("square.and.pencil"))) { actions.compose() }
      }
    }
    screen.flushUpdates()

    let issues = list.accessibilityAudit()
    #expect(issues.map(\.kind) == [.unlabeledControl])
    #expect(
      issues.map(\.description) == [
        """
        row [0, 0] in ListSection "compose": a button without a label: VoiceOver reads only \
        "Button, Image"; show text in it or give it accessibility(label:)
        """
      ])
  }

  @Test func theScreenPassesTheAudit() {
    let actions = MailActions()
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("compose") {
        Row("compose", RowContent("", image: .system("square.and.pencil"))) { actions.compose() }
          .accessibility(label: "New message")
      }
    }
    screen.flushUpdates()

    #expect(list.accessibilityAudit().map(\.description) == [])
  }
}
