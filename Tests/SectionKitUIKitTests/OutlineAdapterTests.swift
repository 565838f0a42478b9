#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A folder of the outline on UIKit: its name is its identity.
  private struct Node: Identifiable {
    var id: String
    var children: [Node] = []
  }

  /// An outline on UIKit's views: the disclosure of a content cell expands its node with item
  /// inserts and a reconfigure, and each child's cell is indented a level.
  @Suite("UIKit adapters: outlines") @MainActor
  struct OutlineAdapterTests {
    private let roots = [
      Node(id: "Documents", children: [Node(id: "Work"), Node(id: "Photos")]), Node(id: "Music"),
    ]

    @Test func theListCellsDisclosureInsertsTheChildrenIndented() throws {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let outline = OutlineSection(roots: roots, children: \.children) { RowContent($0.id) }
      let root = CompositeController([outline])
      root.attach(to: adapter)
      collectionView.calls = []

      let documents = try #require(
        adapter.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
          as? ContentListCell)
      let disclosure = try #require(
        documents.accessories.first { $0.mirrorKind == "outlineDisclosure" })
      disclosure.mirrorActionHandler?()  // the user's tap
      root.flushUpdates()

      #expect(
        collectionView.calls.filter { !$0.hasPrefix("register") } == [
          "performBatchUpdates {", "insertItems [[0, 1], [0, 2]]", "reconfigureItems [[0, 0]]",
          "}",
        ])
      let work = try #require(
        adapter.collectionView(collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
          as? ContentListCell)
      #expect(work.indentationLevel == 1)
      #expect(documents.indentationLevel == 0)
      #expect(outline.visibleNodes.map(\.id) == ["Documents", "Work", "Photos", "Music"])
      #expect(root.diagnostics.isEmpty)
    }

    @Test func theTableCellsDisclosureButtonCollapsesWithDeletes() throws {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let outline = OutlineSection(
        roots: roots, children: \.children, expanded: ["Documents"]
      ) { RowContent($0.id) }
      let root = CompositeController([outline])
      root.attach(to: adapter)
      tableView.calls = []

      let documents = try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
          as? ContentTableViewCell)
      let button = try #require(documents.accessoryView as? UIButton)
      button.sendActions(for: .primaryActionTriggered)  // the user's tap
      root.flushUpdates()

      #expect(
        tableView.calls.filter { !$0.hasPrefix("register") } == [
          "performBatchUpdates {", "deleteRows [[0, 1], [0, 2]] automatic",
          "reconfigureRows [[0, 0]]", "}",
        ])
      #expect(outline.visibleNodes.map(\.id) == ["Documents", "Music"])
      #expect(root.diagnostics.isEmpty)
    }
  }
#endif
