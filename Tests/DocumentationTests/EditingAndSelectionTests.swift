import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Editing and Selection
// (Sources/SectionKit/SectionKit.docc/EditingAndSelection.md).

struct Note: Equatable, Identifiable {
  var id: String
  var subject: String
  var isDraft = false
}

final class NotesSection: IdentifiedSection<Note, String> {
  var isSelectingSeveral = false
}

extension NotesSection: SectionSelectionRules, SectionMultipleSelection {
  func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool {
    !items[row].isDraft
  }

  func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool {
    true
  }

  func didBeginMultipleSelection(at row: Int, in context: SectionContext) {
    isSelectingSeveral = true
  }

  func didEndMultipleSelection(in context: SectionContext) {
    isSelectingSeveral = false
  }
}

@Suite("Article: Editing and Selection") @MainActor
struct EditingAndSelectionTests {
  @Test func aPanSelectsTheMailsAndTheSelectionFollowsThem() throws {
    let notes = [
      Note(id: "1", subject: "Lunch on Friday"),
      Note(id: "2", subject: "Unfinished reply", isDraft: true),
      Note(id: "3", subject: "Quarterly review"),
    ]

    let notebook = NotesSection(items: notes) { context, row, note in
      context.dequeueReusableCell(showing: RowContent(note.subject), for: row)
    }
    let screen = CompositeController([notebook])
    screen.allowsMultipleSelectionDuringEditing = true

    let list = HeadlessListView()
    screen.attach(to: list)
    try list.multiSelectPan(
      from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 2, section: 0))
    #expect(screen.isEditing)
    #expect(
      list.renderedText() == """
        ┌
        ▶ Lunch on Friday
        │ Unfinished reply
        ▶ Quarterly review
        └

        """)
    #expect(!notebook.isSelectingSeveral)

    notebook.changeStyle = .reload
    notebook.setItems([
      Note(id: "3", subject: "Quarterly review (updated)"),
      Note(id: "1", subject: "Lunch on Friday"),
    ])
    screen.flushUpdates()
    #expect(
      list.renderedText() == """
        ┌
        ▶ Quarterly review (updated)
        ▶ Lunch on Friday
        └

        """)

    screen.setEditing(false, animated: true)
    #expect(!list.isEditing)
  }

  @Test func aDeclarativeSectionDeletesAsSwiftUIsOnDeleteDoes() throws {
    var groceries = ["Milk", "Eggs", "Bread"]
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)

    screen.show {
      ListSection("items", header: "Items") {
        for item in groceries { Row(item, RowContent(item)) }
      }
      .onDelete { offsets in
        for offset in offsets.reversed() { groceries.remove(at: offset) }
      }
    }
    screen.flushUpdates()

    let swipe = try #require(
      try list.swipeActions(forRowAt: ListIndexPath(row: 0, section: 0), edge: .trailing))
    swipe.actions[0].handler { _ in }
    list.settle()

    #expect(groceries == ["Eggs", "Bread"])
    #expect(list.renderedText() == "┌ ITEMS\n│ Eggs\n│ Bread\n└\n")
  }
}
