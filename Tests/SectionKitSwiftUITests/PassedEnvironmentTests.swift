#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitSwiftUI
  import SectionKitUIKit
  import SwiftUIMirror
  import Testing
  import UIKitMirror

  /// An environment value of the app's own, as a team declares one.
  struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
  }

  extension EnvironmentValues {
    var theme: String {
      get { self[ThemeKey.self] }
      set { self[ThemeKey.self] = newValue }
    }
  }

  /// The environment of the view that contains the list.
  func environment(theme: String) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.theme = theme
    return environment
  }

  /// The theme a cell's hosted view sees, and the text it shows.
  @MainActor
  func themeSeen(in configuration: (any UIContentConfiguration)?) -> (theme: String, text: String)?
  {
    guard let hosting = configuration as? TextRowConfiguration else { return nil }
    let innermost = mirrorInnermost(of: hosting.mirrorContent.body)
    guard let text = innermost.view as? Text else { return nil }
    return (innermost.environment.theme, text.mirrorString)
  }

  @Suite("Environment values of the app's own reach the hosted views") @MainActor
  struct PassedEnvironmentTests {
    static func screen(_ names: [String], passes: Bool = true) -> SectionList {
      let list = SectionList {
        ListSection("people") {
          for name in names {
            Row(name, name) { Text(name) }
          }
          Row("invite", RowContent("Invite a Colleague"))
        }
        .header("People") { Text("People") }
      }
      return passes ? list.passingEnvironment(\.theme) : list
    }

    @Test func aPassedValueReachesTheHostedRowsAndHeader() throws {
      let shown = ShownList(
        Self.screen(["Ada", "Grace"]), environment: environment(theme: "night"))
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      let adapter = try #require(table.adapter)
      let cell = try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
          as? ContentTableViewCell)
      let seen = try #require(themeSeen(in: cell.contentConfiguration))
      #expect(seen.theme == "night")
      #expect(seen.text == "Grace")
      let header = try #require(
        adapter.tableView(tableView, viewForHeaderInSection: 0) as? ContentHeaderFooterView)
      #expect(themeSeen(in: header.contentConfiguration)?.theme == "night")
    }

    @Test func aValueTheListDoesNotPassStaysAtItsDefault() throws {
      let shown = ShownList(
        Self.screen(["Ada"], passes: false), environment: environment(theme: "night"))
      let table = try #require(shown.controller as? SectionTableViewController)
      let cell = try #require(
        table.adapter?.tableView(table.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
          as? ContentTableViewCell)
      #expect(themeSeen(in: cell.contentConfiguration)?.theme == "plain")
    }

    @Test func aChangedValueReconfiguresTheHostedRowsInOneBatchAndAnUnchangedOneNothing() throws {
      let names = ["Ada", "Grace"]
      let shown = ShownList(Self.screen(names), environment: environment(theme: "day"))
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      tableView.mirrorRowsOnScreen = (0..<3).map { IndexPath(row: $0, section: 0) }
      tableView.calls = []

      shown.update(Self.screen(names), environment: environment(theme: "day"))
      table.composite.flushUpdates()
      #expect(tableView.calls.isEmpty, "the same value: nothing to do")

      shown.update(Self.screen(names), environment: environment(theme: "night"))
      table.composite.flushUpdates()
      #expect(
        tableView.calls == ["performBatchUpdates {", "reloadSections [0] automatic", "}"],
        "the section's hosted header reloads it, its rows with it")
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect(themeSeen(in: cell.contentConfiguration)?.theme == "night")
      #expect(table.composite.diagnostics.isEmpty)
    }

    @Test func withoutAHostedHeaderOnlyTheHostedRowsAreReconfigured() throws {
      func screen() -> SectionList {
        SectionList {
          ListSection("people", header: "People") {
            Row("ada", "Ada") { Text("Ada") }
            Row("invite", RowContent("Invite a Colleague"))
            Row("grace", "Grace") { Text("Grace") }
          }
        }
        .passingEnvironment(\.theme)
        .passingEnvironment(\.theme)
      }
      let shown = ShownList(screen(), environment: environment(theme: "day"))
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      tableView.mirrorRowsOnScreen = (0..<3).map { IndexPath(row: $0, section: 0) }
      tableView.calls = []

      shown.update(screen(), environment: environment(theme: "night"))
      table.composite.flushUpdates()
      #expect(
        tableView.calls == ["performBatchUpdates {", "reconfigureRows [[0, 0], [0, 2]]", "}"])
      let grace = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
      #expect(themeSeen(in: grace.contentConfiguration)?.theme == "night")
      let invite = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
      #expect(invite.contentConfiguration is UIListContentConfiguration)
    }
  }
#endif
