#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// What UIKit is told when a section controller removed in this turn still asks for things,
  /// and when reconfigured rows swap places (issue 27's bugs, over the adapters).
  @Suite("UIKit adapters: removed controllers and swapped reconfigures") @MainActor
  struct AdapterRemovedControllerTests {
    final class RowCell: UITableViewCell {}
    final class ItemCell: UICollectionViewCell {}

    /// A section of UIKit cells over an array of names, keeping its context.
    final class NamesSection: SectionController {
      let name: String
      var items: [String]
      let collection: Bool
      init(_ name: String, _ items: [String], collection: Bool = false) {
        self.name = name
        self.items = items
        self.collection = collection
      }
      override var sectionIdentity: AnyHashable { name }
      override func numberOfRows(in context: SectionContext) -> Int { items.count }
      override func cell(at row: Int, in context: SectionContext) -> any Reusable {
        collection
          ? context.dequeueReusableCell(ofType: ItemCell.self, for: row)
          : context.dequeueReusableCell(ofType: RowCell.self, for: row)
      }
    }

    static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    @Test func aRemovedControllersReloadAndSelectionNeverReachTheTable() throws {
      let tableView = UITableView(frame: Self.frame, style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let a = NamesSection("a", ["a0", "a1"])
      let b = NamesSection("b", ["b0", "b1"])
      let root = CompositeController([a, b])
      root.attach(to: adapter)
      let context = a.context
      tableView.calls = []
      root.remove(at: 0)
      a.items = ["changed"]
      context.reload()
      context.selectRow(1)
      root.flushUpdates()
      #expect(
        tableView.calls.filter { !$0.hasPrefix("register") } == [
          "performBatchUpdates {", "deleteSections [0] automatic", "}",
        ], "b's section 0 is neither reloaded nor selected for a")
      #expect(tableView.indexPathsForSelectedRows == nil)
      #expect(root.diagnostics.isEmpty)
    }

    @Test func aRemovedControllersSelectionNeverReachesTheCollectionView() throws {
      let collectionView = UICollectionView(
        frame: Self.frame, collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let a = NamesSection("a", ["a0", "a1"], collection: true)
      let b = NamesSection("b", ["b0", "b1"], collection: true)
      let root = CompositeController([a, b])
      root.attach(to: adapter)
      let context = a.context
      collectionView.calls = []
      root.remove(at: 0)
      context.selectRow(1)
      context.performBatch { $0.reloadSection() }
      root.flushUpdates()
      #expect(
        collectionView.calls.filter { !$0.hasPrefix("register") } == [
          "performBatchUpdates {", "deleteSections [0]", "}",
        ])
      #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
      #expect(root.diagnostics.isEmpty)
    }

    struct Post: Equatable {
      var id: Int
      var title: String
    }

    @Test func rowsThatChangeAndSwapAreReconfiguredWhereTheyNowStand() {
      let tableView = UITableView(frame: Self.frame, style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let posts = IdentifiedSection(
        items: [Post(id: 1, title: "a"), Post(id: 2, title: "b"), Post(id: 3, title: "c")],
        id: \.id
      ) { context, row, _ in context.dequeueReusableCell(ofType: RowCell.self, for: row) }
      let root = CompositeController([posts])
      root.attach(to: adapter)
      tableView.calls = []
      posts.setItems([Post(id: 2, title: "B"), Post(id: 1, title: "A"), Post(id: 3, title: "c")])
      root.flushUpdates()
      // In one step UIKit would reconfigure [0, 0] and [0, 1] before the move: each cell would
      // be configured for the row that was there, and show the other's title.
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "moveRow [0, 1] [0, 0]", "}",
          "performBatchUpdates {", "reconfigureRows [[0, 0], [0, 1]]", "}",
        ])
      #expect(posts.items.map(\.title) == ["B", "A", "c"])
      #expect(root.diagnostics.isEmpty)
    }
  }
#endif
