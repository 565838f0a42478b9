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

  /// A section whose header is a SwiftUI view.
  @MainActor
  final class HostedHeaderSection: SectionController, SectionHeaderFooterViews {
    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent("Ada"), for: row)
    }

    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      context.dequeueReusableSupplementaryView(
        ofKind: .header, showing: .hosting("The team, 4 people", id: "team") { Text("Team") })
    }
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

    @Test func aHostedHeaderIsKeyedOnATableAndAListAndShowsItsDescriptionHeadless() throws {
      let section = HostedHeaderSection()
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let tableAdapter = TableViewAdapter(tableView: tableView)
      let tableRoot = CompositeController([section])
      tableRoot.attach(to: tableAdapter)
      let header = try #require(
        tableAdapter.tableView(tableView, viewForHeaderInSection: 0) as? ContentHeaderFooterView)
      #expect(hostedRow(in: header.contentConfiguration)?.id == AnyHashable("team"))

      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let collectionAdapter = CollectionViewAdapter(collectionView: collectionView)
      let collectionRoot = CompositeController([HostedHeaderSection()])
      collectionRoot.attach(to: collectionAdapter)
      let supplementary = try #require(
        collectionAdapter.collectionView(
          collectionView,
          viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: 0)) as? ContentSupplementaryListCell)
      #expect(hostedRow(in: supplementary.contentConfiguration)?.id == AnyHashable("team"))

      let list = HeadlessListView()
      CompositeController([HostedHeaderSection()]).attach(to: list)
      #expect(list.renderedText().contains("The team, 4 people"))
    }
  }
#endif
