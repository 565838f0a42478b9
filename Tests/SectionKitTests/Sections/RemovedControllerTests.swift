import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A list of two sections, `a` above `b`, on a headless host.
@MainActor
private final class TwoSections {
  let a: ItemsSection
  let b: ItemsSection
  let root: CompositeController
  let list: HeadlessListView
  var reported: [UpdateDiagnostic] = []

  init(a: [String] = ["a0", "a1"], b: [String] = ["b0", "b1"], height: CGFloat = 2000) {
    self.a = ItemsSection("a", a)
    self.b = ItemsSection("b", b)
    root = CompositeController([self.a, self.b])
    list = HeadlessListView(size: CGSize(width: 320, height: height))
    root.attach(to: list)
    root.onDiagnostic = { [unowned self] in self.reported.append($0) }
  }

  /// The rows on screen, one line.
  var shown: String { shownLine(list) }
}

/// A section controller removed during a turn acts no more, in that turn already: its context
/// has no section, its requests complete as reloaded without reaching the list, and the
/// controllers that stay are untouched (issue 27).
@Suite("A removed controller's requests do nothing, in the same turn") @MainActor
struct RemovedControllerTests {
  @Test func aRemovedControllersContextHasNoSectionAtOnce() throws {
    let screen = TwoSections()
    let context = screen.a.context
    screen.root.remove(at: 0)
    #expect(context.section == nil)
    #expect(screen.b.context.section == 1, "the host shows b at 1 until the turn ends")
    screen.root.flushUpdates()
    #expect(screen.b.context.section == 0)
  }

  @Test func itsReloadDoesNothing() {
    let screen = TwoSections()
    let batches = screen.list.batchCount
    screen.root.remove(at: 0)
    screen.a.items = ["x", "y", "z"]
    var outcomes: [ListBatch.Outcome] = []
    screen.a.context.reload(animated: false)
    screen.a.context.performBatch(
      updates: { $0.reloadSection() }, completion: { outcomes.append($0) })
    #expect(outcomes == [.reloaded], "told at once: the request reaches no list")
    screen.root.flushUpdates()
    #expect(screen.shown == "b0 b1")
    #expect(screen.list.batchCount == batches + 1, "only the removal reached the list")
    #expect(screen.list.lastBatch?.deletedSections == [0])
    #expect(screen.reported.isEmpty)
  }

  @Test func itsBatchLeavesTheOtherControllersBatchAlone() {
    let screen = TwoSections()
    screen.root.remove(at: 0)
    var told: [String] = []
    screen.a.update(
      { items, batch in
        items.insert("new", at: 0)
        batch.insertRows(at: [0])
      }, completion: { told.append("a \($0)") })
    screen.b.update(
      { items, batch in
        items.append("b2")
        batch.insertRows(at: [2])
      }, completion: { told.append("b \($0)") })
    screen.root.flushUpdates()
    #expect(screen.shown == "b0 b1 b2")
    #expect(told == ["a reloaded", "b batched(animated: true)"])
    #expect(screen.reported.isEmpty)
  }

  @Test func itsModelChangingAfterItsRemovalDoesNotUndoTheOtherControllersBatch() {
    let screen = TwoSections()
    screen.root.remove(at: 0)
    // Removed: it has no reason to tell the list about its rows.
    screen.a.items.append("a2")
    var outcome: ListBatch.Outcome?
    screen.b.update(
      { items, batch in
        items.append("b2")
        batch.insertRows(at: [2])
      }, completion: { outcome = $0 })
    screen.root.flushUpdates()
    #expect(screen.shown == "b0 b1 b2")
    #expect(outcome == .batched(animated: true), "not reloaded because of a removed section")
    #expect(screen.reported.isEmpty)
  }

  @Test func itsSelectionSelectsNothing() throws {
    let screen = TwoSections()
    let b = screen.b.context
    screen.root.remove(at: 0)
    screen.a.context.selectRow(1)
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
    b.selectRow(1)
    screen.root.flushUpdates()
    #expect(screen.list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
    screen.a.context.deselectRow(1)
    b.deselectRow(0)
    #expect(b.selectedRows == [1])
    #expect(screen.list.renderedText().contains("▶ b1"))
  }

  @Test func itsDeselectionLeavesTheOtherControllersRowSelected() throws {
    let screen = TwoSections()
    let a = screen.a.context
    screen.b.context.selectRow(1)
    screen.root.insert(ItemsSection("c", ["c0", "c1"]), at: 0)
    screen.root.remove(at: 1)
    a.deselectRow(1)
    #expect(a.selectedRows.isEmpty && a.visibleRows.isEmpty)
    screen.root.flushUpdates()
    #expect(screen.shown == "c0 c1 b0 b1")
    #expect(screen.list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 1)])
  }

