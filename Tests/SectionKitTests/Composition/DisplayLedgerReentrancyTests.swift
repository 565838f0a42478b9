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

  /// A screen whose first section left the list while two of its cells stay on screen, as
  /// after UIKit's deletion animation: the ledger alone then holds the section.
  @MainActor final class RemovedSection {
    let screen: Screen
    /// The two cells still on screen, rows 0 and 1 of the section.
    let lingering = [LabelCell(), LabelCell()]
    /// The section's leaf: what the ledger holds (a call to the controller may hold the
    /// controller itself, in a debug build).
    weak var leaf: SectionTable.Leaf?
    weak var controller: EndsItsOtherCell?

    /// - Parameter onFirstEnd: What the section does inside the first end of display of its
    ///   lingering cells, given this fixture and the row.
    init(onFirstEnd: @escaping (RemovedSection, Int) -> Void) {
      let section = EndsItsOtherCell()
      screen = Screen([section, CountingSection(rows: 1)])
      controller = section
      leaf = screen.root.table.leaf(at: 0)
      for (row, cell) in lingering.enumerated() {
        screen.list.delegate?.willDisplay(cell, forRowAt: ListIndexPath(row: row, section: 0))
      }
      screen.root.setChildren([CountingSection(rows: 1)])
      screen.root.flushUpdates()
      section.onFirstEnd = { [unowned self] row in onFirstEnd(self, row) }
    }

    /// The host ends the display of the lingering cell of `row`.
    func endDisplay(ofRow row: Int) {
      screen.list.delegate?.didEndDisplaying(
        lingering[row], forRowAt: ListIndexPath(row: row, section: 0))
    }
  }

  @Test func aRemovedSectionLivesUntilTheHostsCallIsAnswered() throws {
    var aliveAfterNestedEnd: Bool?
    let removed = RemovedSection { removed, row in
      // The host ends the other cell's display while the first one's is being answered.
      removed.endDisplay(ofRow: 1 - row)
      aliveAfterNestedEnd = removed.leaf != nil
    }
    try #require(removed.leaf != nil, "the lingering cells keep the section")
    removed.endDisplay(ofRow: 0)
    #expect(aliveAfterNestedEnd == true, "the section was let go while its controller was called")
    #expect(
      removed.leaf == nil && removed.controller == nil, "the section outlived the host's calls")
  }

  @Test func aRemovedSectionThatDetachesTheListLivesUntilItReturns() throws {
    var aliveAfterDetach: Bool?
    // The first lingering cell's end is not the section's last view, so that only the ledger's
    // sections on screen hold the section when the list is detached.
    let removed = RemovedSection { removed, _ in
      // The controller takes the list off its host while its cell's end is answered.
      removed.screen.root.detach()
      aliveAfterDetach = removed.leaf != nil
    }
    try #require(removed.leaf != nil, "the lingering cells keep the section")
    removed.endDisplay(ofRow: 0)
    #expect(aliveAfterDetach == true, "the section was let go while its controller was called")
    #expect(removed.leaf == nil, "the section outlived the host's call")
  }
}
