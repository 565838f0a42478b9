import Foundation
import SectionKit
import SectionKitHeadless
import Testing

@testable import ExampleScreens
@testable import Examples

/// The search screen on a phone-sized headless list: the query field keeps the keyboard while
/// the results of each keystroke are diffed off the main actor, and "No results" says when a
/// query matches nothing.
@MainActor
private final class SearchHarness {
  let search = SearchScreen(catalog: .fruits, textFieldCell: FieldCell.self)
  let list = HeadlessListView(size: CGSize(width: 320, height: 440))
  let queryRow = ListIndexPath(row: 0, section: 0)

  init() { search.root.attach(to: list) }

  var rowsOnScreen: [String] {
    list.indexPathsForVisibleRows.sorted().compactMap { list.text(ofRowAt: $0) }
  }

  /// The names of the products the list shows, every section's.
  var results: [String] {
    (1..<(list.numberOfSections - 1)).flatMap { section in
      (0..<list.numberOfRows(inSection: section)).compactMap { row in
        search.results.itemIdentifier(for: ListIndexPath(row: row, section: section))
          .map { search.catalog.products[$0].name }
      }
    }
  }
}

@Suite("Search example") @MainActor
struct SearchScreenTests {
  @Test func theCatalogIsDiffedOffTheMainActorWhileTheUserTypes() async throws {
    let harness = SearchHarness()
    let list = harness.list
    let reloads = list.reloadCount
    #expect(harness.results.count == 960)
    #expect(harness.rowsOnScreen.prefix(2) == ["«(Search fruit)»", "Amber Apple"])

    try list.typeText("kiwi", intoFieldNamed: "query", inRowAt: harness.queryRow)
    let field = try #require(list.firstResponder)
    let cell = list.cellForRow(at: harness.queryRow)
    // Each keystroke's snapshot of a catalog this size is diffed in a detached task: typing
    // returned before any of them was shown.
    #expect(harness.results.count == 960)
    #expect(harness.search.shownQuery == "")

    await harness.search.root.waitForUpdates()
    #expect(harness.search.shownQuery == "kiwi", "only the last snapshot is shown")
    #expect(harness.results.count == 24)
    #expect(harness.results.allSatisfy { $0.hasSuffix(" Kiwi") })
    #expect(harness.rowsOnScreen.prefix(3) == ["«kiwi▏»", "Amber Kiwi", "Azure Kiwi"])
    #expect(list.firstResponder === field, "the field keeps the keyboard")
    #expect(list.cellForRow(at: harness.queryRow) === cell)
    #expect(list.reloadCount == reloads, "batches, not reloads")
    #expect(harness.search.root.diagnostics.isEmpty)
  }

  @Test func aSmallSnapshotIsShownBeforeTheKeystrokeReturns() async throws {
    let harness = SearchHarness()
    let list = harness.list
    try list.typeText("gold", intoFieldNamed: "query", inRowAt: harness.queryRow)
    await harness.search.root.waitForUpdates()
    #expect(harness.results.count == 40)

    // 40 rows to 2, both below the threshold: diffed on the main actor, no wait.
    try list.typeText("en k", intoFieldNamed: "query", inRowAt: harness.queryRow)
    #expect(harness.results == ["Golden Kiwi", "Golden Kumquat"])
    #expect(list.lastBatch?.description.hasPrefix("delete rows") == true)
  }

  @Test func aQueryThatMatchesNothingSaysSoUntilItIsCleared() async throws {
    let harness = SearchHarness()
    let list = harness.list
    try list.typeText("durian", intoFieldNamed: "query", inRowAt: harness.queryRow)
    await harness.search.root.waitForUpdates()
    #expect(
      list.renderedText() == """
        ┌
        │ «durian▏»
        └

        ┌
        │ No results for “durian” · Check the spelling.
        └

        """)
    #expect(list.accessibilityText().contains("No results for “durian”, Check the spelling."))

    try list.clearText(inFieldNamed: "query", inRowAt: harness.queryRow)
    await harness.search.root.waitForUpdates()
    #expect(harness.results.count == 960)
    #expect(list.numberOfRows(inSection: list.numberOfSections - 1) == 0)
    #expect(list.firstResponder != nil)
  }

  @Test func choosingAResultOpensIt() async throws {
    let harness = SearchHarness()
    let list = harness.list
    try list.typeText("lime", intoFieldNamed: "query", inRowAt: harness.queryRow)
    await harness.search.root.waitForUpdates()
    try list.tapRow(at: ListIndexPath(row: 1, section: 1))
    #expect(harness.search.opened == ["Azure Lime"])
    #expect(list.indexPathsForSelectedRows.isEmpty, "the row is let go once opened")
  }
}
