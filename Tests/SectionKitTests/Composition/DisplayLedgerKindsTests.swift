import Foundation
import SectionKitTestSupport
import Testing

@testable import SectionKit
@testable import SectionKitHeadless

/// Thousands of views on screen each pair their display with its end, and one view shown as two
/// kinds at once (a cell and a header) is two displays.
@Suite("Display ledger: many views, and one view as two kinds") @MainActor
struct DisplayLedgerKindsTests {
  @Test func thousandsOfViewsOnScreenEachEndTheirDisplay() {
    let sections = (0..<500).map { RecordingSection("s\($0)", rows: 3) }
    for section in sections {
      section.usesHeaderView = true
      section.recordsSectionDisplay = true
    }
    let root = CompositeController(sections)
    let list = HeadlessListView(size: CGSize(width: 390, height: 1))
    root.attach(to: list)
    list.size = CGSize(width: 390, height: list.contentSize.height)
    #expect(list.indexPathsForVisibleRows.count == 1_500)
    list.scroll(toOffset: list.contentSize.height / 2)
    list.size = CGSize(width: 390, height: 2_000)
    // Every end of display still reached its controller: sections off screen ended.
    let ended = sections.filter { $0.events.contains("didEndDisplayingSection") }
    #expect(!ended.isEmpty)
    #expect(ended.count + root.router.ledger.shownLeaves.count == 500)
  }

  @Test func aViewShownAsACellAndAHeaderAtOnceEndsEachDisplayOnce() throws {
    let root = CompositeController([RecordingSection("a", rows: 1), RecordingSection("b", rows: 1)])
    let list = HeadlessListView()
    root.attach(to: list)
    root.detach()  // a ledger of our own, with no host's views in it
    let a = try #require(root.table.leaf(at: 0))
    let b = try #require(root.table.leaf(at: 1))
    var ledger = DisplayLedger()
    let view = HeadlessCell()
    var change = ledger.display(cell: view, row: 0, of: .passUnretained(a))
    #expect(change.began === a)
    change = ledger.display(view, ofKind: .header, for: DisplayLedger.Entry(leaf: b, row: 0))
    #expect(change.began === b)
    var cellEnd = ledger.endDisplay(ofCell: view)
    #expect(cellEnd.entry?.leaf.takeUnretainedValue() === a)
    #expect(cellEnd.ended === a)
    // Shown as a cell again while still on screen as a header: both displays are kept.
    change = ledger.display(cell: view, row: 0, of: .passUnretained(a))
    #expect(change.began === a)
    let headerEnd = ledger.endDisplay(of: view, ofKind: .header)
    #expect(headerEnd.entry?.leaf === b)
    #expect(headerEnd.ended === b)
    cellEnd = ledger.endDisplay(ofCell: view)
    #expect(cellEnd.ended === a)
    #expect(ledger.shownLeaves.isEmpty)
    #expect(ledger.endDisplay(ofCell: view).entry == nil, "nothing is ended twice")

    // Shown as a cell while on screen as a header, then as a cell again without an end once
    // the header left: the new display replaces the first.
    _ = ledger.display(view, ofKind: .header, for: DisplayLedger.Entry(leaf: b, row: 0))
    _ = ledger.display(cell: view, row: 0, of: .passUnretained(a))
    #expect(ledger.endDisplay(of: view, ofKind: .header).ended === b)
    change = ledger.display(cell: view, row: 0, of: .passUnretained(a))
    #expect(change.began == nil && change.ended == nil, "a stays on screen, with one view")
    #expect(ledger.endDisplay(ofCell: view).ended === a)
    #expect(ledger.shownLeaves.isEmpty)
  }
}
