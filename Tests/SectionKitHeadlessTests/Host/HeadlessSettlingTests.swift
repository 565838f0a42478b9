import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A list in a test reads like the screen: each user action is a turn of its own, so what the
/// action changed is on screen when it returns, as it is on a device by the time the user looks.
@Suite("Headless list view: user actions and settling") @MainActor
struct HeadlessSettlingTests {
  /// A section that adds a row each time one of its rows is tapped.
  final class GrowingSection: SectionController {
    var items = ["first"]
    override func numberOfRows(in context: SectionContext) -> Int { items.count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      cell.text = items[row]
      return cell
    }
    override func didSelectRow(at row: Int, in context: SectionContext) {
      context.deselectRow(row)
      context.performBatch { batch in
        items.append("added after \(items[row])")
        batch.insertRows(at: [items.count - 1])
      }
    }
  }

  @Test func whatATapChangesIsOnScreenWhenTheTapReturns() throws {
    let growing = GrowingSection()
    let screen = Screen([growing], height: 400)

    try screen.list.tapRow(at: ListIndexPath(row: 0, section: 0))

    #expect(screen.list.renderedText() == "┌\n│ first\n│ added after first\n└\n")
    let cell = try screen.list.cell(at: ListIndexPath(row: 1, section: 0), as: LabelCell.self)
    #expect(cell.text == "added after first")
  }

  @Test func aUserActsOnTheListAsItIsAfterTheTurnsChanges() throws {
    let first = GrowingSection()
    let screen = Screen([first], height: 400)
    let second = GrowingSection()
    second.items = ["second"]
    screen.root.append(second)  // applied at the end of the turn, before the user can tap

    try screen.list.tapRow(at: ListIndexPath(row: 0, section: 1))

    #expect(second.items == ["second", "added after second"])
    #expect(screen.list.rowCounts == [1, 2])
  }

  @Test func settlingAppliesWhatWaitsForTheEndOfTheTurn() {
    let first = GrowingSection()
    let screen = Screen([first], height: 400)
    first.context.performBatch { batch in
      first.items.insert("zero", at: 0)
      batch.insertRows(at: [0])
    }
    #expect(screen.list.rowCounts == [1], "the host shows the list as it was until the turn ends")

    screen.list.settle()

    #expect(screen.list.renderedText() == "┌\n│ zero\n│ first\n└\n")
  }

  @Test func aTypedLookupSaysWhyItFindsNoCell() throws {
    let screen = Screen([GrowingSection()], height: 400)
    #expect(throws: HostError.self) {
      try screen.list.cell(at: ListIndexPath(row: 5, section: 0), as: LabelCell.self)
    }
    #expect(
      throws: HostError(
        "the cell of row [0, 0] is a 'SectionKitTestSupport.LabelCell', not a 'SectionKitHeadless.HeadlessContentCell'"
      )
    ) {
      try screen.list.cell(at: ListIndexPath(row: 0, section: 0), as: HeadlessContentCell.self)
    }
  }
}
