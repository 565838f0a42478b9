#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A paged section over the table adapter: the next page is asked for once the status row's
  /// `rectForRow(at:)` comes within a screen of the table view's bounds, before it shows.
  @Suite("Paged sections, over the UIKit adapters") @MainActor
  struct PagedSectionAdapterTests {
    /// A feed in a table view 220 points high: a header of 28, rows of 44, so after a page of
    /// twenty posts the status row stands at 908 ..< 952.
    @MainActor final class Screen {
      let loader = PageLoader()
      let feed: PagedSection<String>
      let root: CompositeController
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
      let adapter: TableViewAdapter

      init() {
        let loader = self.loader
        feed = PagedSection(content: { RowContent($0) }, load: { try await loader.load($0) })
        root = CompositeController([feed])
        adapter = TableViewAdapter(tableView: tableView)
        root.attach(to: adapter)
      }

      /// Scrolls as UIKit does: the offset changes, then the delegate hears of it.
      func scroll(to y: CGFloat) {
        tableView.contentOffset = CGPoint(x: 0, y: y)
        adapter.scrollViewDidScroll(tableView)
      }

      /// Whether the status row's frame reaches into the table view's bounds.
      var statusRowIsOnScreen: Bool {
        let frame = tableView.rectForRow(at: IndexPath(row: 20, section: 0))
        return frame.minY < tableView.contentOffset.y + tableView.bounds.height
      }
    }

    @Test func theNextPageIsAskedForAScreenBeforeTheStatusRowShows() async {
      let screen = Screen()
      #expect(await screen.loader.calls(of: screen.feed) == [0])
      await screen.loader.deliver(.init(PageLoader.posts(1...20)), to: screen.feed)
      #expect(screen.tableView.numberOfRows(inSection: 0) == 21)

      screen.scroll(to: 400)
      #expect(await screen.loader.calls(of: screen.feed) == [0], "the status row is 2 screens off")
      screen.scroll(to: 500)
      #expect(!screen.statusRowIsOnScreen)
      #expect(await screen.loader.calls(of: screen.feed) == [0, 20])
      #expect(screen.feed.status == .loading)
      screen.scroll(to: 740)
      #expect(screen.statusRowIsOnScreen)
      #expect(await screen.loader.calls(of: screen.feed) == [0, 20], "asked once")
    }
  }
#endif
