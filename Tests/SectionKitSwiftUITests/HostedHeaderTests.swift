#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitSwiftUI
  import SectionKitUIKit
  import SwiftUIMirror
  import Testing
  import UIKitMirror

  /// A declarative section whose header and footer are SwiftUI views.
  @MainActor
  func people(_ names: [String], footer: String = "Tap a person to open them") -> ListSection {
    ListSection("people") {
      for name in names {
        Row(name, name) { Text(name) }
      }
    }
    .header("People, \(names.count) in all") { Text("People") }
    .footer(footer) { Text(footer) }
  }

  @Suite("SwiftUI views as the headers and footers of declarative sections") @MainActor
  struct HostedHeaderTests {
    @Test func theHeadlessHostShowsTheHeaderAndFooterByTheirDescriptions() throws {
      let screen = CompositeController()
      screen.show { people(["Ada", "Grace"]) }
      let list = HeadlessListView()
      screen.attach(to: list)
      #expect(
        list.renderedText() == """
          ┌ People, 2 in all
          │ Ada
          │ Grace
          └ Tap a person to open them

          """)
      #expect(list.headerView(forSection: 0)?.textDescription == "People, 2 in all")
    }

    @Test func onATableTheHeaderAndFooterAreHostedKeyedBySectionAndKind() throws {
      let screen = CompositeController()
      screen.show {
        people(["Ada"])
        ListSection("titled", header: "Titled") { Row(1, RowContent("Wi-Fi")) }
      }
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)

      let header = try #require(
        adapter.tableView(tableView, viewForHeaderInSection: 0) as? ContentHeaderFooterView)
      let hostedHeader = try #require(hostedRow(in: header.contentConfiguration))
      #expect(
        hostedHeader.id == AnyHashable(HostedSupplementaryID(section: "people", isHeader: true)))
      #expect(hostedHeader.text == "People")

      let footer = try #require(
        adapter.tableView(tableView, viewForFooterInSection: 0) as? ContentHeaderFooterView)
      let hostedFooter = try #require(hostedRow(in: footer.contentConfiguration))
      #expect(hostedFooter.id != hostedHeader.id, "a footer never takes its header's state")
      #expect(hostedFooter.text == "Tap a person to open them")

      #expect(
        adapter.tableView(tableView, viewForHeaderInSection: 1) == nil,
        "a section with a title leaves the header to UIKit")
      #expect(adapter.tableView(tableView, titleForHeaderInSection: 1) == "Titled")
      #expect(adapter.tableView(tableView, titleForHeaderInSection: 0) == "People, 1 in all")
    }

    @Test func aReusedHeaderViewHostsTheViewOfTheSectionItShowsNext() throws {
      let screen = CompositeController()
      screen.show {
        ListSection("first") { Row(1, RowContent("Ada")) }.header("First") { Text("First") }
        ListSection("second") { Row(2, RowContent("Grace")) }.header("Second") { Text("Second") }
      }
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      let view = try #require(
        adapter.tableView(tableView, viewForHeaderInSection: 0) as? ContentHeaderFooterView)
      #expect(hostedRow(in: view.contentConfiguration)?.text == "First")

      let second = try #require(
        ListSection("second") { Row(2, RowContent("Grace")) }.header("Second") { Text("Second") }
          .headerContent)
      view.show(second)
      let hosted = try #require(hostedRow(in: view.contentConfiguration))
      #expect(hosted.id == AnyHashable(HostedSupplementaryID(section: "second", isHeader: true)))
      #expect(hosted.text == "Second")
    }

    @Test func aListCollectionViewHostsTheHeader() throws {
      let screen = CompositeController()
      screen.show { people(["Ada"]) }
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      screen.attach(to: adapter)
      let header = try #require(
        adapter.collectionView(
          collectionView,
          viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: 0)) as? ContentSupplementaryListCell)
      #expect(hostedRow(in: header.contentConfiguration)?.text == "People")
    }

    @Test func aNewDescriptionReloadsTheSectionAndANewViewAloneDoesNot() throws {
      let shown = ShownList(SectionList { people(["Ada", "Grace"]) })
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      tableView.calls = []

      shown.update(SectionList { people(["Ada", "Grace"]) })
      table.composite.flushUpdates()
      #expect(tableView.calls.isEmpty, "the same descriptions: nothing to do")

      shown.update(SectionList { people(["Ada", "Grace", "Hedy"]) })
      table.composite.flushUpdates()
      #expect(tableView.calls == ["performBatchUpdates {", "reloadSections [0] automatic", "}"])

      tableView.calls = []
      shown.update(SectionList { people(["Ada", "Grace", "Hedy"], footer: "Swipe to remove") })
      table.composite.flushUpdates()
      #expect(tableView.calls == ["performBatchUpdates {", "reloadSections [0] automatic", "}"])
      #expect(table.composite.diagnostics.isEmpty)
    }
  }
#endif
