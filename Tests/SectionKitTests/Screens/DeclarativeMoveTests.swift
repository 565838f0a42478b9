import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Reordering, and drag and drop between sections, on a declarative screen: the list shows the
/// user's move at once, the app hears of it and follows, and its next evaluation changes nothing.
@Suite("Declarative screens: reorder, drag and drop") @MainActor
struct DeclarativeMoveTests {
  struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  /// An app's board: two columns that take each other's tasks, and a fixed one that does not.
  @MainActor final class Board {
    var todo = [Task(id: 1, title: "Buy milk"), Task(id: 2, title: "Call Ada")]
    var done = [Task(id: 3, title: "Fix bike")]
    var fixed = [Task(id: 4, title: "Pay rent")]
    var heard: [String] = []
    let screen = CompositeController()

    func show() {
      screen.show {
        ListSection("todo", header: "To do") {
          for task in todo {
            Row(task.id, RowContent(task.title)).onSelect(keepsSelection: true) {}
          }
        }
        .onMove { [unowned self] source, destination in
          heard.append("todo moved \(source)→\(destination)")
          todo.insert(todo.remove(at: source), at: destination)
        }
        .onDrop { [unowned self] ids, row in drop(ids, at: row, into: \.todo, "todo") }
        ListSection("done", header: "Done") {
          for task in done {
            Row(task.id, RowContent(task.title)).onSelect(keepsSelection: true) {}
          }
        }
        .onDrop { [unowned self] ids, row in drop(ids, at: row, into: \.done, "done") }
        .onDragOut { [unowned self] ids in
          heard.append("done lost \(ids.compactMap { $0 as? Int })")
        }
        ListSection("fixed", header: "Fixed") {
          for task in fixed { Row(task.id, RowContent(task.title)) }
        }
      }
    }

    /// Moves the tasks of `ids` from wherever they are to `row` of a column.
    private func drop(
      _ ids: [AnyHashable], at row: Int, into column: ReferenceWritableKeyPath<Board, [Task]>,
      _ name: String
    ) {
      heard.append("\(name) got \(ids.compactMap { $0 as? Int }) at \(row)")
      let moved = ids.compactMap { id in (todo + done).first { AnyHashable($0.id) == id } }
      todo.removeAll { ids.contains(AnyHashable($0.id)) }
      done.removeAll { ids.contains(AnyHashable($0.id)) }
      self[keyPath: column].insert(contentsOf: moved, at: row)
    }
  }

  let board = Board()
  let list = HeadlessListView()

  init() {
    board.show()
    board.screen.attach(to: list)
  }

  /// The app evaluates its screen again with its model, as it would after any change.
  private func showAgain() {
    board.show()
    board.screen.flushUpdates()
  }

