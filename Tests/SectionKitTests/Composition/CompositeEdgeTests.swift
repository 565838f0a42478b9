import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section whose row count and heights a test sets.
@MainActor
final class OddSection: SectionController, SectionRowHeights {
  var rows = 1
  var height: CGFloat?
  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: LabelCell.self, for: row)
  }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { height }
}

/// Edges of the composite that used to be silent or to trap without a word.
@Suite("Composite edges") @MainActor
struct CompositeEdgeTests {
  @Test func anEmptyRequestSendsNoBatch() {
    let screen = UpdatesScreen()
    var outcome: ListBatch.Outcome?
    screen.a.update({ _, batch in batch.deleteRows(at: []) }, completion: { outcome = $0 })
    screen.root.flushUpdates()
    #expect(screen.list.batchCount == 0, "UIKit would get an empty batch")
    #expect(outcome == .batched(animated: true))
    #expect(screen.reported.isEmpty)
  }

  @Test func anEmptyRequestStillCatchesAModelChangedWithoutARequest() {
    let screen = UpdatesScreen()
    screen.a.update { items, _ in items.append("unannounced") }
    screen.root.flushUpdates()
    #expect(screen.reported.map(\.violation.rule) == [.rowCount])
    #expect(screen.shown == screen.model, "the reload shows the model")
  }

  @Test func aContextKeptAfterItsCompositeIsGoneHasNoSection() throws {
    let section = ItemsSection("a", ["a0"])
    var root: CompositeController? = CompositeController([section])
    let context = section.context
    #expect(context.section == 0)
    root = nil
    #expect(root == nil)
    #expect(context.section == nil)
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aNegativeRowCountStopsNamingTheController() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let odd = OddSection()
          odd.rows = -1
          let root = CompositeController([ItemsSection("a", ["a0"]), odd])
          root.attach(to: HeadlessListView())
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("OddSection (section 1) has -1 rows"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aNegativeRowHeightStopsNamingTheController() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let odd = OddSection()
          odd.height = -5
          CompositeController([odd]).attach(to: HeadlessListView())
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("OddSection (section 0) gave row 0 the height -5.0"))
      #expect(message.contains("Value must be at least 0.0"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aRowHeightThatIsNotANumberStopsNamingTheController() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let odd = OddSection()
          odd.height = .nan
          CompositeController([odd]).attach(to: HeadlessListView())
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("OddSection (section 0) gave row 0 the height nan"))
    }
  #endif
}

extension CompositeEdgeTests {
  /// UIKit accepts any finite height of at least 0: a row of a vanishing height is laid out
  /// (it is on screen, with no height), and the sections around it render whole.
  @Test func aVanishingRowHeightIsLaidOutAndRendersWhole() {
    let odd = OddSection()
    odd.rows = 3
    odd.height = 1e-300
    let list = HeadlessListView(size: CGSize(width: 320, height: 100))
    let root = CompositeController([odd, ItemsSection("b", ["b0"])])
    root.attach(to: list)
    #expect(list.indexPathsForVisibleRows.filter { $0.section == 0 }.count == 3)
    let text = list.renderedText()
    #expect(text.components(separatedBy: "└").count - 1 == list.visibleSections.count, "\(text)")
    #expect(text.contains("│ b0"), "\(text)")
  }
}

/// Misuse that used to leave a composite in a state that shows a wrong screen.
@Suite("Composite attachment misuse") @MainActor
struct CompositeAttachmentTests {
  @Test func aSecondCompositeOnAHostDetachesTheFirst() throws {
    let a = ItemsSection("a", ["a0", "a1"])
    let b = ItemsSection("b", ["b0"])
    let first = CompositeController([a])
    let second = CompositeController([b])
    let list = HeadlessListView()
    first.attach(to: list)
    second.attach(to: list)
    #expect(first.host == nil && first.registry == nil, "the first no longer drives the list")
    #expect(second.host === list)
    // The first composite's controllers no longer act on the second's rows.
    a.context.selectRow(1)
    #expect(list.indexPathsForSelectedRows.isEmpty)
    a.update { items, batch in
      items.append("a2")
      batch.insertRows(at: [2])
    }
    first.flushUpdates()
    #expect(list.rowCounts == [1] && list.batchCount == 0)
  }

  @Test func aCompositeMovedToAnotherHostLeavesTheFirstEmpty() {
    let root = CompositeController([ItemsSection("a", ["a0"])])
    let first = HeadlessListView()
    let second = HeadlessListView()
    root.attach(to: first)
    root.attach(to: second)
    #expect(first.numberOfSections == 0, "documented: a composite drives one host at a time")
    #expect(second.numberOfSections == 1)
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aControllerInTwoTreesStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let shared = ItemsSection("shared", ["x"])
          let first = CompositeController([shared])
          let second = CompositeController([ItemsSection("b", ["b0"]), shared])
          _ = (first, second)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("the same ItemsSection instance is in two trees of composites"))
      #expect(message.contains("the second time at section 1"))
    }
  #endif

  @Test func aControllerMovesToAnotherTreeOnceRemovedFromTheFirst() {
    let shared = ItemsSection("shared", ["x"])
    let first = CompositeController([shared])
    first.setChildren([])
    let second = CompositeController([shared])
    #expect(second.sectionCount == 1 && shared.context.section == 0)
  }

  @Test func aNestedCompositeWhoseParentIsGoneIsARootAgain() {
    let inner = CompositeController([ItemsSection("a", ["a0"]), ItemsSection("b", ["b0"])])
    var outer: CompositeController? = CompositeController([inner])
    #expect(outer?.sectionCount == 2)
    outer = nil
    #expect(outer == nil && inner.parent == nil)
    #expect(inner.sectionCount == 2)
    let list = HeadlessListView()
    inner.attach(to: list)
    #expect(list.rowCounts == [1, 1])
  }
}

