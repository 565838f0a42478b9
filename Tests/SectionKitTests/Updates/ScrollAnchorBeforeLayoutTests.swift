import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A field in a row, and every display of the section's cells.
@MainActor
private final class FieldSection: SectionController, SectionDisplayDelegate {
  var rows: [String]
  private(set) var displays: [String] = []
  private(set) var endsOfDisplay: [String] = []

  init(_ rows: [String]) { self.rows = rows }

  override func numberOfRows(in context: SectionContext) -> Int { rows.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: NoteCell.self, for: row)
    cell.field.text = rows[row]
    return cell
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    displays.append(rows[row])
  }
  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    endsOfDisplay.append(rows.indices.contains(row) ? rows[row] : "row \(row)")
  }
  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}

  func clearEvents() {
    displays = []
    endsOfDisplay = []
  }
}

/// Rows inserted above the viewport: the rows the user sees stay on screen through the batch,
/// because the scroll anchor moves the offset before the host lays the batch out.
@Suite("Scroll anchoring: applied before the batch is laid out") @MainActor
struct ScrollAnchorBeforeLayoutTests {
  @Test func aFieldOnScreenKeepsTheKeyboardWhenRowsLandAboveIt() throws {
    let section = FieldSection((0..<40).map { "row \($0)" })
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    screen.attach(to: list)
    list.scroll(toOffset: 440)
    let fieldRow = ListIndexPath(row: 11, section: 0)
    try list.typeText("!", intoFieldNamed: "note", inRowAt: fieldRow)
    let field = try #require(list.firstResponder)
    section.clearEvents()

    section.rows.insert(contentsOf: ["new 0", "new 1", "new 2"], at: 0)
    section.context.performBatch { $0.insertRows(at: [0, 1, 2]) }
    screen.flushUpdates()

    #expect(Double(list.contentOffset.y) == 440 + 3 * 44)
    #expect(list.firstResponder === field, "the field's row never left the screen")
    #expect(section.displays.isEmpty, "no row the user saw displayed again: \(section.displays)")
    #expect(section.endsOfDisplay.isEmpty, "no row ended its display: \(section.endsOfDisplay)")
  }

  @Test func rowsTheUserNeverSawReportNoDisplay() {
    let section = FieldSection((0..<40).map { "row \($0)" })
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    screen.attach(to: list)
    list.scroll(toOffset: 880)
    section.clearEvents()

    section.rows.insert(contentsOf: (0..<10).map { "older \($0)" }, at: 0)
    section.context.performBatch { $0.insertRows(at: Array(0..<10)) }
    screen.flushUpdates()

    #expect(Double(list.contentOffset.y) == 880 + 10 * 44)
    #expect(
      section.displays.isEmpty, "the inserted rows stayed above the screen: \(section.displays)")
  }
}
