import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A hand-written section that diffs its own values, as an IGListKit user with `ListDiff` and
/// `forBatchUpdates()` does.
@MainActor
final class DiffedNamesSection: SectionController {
  struct Name: Equatable {
    let id: Int
    var text: String
  }

  private(set) var names: [Name]
  var reloadsChangedRows = false

  init(_ names: [Name]) { self.names = names }

  func show(_ newNames: [Name]) {
    let changes = Changeset(from: names, to: newNames, identifiedBy: \.id)
    context.performBatch { batch in
      names = newNames
      batch.apply(changes, reloadingChangedRows: reloadsChangedRows)
    }
  }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = names[row].text
    return cell
  }
}

@Suite("A changeset applied to a section's batch") @MainActor
struct ChangesetBatchTests {
  typealias Name = DiffedNamesSection.Name

  @Test(arguments: [false, true])
  func rowsThatMoveAndChangeShowTheirNewValues(reloading: Bool) throws {
    let section = DiffedNamesSection([
      Name(id: 1, text: "a"), Name(id: 2, text: "b"), Name(id: 3, text: "c"),
    ])
    section.reloadsChangedRows = reloading
    let screen = Screen([section], height: 600)
    let cellOfC = screen.list.cellForRow(at: path(0, 2))

    section.show([
      Name(id: 2, text: "b'"), Name(id: 1, text: "a'"), Name(id: 3, text: "c"),
      Name(id: 4, text: "d"),
    ])
    screen.root.flushUpdates()

    #expect(texts(screen.list) == ["b'", "a'", "c", "d"])
    #expect(screen.root.diagnostics.isEmpty, "UIKit's rules were kept: no reload fell back")
    #expect(screen.list.cellForRow(at: path(0, 2)) === cellOfC, "an unchanged row keeps its cell")
  }
}
