import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section of one row, a card of a board, that the user may drag among its siblings.
final class CardSection: SectionController, SectionMoving {
  let title: String
  var movable = true
  var rows = 1
  init(_ title: String) { self.title = title }
  override var sectionIdentity: AnyHashable { title }
  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = row == 0 ? title : "\(title) \(row)"
    return cell
  }
  func canMoveSection(in context: SectionContext) -> Bool { movable }
}

@MainActor
func titles(_ children: [SectionProvider]) -> [String] {
  children.map { ($0 as? CardSection)?.title ?? "composite" }
}

/// IGListKit's reordering of one-item section controllers: the user drags the only row of a
/// section into another one-row section, and the composite moves the section controller.
@Suite("Reordering sections of one row") @MainActor
struct SectionReorderingTests {
  let cards = ["a", "b", "c", "d"].map { CardSection($0) }

  @Test func droppingTheOnlyRowAfterASiblingMovesTheSectionThere() throws {
    let screen = Screen(cards, height: 2000)
    var moves: [String] = []
    screen.root.onMove = { from, to, child in
      moves.append("\(titles([child])[0]) \(from) → \(to)")
    }
    let list = screen.list
    list.setEditing(true, animated: false)
    let dragged = list.cellForRow(at: path(0, 0))

    // The user drops "a" below "c": UIKit reports the row at [2, 1], under c's row.
    let landed = try list.moveRow(from: path(0, 0), toProposed: path(2, 1))

    #expect(landed == path(2, 1))
    #expect(titles(screen.root.children) == ["b", "c", "a", "d"])
    #expect(moves == ["a 0 → 2"])
    #expect(texts(list) == ["b", "c", "a", "d"])
    #expect(list.rowCounts == [1, 1, 1, 1])
    #expect(list.cellForRow(at: path(2, 0)) === dragged, "the cell the user dropped stays")
    #expect(list.reloadCount == 1)
    #expect(screen.root.diagnostics.isEmpty)

    // The next change of the children starts from the order the user chose.
    screen.root.append(CardSection("e"))
    list.settle()
    #expect(list.lastBatch?.description == "insert sections 4")
    #expect(texts(list) == ["b", "c", "a", "d", "e"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func droppingTheOnlyRowAboveASiblingMovesTheSectionBeforeIt() throws {
    let screen = Screen(cards, height: 2000)
    let list = screen.list
    list.setEditing(true, animated: false)

    try list.moveRow(from: path(3, 0), toProposed: path(1, 0))

    #expect(titles(screen.root.children) == ["a", "d", "b", "c"])
    #expect(
      list.renderedText() == """
        ┌
        │ a
        └

        ┌
        │ d
        └

        ┌
        │ b
        └

        ┌
        │ c
        └

        """)
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func droppingBackInItsPlaceChangesNothing() throws {
    let screen = Screen(cards, height: 2000)
    var moved = false
    screen.root.onMove = { _, _, _ in moved = true }
    let list = screen.list
    list.setEditing(true, animated: false)

    // Above b is where a already stands.
    try list.moveRow(from: path(0, 0), toProposed: path(1, 0))

    #expect(titles(screen.root.children) == ["a", "b", "c", "d"])
    #expect(!moved)
    #expect(texts(list) == ["a", "b", "c", "d"])
    #expect(list.rowCounts == [1, 1, 1, 1])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func aSectionMovesOnlyOntoAMovableSiblingOfOneRow() throws {
    cards[1].movable = false
    cards[2].rows = 2
    let screen = Screen(cards, height: 2000)
    let list = screen.list
    list.setEditing(true, animated: false)

    // b does not move, nor let others in; c has two rows; a row of a stays in its section.
    #expect(try list.moveRow(from: path(0, 0), toProposed: path(1, 0)) == path(0, 0))
    #expect(try list.moveRow(from: path(0, 0), toProposed: path(2, 1)) == path(0, 0))
    #expect(throws: HostError.self) { try list.moveRow(from: path(1, 0), toProposed: path(0, 0)) }
    #expect(titles(screen.root.children) == ["a", "b", "c", "d"])
    #expect(texts(list) == ["a", "b", "c", "c 1", "d"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func sectionsMoveAmongTheChildrenOfTheirOwnComposite() throws {
    let header = RecordingSection("header", rows: 2)
    let board = CompositeController(cards)
    let screen = Screen([header, board], height: 2000)
    var moves: [String] = []
    board.onMove = { from, to, child in moves.append("\(titles([child])[0]) \(from) → \(to)") }
    screen.root.onMove = { _, _, _ in moves.append("root") }
    let list = screen.list
    list.setEditing(true, animated: false)

    try list.moveRow(from: path(1, 0), toProposed: path(4, 1))

    #expect(titles(board.children) == ["b", "c", "d", "a"])
    #expect(moves == ["a 0 → 3"])
    #expect(texts(list) == ["header 0", "header 1", "b", "c", "d", "a"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func aSectionDoesNotMoveIntoAnotherComposite() throws {
    let nested = CompositeController([cards[1]])
    let screen = Screen([cards[0], nested], height: 2000)
    let list = screen.list
    list.setEditing(true, animated: false)

    #expect(try list.moveRow(from: path(0, 0), toProposed: path(1, 1)) == path(0, 0))
    #expect(titles(screen.root.children) == ["a", "composite"])
    #expect(texts(list) == ["a", "b"])
  }

  @Test func aRequestMadeWhenTheSectionMovesReachesTheListAfterTheMove() throws {
    let header = RecordingSection("header", rows: 1)
    let screen = Screen([header as SectionProvider] + cards, height: 2000)
    let list = screen.list
    screen.root.onMove = { _, _, _ in
      header.context.performBatch { $0.reconfigureRows(at: [0]) }
    }
    list.setEditing(true, animated: false)

    try list.moveRow(from: path(1, 0), toProposed: path(3, 1))

    #expect(titles(Array(screen.root.children.dropFirst())) == ["b", "c", "a", "d"])
    #expect(texts(list) == ["header 0", "b", "c", "a", "d"])
    #expect(screen.root.diagnostics.isEmpty)
  }
}
