import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section whose rows grow when expanded, as IGListKit's `invalidateLayout(for:)` is used.
@MainActor
final class ExpandingSection: SectionController, SectionRowHeights {
  var isExpanded = false
  private(set) var cellsMade = 0

  override func numberOfRows(in context: SectionContext) -> Int { 3 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    cellsMade += 1
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "row \(row)"
    return cell
  }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    isExpanded ? 100 : 40
  }

  func toggle() {
    isExpanded.toggle()
    context.invalidateLayout()
  }
}

@Suite("Asking a section's sizes again") @MainActor
struct InvalidateLayoutTests {
  @Test func theRowsTakeTheirNewHeightsInTheCellsTheyHave() throws {
    let section = ExpandingSection()
    let screen = Screen([section], height: 600)
    #expect(screen.list.contentSize.height == CGFloat(120))
    let cell = screen.list.cellForRow(at: path(0, 1))
    let made = section.cellsMade

    section.toggle()
    screen.root.flushUpdates()

    #expect(screen.list.contentSize.height == CGFloat(300), "every row is 100 points now")
    #expect(screen.list.cellForRow(at: path(0, 1)) === cell, "no cell was reloaded")
    #expect(section.cellsMade == made, "no cell was asked for")
    #expect(screen.list.reloadCount == 1 && screen.list.batchCount == 0)
  }

  @Test func aRemovedSectionsInvalidationDoesNothing() throws {
    let section = ExpandingSection()
    let other = ExpandingSection()
    let screen = Screen([section, other], height: 600)
    let context = section.context
    screen.root.remove(at: 0)
    context.invalidateLayout()
    screen.root.flushUpdates()
    #expect(screen.list.contentSize.height == CGFloat(120))
  }

  @Test func theCompletionRunsOnceTheNewSizesAreLaidOut() throws {
    let section = ExpandingSection()
    let screen = Screen([section], height: 600)
    var heights: [CGFloat] = []
    var finished: [Bool] = []
    section.isExpanded = true
    section.context.invalidateLayout { done in
      finished.append(done)
      heights.append(screen.list.contentSize.height)
    }
    #expect(finished == [true])
    #expect(heights == [300], "the completion sees the new sizes")
  }

  @Test func aRemovedSectionsCompletionSaysNothingWasLaidOut() throws {
    let section = ExpandingSection()
    let screen = Screen([section, ExpandingSection()], height: 600)
    let context = section.context
    var finished: [Bool] = []
    // Asked from a batch's completion, it waits for the batch's turn to end; the section
    // leaves in that turn.
    context.performBatch(
      updates: { $0.reloadRows(at: [0]) },
      completion: { _ in
        context.invalidateLayout { finished.append($0) }
        screen.root.remove(at: 0)
      })
    screen.root.flushUpdates()
    #expect(finished == [false], "its section left before it could act")
    context.invalidateLayout { finished.append($0) }
    #expect(finished == [false, false], "a removed controller's is refused at once")
  }
}
