import Foundation
import SectionKit
import SectionKitHeadless
import Testing

/// Reordering by drag outside editing mode, as UIKit allows it: a table view with drag
/// interaction and a drag delegate, a collection view's interactive movement.
@Suite("Headless list view: reordering by drag") @MainActor
struct HeadlessDragReorderingTests {
  struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  static func chores(_ titles: [String], header: String) -> IdentifiedSection<Chore, Int> {
    let chores = titles.enumerated().map { Chore(id: $0.offset, title: $0.element) }
    return IdentifiedSection(items: chores, header: header) { context, row, chore in
      context.dequeueReusableCell(showing: RowContent(chore.title), for: row)
    }
  }

  @Test func aRowDraggedOutsideEditingModeMovesAndItsSectionFollows() throws {
    let today = Self.chores(["Buy milk", "Call Ada", "Fix bike"], header: "Today")
    today.allowsReordering = true
    let screen = CompositeController([today])
    let list = HeadlessListView()
    screen.attach(to: list)
    list.dragInteractionEnabled = true

    let landed = try list.dragRow(
      from: ListIndexPath(row: 2, section: 0), toProposed: ListIndexPath(row: 0, section: 0))

    #expect(landed == ListIndexPath(row: 0, section: 0))
    #expect(!list.isEditing)
    #expect(today.items.map(\.title) == ["Fix bike", "Buy milk", "Call Ada"])
    #expect(
      list.renderedText() == """
        ┌ TODAY
        │ Fix bike
        │ Buy milk
        │ Call Ada
        └

        """)
    #expect(list.batchCount == 0, "UIKit moves the row itself: no batch follows")
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aDropInAnotherSectionStaysInTheRowsOwnSection() throws {
    let today = Self.chores(["Buy milk", "Call Ada"], header: "Today")
    let later = Self.chores(["Fix bike"], header: "Later")
    today.allowsReordering = true
    later.allowsReordering = true
    let screen = CompositeController([today, later])
    let list = HeadlessListView()
    screen.attach(to: list)
    list.dragInteractionEnabled = true

    let landed = try list.dragRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 1))

    #expect(landed == ListIndexPath(row: 1, section: 0), "kept at the end of its own section")
    #expect(today.items.map(\.title) == ["Call Ada", "Buy milk"])
    #expect(later.items.map(\.title) == ["Fix bike"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aDragTheListDoesNotAllowThrowsAndSaysWhatToEnable() throws {
    let today = Self.chores(["Buy milk", "Call Ada"], header: "Today")
    let fixed = Self.chores(["Pay rent"], header: "Fixed")
    today.allowsReordering = true
    let screen = CompositeController([today, fixed])
    let list = HeadlessListView()
    screen.attach(to: list)

    let off = #expect(throws: HostError.self) {
      try list.dragRow(
        from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 0))
    }
    #expect(
      off?.message == """
        row [0, 0] cannot be dragged: drag interaction is off; set the list's \
        dragInteractionEnabled to true (UIKit: a table view's dragInteractionEnabled and drag \
        delegate, a collection view's interactive movement), or reorder in editing mode with \
        moveRow(from:toProposed:)
        """)
    let notEditing = #expect(throws: HostError.self) {
      try list.moveRow(
        from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 0))
    }
    #expect(
      notEditing?.message == """
        rows can be reordered only in editing mode; to reorder by drag outside it, set \
        dragInteractionEnabled and use dragRow(from:toProposed:)
        """)

    list.dragInteractionEnabled = true
    let fixedRow = #expect(throws: HostError.self) {
      try list.dragRow(
        from: ListIndexPath(row: 0, section: 1), toProposed: ListIndexPath(row: 0, section: 1))
    }
    #expect(
      fixedRow?.message == """
        row [1, 0] cannot be dragged: its section does not let it move (canMoveRow(at:in:) is \
        false); return true from the section controller's canMoveRow(at:in:) for it (an \
        IdentifiedSection's allowsReordering)
        """)
    #expect(today.items.map(\.title) == ["Buy milk", "Call Ada"])
    #expect(fixed.items.map(\.title) == ["Pay rent"])

    // In editing mode the reorder control still moves rows, drag interaction on or off.
    list.dragInteractionEnabled = false
    list.setEditing(true, animated: false)
    try list.moveRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 0))
    #expect(today.items.map(\.title) == ["Call Ada", "Buy milk"])
  }

  @Test func aRowOffScreenCannotBeLifted() throws {
    let chores = Self.chores((0..<40).map { "Chore \($0)" }, header: "Today")
    chores.allowsReordering = true
    let screen = CompositeController([chores])
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    screen.attach(to: list)
    list.dragInteractionEnabled = true
    list.scroll(toOffset: 1000)
    let offScreen = #expect(throws: HostError.self) {
      try list.dragRow(
        from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 0))
    }
    #expect(offScreen?.message == "row [0, 0] is not on screen; scroll to it before dragging it")
    #expect(chores.items.first?.title == "Chore 0")
  }
}
