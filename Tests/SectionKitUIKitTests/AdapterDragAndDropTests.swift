#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// Drag and drop across sections over the UIKit adapters: UIKit's drag delegate lifts a row
  /// whose section gives items, its drop delegate asks the section under the drop, and a drop
  /// reaches the composite, which hands the view one batch while both models follow.
  @Suite("UIKit adapters: drag and drop") @MainActor
  struct AdapterDragAndDropTests {
    final class ChoreItemCell: UICollectionViewCell {
      var title = ""
    }

    static func chores(_ chores: [Chore], header: String) -> IdentifiedSection<Chore, Int> {
      let section = ReorderingTable.tasks(chores, header: header)
      section.allowsDragAndDrop = true
      section.dragText = { $0.title }
      return section
    }

    static func choreItems(_ chores: [Chore]) -> IdentifiedSection<Chore, Int> {
      let section = IdentifiedSection(items: chores) { context, row, chore in
        let cell = context.dequeueReusableCell(ofType: ChoreItemCell.self, for: row)
        cell.title = chore.title
        return cell
      }
      section.allowsDragAndDrop = true
      return section
    }

    @Test func aRowDroppedInAnotherControllersSectionIsMovedThenReloadedThere() throws {
      let todo = Self.chores(
        [Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada")], header: "To do")
      let done = Self.chores([Chore(id: 3, title: "Fix bike")], header: "Done")
      let table = ReorderingTable([todo, CompositeController([done])])
      table.tableView.setEditing(false, animated: false)
      table.adapter.dragInteractionEnabled = true
      #expect(table.tableView.dragInteractionEnabled)
      #expect(table.tableView.dragDelegate === table.adapter)
      #expect(table.tableView.dropDelegate === table.adapter)
      table.tableView.calls = []

      let proposal = table.tableView.userDragsAndDrops(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))

      #expect(proposal?.operation == .move)
      #expect(proposal?.intent == .insertAtDestinationIndexPath)
      // The move, then the row that landed reloaded in a batch of its own (UIKit refuses a row
      // moved and reloaded in one batch), so that the section it landed in gives it its cell.
      #expect(
        table.updates == [
          "userDropped [0, 0] [1, 1] move", "performBatchUpdates {", "moveRow [0, 0] [1, 1]", "}",
          "performBatchUpdates {", "reloadRows [[1, 1]] automatic", "}",
        ])
      #expect(todo.items.map(\.title) == ["Call Ada"])
      #expect(done.items.map(\.title) == ["Fix bike", "Buy milk"])
      #expect(table.shown == [["Call Ada"], ["Fix bike", "Buy milk"]])
      #expect(table.root.diagnostics.isEmpty)
    }

    @Test func aRowTheTableViewMovesIntoASectionThatTakesItIsFollowedByBothModels() {
      let todo = Self.chores(
        [Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada")], header: "To do")
      let done = Self.chores([Chore(id: 3, title: "Fix bike")], header: "Done")
      todo.allowsReordering = true
      let table = ReorderingTable([todo, done])

      let landed = table.tableView.userMovesRow(
        at: IndexPath(row: 1, section: 0), toProposed: IndexPath(row: 1, section: 1))

      #expect(landed == IndexPath(row: 1, section: 1))
      #expect(table.updates == ["userMovedRow [0, 1] [1, 1]"], "UIKit moved it: no batch")
      // Once the move is over, the row is reloaded, so that its new section gives it its cell.
      table.root.flushUpdates()
      #expect(
        table.updates == [
          "userMovedRow [0, 1] [1, 1]", "performBatchUpdates {", "reloadRows [[1, 1]] automatic",
          "}",
        ])
      #expect(todo.items.map(\.title) == ["Buy milk"])
      #expect(done.items.map(\.title) == ["Fix bike", "Call Ada"])
      #expect(table.shown == [["Buy milk"], ["Fix bike", "Call Ada"]])
      #expect(table.root.diagnostics.isEmpty)
    }

    @Test func anItemDroppedInAnotherSectionOfACollectionViewIsMovedThenReloadedThere() {
      let first = Self.choreItems([
        Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada"),
      ])
      let second = Self.choreItems([Chore(id: 3, title: "Fix bike")])
      let root = CompositeController([first, second])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
      #expect(
        collectionView.userDragsAndDrops(
          from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)) == nil,
        "drag interaction is off on iPhone until the adapter turns it on")

      adapter.dragInteractionEnabled = true
      collectionView.calls = []
      MirrorRecorder.reset()
      let proposal = collectionView.userDragsAndDrops(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))

      #expect(proposal?.operation == .move)
      #expect(
        collectionView.calls.filter { !$0.hasPrefix("register") } == [
          "userDropped [0, 1] [1, 0] move", "performBatchUpdates {", "moveItem [0, 1] [1, 0]", "}",
          "performBatchUpdates {", "reloadItems [[1, 0]]", "}",
        ])
      #expect(first.items.map(\.title) == ["Buy milk"])
      #expect(second.items.map(\.title) == ["Call Ada", "Fix bike"])
      let shown = (0..<collectionView.numberOfSections).map { section in
        (0..<collectionView.numberOfItems(inSection: section)).map { item in
          (adapter.collectionView(
            collectionView, cellForItemAt: IndexPath(item: item, section: section))
            as? ChoreItemCell)?.title ?? "?"
        }
      }
      #expect(shown == [["Buy milk"], ["Call Ada", "Fix bike"]])
      #expect(MirrorRecorder.defaultsReached == [], "a near-miss signature fell back to a default")
      #expect(root.diagnostics.isEmpty)
    }

    @Test func aForbiddenDropChangesNothingAndADraggedRowCarriesItsText() {
      let todo = Self.chores([Chore(id: 1, title: "Buy milk")], header: "To do")
      let locked = ReorderingTable.tasks([Chore(id: 2, title: "Pay rent")], header: "Locked")
      let table = ReorderingTable([todo, locked])
      table.tableView.setEditing(false, animated: false)
      table.adapter.dragInteractionEnabled = true
      table.tableView.calls = []

      let delegate: any UITableViewDragDelegate = table.adapter
      let items = delegate.tableView(
        table.tableView, itemsForBeginning: LocalDrag(), at: IndexPath(row: 0, section: 0))
      #expect((items.first?.itemProvider.object as? NSString).map(String.init) == "Buy milk")
      #expect(
        !delegate.tableView(
          table.tableView, dragSessionIsRestrictedToDraggingApplication: LocalDrag()),
        "its text may go to another app")
      let proposal = table.tableView.userDragsAndDrops(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))

      #expect(proposal?.operation == .forbidden)
      #expect(table.updates == ["userDropped [0, 0] [1, 0] forbidden"])
      #expect(table.shown == [["Buy milk"], ["Pay rent"]])
      #expect(todo.items.map(\.title) == ["Buy milk"])
    }
  }
#endif
