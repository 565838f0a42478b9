#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitSwiftUI
  import SectionKitUIKit
  import SwiftUIMirror
  import Testing
  import UIKitMirror

  /// The hosting configuration a cell shows, with the row's view as the mirror keeps it.
  typealias TextRowConfiguration = UIHostingConfiguration<HostedRow<Text>, EmptyView>

  /// What a cell's hosted view is keyed by and shows, or `nil` for a cell without one.
  @MainActor
  func hostedRow(in configuration: (any UIContentConfiguration)?) -> (
    id: AnyHashable, text: String
  )? {
    guard let hosting = configuration as? TextRowConfiguration else { return nil }
    return (hosting.mirrorContent.id, hosting.mirrorContent.content.mirrorString)
  }

  /// What the rows' actions did, in order.
  @MainActor
  final class Recorder {
    var values: [String] = []
  }

  @Suite("SwiftUI views as rows") @MainActor
  struct HostedRowTests {
    @Test func aTableCellHostsTheRowsViewKeyedByTheRowsIdentity() throws {
      let cell = ContentTableViewCell(style: .default, reuseIdentifier: nil)
      cell.show(.hosting("Ada, online", id: 7, accessories: [.disclosureIndicator]) { Text("Ada") })
      let hosted = try #require(hostedRow(in: cell.contentConfiguration))
      #expect(hosted.id == AnyHashable(7))
      #expect(hosted.text == "Ada")
      #expect(cell.accessoryType == .disclosureIndicator, "the accessories still show")
      #expect(cell.accessibilityLabel == "Ada, online", "VoiceOver reads the description")
    }

    @Test func aCollectionListCellHostsTheRowsView() throws {
      let cell = ContentListCell(frame: .zero)
      cell.show(.hosting("Grace", id: "grace") { Text("Grace") })
      let hosted = try #require(hostedRow(in: cell.contentConfiguration))
      #expect(hosted.id == AnyHashable("grace"))
    }

    @Test func aCellShowingAStandardRowAfterAHostedOneDropsTheHostedView() throws {
      let cell = ContentTableViewCell(style: .default, reuseIdentifier: nil)
      cell.show(.hosting("Ada", id: 1) { Text("Ada") })
      cell.show(RowContent("Wi-Fi"))
      let list = try #require(cell.contentConfiguration as? UIListContentConfiguration)
      #expect(list.text == "Wi-Fi")
    }

    @Test func aHostedRowIsConfiguredAgainWhenItsDescriptionOrIdentityChanges() {
      let ada = RowContent.hosting("Ada", id: 1) { Text("Ada") }
      #expect(ada.hasSameValues(as: .hosting("Ada", id: 1) { Text("other view, same words") }))
      #expect(!ada.hasSameValues(as: .hosting("Ada, away", id: 1) { Text("Ada") }))
      #expect(!ada.hasSameValues(as: .hosting("Ada", id: 2) { Text("Ada") }))
      #expect(!ada.hasSameValues(as: .hosting("Ada", id: "1") { Text("Ada") }))
      #expect(!ada.hasSameValues(as: RowContent("Ada")))
    }

    @Test func theHeadlessHostShowsAHostedRowByItsDescriptionBesideUIKitRows() {
      let screen = CompositeController()
      screen.show {
        ListSection("people", header: "People") {
          Row(1, "Ada Lovelace, online") { Text("Ada") }
          Row(2, RowContent("Grace Hopper", detail: "away"))
        }
      }
      let list = HeadlessListView()
      screen.attach(to: list)
      #expect(
        list.renderedText() == """
          ┌ PEOPLE
          │ Ada Lovelace, online
          │ Grace Hopper · away
          └

          """)
    }

    @Test func selectionSwipeActionsAndMenusOfAHostedRowAreTheSections() throws {
      let taps = Recorder()
      let screen = CompositeController()
      screen.show {
        ListSection("people") {
          Row(1, "Ada") { Text("Ada") }
            .onSelect { taps.values.append("select") }
            .trailingSwipeActions([
              SwipeAction(identifier: "delete", title: "Delete", style: .destructive) { done in
                done(true)
              }
            ])
            .contextMenu(
              ContextMenu(
                identifier: "person",
                actions: [ContextMenu.Action(identifier: "copy", title: "Copy") {}]))
        }
      }
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      let row = IndexPath(row: 0, section: 0)
      let cell = try #require(
        adapter.tableView(tableView, cellForRowAt: row) as? ContentTableViewCell)
      #expect(hostedRow(in: cell.contentConfiguration)?.id == AnyHashable(1))
      adapter.tableView(tableView, didSelectRowAt: row)
      #expect(taps.values == ["select"])
      #expect(adapter.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: row) != nil)
      #expect(
        adapter.tableView(tableView, contextMenuConfigurationForRowAt: row, point: .zero) != nil)
    }
  }
#endif
