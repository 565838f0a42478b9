#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// What the adapters hand UIKit when a reconfigure shares an update with a move.
  ///
  /// UIKit resolves `reconfigureRows`/`reconfigureItems` at once, at the row's index path from
  /// before the update, while the data source already answers with the new model. So the
  /// reconfigure must reach the list view after the move, at the row's new index path, in a
  /// batch of its own.
  @Suite("UIKit adapters: reconfigures reach UIKit where the index path names the same row")
  @MainActor
  struct AdapterReconfigureTests {
    struct Post: Equatable {
      var id: Int
      var title: String
    }

    static let before = [
      Post(id: 1, title: "one"), Post(id: 2, title: "two"), Post(id: 3, title: "3"),
    ]
    static let after = [
      Post(id: 3, title: "THREE"), Post(id: 1, title: "one"), Post(id: 2, title: "two"),
    ]

    @Test func tableViewReconfiguresAfterTheMoveAtTheNewIndexPath() {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let posts = IdentifiedSection(items: Self.before, id: \.id) { context, row, _ in
        context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
      }
      let root = CompositeController([posts])
      root.attach(to: adapter)
      tableView.calls = []
      posts.setItems(Self.after)
      root.flushUpdates()
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "moveRow [0, 2] [0, 0]", "}",
          "performBatchUpdates {", "reconfigureRows [[0, 0]]", "}",
        ])
      // UIKit asks the data source for the reconfigured row at that index path: it is "THREE".
      #expect(posts.items[0].title == "THREE")
      #expect(root.diagnostics.isEmpty)
    }

    @Test func collectionViewReconfiguresAfterTheMoveAtTheNewIndexPath() {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let posts = IdentifiedSection(items: Self.before, id: \.id) { context, row, _ in
        context.dequeueReusableCell(ofType: TileCell.self, for: row)
      }
      let root = CompositeController([posts])
      root.attach(to: adapter)
      collectionView.calls = []
      posts.setItems(Self.after)
      root.flushUpdates()
      #expect(
        collectionView.calls == [
          "performBatchUpdates {", "moveItem [0, 2] [0, 0]", "}",
          "performBatchUpdates {", "reconfigureItems [[0, 0]]", "}",
        ])
      #expect(root.diagnostics.isEmpty)
    }
  }
#endif
