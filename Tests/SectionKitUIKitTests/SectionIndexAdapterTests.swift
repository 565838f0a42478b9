#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The section index over the UIKit adapters: `UITableView`'s `sectionIndexTitles(for:)` and
  /// `sectionForSectionIndexTitle`, `UICollectionView`'s `indexTitles(for:)` and
  /// `indexPathForIndexTitle` (iOS 14), answered from the section controllers.
  @Suite("The section index, over the UIKit adapters") @MainActor
  struct SectionIndexAdapterTests {
    @Test func aTableGetsTheControllersTitlesAndTheSectionOfATappedOne() {
      let favorites = TableSection("favorites", ["f0"])
      let a = TableSection("a", ["a0"])
      a.indexTitle = "A"
      let b = TableSection("b", [])
      b.indexTitle = "B"
      let c = TableSection("c", ["c0", "c1"])
      c.indexTitle = "C"
      let root = CompositeController([favorites, a, CompositeController([b, c])])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      let dataSource: any UITableViewDataSource = adapter

      #expect(dataSource.sectionIndexTitles(for: tableView) == ["A", "B", "C"])
      #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: "C", at: 2) == 3)
      #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: "A", at: 0) == 1)

      // The title leads to its controller's section wherever it moved since UIKit asked.
      root.move(from: 2, to: 0)
      root.flushUpdates()
      #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: "C", at: 2) == 1)
      #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: "A", at: 0) == 3)
    }

    @Test func aTableReadsItsIndexAgainWhenSectionsChangeNotWhenRowsDo() throws {
      let a = TableSection("a", ["a0"])
      a.indexTitle = "A"
      let root = CompositeController([a])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      let b = TableSection("b", ["b0"])
      b.indexTitle = "B"

      root.append(b)
      root.flushUpdates()
      #expect(tableView.calls.suffix(1) == ["reloadSectionIndexTitles"])

      let context = try #require(root.context(for: a))
      context.performBatch { batch in batch.reloadRows(at: [0]) }
      root.flushUpdates()
      #expect(tableView.calls.last != "reloadSectionIndexTitles", "\(tableView.calls)")
    }

    @Test func aTableWithoutTitlesShowsNoIndex() {
      let screen = TableScreen()
      let dataSource: any UITableViewDataSource = screen.adapter
      #expect(dataSource.sectionIndexTitles(for: screen.tableView) == nil)
    }

    @Test func aCollectionScrollsToAnItemOfTheTitlesSectionOrTheNearestOne() {
      let sections = [
        TileSection("a", ["a0"]), TileSection("b", []), TileSection("c", ["c0", "c1"]),
        TileSection("z", []),
      ]
      for (section, title) in zip(sections, ["A", "B", "C", "Z"]) { section.indexTitle = title }
      let root = CompositeController(sections)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
      let dataSource: any UICollectionViewDataSource = adapter

      #expect(dataSource.indexTitles(for: collectionView) == ["A", "B", "C", "Z"])
      let targets = ["A", "B", "C", "Z"].enumerated().map { index, title in
        dataSource.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
      }
      #expect(
        targets == [
          IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2),
          IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2),
        ])
    }
  }
#endif
