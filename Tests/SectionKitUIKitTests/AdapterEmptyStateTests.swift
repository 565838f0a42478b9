#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  @Suite("The empty state as the background view of the UIKit adapters") @MainActor
  struct AdapterEmptyStateTests {
    @Test(arguments: [false, true])
    func theEmptyStateIsTheBackgroundViewWhileEverySectionIsEmpty(onCollectionView: Bool) throws {
      let screen = MirrorMailbox(
        inbox: [], onCollectionView: onCollectionView,
        emptyState: RowContent("No messages", secondaryText: "New mail appears here"))
      let content = try #require(screen.backgroundContent)
      #expect(content.text == "No messages")
      #expect(content.secondaryText == "New mail appears here")
      #expect(content.textProperties.alignment == .center)

      screen.inbox = ["Hi"]
      screen.show()
      #expect(screen.backgroundView == nil, "a row appeared")

      screen.inbox = []
      screen.show()
      #expect(screen.backgroundContent?.text == "No messages", "the last row went")
      #expect(screen.calls.filter { $0.hasPrefix("backgroundView") }.count == 3)
    }

    @Test(arguments: [false, true])
    func aBatchThatMovesRowsLeavesTheBackgroundAlone(onCollectionView: Bool) {
      let screen = MirrorMailbox(
        inbox: [], onCollectionView: onCollectionView, emptyState: RowContent("No messages"))
      screen.inbox = ["Hi", "Lunch?"]
      screen.show()
      #expect(
        screen.calls.filter { $0.hasPrefix("backgroundView") } == [
          "backgroundView UIListContentView", "backgroundView nil",
        ])

      let before = screen.calls.count
      screen.inbox = ["Lunch?", "Hi"]
      screen.show()
      let batch = screen.calls[before...]
      #expect(batch.contains { $0.hasPrefix("move") })
      #expect(!batch.contains { $0.hasPrefix("backgroundView") }, "\(batch)")
      #expect(screen.backgroundView == nil)
    }

    @Test func anAdaptersOwnEmptyViewIsShownAndTheTablesBackgroundComesBack() throws {
      let screen = MirrorMailbox(inbox: ["Hi"], emptyState: RowContent("No messages"))
      let adapter = try #require(screen.tableAdapter)
      let wallpaper = UIView()
      screen.tableView.backgroundView = wallpaper
      let custom = UIView()
      var madeFor: [String] = []
      adapter.emptyStateView = { content in
        madeFor.append(content.text)
        return custom
      }

      screen.inbox = []
      screen.show()
      #expect(screen.tableView.backgroundView === custom)
      #expect(madeFor == ["No messages"])

      screen.inbox = ["Hi"]
      screen.show()
      #expect(screen.tableView.backgroundView === wallpaper)
    }
  }
#endif
