import Foundation
import SectionKitTestSupport
import Testing

@testable import SectionKit
@_spi(Hosting) @testable import SectionKitHeadless

/// A section that left the list lives as long as its views stay on screen, held by the ledger.
///
/// A cell's display holds its section only through the ledger's list of sections on screen. A
/// host that lays out again inside a controller's `didEndDisplaying` (UIKit does, when the
/// controller asks the table view for its layout) may end the section's last view while the
/// controller is still being called: the section must outlive the host's outer call.
@Suite("Display ledger: a section ending inside its own end of display") @MainActor
struct DisplayLedgerReentrancyTests {
  /// A section whose first end of display ends its other cell's display, through the host's
  /// delegate, before it returns.
  final class EndsItsOtherCell: SectionController, SectionDisplayDelegate {
    /// Runs inside the first end of display, with the row.
    var onFirstEnd: ((Int) -> Void)?

    override func numberOfRows(in context: SectionContext) -> Int { 2 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    }
    func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
    func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
      guard let onFirstEnd else { return }
      self.onFirstEnd = nil
      onFirstEnd(row)
    }
    func willDisplaySection(in context: SectionContext) {}
    func didEndDisplayingSection(in context: SectionContext) {}
  }

  @Test func aRemovedSectionLivesUntilTheHostsCallIsAnswered() throws {
    weak var removed: EndsItsOtherCell?
    /// The section's leaf: what the ledger holds (a call to the controller may hold the
    /// controller itself, in a debug build).
    weak var leaf: SectionTable.Leaf?
    var aliveAfterNestedEnd: Bool?
    let screen: Screen
    // Two cells of the section still on screen when it leaves the list, as after UIKit's
    // deletion animation: the ledger alone then holds the section.
    let lingering = [LabelCell(), LabelCell()]
    do {
      let section = EndsItsOtherCell()
      screen = Screen([section, CountingSection(rows: 1)])
      removed = section
      leaf = screen.root.table.leaf(at: 0)
      for (row, cell) in lingering.enumerated() {
        screen.list.delegate?.willDisplay(cell, forRowAt: ListIndexPath(row: row, section: 0))
      }
      screen.root.setChildren([CountingSection(rows: 1)])
      screen.root.flushUpdates()
    }
    try #require(leaf != nil, "the lingering cells keep the section")
    removed?.onFirstEnd = { [weak list = screen.list] row in
      // The host ends the other cell's display while the first one's is being answered.
      let other = ListIndexPath(row: 1 - row, section: 0)
      list?.delegate?.didEndDisplaying(lingering[1 - row], forRowAt: other)
      aliveAfterNestedEnd = leaf != nil
    }
    screen.list.delegate?.didEndDisplaying(
      lingering[0], forRowAt: ListIndexPath(row: 0, section: 0))
    #expect(aliveAfterNestedEnd == true, "the section was let go while its controller was called")
    #expect(leaf == nil && removed == nil, "the section outlived the host's calls")
  }

  @Test func aRemovedSectionThatDetachesTheListLivesUntilItReturns() throws {
    weak var leaf: SectionTable.Leaf?
    var aliveAfterDetach: Bool?
    let screen: Screen
    // Two lingering cells: the first one's end is not the section's last view, so that only
    // the ledger's sections on screen hold the section when the list is detached.
    let lingering = [LabelCell(), LabelCell()]
    do {
      let section = EndsItsOtherCell()
      screen = Screen([section, CountingSection(rows: 1)])
      leaf = screen.root.table.leaf(at: 0)
      for (row, cell) in lingering.enumerated() {
        screen.list.delegate?.willDisplay(cell, forRowAt: ListIndexPath(row: row, section: 0))
      }
      screen.root.setChildren([CountingSection(rows: 1)])
      screen.root.flushUpdates()
      section.onFirstEnd = { [weak root = screen.root] _ in
        // The controller takes the list off its host while its cell's end is answered.
        root?.detach()
        aliveAfterDetach = leaf != nil
      }
    }
    try #require(leaf != nil, "the lingering cells keep the section")
    screen.list.delegate?.didEndDisplaying(
      lingering[0], forRowAt: ListIndexPath(row: 0, section: 0))
    #expect(aliveAfterDetach == true, "the section was let go while its controller was called")
    #expect(leaf == nil, "the section outlived the host's call")
  }
}
