#if SECTIONKIT_UIKIT_MIRROR
  import ExampleAppSwiftUI
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitSwiftUI
  import SectionKitUIKit
  import SwiftUIMirror
  import Testing
  import UIKitMirror

  /// The example app's screen that mixes SwiftUI rows and UIKit cells: headless, as text, and on
  /// a table view, each row in its own kind of cell configuration.
  @Suite("The example app's mixed screen") @MainActor
  struct PeopleScreenTests {
    static func screen(showsAway: Bool) -> [ListSection] {
      [
        PeopleScreen.filter(showsAway: showsAway) { _ in },
        PeopleScreen.people(ExamplePerson.samples, showsAway: showsAway),
        PeopleScreen.more {},
      ]
    }

    @Test func theHeadlessHostShowsTheSwiftUIRowsByTheirDescriptions() {
      let composite = CompositeController()
      composite.show(Self.screen(showsAway: false), animated: false)
      let list = HeadlessListView()
      composite.attach(to: list)
      let text = list.renderedText()
      #expect(text.contains("Ada Lovelace, Analyst, online"))
      #expect(text.contains("Hedy Lamarr, Radio, online"))
      #expect(!text.contains("Grace Hopper"), "people away are filtered out")
      #expect(text.contains("Invite a Colleague"))
      #expect(text.contains("People (SwiftUI rows), 2 of 2 online"), "the SwiftUI header's words")
    }

    @Test func onATableThePeopleAreHostedAndTheOtherRowsAreListCells() throws {
      let composite = CompositeController()
      composite.show(Self.screen(showsAway: true), animated: false)
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      composite.attach(to: adapter)
      func configuration(_ section: Int, _ row: Int) throws -> (any UIContentConfiguration)? {
        try #require(
          adapter.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section))
            as? ContentTableViewCell
        ).contentConfiguration
      }
      #expect(try configuration(0, 0) is UIListContentConfiguration)
      let person = try #require(try configuration(1, 1))
      #expect(!(person is UIListContentConfiguration), "a person's row is hosted")
      #expect(String(describing: type(of: person)).hasPrefix("UIHostingConfiguration<"))
      #expect(try configuration(2, 0) is UIListContentConfiguration)
      let header = try #require(
        adapter.tableView(tableView, viewForHeaderInSection: 1) as? ContentHeaderFooterView)
      let hosted = try #require(header.contentConfiguration)
      #expect(String(describing: type(of: hosted)).hasPrefix("UIHostingConfiguration<"))
      #expect(adapter.tableView(tableView, viewForHeaderInSection: 0) == nil, "a title")
    }
  }
#endif
