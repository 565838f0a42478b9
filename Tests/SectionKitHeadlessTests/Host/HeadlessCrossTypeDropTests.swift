import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Drops between sections of different item types, where the section dropped into converts
/// the values, and the cell of a row that lands in another section: the destination's.
@Suite("Headless list view: drops across item types") @MainActor
struct HeadlessCrossTypeDropTests {
  struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  struct DoneTask: Identifiable, Equatable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }

    init(task: Task) {
      self.init(id: task.id, title: task.title)
    }
  }

  /// The cell of a done task: a check mark before its title.
  final class DoneCell: HeadlessCell {
    var title = ""

    override func prepareForReuse() {
      super.prepareForReuse()
      title = ""
    }

    override var textDescription: String { "✓ \(title)" }
  }

  static func board() -> (
    todo: IdentifiedSection<Task, Int>, done: IdentifiedSection<DoneTask, Int>
  ) {
    let todo = IdentifiedSection(
      items: [Task(id: 1, title: "Buy milk"), Task(id: 2, title: "Call Ada")], header: "To do"
    ) { context, row, task in
      context.dequeueReusableCell(showing: RowContent(task.title), for: row)
    }
    let done = IdentifiedSection(items: [DoneTask(id: 3, title: "Fix bike")], header: "Done") {
      context, row, task in
      let cell = context.dequeueReusableCell(ofType: DoneCell.self, for: row)
      cell.title = task.title
      return cell
    }
    todo.allowsDragAndDrop = true
    done.allowsDragAndDrop = true
    return (todo, done)
  }

  @Test func aValueDroppedIntoASectionOfAnotherTypeIsConvertedAndShownInItsCell() throws {
    let (todo, done) = Self.board()
    done.acceptsDrops(of: Task.self) { DoneTask(task: $0) }
    var heard: [String] = []
    todo.onDragOut = { _, rows, tasks in heard.append("to do lost \(rows) \(tasks.map(\.title))") }
    done.onDrop = { _, row, tasks in heard.append("done got \(row) \(tasks)") }
    let (screen, list) = draggableList([todo, done])

    let proposal = try list.drag(
      from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))

    #expect(proposal == .move)
    #expect(todo.items == [Task(id: 2, title: "Call Ada")])
    #expect(
      done.items == [DoneTask(id: 1, title: "Buy milk"), DoneTask(id: 3, title: "Fix bike")])
    #expect(
      heard == [
        "done got 0 \([DoneTask(id: 1, title: "Buy milk")])", "to do lost [0] [\"Buy milk\"]",
      ])
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Call Ada
        └

        ┌ DONE
        │ ✓ Buy milk
        │ ✓ Fix bike
        └

        """)
    #expect(
      try list.cell(at: ListIndexPath(row: 0, section: 1), as: DoneCell.self).title == "Buy milk")
    // The move, then the landed row's new cell from the section it landed in: UIKit refuses
    // a row moved and reloaded in one batch.
    #expect(
      list.recentBatches.map(\.description) == ["move rows [0, 0]→[1, 0]", "reload rows [1, 0]"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aDropOfAnotherTypeIsRefusedWithoutAConversion() throws {
    let (todo, done) = Self.board()
    var heard: [String] = []
    todo.onDragOut = { _, rows, _ in heard.append("to do lost \(rows)") }
    done.onDrop = { _, row, _ in heard.append("done got \(row)") }
    let (screen, list) = draggableList([todo, done])

    let proposal = try list.drag(
      from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))

    #expect(proposal == .forbidden)
    #expect(todo.items.map(\.id) == [1, 2])
    #expect(done.items.map(\.id) == [3])
    #expect(heard.isEmpty)
    #expect(list.batchCount == 0)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aConversionThatReturnsNilRefusesTheDrop() throws {
    let (todo, done) = Self.board()
    done.acceptsDrops(of: Task.self) { $0.title.hasPrefix("Call") ? DoneTask(task: $0) : nil }
    let (screen, list) = draggableList([todo, done])

    let refused = try list.dropProposal(
      forDragFrom: ListIndexPath(row: 0, section: 0), over: ListIndexPath(row: 0, section: 1))
    #expect(refused == .forbidden)
    let accepted = try list.drag(
      from: ListIndexPath(row: 1, section: 0), to: ListIndexPath(row: 1, section: 1))
    #expect(accepted == .move)
    #expect(done.items.map(\.title) == ["Fix bike", "Call Ada"])
    #expect(todo.items.map(\.title) == ["Buy milk"])
    #expect(screen.diagnostics.isEmpty)
  }

  /// A section of tasks that draws each row with its name before the title.
  static func prefixed(_ prefix: String, _ titles: [String], from first: Int)
    -> IdentifiedSection<Task, Int>
  {
    let tasks = titles.enumerated().map { Task(id: first + $0.offset, title: $0.element) }
    let section = IdentifiedSection(items: tasks, header: prefix) { context, row, task in
      context.dequeueReusableCell(showing: RowContent("\(prefix): \(task.title)"), for: row)
    }
    section.allowsDragAndDrop = true
    return section
  }

  @Test func aRowMovedByItsReorderControlIntoAnotherSectionShowsThatSectionsCell() throws {
    let mine = Self.prefixed("Mine", ["Buy milk", "Call Ada"], from: 0)
    let team = Self.prefixed("Team", ["Fix bike"], from: 10)
    mine.allowsReordering = true
    let (screen, list) = draggableList([mine, team])
    list.setEditing(true, animated: false)

    let landed = try list.moveRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 1))
    screen.flushUpdates()

    #expect(landed == ListIndexPath(row: 1, section: 1))
    #expect(team.items.map(\.title) == ["Fix bike", "Buy milk"])
    #expect(list.text(ofRowAt: ListIndexPath(row: 1, section: 1)) == "Team: Buy milk")
    #expect(list.recentBatches.map(\.description) == ["reload rows [1, 1]"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aRowDroppedIntoAnotherSectionOfItsTypeShowsThatSectionsCell() throws {
    let mine = Self.prefixed("Mine", ["Buy milk", "Call Ada"], from: 0)
    let team = Self.prefixed("Team", ["Fix bike"], from: 10)
    let (screen, list) = draggableList([mine, team])

    try list.drag(from: ListIndexPath(row: 1, section: 0), to: ListIndexPath(row: 1, section: 1))

    #expect(
      list.renderedText() == """
        ┌ MINE
        │ Mine: Buy milk
        └

        ┌ TEAM
        │ Team: Fix bike
        │ Team: Call Ada
        └

        """)
    #expect(
      list.recentBatches.map(\.description) == ["move rows [0, 1]→[1, 1]", "reload rows [1, 1]"])
    #expect(screen.diagnostics.isEmpty)

    // A drop within its own section keeps its cell, in one batch.
    try list.drag(from: ListIndexPath(row: 1, section: 1), to: ListIndexPath(row: 0, section: 1))
    #expect(team.items.map(\.title) == ["Call Ada", "Fix bike"])
    #expect(list.batchCount == 3)
    #expect(list.recentBatches.last?.description == "move rows [1, 1]→[1, 0]")
  }

  /// A section of one task whose cell is a done task's once `done` is set.
  final class FlippingSection: SectionController {
    var done = false

    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      guard done else {
        return context.dequeueReusableCell(showing: RowContent("Buy milk"), for: row)
      }
      let cell = context.dequeueReusableCell(ofType: DoneCell.self, for: row)
      cell.title = "Buy milk"
      return cell
    }
  }

  @Test func aReconfigureThatDequeuesAnotherCellTypeIsRefusedAsUIKitRaises() throws {
    let section = FlippingSection()
    let (screen, list) = draggableList([section])
    let before = try #require(list.cellForRow(at: ListIndexPath(row: 0, section: 0)))
    section.done = true

    var refused = ListBatch()
    refused.reconfiguredRows = [ListIndexPath(row: 0, section: 0)]
    #expect(throws: HostError.self) {
      try list.performBatchUpdates(refused, animated: true, completion: nil)
    }
    #expect(list.batchCount == 0)
    #expect(list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === before)

    // Through a request: a diagnostic, and the list reloads with the new cell.
    section.context.performBatch { $0.reconfigureRows(at: [0]) }
    screen.flushUpdates()
    #expect(screen.diagnostics.map(\.violation.rule) == [.reconfigureCellType])
    #expect(
      screen.diagnostics.first?.violation.message.hasPrefix(
        "Attempted to dequeue a cell for a different reuse identifier than the existing cell "
          + "when reconfiguring row 0 in section 0") == true)
    #expect(
      try list.cell(at: ListIndexPath(row: 0, section: 0), as: DoneCell.self).title == "Buy milk")

    // A reload gives the row a cell of the new type.
    section.done = false
    section.context.performBatch { $0.reloadRows(at: [0]) }
    screen.flushUpdates()
    #expect(screen.diagnostics.count == 1)
    #expect(list.text(ofRowAt: ListIndexPath(row: 0, section: 0)) == "Buy milk")
  }
}