  @Test func aRowMovedInEditingModeShowsTheNewOrderAndTellsTheApp() throws {
    list.setEditing(true, animated: false)
    #expect(throws: HostError.self, "no onMove: no reorder control") {
      try list.moveRow(from: path(1, 0), toProposed: path(1, 0))
    }

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(0, 1))

    #expect(landed == path(0, 1))
    #expect(board.heard == ["todo moved 0→1"])
    #expect(board.todo.map(\.title) == ["Call Ada", "Buy milk"])
    #expect(
      list.renderedText().hasPrefix(
        """
        ┌ TO DO
        │ Call Ada
        │ Buy milk
        └
        """))
    #expect(list.batchCount == 0, "the list moved the row itself")
    #expect(board.screen.diagnostics.isEmpty)
  }

  @Test func theNextEvaluationWithTheAppsModelChangesNothing() throws {
    list.setEditing(true, animated: false)
    try list.moveRow(from: path(0, 1), toProposed: path(0, 0))
    let reloads = list.reloadCount

    showAgain()

    #expect(list.batchCount == 0, "no move back")
    #expect(list.reloadCount == reloads)
    #expect(list.renderedText().hasPrefix("┌ TO DO\n│ Call Ada\n│ Buy milk\n└"))
    #expect(board.screen.diagnostics.isEmpty)
  }

  /// The section keeps its rows' identities from one diff to the next; a move by the user
  /// changes the rows in between, and the next diff starts from the rows as they now stand.
  @Test func aRowMovedAfterADiffIsWhereTheNextDiffStarts() throws {
    board.todo.append(Task(id: 5, title: "Water plants"))
    showAgain()
    #expect(list.renderedText().hasPrefix("┌ TO DO\n│ Buy milk\n│ Call Ada\n│ Water plants\n└"))
    list.setEditing(true, animated: false)
    try list.moveRow(from: path(0, 0), toProposed: path(0, 2))
    let batches = list.batchCount

    board.todo.append(Task(id: 6, title: "Book dentist"))
    showAgain()

    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch?.movedRows.isEmpty == true, "no move back: the user's move stands")
    #expect(list.lastBatch?.insertedRows == [path(0, 3)])
    #expect(
      list.renderedText().hasPrefix(
        "┌ TO DO\n│ Call Ada\n│ Water plants\n│ Buy milk\n│ Book dentist\n└"))
    #expect(board.screen.diagnostics.isEmpty)
  }

  @Test func aRowMovedTowardsASectionThatDoesNotTakeItStaysInItsOwn() throws {
    list.setEditing(true, animated: false)

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(2, 0))

    #expect(landed == path(0, 1), "kept at the end of its own section")
    #expect(board.heard == ["todo moved 0→1"])
    #expect(board.fixed.map(\.title) == ["Pay rent"])
  }

  @Test func aRowDraggedToAnotherSectionMovesThereAndTheAppHearsBoth() throws {
    list.dragInteractionEnabled = true

    let proposal = try list.drag(from: path(1, 0), to: path(0, 1))

    #expect(proposal == .move)
    #expect(board.heard == ["todo got [3] at 1", "done lost [3]"])
    #expect(board.todo.map(\.title) == ["Buy milk", "Fix bike", "Call Ada"])
    #expect(board.done.isEmpty)
    #expect(
      list.renderedText().hasPrefix(
        """
        ┌ TO DO
        │ Buy milk
        │ Fix bike
        │ Call Ada
        └

        ┌ DONE
        └
        """))
    // The row landed in another section: the list moves it, then reloads it there, so that the
    // section it landed in gives its cell.
    #expect(
      list.recentBatches.map(\.description) == ["move rows [1, 0]→[0, 1]", "reload rows [0, 1]"])

    showAgain()

    #expect(list.batchCount == 2, "the app's model shows what the list shows")
    #expect(board.screen.diagnostics.isEmpty)
  }

  @Test func aDropWithinItsSectionTellsWhereTheRowNowStandsAndNoDragOut() throws {
    board.done = [
      Task(id: 3, title: "Fix bike"), Task(id: 5, title: "Read"), Task(id: 6, title: "Run"),
    ]
    showAgain()
    list.dragInteractionEnabled = true
    let batches = list.batchCount

    try list.drag(from: path(1, 0), to: path(1, 3))

    #expect(board.heard == ["done got [3] at 2"])
    #expect(board.done.map(\.title) == ["Read", "Run", "Fix bike"])
    showAgain()
    #expect(list.batchCount == batches + 1)
  }

  @Test func aSectionWithoutTheModifierRefusesTheDropAndGivesNoDrag() throws {
    list.dragInteractionEnabled = true

    #expect(try list.dropProposal(forDragFrom: path(0, 0), over: path(2, 0)) == .forbidden)
    #expect(try list.drag(from: path(0, 0), to: path(2, 1)) == .forbidden)
    #expect {
      try list.drag(from: path(2, 0), to: path(0, 0))
    } throws: { error in
      // The message says how to fix it, in the words of the form the section is written in.
      (error as? HostError)?.message.contains("a ListSection's onDrop or onDragOut") == true
    }

    #expect(board.heard.isEmpty)
    #expect(board.fixed.map(\.title) == ["Pay rent"])
    #expect(list.batchCount == 0)
  }

  @Test func aRowWhoseIdentityTheSectionHasIsRefused() throws {
    board.done = [Task(id: 1, title: "Buy milk, again")]
    showAgain()
    list.dragInteractionEnabled = true

    #expect(try list.dropProposal(forDragFrom: path(1, 0), over: path(0, 0)) == .forbidden)
  }

  @Test func aSelectedRowStaysSelectedWhenItMoves() throws {
    try list.tapRow(at: path(0, 0))
    list.setEditing(true, animated: false)
    try list.moveRow(from: path(0, 0), toProposed: path(0, 1))
    list.setEditing(false, animated: false)
    showAgain()
    board.screen.reloadData()
    #expect(selectedLines(list) == ["▶ Buy milk"])
    #expect(list.indexPathForSelectedRow == path(0, 1))

    list.dragInteractionEnabled = true
    try list.drag(from: path(0, 1), to: path(1, 0))
    showAgain()
    board.screen.reloadData()
    #expect(selectedLines(list) == ["▶ Buy milk"])
    #expect(list.indexPathForSelectedRow == path(1, 0))
  }
}
