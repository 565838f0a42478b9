#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A section of UIKit cells that offers a trailing swipe action and says nothing about editing.
  @MainActor
  final class FlagMailSection: SectionController, SectionSwipeActions {
    override func numberOfRows(in context: SectionContext) -> Int { 2 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
    }
    func trailingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      SwipeActionsConfiguration(actions: [
        SwipeAction(identifier: "flag", title: "Flag") { $0(true) }
      ]
      )
    }
  }

  /// UIKit asks for swipe configurations only for rows whose `canEditRowAt` is `true`: what the
  /// table view adapter answers decides whether a device shows the section's swipe actions.
  @Suite("UIKit table view adapter: swipe actions need an editable row") @MainActor
  struct AdapterSwipeActionTests {
    @Test func aSectionThatOnlyOffersSwipeActionsIsEditableWithoutAnEditingControl() {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let root = CompositeController([FlagMailSection(), RecordingSection("plain", rows: 1)])
      root.attach(to: adapter)
      let flagRow = IndexPath(row: 1, section: 0)

      // What a device does: it asks canEditRowAt first, and swipe actions only where it is true.
      #expect(adapter.tableView(tableView, canEditRowAt: flagRow))
      let trailing = adapter.tableView(
        tableView, trailingSwipeActionsConfigurationForRowAt: flagRow)
      #expect(trailing?.actions.map(\.title) == ["Flag"])
      #expect(adapter.tableView(tableView, editingStyleForRowAt: flagRow) == .none)
    }
  }
#endif
