#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A snapshot past the threshold, over the table adapter: the table view hears nothing until
  /// the diff comes back, then one batch of the rows that changed, never a reload, and the
  /// newest of quick snapshots alone.
  @Suite("Background diffing, over the UIKit adapters") @MainActor
  struct BackgroundDiffingAdapterTests {
    @MainActor final class Screen {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
      let adapter: TableViewAdapter
      let dataSource: SnapshotDataSource<String, Int>

      init() {
        dataSource = SnapshotDataSource { dataSource, indexPath, item in
          let cell = dataSource.dequeueReusableCell(ofType: TitleCell.self, for: indexPath)
          cell.title = "\(item)"
          return cell
        }
        adapter = TableViewAdapter(tableView: tableView)
        dataSource.composite.attach(to: adapter)
        dataSource.apply(Self.snapshot([]), animatingDifferences: false)
        dataSource.backgroundDiffingThreshold = 100
        tableView.calls = []
      }

      /// One section: `first`, then 300 rows every snapshot shares.
      static func snapshot(_ first: [Int]) -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(first + Array(1...300))
        return snapshot
      }

      /// The titles of the first rows the table view counts, as the data source configures them.
      var firstRows: [String] {
        (0..<3).map { row in
          let cell = adapter.tableView(tableView, cellForRowAt: IndexPath(row: row, section: 0))
          return (cell as? TitleCell)?.title ?? "?"
        }
      }

      /// The update calls the table view received, registrations aside.
      var updates: [String] { tableView.calls.filter { !$0.hasPrefix("register") } }
    }

    @Test func theTableHearsOneBatchOnceTheDiffComesBack() async {
      let screen = Screen()
      var completed: [Int] = []
      for marker in [-1, -2] {
        screen.dataSource.apply(Screen.snapshot([marker])) { completed.append(marker) }
      }
      #expect(screen.updates == [], "apply returned before the diff")
      #expect(screen.firstRows == ["1", "2", "3"])

      await screen.dataSource.composite.waitForUpdates()
      #expect(
        screen.updates == ["performBatchUpdates {", "insertRows [[0, 0]] automatic", "}"],
        "the newest snapshot alone, diffed from what the table shows")
      #expect(screen.firstRows == ["-2", "1", "2"])
      #expect(screen.tableView.numberOfRows(inSection: 0) == 301)
      #expect(completed == [-1, -2])
    }
  }
#endif
