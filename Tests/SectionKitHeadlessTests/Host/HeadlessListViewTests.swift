import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Headless list view: loading and reuse") @MainActor
struct HeadlessLoadingTests {
  @Test func cellsAreAskedOnlyForVisibleRows() {
    let a = RecordingSection("a", rows: 20)
    let b = RecordingSection("b", rows: 20)
    let screen = Screen([a, b], height: 220)
    let list = screen.list
    #expect(a.events.filter { $0.hasPrefix("cell(") } == (0..<5).map { "cell(\($0))" })
    #expect(b.events.filter { $0.hasPrefix("cell(") }.isEmpty)
    #expect(list.indexPathsForVisibleRows == (0..<5).map { path(0, $0) })
  }

  @Test func cellForRowIsNilOffScreen() throws {
    let screen = Screen([RecordingSection("a", rows: 50)], height: 220)
    let list = screen.list
    #expect(list.cellForRow(at: path(0, 4)) != nil)
    #expect(list.cellForRow(at: path(0, 5)) == nil)
    try list.scrollToRow(at: path(0, 40), at: .top, animated: false)
    #expect(list.cellForRow(at: path(0, 4)) == nil)
    #expect((list.cellForRow(at: path(0, 40)) as? LabelCell)?.text == "a 40")
  }

  @Test func scrollingThroughOneHundredThousandRowsKeepsLiveCellsBounded() {
    let screen = Screen([CountingSection(rows: 100_000)], height: 440)
    let list = screen.list
    var maxVisible = list.indexPathsForVisibleRows.count
    var seenLast = false
    while list.contentOffset.y < list.contentSize.height - list.size.height {
      list.scroll(by: 97)
      maxVisible = max(maxVisible, list.indexPathsForVisibleRows.count)
      #expect(list.liveCellCount <= 2 * maxVisible)
      seenLast = seenLast || list.cellForRow(at: path(0, 99_999)) != nil
    }
    #expect(seenLast)
    #expect(maxVisible == 11, "440 pt shows 10 rows of 44 pt, 11 when one is cut")
    #expect(list.createdCellCount <= maxVisible + 1)
    #expect(list.liveCellCount <= maxVisible + list.pooledCellCount)
    let reused = list.visibleCellsInOrder.compactMap { $0 as? LabelCell }
    #expect(reused.allSatisfy { $0.prepareCount > 0 && $0.reuseCount > 0 })
    #expect((list.cellForRow(at: path(0, 99_999)) as? LabelCell)?.text == "row 99999")
  }

  @Test func cellsLeavingTheScreenGoBackToThePoolAndArePreparedForReuse() {
    let a = RecordingSection("a", rows: 30)
    let screen = Screen([a], height: 220)
    let list = screen.list
    let firstCell = list.cellForRow(at: path(0, 0)) as? LabelCell
    list.scroll(toOffset: 44)
    #expect(a.events.suffix(3) == ["didEndDisplaying(0)", "cell(5)", "willDisplay(5)"])
    #expect(list.cellForRow(at: path(0, 5)) as? LabelCell === firstCell)
    #expect(firstCell?.prepareCount == 1)
    #expect(firstCell?.text == "a 5")
  }

  @Test func dequeuingAnUnregisteredIdentifierThrowsUIKitsMessage() {
    let list = HeadlessListView()
    #expect(
      throws: HostError(
        """
        unable to dequeue a cell with identifier Nope - must register a nib or a class for the \
        identifier or connect a prototype cell in a storyboard
        """)
    ) {
      try list.dequeueReusableCell(withIdentifier: "Nope", for: path(0, 0))
    }
  }

  @Test func rowHeightsComeFromTheDelegateOrTheDefault() {
    let a = RecordingSection("a", rows: 10)
    a.rowHeight = { $0 == 0 ? 100 : nil }
    let screen = Screen([a], height: 150)
    let list = screen.list
    #expect(list.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2)])
    #expect(list.contentSize.height == 496, "one row of 100 pt and nine of 44 pt")
  }

  @Test func headerAndFooterTitlesAndViewsAreShown() {
    let a = RecordingSection("a", rows: 1, header: "First", footer: "Ends here")
    let b = RecordingSection("b", rows: 1, header: "ignored")
    b.usesHeaderView = true
    let screen = Screen([a, b], height: 400)
    let list = screen.list
    guard case .title("First")? = list.header(forSection: 0) else {
      Issue.record("section 0 shows \(String(describing: list.header(forSection: 0)))")
      return
    }
    guard case .title("Ends here")? = list.footer(forSection: 0),
      case .view(let view)? = list.header(forSection: 1)
    else {
      Issue.record("footer 0 or header view 1 missing")
      return
    }
    #expect(view.textDescription == "[b]")
    #expect(b.events.contains("willDisplaySupplementary(header)"))
    #expect(list.footer(forSection: 1) == nil)
  }

  @Test func reloadDataEndsDisplayAndClearsTheSelection() throws {
    let a = RecordingSection("a", rows: 3)
    let screen = Screen([a])
    let list = screen.list
    try list.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    a.clearEvents()
    a.rows = 2
    list.reloadData()
    #expect(a.events.filter { $0.hasPrefix("didEndDisplaying") }.count == 3)
    #expect(list.indexPathsForSelectedRows.isEmpty)
    #expect(list.indexPathsForVisibleRows == [path(0, 0), path(0, 1)])
  }

  @Test func prefetchingAsksAheadAndCancelsWhatIsNoLongerNear() {
    let a = RecordingSection("a", rows: 100)
    let screen = Screen([a], height: 220, prefetch: 88)
    let list = screen.list
    #expect(a.events.contains("prefetchRows([5, 6])"))
    a.clearEvents()
    list.scroll(toOffset: 44 * 50)
    #expect(a.events.contains("cancelPrefetchingRows([5, 6])"))
    #expect(a.events.contains("prefetchRows([48, 49, 55, 56])"))
  }
}
