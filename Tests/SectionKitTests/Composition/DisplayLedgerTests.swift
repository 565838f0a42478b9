import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

/// The events that close a display or a touch (end of display, unhighlight) reach the
/// controller that got the opening one, with the row it had then, whatever happened to the
/// list since: IGListKit's rule, and the only one under which a controller can pair them.
@Suite("Display ledger: closing events reach the controller that opened them") @MainActor
struct DisplayLedgerTests {
  func displayEvents(_ section: RecordingSection) -> [String] {
    section.events.filter { $0.contains("isplay") }
  }

  @Test func removedSectionsGetTheEndOfTheirDisplay() {
    let a = RecordingSection("a", rows: 2)
    let b = RecordingSection("b", rows: 1)
    let screen = Screen([a, b])
    a.clearEvents()
    b.clearEvents()
    screen.root.setChildren([b])
    screen.root.flushUpdates()
    #expect(displayEvents(a) == ["didEndDisplaying(0)", "didEndDisplaying(1)"])
    #expect(displayEvents(b).isEmpty, "b stays on screen: \(b.events)")
  }

  @Test func aReplacedInstanceGetsItsOwnEndEvents() {
    let old = RecordingSection("a", rows: 1)
    let new = RecordingSection("a", rows: 1)
    let screen = Screen([IdentifiedChild(old, id: "a")])
    old.clearEvents()
    screen.root.setChildren([IdentifiedChild(new, id: "a")])
    screen.root.flushUpdates()
    #expect(displayEvents(old) == ["didEndDisplaying(0)"])
    #expect(displayEvents(new) == ["willDisplay(0)"])
  }

  @Test func headersEndWithTheControllerTheyWereShownFor() {
    let a = RecordingSection("a", rows: 1)
    a.usesHeaderView = true
    let b = RecordingSection("b", rows: 1)
    b.usesHeaderView = true
    let screen = Screen([a, b])
    a.clearEvents()
    b.clearEvents()
    screen.root.setChildren([b])
    screen.root.flushUpdates()
    #expect(displayEvents(a).contains("didEndDisplayingSupplementary(header)"))
    #expect(!displayEvents(b).contains("didEndDisplayingSupplementary(header)"), "\(b.events)")
  }

  @Test func aTappedSectionThatRemovesItselfGetsTheClosingUnhighlight() throws {
    let a = RecordingSection("a", rows: 1)
    let b = RecordingSection("b", rows: 1)
    let screen = Screen([a, b])
    a.onSelect = { _ in screen.root.setChildren([b]) }
    b.clearEvents()
    try screen.list.tapRow(at: path(0, 0))
    screen.root.flushUpdates()
    #expect(a.events.contains("didUnhighlightRow(0)"))
    #expect(!b.events.contains { $0.hasPrefix("didUnhighlightRow") }, "\(b.events)")
  }

  @Test func theLastSectionRemovingItselfWhenTappedDoesNotCrash() throws {
    let a = RecordingSection("a", rows: 1)
    let b = RecordingSection("b", rows: 1)
    let screen = Screen([a, b])
    b.onSelect = { _ in screen.root.setChildren([a]) }
    try screen.list.tapRow(at: path(1, 0))
    screen.root.flushUpdates()
    // The tap ends (unhighlight) before the removal is applied at the flush.
    #expect(b.events.suffix(3) == ["didUnhighlightRow(0)", "didDetach", "didEndDisplaying(0)"])
    #expect(screen.list.rowCounts == [1])
  }
}

/// A section controller wrapped with an explicit identity, to replace an instance under the
/// same identity.
@MainActor
final class IdentifiedChild: SectionController, SectionDisplayDelegate {
  let inner: RecordingSection
  let id: String
  init(_ inner: RecordingSection, id: String) {
    self.inner = inner
    self.id = id
  }
  override var sectionIdentity: AnyHashable { id }
  override func numberOfRows(in context: SectionContext) -> Int { inner.numberOfRows(in: context) }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    inner.cell(at: row, in: context)
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    inner.willDisplay(cell, forRow: row, in: context)
  }
  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    inner.didEndDisplaying(cell, forRow: row, in: context)
  }

  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}
