#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A table of one section of 30 rows (a header of 28 points, rows of 44) in a viewport of 220
  /// points, scrolled so that "row 10" stands at the top.
  @MainActor
  private final class AnchoredTableScreen {
    let section = TableSection("feed", (0..<30).map { "row \($0)" })
    let root: CompositeController
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let adapter: TableViewAdapter

    init(anchoring: ScrollAnchoring = .firstVisibleRow, offset: CGFloat = 28 + 10 * 44) {
      tableView.rowHeight = 44
      tableView.sectionHeaderHeight = 28
      tableView.sectionFooterHeight = 0
      root = CompositeController([section])
      root.scrollAnchoring = anchoring
      adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      scroll(to: offset)
    }

    /// Scrolls the table, and puts the rows that reach into the viewport on screen.
    func scroll(to offset: CGFloat) {
      tableView.contentOffset.y = offset
      let rows = (0..<section.items.count).filter { row in
        let frame = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return frame.maxY > offset && frame.minY < offset + 220
      }
      tableView.mirrorRowsOnScreen = rows.map { IndexPath(row: $0, section: 0) }
    }

    /// The text of the row whose top stands at the top of the viewport, if any.
    var rowAtTheTop: String? {
      let offset = tableView.contentOffset.y
      return section.items.indices.first { row in
        tableView.rectForRow(at: IndexPath(row: row, section: 0)).minY == offset
      }.map { section.items[$0] }
    }

    var offset: Double { Double(tableView.contentOffset.y) }

    func update(_ change: (inout [String]) -> [Int], deleting: Bool = false) {
      section.context.performBatch { batch in
        let rows = change(&section.items)
        if deleting { batch.deleteRows(at: rows) } else { batch.insertRows(at: rows) }
      }
      root.flushUpdates()
    }
  }

  /// Scroll anchoring over the UIKit adapters: the frames come from `rectForRow(at:)` and the
  /// layout's attributes, read before `performBatchUpdates` and after it (laid out with
  /// `layoutIfNeeded()`), and the adapter moves `contentOffset`.
  ///
  /// The mirror lays rows out at once and animates nothing: how an animated batch looks while
  /// the offset moves under it can only be seen on a device.
  @Suite("Scroll anchoring, over the UIKit adapters") @MainActor
  struct ScrollAnchoringAdapterTests {
    @Test func aTablePrependKeepsTheFirstVisibleRowAtTheTop() {
      let screen = AnchoredTableScreen()
      #expect(screen.rowAtTheTop == "row 10")

      screen.update { items in
        items.insert(contentsOf: ["older 0", "older 1", "older 2"], at: 0)
        return [0, 1, 2]
      }

      #expect(screen.tableView.calls.contains("insertRows [[0, 0], [0, 1], [0, 2]] automatic"))
      #expect(screen.rowAtTheTop == "row 10")
      #expect(screen.offset == 28 + 13 * 44)
    }

    @Test func aTableRemovalAboveKeepsTheFirstVisibleRowAtTheTop() {
      let screen = AnchoredTableScreen()

      screen.update(
        { items in
          items.removeSubrange(0..<2)
          return [0, 1]
        }, deleting: true)

      #expect(screen.rowAtTheTop == "row 10")
      #expect(screen.offset == 28 + 8 * 44)
    }

    @Test func aTableWithoutAnchoringKeepsItsOffsetAsUIKitDoes() {
      let screen = AnchoredTableScreen(anchoring: .none)

      screen.update { items in
        items.insert(contentsOf: ["older 0", "older 1", "older 2"], at: 0)
        return [0, 1, 2]
      }

      #expect(screen.rowAtTheTop == "row 7")
      #expect(screen.offset == 28 + 10 * 44)
    }

    @Test func aChatAtTheBottomFollowsTheNewBottomAboveTheInputBar() {
      // The content is 28 + 30 * 44 = 1348 high, with 50 points of inset under it (an input
      // bar): the bottom is at 1348 + 50 - 220 = 1178.
      let screen = AnchoredTableScreen(anchoring: .bottom, offset: 1178)
      screen.tableView.contentInset.bottom = 50

      screen.update { items in
        items += ["row 30", "row 31"]
        return [30, 31]
      }

      #expect(screen.offset == 1178 + 2 * 44)
      // "row 31" ends where the input bar begins.
      let last = screen.tableView.rectForRow(at: IndexPath(row: 31, section: 0))
      #expect(screen.section.items[31] == "row 31")
      #expect(Double(last.maxY) == screen.offset + 220 - 50)
    }

    @Test func aChatTheUserIsDraggingIsNotPulledToTheBottom() {
      let screen = AnchoredTableScreen(anchoring: .bottom, offset: 1178)
      screen.tableView.contentInset.bottom = 50
      screen.tableView.mirrorIsTracking = true

      screen.update { items in
        items += ["row 30", "row 31"]
        return [30, 31]
      }

      #expect(screen.offset == 1178)
    }

    @Test func aCollectionPrependKeepsTheFirstVisibleItemAtTheTop() {
      let section = TileSection("tiles", (0..<20).map { "tile \($0)" })
      section.hasHeader = false
      let root = CompositeController([section])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: StackLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
      // The header (30) and five items of 50 above the viewport: "tile 5" at its top.
      collectionView.contentOffset.y = 30 + 5 * 50
      collectionView.mirrorItemsOnScreen = (5..<9).map { IndexPath(item: $0, section: 0) }

      section.context.performBatch { batch in
        section.items.insert(contentsOf: ["new 0", "new 1"], at: 0)
        batch.insertRows(at: [0, 1])
      }
      root.flushUpdates()

      let top = collectionView.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
      #expect(section.items[7] == "tile 5")
      #expect(top?.minY == collectionView.contentOffset.y)
      #expect(Double(collectionView.contentOffset.y) == 30 + 7 * 50)
    }
  }
#endif
