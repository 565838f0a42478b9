#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// Reordering by drag outside editing mode over the table view adapter: with
  /// `reordersRowsByDrag`, the adapter is the table view's drag and drop delegate; UIKit lifts
  /// a row the drag delegate gives an item for, the drop delegate proposes a move, and UIKit
  /// tells the data source (`moveRowAt`) as a move by the reorder control.
  @Suite("UIKit table view adapter: reordering by drag") @MainActor
  struct AdapterDragReorderingTests {
    @MainActor
    final class DragTable {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter: TableViewAdapter
      let root: CompositeController

      init(_ children: [SectionProvider]) {
        root = CompositeController(children)
        adapter = TableViewAdapter(tableView: tableView)
        root.attach(to: adapter)
        tableView.calls = []
      }

      var shown: [[String]] {
        (0..<tableView.numberOfSections).map { section in
          (0..<tableView.numberOfRows(inSection: section)).map { row in
            let cell = adapter.tableView(
              tableView, cellForRowAt: IndexPath(row: row, section: section))
            return (cell as? TitleCell)?.title ?? "?"
          }
        }
      }
    }

    @Test func aRowDraggedOutsideEditingModeReachesItsSection() throws {
      let tasks = ReorderingTable.tasks([
        Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada"),
        Chore(id: 3, title: "Fix bike"),
      ])
      tasks.allowsReordering = true
      let table = DragTable([tasks])
      let lifted = table.tableView.userDragsRow(
        at: IndexPath(row: 2, section: 0), toProposed: IndexPath(row: 0, section: 0))
      #expect(lifted == nil, "without reordersRowsByDrag the table view has no drag delegate")

      table.adapter.reordersRowsByDrag = true
      #expect(table.tableView.dragDelegate === table.adapter)
      #expect(table.tableView.dropDelegate === table.adapter)
      #expect(!table.tableView.isEditing)
      let landed = table.tableView.userDragsRow(
        at: IndexPath(row: 2, section: 0), toProposed: IndexPath(row: 0, section: 0))
      table.root.flushUpdates()

      #expect(landed == IndexPath(row: 0, section: 0))
      #expect(tasks.items.map(\.id) == [3, 1, 2])
      #expect(table.shown == [["Fix bike", "Buy milk", "Call Ada"]])
      #expect(
        table.tableView.calls.filter { !$0.hasPrefix("register") }
          == ["userDraggedRow [0, 2] [0, 0]"], "no batch follows")
      #expect(table.root.diagnostics.isEmpty)
    }

    @Test func aRowFromAnotherTableOfTheAppIsNotProposedAsAMove() {
      let tasks = ReorderingTable.tasks([
        Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada"),
      ])
      tasks.allowsReordering = true
      let table = DragTable([tasks])
      table.adapter.reordersRowsByDrag = true
      let proposal = table.tableView.proposalForRowFromAnotherTable(
        at: IndexPath(row: 0, section: 0))
      #expect(proposal?.operation == .cancel, "dropped here, it would move nothing")
      #expect(tasks.items.map(\.id) == [1, 2])
    }

    @Test func aRowItsSectionDoesNotLetMoveIsNotLifted() {
      let fixed = ReorderingTable.tasks([Chore(id: 1, title: "Pay rent")])
      let movable = ReorderingTable.tasks([
        Chore(id: 2, title: "Buy milk"), Chore(id: 3, title: "Call Ada"),
      ])
      movable.allowsReordering = true
      let table = DragTable([fixed, movable])
      table.adapter.reordersRowsByDrag = true

      let delegate: any UITableViewDragDelegate = table.adapter
      MirrorRecorder.reset()
      let session = LocalDrag()
      #expect(
        delegate.tableView(
          table.tableView, itemsForBeginning: session, at: IndexPath(row: 0, section: 0)
        ).isEmpty)
      #expect(
        delegate.tableView(
          table.tableView, itemsForBeginning: session, at: IndexPath(row: 1, section: 1)
        ).count == 1)
      #expect(
        delegate.tableView(
          table.tableView, dragSessionIsRestrictedToDraggingApplication: session))
      let drop: any UITableViewDropDelegate = table.adapter
      let proposal = drop.tableView(
        table.tableView, dropSessionDidUpdate: LocalDrop(),
        withDestinationIndexPath: IndexPath(row: 0, section: 1))
      // Not a drag of this table view (it has none under way): cancelled. The move of its own
      // drags is in `aRowDraggedOutsideEditingModeReachesItsSection`.
      #expect(proposal.operation == .cancel)
      #expect(MirrorRecorder.defaultsReached == [], "a near-miss signature fell back to a default")

      table.adapter.reordersRowsByDrag = false
      #expect(table.tableView.dragDelegate == nil)
      #expect(
        table.tableView.userDragsRow(
          at: IndexPath(row: 1, section: 1), toProposed: IndexPath(row: 0, section: 1)) == nil)
      #expect(movable.items.map(\.id) == [2, 3])
    }
  }

  /// A drag that began in this app.
  final class LocalDrag: NSObject, UIDragSession {
    var items: [UIDragItem] { [] }
  }

  /// The drop of a drag that began in this app.
  final class LocalDrop: NSObject, UIDropSession {
    var localDragSession: (any UIDragSession)? { LocalDrag() }
    var items: [UIDragItem] { [] }
  }
#endif
