#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The ``ListHost`` side that both adapters share (`ListViewAdapter`), checked on each: the
  /// same rules and the same order, in each view's own calls.
  @Suite("UIKit adapters: the shared list-host core, on a table and a collection view")
  @MainActor
  struct ListViewAdapterTests {
    static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// A table view and a collection view, and the adapter of each.
    static func bothAdapters() -> (UITableView, UICollectionView, [any ListHost]) {
      let tableView = UITableView(frame: frame, style: .plain)
      let collectionView = UICollectionView(
        frame: frame, collectionViewLayout: UICollectionViewLayout())
      let adapters: [any ListHost] = [
        TableViewAdapter(tableView: tableView),
        CollectionViewAdapter(collectionView: collectionView),
      ]
      return (tableView, collectionView, adapters)
    }

    /// A valid batch with one change of every kind, over eight sections of two rows each (the
    /// counts do not change), its sets written out of order.
    static var everyKindOfChange: ListBatch {
      func path(_ section: Int, _ row: Int) -> ListIndexPath {
        ListIndexPath(row: row, section: section)
      }
      var batch = ListBatch()
      batch.reconfiguredRows = [path(7, 1), path(7, 0)]
      batch.movedRows = [.init(from: path(6, 0), to: path(6, 1))]
      batch.reloadedRows = [path(5, 0)]
      batch.insertedRows = [path(4, 1), path(4, 0)]
      batch.deletedRows = [path(4, 0), path(4, 1)]
      batch.movedSections = [.init(from: 2, to: 3)]
      batch.reloadedSections = [1]
      batch.insertedSections = [0]
      batch.deletedSections = [0]
      return batch
    }

    @Test func aTableViewGetsEveryKindOfChangeInUIKitsOrder() throws {
      let tableView = UITableView(frame: Self.frame, style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      adapter.rowAnimation = .fade
      let counts = ModelList(Array(repeating: ["first", "second"], count: 8))
      adapter.connect(dataSource: counts, delegate: nil)
      tableView.calls = []
      var completed: Bool?
      try adapter.performBatchUpdates(Self.everyKindOfChange, animated: true) { completed = $0 }
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "deleteSections [0] fade", "insertSections [0] fade",
          "reloadSections [1] fade", "moveSection 2 3", "deleteRows [[4, 0], [4, 1]] fade",
          "insertRows [[4, 0], [4, 1]] fade", "reloadRows [[5, 0]] fade", "moveRow [6, 0] [6, 1]",
          "reconfigureRows [[7, 0], [7, 1]]", "}",
        ])
      #expect(completed == true)
    }

    @Test func aCollectionViewGetsEveryKindOfChangeInUIKitsOrder() throws {
      let collectionView = UICollectionView(
        frame: Self.frame, collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let counts = ModelList(Array(repeating: ["first", "second"], count: 8))
      adapter.connect(dataSource: counts, delegate: nil)
      collectionView.calls = []
      var completed: Bool?
      try adapter.performBatchUpdates(Self.everyKindOfChange, animated: false) { completed = $0 }
      #expect(
        collectionView.calls == [
          "performBatchUpdates {", "deleteSections [0]", "insertSections [0]", "reloadSections [1]",
          "moveSection 2 3", "deleteItems [[4, 0], [4, 1]]", "insertItems [[4, 0], [4, 1]]",
          "reloadItems [[5, 0]]", "moveItem [6, 0] [6, 1]", "reconfigureItems [[7, 0], [7, 1]]",
          "}",
        ])
      #expect(completed == true)
    }

    @Test func rowsOutOfBoundsNeverReachEitherListView() {
      let (tableView, collectionView, hosts) = Self.bothAdapters()
      let counts = ModelList([["a0"], ["b0", "b1"]])
      for host in hosts {
        host.connect(dataSource: counts, delegate: nil)
        #expect(host.rowCounts == [1, 2])
        #expect(host.numberOfSections == 2 && host.numberOfRows(inSection: 1) == 2)
        #expect(host.containerSize == Self.frame.size)
        let outside = ListIndexPath(row: 1, section: 0)
        #expect(throws: HostError.self) {
          try host.selectRow(at: outside, animated: false, scrollPosition: .none)
        }
        #expect(throws: HostError.self) {
          try host.scrollToRow(at: outside, at: .top, animated: false)
        }
      }
      #expect(!tableView.calls.contains { $0.hasPrefix("selectRow") || $0.hasPrefix("scrollTo") })
      #expect(
        !collectionView.calls.contains { $0.hasPrefix("selectItem") || $0.hasPrefix("scrollTo") })
    }

    @Test func selectionFromCodeReachesEitherListViewAndReadsBackInOrder() throws {
      let (tableView, collectionView, hosts) = Self.bothAdapters()
      let counts = ModelList([["a0"], ["b0", "b1"]])
      for host in hosts {
        host.connect(dataSource: counts, delegate: nil)
        try host.selectRow(
          at: ListIndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        try host.selectRow(
          at: ListIndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(
          host.indexPathsForSelectedRows == [
            ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 1),
          ])
        host.deselectRow(at: ListIndexPath(row: 0, section: 0), animated: false)
        #expect(host.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 1)])
      }
      #expect(tableView.calls.contains("deselectRow [0, 0] animated: false"))
      #expect(collectionView.calls.contains("deselectItem [0, 0] animated: false"))
    }

    @Test func aListViewThatIsGoneIsReportedByName() {
      let hosts: [(any ListHost, String)] = [
        (TableViewAdapter(tableView: UITableView(frame: Self.frame, style: .plain)), "table view"),
        (
          CollectionViewAdapter(
            collectionView: UICollectionView(
              frame: Self.frame, collectionViewLayout: UICollectionViewLayout())),
          "collection view"
        ),
      ]
      for (host, name) in hosts {
        #expect(host.rowCounts == [] && host.containerSize == .zero)
        #expect(throws: HostError("the \(name) is gone")) {
          try host.reuseHost.dequeueReusableCell(
            withIdentifier: "cell", for: ListIndexPath(row: 0, section: 0))
        }
      }
    }
  }
#endif
