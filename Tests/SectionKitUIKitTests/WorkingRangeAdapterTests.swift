#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The working range over the table adapter: measured from the table view's bounds and its
  /// sections' `rect(forSection:)` when it loads, applies a batch and reports a scroll through
  /// `scrollViewDidScroll`.
  @Suite("Working range, over the UIKit adapters") @MainActor
  struct WorkingRangeAdapterTests {
    /// Six sections of two rows, 144 points each in the mirror's layout (a header of 28, two rows
    /// of 44, a footer of 28), in a viewport of 100 points, with a working range of one screen.
    @MainActor final class Screen {
      let sections = (0..<6).map { TableSection("s\($0)", ["r0", "r1"]) }
      let root: CompositeController
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
      let adapter: TableViewAdapter

      init() {
        root = CompositeController(sections)
        root.workingRange = 1
        adapter = TableViewAdapter(tableView: tableView)
        root.attach(to: adapter)
      }

      /// The sections told they entered the working range and not told they left.
      var inRange: [String] {
        sections.filter {
          $0.events.filter { $0.hasSuffix("WorkingRange") }.last == "willEnterWorkingRange"
        }
        .map(\.name)
      }

      /// Scrolls as UIKit does: the offset changes, then the delegate hears of it.
      func scroll(to y: CGFloat) {
        tableView.contentOffset = CGPoint(x: 0, y: y)
        adapter.scrollViewDidScroll(tableView)
      }
    }

    @Test func aScrollReportedThroughScrollViewDidScrollMovesTheRange() {
      let screen = Screen()
      // Loaded at offset 0: -100..<200 reaches s0 (0..<144) and s1 (144..<288).
      #expect(screen.inRange == ["s0", "s1"])
      screen.scroll(to: 200)
      // 100..<400: s0 to s2.
      #expect(screen.inRange == ["s0", "s1", "s2"])
      screen.scroll(to: 400)
      // 300..<600: s2 (288..<432) to s4 (576..<720).
      #expect(screen.inRange == ["s2", "s3", "s4"])
      #expect(screen.sections[0].events == ["willEnterWorkingRange", "didExitWorkingRange"])
      #expect(screen.sections[5].events.isEmpty)
    }

    @Test func aTableBatchThatRemovesASectionInTheRangeExitsIt() {
      let screen = Screen()
      _ = screen.root.remove(at: 1)
      screen.root.flushUpdates()
      #expect(screen.tableView.calls.contains("deleteSections [1] automatic"))
      #expect(screen.sections[1].events == ["willEnterWorkingRange", "didExitWorkingRange"])
      // s2 moved up to 144..<288.
      #expect(screen.inRange == ["s0", "s2"])
    }

    @Test func aSectionUIKitShowsBeforeAnyScrollIsReportedEntersFirst() {
      let screen = Screen()
      screen.tableView.contentOffset = CGPoint(x: 0, y: 600)  // no scrollViewDidScroll yet
      let delegate: any UITableViewDelegate = screen.adapter
      let cell = ProfileCell(style: .default, reuseIdentifier: nil)
      delegate.tableView(
        screen.tableView, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 4))
      #expect(screen.sections[4].events == ["willEnterWorkingRange", "willDisplaySection"])
      delegate.tableView(
        screen.tableView, didEndDisplaying: cell, forRowAt: IndexPath(row: 0, section: 4))
      // Still within the range last measured? No: it was measured at offset 0.
      #expect(
        screen.sections[4].events == [
          "willEnterWorkingRange", "willDisplaySection", "didEndDisplayingSection",
          "didExitWorkingRange",
        ])
    }
  }
#endif
