import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Drag and drop across sections on the headless list: the section the drop is over proposes,
/// both models follow, and the list shows the drop in one batch.
@Suite("Headless list view: drag and drop") @MainActor
struct HeadlessDragAndDropTests {
  struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  static func chores(_ titles: [String], header: String, from first: Int = 0)
    -> IdentifiedSection<Chore, Int>
  {
    let chores = titles.enumerated().map { Chore(id: first + $0.offset, title: $0.element) }
    let section = IdentifiedSection(items: chores, header: header) { context, row, chore in
      context.dequeueReusableCell(showing: RowContent(chore.title), for: row)
    }
    section.allowsDragAndDrop = true
    return section
  }

  /// A hand-written section of titles that records what drag and drop asks of it, in its own
  /// rows; `proposal` decides its answer, `follows` whether its model follows a drop.
  final class Column: SectionController, SectionDragAndDrop {
    var titles: [String]
    let header: String
    var proposal: (ListDropSession, Int) -> ListDropProposal = { session, _ in
      session.allowsMove ? .move : .copy
    }
    var follows = true
    var heard: [String] = []

    init(_ header: String, _ titles: [String]) {
      self.header = header
      self.titles = titles
    }

    override func numberOfRows(in context: SectionContext) -> Int { titles.count }
    override func titleForHeader(in context: SectionContext) -> String? { header }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent(titles[row]), for: row)
    }
    func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] {
      [ListDragItem(localObject: titles[row], text: titles[row])]
    }
    func dropProposal(
      for session: ListDropSession, atRow row: Int, in context: SectionContext
    ) -> ListDropProposal {
      heard.append("proposal at \(row) from \(session.origin)")
      return proposal(session, row)
    }
    func performDrop(
      _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
      in context: SectionContext
    ) {
      heard.append("drop \(proposal.operation) \(proposal.intent) at \(row)")
      guard follows else { return }
      let dropped = session.items.compactMap { $0.localObject as? String ?? $0.text }
      if proposal.intent == .intoRow {
        titles[row] += " + " + dropped.joined(separator: ", ")
      } else {
        titles.insert(contentsOf: dropped, at: row)
      }
    }
    func removeDraggedRows(_ rows: [Int], in context: SectionContext) {
      heard.append("remove \(rows)")
      for row in rows.reversed() { titles.remove(at: row) }
    }
  }

  @Test func aRowDroppedInAnotherControllersSectionMovesThereThenGetsItsCell() throws {
    let todo = Self.chores(["Buy milk", "Call Ada"], header: "To do")
    let done = Self.chores(["Fix bike", "Pay rent"], header: "Done", from: 10)
    var heard: [String] = []
    todo.onDragOut = { _, rows, chores in heard.append("to do lost \(rows) \(chores.map(\.title))")
    }
    done.onDrop = { _, row, chores in heard.append("done got \(row) \(chores.map(\.title))") }
    let (screen, list) = draggableList([todo, done])

    let proposal = try list.drag(
      from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 1))

    #expect(proposal == .move)
    #expect(todo.items.map(\.title) == ["Call Ada"])
    #expect(done.items.map(\.title) == ["Fix bike", "Buy milk", "Pay rent"])
    #expect(heard == ["done got 1 [\"Buy milk\"]", "to do lost [0] [\"Buy milk\"]"])
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Call Ada
        └

        ┌ DONE
        │ Fix bike
        │ Buy milk
        │ Pay rent
        └

        """)
    // The move, then the row that landed reloaded, so that its new section draws it: UIKit
    // refuses a row moved and reloaded in one batch.
    #expect(list.batchCount == 2)
    #expect(
      list.recentBatches.map(\.description) == ["move rows [0, 0]→[1, 1]", "reload rows [1, 1]"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func eachControllerHearsTheDropInItsOwnRowsThroughNesting() throws {
    let pinned = Column("Pinned", ["Read me"])
    let inbox = Column("Inbox", ["Call Ada", "Buy milk", "Fix bike"])
    let archive = Column("Archive", ["Old note"])
    let (screen, list) = draggableList([pinned, CompositeController([inbox, archive])])

    let hover = try list.dropProposal(
      forDragFrom: ListIndexPath(row: 1, section: 1), over: ListIndexPath(row: 0, section: 2))
    #expect(hover == .move)
    #expect(archive.heard == ["proposal at 0 from otherSection"])
    #expect(inbox.titles == ["Call Ada", "Buy milk", "Fix bike"], "hovering changes nothing")

    try list.drag(from: ListIndexPath(row: 1, section: 1), to: ListIndexPath(row: 1, section: 2))

    #expect(inbox.heard == ["remove [1]"])
    #expect(
      archive.heard == [
        "proposal at 0 from otherSection", "proposal at 1 from otherSection",
        "drop move insert at 1",
      ])
    #expect(pinned.heard.isEmpty)
    #expect(
      list.renderedText() == """
        ┌ PINNED
        │ Read me
        └

        ┌ INBOX
        │ Call Ada
        │ Fix bike
        └

        ┌ ARCHIVE
        │ Old note
        │ Buy milk
        └

        """)
    #expect(
      list.recentBatches.map(\.description) == ["move rows [1, 1]→[2, 1]", "reload rows [2, 1]"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aRowDroppedLowerOnScreenLandsWhereItWasDroppedWithoutScrolling() throws {
    let chores = (1...30).map { Chore(id: $0, title: "Chore \($0)") }
    let section = IdentifiedSection(items: chores) { context, row, chore in
      context.dequeueReusableCell(showing: RowContent(chore.title), for: row)
    }
    section.allowsDragAndDrop = true
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 320, height: 5 * 44))
    screen.attach(to: list)
    list.dragInteractionEnabled = true
    list.scroll(toOffset: 10 * 44)
    #expect(shownLine(list) == "Chore 11 Chore 12 Chore 13 Chore 14 Chore 15")

    // The user drags the top row on screen down to the bottom of the screen, and lets go.
    try list.drag(from: ListIndexPath(row: 10, section: 0), to: ListIndexPath(row: 15, section: 0))

    #expect(list.recentBatches.map(\.description) == ["move rows [0, 10]→[0, 14]"])
    #expect(shownLine(list) == "Chore 12 Chore 13 Chore 14 Chore 15 Chore 11")
    #expect(list.contentOffset.y == CGFloat(10 * 44), "no scroll under the user's finger")
  }

  @Test func aDropWithinItsSectionMovesTheRowWhereTheDropWas() throws {
    let todo = Self.chores(["Buy milk", "Call Ada", "Fix bike"], header: "To do")
    let (screen, list) = draggableList([todo])

    try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 3, section: 0))

    #expect(todo.items.map(\.title) == ["Call Ada", "Fix bike", "Buy milk"])
    #expect(list.recentBatches.map(\.description) == ["move rows [0, 0]→[0, 2]"])
    #expect(screen.diagnostics.isEmpty)
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Call Ada
        │ Fix bike
        │ Buy milk
        └

        """)
  }

  @Test func aSelectedRowPushedDownByARowReorderedIntoItsSectionIsSelectedAgainByIdentity()
    throws
  {
    let todo = Self.chores(["Buy milk", "Call Ada"], header: "To do")
    let done = Self.chores(["Fix bike"], header: "Done", from: 10)
    todo.allowsReordering = true
    done.changeStyle = .reload
    let (screen, list) = draggableList([todo, done])
    try list.tapRow(at: ListIndexPath(row: 0, section: 1))
    list.setEditing(true, animated: false)
    try list.moveRow(
      from: ListIndexPath(row: 1, section: 0), toProposed: ListIndexPath(row: 0, section: 1))
    #expect(selectedLines(list) == ["▶ Fix bike"], "the list moved the selection with the row")

    done.setItems([done.items[0], Chore(id: 10, title: "Fix bike (oiled)")])
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "reload rows [1, 1]")
    #expect(selectedLines(list) == ["▶ Fix bike (oiled)"])
  }

  @Test func aRowReorderedIntoAnotherSectionThatTakesItFollowsThenGetsItsCell() throws {
    let todo = Self.chores(["Buy milk", "Call Ada"], header: "To do")
    let done = Self.chores(["Fix bike"], header: "Done", from: 10)
    let fixed = Column("Fixed", ["Pay rent"])
    fixed.proposal = { _, _ in .forbidden }
    todo.allowsReordering = true
    let (screen, list) = draggableList([todo, done, fixed])
    list.setEditing(true, animated: false)

    let landed = try list.moveRow(
      from: ListIndexPath(row: 1, section: 0), toProposed: ListIndexPath(row: 0, section: 1))
    let kept = try list.moveRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 0, section: 2))

    #expect(landed == ListIndexPath(row: 0, section: 1), "the section there takes it")
    #expect(kept == ListIndexPath(row: 0, section: 0), "one that forbids it keeps it out")
    #expect(todo.items.map(\.title) == ["Buy milk"])
    #expect(done.items.map(\.title) == ["Call Ada", "Fix bike"])
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Buy milk
        └

        ┌ DONE
        │ Call Ada
        │ Fix bike
        └

        ┌ FIXED
        │ Pay rent
        └

        """)
    // UIKit moved the row itself; once the move is over, the row is reloaded, so that its new
    // section gives it its cell.
    #expect(list.recentBatches.map(\.description) == ["reload rows [1, 0]"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aForbiddenDropDoesNothing() throws {
    let todo = Column("To do", ["Buy milk"])
    let locked = Column("Locked", ["Pay rent"])
    locked.proposal = { _, _ in .forbidden }
    let (screen, list) = draggableList([todo, locked])
    let before = list.renderedText()

    let proposal = try list.drag(
      from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))

    #expect(proposal == .forbidden)
    #expect(locked.heard == ["proposal at 0 from otherSection"], "asked, never dropped on")
    #expect(todo.heard.isEmpty)
    #expect(list.renderedText() == before)
    #expect(list.batchCount == 0)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aDropIntoARowReconfiguresItAndTheDraggedRowLeaves() throws {
    let inbox = Column("Inbox", ["Call Ada", "Buy milk"])
    let folders = Column("Folders", ["Errands"])
    folders.proposal = { _, _ in ListDropProposal(.move, intent: .intoRow) }
    let (screen, list) = draggableList([inbox, folders])

    #expect(
      try list.dropProposal(
        forDragFrom: ListIndexPath(row: 1, section: 0), over: ListIndexPath(row: 1, section: 1))
        == .forbidden, "there is no row 1 to drop into")
    let proposal = try list.drag(
      from: ListIndexPath(row: 1, section: 0), to: ListIndexPath(row: 0, section: 1))

    #expect(proposal == ListDropProposal(.move, intent: .intoRow))
    #expect(folders.heard.last == "drop move intoRow at 0")
    #expect(inbox.heard == ["remove [1]"])
    #expect(
      list.renderedText() == """
        ┌ INBOX
        │ Call Ada
        └

        ┌ FOLDERS
        │ Errands + Buy milk
        └

        """)
    #expect(
      list.recentBatches.map(\.description) == ["delete rows [0, 1]; reconfigure rows [1, 0]"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func itemsFromElsewhereAreCopiedNeverMoved() throws {
    let todo = Self.chores(["Buy milk"], header: "To do")
    let notes = Column("Notes", ["Old note"])
    notes.proposal = { _, _ in .move }
    let (screen, list) = draggableList([todo, notes])

    let copied = try list.drop(
      [ListDragItem(localObject: Chore(id: 7, title: "Call Ada"))],
      at: ListIndexPath(row: 0, section: 0))
    let moved = try list.drop([ListDragItem(text: "Hello")], at: ListIndexPath(row: 0, section: 1))

    #expect(copied == .copy)
    #expect(todo.items.map(\.title) == ["Call Ada", "Buy milk"])
    #expect(moved == .forbidden, "nothing of this list would leave: a move is refused")
    #expect(notes.heard == ["proposal at 0 from outsideList"])
    #expect(screen.diagnostics.isEmpty)
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Call Ada
        │ Buy milk
        └

        ┌ NOTES
        │ Old note
        └

        """)
  }

  @Test func aModelThatDoesNotFollowIsADiagnosticAndAReloadNeverAnInvalidUpdate() throws {
    let todo = Column("To do", ["Buy milk"])
    let lazy = Column("Lazy", ["Pay rent"])
    lazy.follows = false
    let (screen, list) = draggableList([todo, lazy])

    try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))

    #expect(screen.diagnostics.count == 1)
    #expect(screen.diagnostics.first?.controller?.contains("Column") == true)
    #expect(
      list.renderedText() == """
        ┌ TO DO
        └

        ┌ LAZY
        │ Pay rent
        └

        """, "the reload shows the models as they are")
  }

  @Test func aDragFailsWhereUIKitWouldNotBeginIt() {
    let todo = Self.chores(["Buy milk"], header: "To do")
    let fixed = Column("Fixed", ["Pay rent"])
    let (screen, list) = draggableList([todo, fixed])
    todo.allowsDragAndDrop = false

    #expect {
      try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))
    } throws: { ($0 as? HostError)?.message.contains("gives no drag items") == true }
    #expect {
      try list.drag(from: ListIndexPath(row: 0, section: 1), to: ListIndexPath(row: 3, section: 0))
    } throws: { ($0 as? HostError)?.message == "row (3) beyond bounds (1) for section (0)." }
    list.dragInteractionEnabled = false
    #expect {
      try list.drag(from: ListIndexPath(row: 0, section: 1), to: ListIndexPath(row: 0, section: 0))
    } throws: { ($0 as? HostError)?.message.contains("drag interaction is off") == true }
    #expect(todo.items.map(\.title) == ["Buy milk"])
    #expect(fixed.titles == ["Pay rent"])
    #expect(screen.diagnostics.isEmpty)
  }
}