  @Test func itsScrollingLeavesTheListWhereItIs() {
    let b = (0..<40).map { "b\($0)" }
    let screen = TwoSections(a: ["a0", "a1", "a2"], b: b, height: 200)
    screen.root.remove(at: 0)
    screen.a.context.scrollToRow(2, at: .top)
    #expect(screen.list.contentOffset.y == 0)
    screen.a.context.scrollToSection(at: .bottom)
    screen.root.flushUpdates()
    #expect(screen.list.contentOffset.y == 0)
    #expect(screen.shown.hasPrefix("b0 b1"))
  }

  @Test func itsCellIsNoLongerItsToAskFor() throws {
    let screen = TwoSections()
    let a = screen.a.context
    #expect(a.cellForRow(at: 0, as: LabelCell.self)?.text == "a0")
    screen.root.setChildren([screen.b])
    #expect(a.cellForRow(at: 0, as: LabelCell.self) == nil)
    #expect(a.visibleRows.isEmpty)
  }

  @Test func aControllerRemovedFromANestedCompositeActsNoMore() throws {
    let a = ItemsSection("a", ["a0"])
    let b = ItemsSection("b", ["b0", "b1"])
    let c = ItemsSection("c", ["c0"])
    let nested = CompositeController([b, c])
    let root = CompositeController([a, nested])
    let list = HeadlessListView(size: CGSize(width: 320, height: 2000))
    root.attach(to: list)
    let context = b.context
    nested.remove(at: 0)
    #expect(context.section == nil)
    b.items = ["changed"]
    context.reload()
    context.selectRow(0)
    root.flushUpdates()
    #expect(shownLine(list) == "a0 c0")
    #expect(list.indexPathsForSelectedRows.isEmpty)
    #expect(root.diagnostics.isEmpty)
  }

  @Test func aControllerReplacedUnderItsIdentityLeavesTheNewOneAlone() throws {
    let screen = TwoSections()
    let old = screen.a.context
    let fresh = ItemsSection("a", ["new a0"])
    screen.root.replace(at: 0, with: fresh)
    screen.a.items = []
    old.performBatch { batch in batch.deleteRows(at: [0, 1]) }
    old.selectRow(0)
    screen.root.flushUpdates()
    #expect(screen.shown == "new a0 b0 b1")
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
    #expect(screen.reported.isEmpty)
  }

  @Test func aControllerRemovedAndPutBackInTheSameTurnStillActs() throws {
    let screen = TwoSections()
    let a = screen.a.context
    screen.root.remove(at: 0)
    screen.root.append(screen.a)
    #expect(a.section == 0, "kept: the host shows it at 0 until the turn ends")
    screen.a.update { items, batch in
      items.append("a2")
      batch.insertRows(at: [2])
    }
    screen.root.flushUpdates()
    #expect(screen.shown == "b0 b1 a0 a1 a2")
    #expect(a.section == 1)
  }

  @Test func aControllerInsertedInTheTurnIsAddressedWhereItStands() throws {
    let screen = TwoSections()
    let c = ItemsSection("c", ["c0", "c1"])
    screen.root.insert(c, at: 0)
    screen.b.context.selectRow(0)
    let context = try #require(screen.root.context(for: c))
    #expect(context.section == 0)
    c.items = ["c0", "c1", "c2"]
    context.reload()
    #expect(context.cellForRow(at: 2, as: LabelCell.self)?.text == "c2")
    screen.root.flushUpdates()
    #expect(screen.shown == "c0 c1 c2 a0 a1 b0 b1")
    #expect(screen.list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 2)])
    #expect(screen.reported.isEmpty)
  }

  @Test func aControllerSetModelsDroppedUpdatesNothingOnScreen() throws {
    let screen = CompositeController()
    screen.setModels(
      [Conversation(id: "ada", messages: ["hi"]), Conversation(id: "bob", messages: ["yo"])]
    ) { _ in ConversationSection() }
    let list = HeadlessListView()
    screen.attach(to: list)
    let ada = try #require(screen.sectionController(forSection: 0) as? ConversationSection)
    screen.setModels([Conversation(id: "bob", messages: ["yo", "there"])]) { _ in
      ConversationSection()
    }
    ada.didUpdate(to: Conversation(id: "ada", messages: ["hi", "again", "and again"]))
    screen.flushUpdates()
    #expect(shownLine(list) == "yo there")
    let rows = list.recentBatches[list.recentBatches.count - 2]
    #expect(rows.insertedRows == [ListIndexPath(row: 1, section: 1)], "only bob's rows")
    #expect(screen.diagnostics.isEmpty)
  }
}
