import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

/// A section whose row count and heights a test sets.
@MainActor
final class OddSection: SectionController {
  var rows = 1
  var height: CGFloat?
  func numberOfRows(in context: SectionContext) -> Int { rows }
  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: LabelCell.self, for: row)
  }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { height }
}

/// Edges of the composite that used to be silent or to trap without a word.
@Suite("Composite edges") @MainActor
struct CompositeEdgeTests {
  @Test func anEmptyRequestSendsNoBatch() {
    let screen = UpdatesScreen()
    var outcome: UpdateOutcome?
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
    let context = try #require(section.context)
    #expect(context.sectionIndex == 0)
    root = nil
    #expect(root == nil)
    #expect(context.sectionIndex == nil)
  }

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
}