/// A section that appends a "load more" section to its composite when its last cell is
/// configured: a change of the list of sections from `cell(at:in:)`.
@MainActor
final class LoadMoreSection: SectionController, SectionDisplayDelegate {
  let items: [String]
  weak var root: CompositeController?
  /// Loads more when the last row is displayed rather than when its cell is configured.
  var onDisplay = false
  private var loaded = false
  init(_ items: [String]) { self.items = items }
  override func numberOfRows(in context: SectionContext) -> Int { items.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    if !onDisplay { loadMore(after: row) }
    return cell
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    if onDisplay { loadMore(after: row) }
  }
  private func loadMore(after row: Int) {
    guard row == items.count - 1, !loaded, let root else { return }
    loaded = true
    root.append(ItemsSection("more", ["more0", "more1"]))
  }

  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}

/// A section that reconfigures the row whose cell it is configuring.
@MainActor
final class SelfReconfiguringSection: SectionController {
  override func numberOfRows(in context: SectionContext) -> Int { 1 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.performBatch { $0.reconfigureRows(at: [row]) }
    return context.dequeueReusableCell(ofType: LabelCell.self, for: row)
  }
}

@Suite("Updates asked for while the host asks for cells") @MainActor
struct UpdatesFromCellRequestTests {
  @Test(arguments: [false, true])
  func aStructureChangeFromCellAtOrWillDisplayWaitsForTheLayout(onDisplay: Bool) {
    let feed = LoadMoreSection(["a", "b"])
    feed.onDisplay = onDisplay
    let root = CompositeController()
    feed.root = root
    var reported: [UpdateDiagnostic] = []
    root.onDiagnostic = { reported.append($0) }
    let list = HeadlessListView()
    root.append(feed)
    root.attach(to: list)
    root.flushUpdates()
    #expect(reported.isEmpty, "\(reported)")
    #expect(list.rowCounts == [2, 2])
    let shown = list.indexPathsForVisibleRows.compactMap {
      (list.cellForRow(at: $0) as? LabelCell)?.text
    }
    #expect(shown == ["a", "b", "more0", "more1"])
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func reconfiguringTheRowBeingConfiguredStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          CompositeController([SelfReconfiguringSection()]).attach(to: HeadlessListView())
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("SelfReconfiguringSection (section 0) asked to reload or"))
    }
  #endif
}

/// A section whose cells look at another visible cell of theirs while being configured.
@MainActor
final class PeekingSection: SectionController {
  var items = (0..<30).map { "p\($0)" }
  var batchesSeenWhileConfiguring: [Int] = []
  weak var list: HeadlessListView?
  override func numberOfRows(in context: SectionContext) -> Int { items.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    _ = context.cellForRow(at: 0, as: LabelCell.self)
    batchesSeenWhileConfiguring.append(list?.batchCount ?? -1)
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    return cell
  }
}

@Suite("Context actions while the host lays out") @MainActor
struct ContextActionsDuringLayoutTests {
  @Test func aCellLookupWhileConfiguringACellAppliesNothing() throws {
    let peek = PeekingSection()
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    peek.list = list
    let root = CompositeController([peek])
    var reported: [UpdateDiagnostic] = []
    root.onDiagnostic = { reported.append($0) }
    root.attach(to: list)
    let context = try #require(root.context(for: peek))
    context.performBatch { batch in
      peek.items.append("new")
      batch.insertRows(at: [30])
    }
    peek.batchesSeenWhileConfiguring = []
    // A scroll from code, in the same turn: a user's scroll would be a turn of its own, and
    // settle the request first.
    try list.scrollToRow(at: ListIndexPath(row: 12, section: 0), at: .top, animated: false)
    #expect(!peek.batchesSeenWhileConfiguring.isEmpty, "the scroll configures new cells")
    #expect(peek.batchesSeenWhileConfiguring.allSatisfy { $0 == 0 }, "no batch mid-layout")
    root.flushUpdates()
    #expect(list.batchCount == 1 && reported.isEmpty, "\(reported)")
  }
}

@Suite("The list's header on a nested composite") @MainActor
struct NestedListHeaderTests {
  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aNestedCompositesListHeaderStopsSayingToSetItOnTheRoot() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let feature = CompositeController([ItemsSection("a", ["a0"])])
          let root = CompositeController([feature])
          root.attach(to: HeadlessListView())
          feature.listHeader = RowContent("Feature")
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("listHeader was set on a CompositeController nested in another"))
      #expect(message.contains("Set it on the root composite"))
    }
  #endif
}
