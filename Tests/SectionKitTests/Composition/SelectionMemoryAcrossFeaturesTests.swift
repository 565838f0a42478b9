import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The selection kept by identity where several rows are selected outside multiple-selection
/// mode, and where the user moved a selected row into another section.
@Suite("Composite: selection memory with several rows and across sections") @MainActor
struct SelectionMemoryAcrossFeaturesTests {
  struct Mail: Equatable, Identifiable {
    var id: Int
    var subject: String
  }

  static func mailbox(_ subjects: [String], header: String, from first: Int = 0)
    -> IdentifiedSection<Mail, Int>
  {
    let mails = subjects.enumerated().map { Mail(id: first + $0.offset, subject: $0.element) }
    let section = IdentifiedSection(items: mails, header: header) { context, row, mail in
      context.dequeueReusableCell(showing: RowContent(mail.subject), for: row)
    }
    section.changeStyle = .reload
    section.allowsDragAndDrop = true
    section.allowsReordering = true
    return section
  }

  func attach(_ sections: [SectionController]) -> (CompositeController, HeadlessListView) {
    let screen = CompositeController(sections)
    let list = HeadlessListView()
    screen.attach(to: list)
    return (screen, list)
  }

  @Test func rowsKeptSelectedAfterMultipleSelectionEndsStaySelectedThroughAReloadOfOne() throws {
    let inbox = Self.mailbox(["Lunch", "Review", "Invoice"], header: "Inbox")
    let (screen, list) = attach([inbox])
    screen.allowsMultipleSelection = true
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    try list.tapRow(at: ListIndexPath(row: 2, section: 0))
    screen.allowsMultipleSelection = false
    #expect(selectedLines(list) == ["▶ Lunch", "▶ Invoice"], "the host keeps both")

    inbox.setItems([Mail(id: 0, subject: "Lunch (moved)"), inbox.items[1], inbox.items[2]])
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "reload rows [0, 0]")
    #expect(selectedLines(list) == ["▶ Lunch (moved)", "▶ Invoice"])
    #expect(!list.allowsMultipleSelection, "the host's setting is left as it was")

    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Lunch (moved)", "▶ Invoice"])
    #expect(!list.allowsMultipleSelection)
  }

  @Test func rowsKeptSelectedWhenEditingEndsStaySelectedThroughAReload() throws {
    let inbox = Self.mailbox(["Lunch", "Review", "Invoice"], header: "Inbox")
    let (screen, list) = attach([inbox])
    screen.allowsMultipleSelectionDuringEditing = true
    screen.setEditing(true, animated: false)
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    try list.tapRow(at: ListIndexPath(row: 2, section: 0))
    screen.setEditing(false, animated: false)
    try #require(selectedLines(list) == ["▶ Review", "▶ Invoice"])

    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Review", "▶ Invoice"])
    #expect(!list.isEditing)
  }

  @Test func aSelectedRowDraggedIntoAnotherSectionStaysSelectedThroughAReload() throws {
    let todo = Self.mailbox(["Lunch", "Review"], header: "To do")
    let done = Self.mailbox(["Invoice"], header: "Done", from: 10)
    let (screen, list) = attach([todo, done])
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    list.setEditing(true, animated: false)
    let landed = try list.moveRow(
      from: ListIndexPath(row: 1, section: 0), toProposed: ListIndexPath(row: 0, section: 1))
    #expect(landed == ListIndexPath(row: 0, section: 1))
    #expect(selectedLines(list) == ["▶ Review"], "the host moved the selection with the row")

    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Review"])
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 1)])
  }

  @Test func aSelectedRowDroppedIntoAnotherSectionStaysSelectedThroughAReloadOfIt() throws {
    let todo = Self.mailbox(["Lunch", "Review"], header: "To do")
    let done = Self.mailbox(["Invoice"], header: "Done", from: 10)
    let (screen, list) = attach([todo, done])
    screen.allowsMultipleSelection = true
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    try list.tapRow(at: ListIndexPath(row: 0, section: 1))
    list.dragInteractionEnabled = true
    try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 1))
    screen.flushUpdates()
    #expect(done.items.map(\.subject) == ["Invoice", "Lunch"])

    done.setItems([Mail(id: 10, subject: "Invoice (paid)"), Mail(id: 0, subject: "Lunch (late)")])
    screen.flushUpdates()
    #expect(selectedLines(list) == ["▶ Invoice (paid)", "▶ Lunch (late)"])
    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Invoice (paid)", "▶ Lunch (late)"])
  }
}
