#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The names of the table and collection sections of these tests, in the order given.
  @MainActor
  func sectionNames(_ controllers: [SectionController]) -> [String] {
    controllers.map { ($0 as? TableSection)?.name ?? ($0 as? TileSection)?.name ?? "?" }
  }

  /// Visible section controllers and section display events over the UIKit adapters: the table
  /// and collection views are driven as UIKit drives them, with their display callbacks.
  @Suite("Sections on screen, over the UIKit adapters") @MainActor
  struct SectionDisplayAdapterTests {
    @Test func aTableSectionShowingOnlyItsHeaderIsVisibleUntilTheHeaderLeaves() {
      let screen = TableScreen()
      let tableView = screen.tableView
      let delegate: any UITableViewDelegate = screen.adapter
      let header = TitleHeader(reuseIdentifier: nil)
      delegate.tableView(tableView, willDisplayHeaderView: header, forSection: 1)
      #expect(sectionNames(screen.root.visibleSectionControllers) == ["b"])
      #expect(screen.b.events == ["willDisplaySection"])

      // UIKit shows a header title in a header view of its own.
      let titleView = UITableViewHeaderFooterView(reuseIdentifier: nil)
      delegate.tableView(tableView, willDisplayHeaderView: titleView, forSection: 0)
      let cell = ProfileCell(style: .default, reuseIdentifier: nil)
      delegate.tableView(tableView, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
      #expect(sectionNames(screen.root.visibleSectionControllers) == ["a", "b"])
      #expect(screen.a.events == ["willDisplaySection"])

      delegate.tableView(tableView, didEndDisplayingHeaderView: header, forSection: 1)
      #expect(screen.b.events == ["willDisplaySection", "didEndDisplayingSection"])
      delegate.tableView(tableView, didEndDisplayingHeaderView: titleView, forSection: 0)
      #expect(screen.a.events == ["willDisplaySection"], "a's cell is still on screen")
      delegate.tableView(tableView, didEndDisplaying: cell, forRowAt: IndexPath(row: 0, section: 0))
      #expect(screen.a.events == ["willDisplaySection", "didEndDisplayingSection"])
      #expect(screen.root.visibleSectionControllers.isEmpty)
    }

    @Test func aTableSectionRemovedWhileVisibleEndsWhenUIKitEndsItsCells() {
      let screen = TableScreen()
      let tableView = screen.tableView
      let delegate: any UITableViewDelegate = screen.adapter
      let cells = (0..<3).map { _ in ProfileCell(style: .default, reuseIdentifier: nil) }
      let paths = [
        IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
      ]
      for (cell, path) in zip(cells, paths) {
        delegate.tableView(tableView, willDisplay: cell, forRowAt: path)
      }
      let inner = screen.root.children[1] as? CompositeController
      inner?.remove(at: 0)
      screen.root.flushUpdates()
      #expect(tableView.calls.contains("deleteSections [1] automatic"))
      // After the animation, UIKit ends the display of the deleted rows' cells.
      delegate.tableView(tableView, didEndDisplaying: cells[1], forRowAt: paths[1])
      #expect(screen.b.events == ["willDisplaySection"])
      delegate.tableView(tableView, didEndDisplaying: cells[2], forRowAt: paths[2])
      #expect(screen.b.events == ["willDisplaySection", "didEndDisplayingSection"])
      #expect(screen.a.events == ["willDisplaySection"])
      #expect(sectionNames(screen.root.visibleSectionControllers) == ["a"])
    }

    @Test func aTableBatchThatMovesVisibleSectionsEndsAndBeginsNothing() {
      let screen = TableScreen()
      let tableView = screen.tableView
      let delegate: any UITableViewDelegate = screen.adapter
      delegate.tableView(
        tableView, willDisplay: ProfileCell(style: .default, reuseIdentifier: nil),
        forRowAt: IndexPath(row: 0, section: 0))
      delegate.tableView(
        tableView, willDisplayHeaderView: TitleHeader(reuseIdentifier: nil), forSection: 1)
      screen.root.move(from: 1, to: 0)
      screen.root.flushUpdates()
      #expect(
        tableView.calls.contains("moveSection 1 0") || tableView.calls.contains("moveSection 0 1"))
      #expect(
        screen.a.events == ["willDisplaySection"] && screen.b.events == ["willDisplaySection"])
      #expect(sectionNames(screen.root.visibleSectionControllers) == ["b", "a"])
    }

    @Test func aCollectionSectionShowingOnlyItsHeaderIsVisible() {
      let screen = CollectionScreen()
      screen.a.hasHeader = false
      let collectionView = screen.collectionView
      let dataSource: any UICollectionViewDataSource = screen.adapter
      let delegate: any UICollectionViewDelegate = screen.adapter
      let kind = UICollectionView.elementKindSectionHeader
      // A layout that declares headers gets an empty view for a section without one.
      let empty = dataSource.collectionView(
        collectionView, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 0))
      let header = dataSource.collectionView(
        collectionView, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 1))
      #expect(header is TileHeader)
      delegate.collectionView(
        collectionView, willDisplaySupplementaryView: empty, forElementKind: kind,
        at: IndexPath(item: 0, section: 0))
      delegate.collectionView(
        collectionView, willDisplaySupplementaryView: header, forElementKind: kind,
        at: IndexPath(item: 0, section: 1))
      #expect(sectionNames(screen.root.visibleSectionControllers) == ["b"])
      #expect(screen.a.events.isEmpty && screen.b.events == ["willDisplaySection"])
      delegate.collectionView(
        collectionView, didEndDisplayingSupplementaryView: header, forElementOfKind: kind,
        at: IndexPath(item: 0, section: 1))
      #expect(screen.b.events == ["willDisplaySection", "didEndDisplayingSection"])
      #expect(screen.root.visibleSectionControllers.isEmpty)
    }
  }
#endif
