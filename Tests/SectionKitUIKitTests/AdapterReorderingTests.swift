#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A table cell that shows one title.
  final class TitleCell: UITableViewCell {
    var title = ""
  }

  struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  /// A table view driven by the adapter, and what a device would show in it: the cell the
  /// composite configures for each row the table view counts.
  @MainActor
  final class ReorderingTable {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter: TableViewAdapter
    let root: CompositeController

    init(_ children: [SectionProvider]) {
      root = CompositeController(children)
      adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      tableView.setEditing(true, animated: false)
      tableView.calls = []
    }

    /// The titles of the rows the table view counts, per section, as the data source
    /// configures them.
    var shown: [[String]] {
      (0..<tableView.numberOfSections).map { section in
        (0..<tableView.numberOfRows(inSection: section)).map { row in
          let cell = adapter.tableView(
            tableView, cellForRowAt: IndexPath(row: row, section: section))
          return (cell as? TitleCell)?.title ?? "?"
        }
      }
    }

    /// The calls the table view received, registrations aside (cells register on first use).
    var updates: [String] { tableView.calls.filter { !$0.hasPrefix("register") } }

    static func tasks(_ tasks: [Chore], header: String? = nil) -> IdentifiedSection<Chore, Int> {
      IdentifiedSection(items: tasks, header: header) { context, row, task in
        let cell = context.dequeueReusableCell(ofType: TitleCell.self, for: row)
        cell.title = task.title
        return cell
      }
    }
  }

  /// A section of one row that the user may drag among its siblings.
  final class TitleCardSection: SectionController, SectionMoving {
    let title: String
    init(_ title: String) { self.title = title }
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: TitleCell.self, for: row)
      cell.title = title
      return cell
    }
    func canMoveSection(in context: SectionContext) -> Bool { true }
  }

  /// UIKit's interactive reordering over the table view adapter: UIKit asks `canMoveRowAt`,
  /// lets the delegate redirect the drop (`targetIndexPathForMoveFromRowAt`), tells the data
  /// source (`moveRowAt`) and moves the row itself; the model must follow, and no batch does.
  @Suite("UIKit table view adapter: reordering") @MainActor
  struct AdapterReorderingTests {
    @Test func anIdentifiedSectionFollowsTheRowTheUserMoved() throws {
      let tasks = ReorderingTable.tasks([
        Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada"),
        Chore(id: 3, title: "Fix bike"),
      ])
      tasks.allowsReordering = true
      let table = ReorderingTable([tasks])

      let landed = table.tableView.userMovesRow(
        at: IndexPath(row: 2, section: 0), toProposed: IndexPath(row: 0, section: 0))
      table.root.flushUpdates()

      #expect(landed == IndexPath(row: 0, section: 0))
      #expect(tasks.items.map(\.id) == [3, 1, 2])
      #expect(table.shown == [["Fix bike", "Buy milk", "Call Ada"]])
      #expect(table.updates == ["userMovedRow [0, 2] [0, 0]"], "no batch follows the move")

      table.tableView.calls = []
      tasks.setItems(tasks.items.filter { $0.id != 1 })
      table.root.flushUpdates()
      #expect(
        table.updates == ["performBatchUpdates {", "deleteRows [[0, 1]] automatic", "}"],
        "the next values are diffed from the moved order")
      #expect(table.shown == [["Fix bike", "Call Ada"]])
      #expect(table.root.diagnostics.isEmpty)
    }

    @Test func aDropInAnotherSectionIsKeptInTheRowsOwnSection() throws {
      let today = ReorderingTable.tasks(
        [Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada")], header: "Today")
      let later = ReorderingTable.tasks([Chore(id: 3, title: "Fix bike")], header: "Later")
      today.allowsReordering = true
      later.allowsReordering = true
      let table = ReorderingTable([today, later])

      let landed = table.tableView.userMovesRow(
        at: IndexPath(row: 0, section: 1), toProposed: IndexPath(row: 1, section: 0))
      table.root.flushUpdates()

      #expect(landed == IndexPath(row: 0, section: 1))
      #expect(today.items.map(\.id) == [1, 2])
      #expect(later.items.map(\.id) == [3])
      #expect(table.shown == [["Buy milk", "Call Ada"], ["Fix bike"]])
      #expect(table.root.diagnostics.isEmpty)
    }

    @Test func draggingTheOnlyRowOfASectionMovesTheSection() throws {
      let cards = ["a", "b", "c"].map { TitleCardSection($0) }
      let table = ReorderingTable(cards)
      var moves: [String] = []
      table.root.onMove = { from, to, _ in moves.append("\(from) → \(to)") }

      // UIKit moves the row, so its counts are [0, 1, 2]; the composite moves the section, and
      // tells the table view where the row's own section went.
      let landed = table.tableView.userMovesRow(
        at: IndexPath(row: 0, section: 0), toProposed: IndexPath(row: 1, section: 2))
      table.root.flushUpdates()

      #expect(landed == IndexPath(row: 1, section: 2))
      #expect(moves == ["0 → 2"])
      #expect(
        table.root.children.compactMap { ($0 as? TitleCardSection)?.title } == ["b", "c", "a"])
      #expect(
        table.updates == [
          "userMovedRow [0, 0] [2, 1]", "performBatchUpdates {", "moveSection 0 2",
          "moveRow [2, 1] [2, 0]", "}",
        ])
      #expect(table.shown == [["b"], ["c"], ["a"]])
      #expect(table.root.diagnostics.isEmpty)

      table.tableView.calls = []
      table.root.append(TitleCardSection("d"))
      table.root.flushUpdates()
      #expect(table.updates == ["performBatchUpdates {", "insertSections [3] automatic", "}"])
      #expect(table.shown == [["b"], ["c"], ["a"], ["d"]])
      #expect(table.root.diagnostics.isEmpty)
    }

    @Test func aCollectionViewKeepsItemsInTheirSectionButLetsOneItemSectionsMove() {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let tasks = ReorderingTable.tasks([
        Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada"),
      ])
      tasks.allowsReordering = true
      let root = CompositeController([tasks, TitleCardSection("a"), TitleCardSection("b")])
      root.attach(to: adapter)
      // As UIKit asks during an interactive movement, through the delegate protocol.
      let delegate: any UICollectionViewDelegate = adapter
      func target(_ original: [Int], _ proposed: [Int]) -> [Int] {
        let path = delegate.collectionView(
          collectionView,
          targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(
            item: original[1], section: original[0]),
          atCurrentIndexPath: IndexPath(item: proposed[1], section: proposed[0]),
          toProposedIndexPath: IndexPath(item: proposed[1], section: proposed[0]))
        return [path.section, path.item]
      }

      #expect(target([0, 0], [1, 0]) == [0, 1], "an item stays in its section, at its end")
      #expect(target([1, 0], [2, 1]) == [2, 1], "a section of one item moves onto its sibling")
      #expect(target([1, 0], [0, 1]) == [1, 0], "but not into a section of two items")
    }
  }
#endif
