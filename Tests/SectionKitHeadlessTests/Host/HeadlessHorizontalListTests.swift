import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A story in a horizontal strip: its name.
final class StoryCell: HeadlessCell {
  var name = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    name = ""
  }

  override var textDescription: String { name }
}

/// Stories side by side, 100 points wide each.
final class StoriesSection: SectionController, SectionFlowLayout {
  let names: [String]
  private(set) var asked: [Int] = []
  private(set) var opened: [String] = []

  init(_ names: [String]) { self.names = names }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }

  func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
    CGSize(width: 100, height: 80)
  }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    asked.append(row)
    let cell = context.dequeueReusableCell(ofType: StoryCell.self, for: row)
    cell.name = names[row]
    return cell
  }

  override func didSelectRow(at row: Int, in context: SectionContext) { opened.append(names[row]) }
}

/// IGListKit's `EmbeddedCollectionViewCell`: a cell that holds a horizontal list, and shows
/// it on its line.
final class EmbeddedStripCell: HeadlessCell {
  let strip = HeadlessListView(size: CGSize(width: 390, height: 80), scrollDirection: .horizontal)

  override var textDescription: String { strip.renderedLine() }
}

/// IGListKit's nested adapter: a section of one row whose cell embeds a child composite, the
/// child's sections laid out side by side in the cell's list.
final class HorizontalSection: SectionController, SectionRowHeights {
  let child: CompositeController

  init(_ children: [SectionProvider]) { child = CompositeController(children) }

  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 80 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: EmbeddedStripCell.self, for: row)
    child.attach(to: cell.strip)  // IGListKit: `adapter.collectionView = cell.collectionView`
    return cell
  }
}

@Suite("Headless list view: horizontal lists") @MainActor
struct HeadlessHorizontalListTests {
  @Test func aHorizontalListLaysItemsOutAlongItsWidthAndScrollsByX() throws {
    let stories = StoriesSection((1...20).map { "Story \($0)" })
    let screen = CompositeController([stories])
    let list = HeadlessListView(size: CGSize(width: 390, height: 80), scrollDirection: .horizontal)
    screen.attach(to: list)

    #expect(list.renderedText() == "Story 1 │ Story 2 │ Story 3 │ Story 4 │ 16▸\n")
    #expect(stories.asked == [0, 1, 2, 3], "only the items on screen are asked")
    #expect(list.contentSize == CGSize(width: 2000, height: 80))

    list.scroll(toOffset: 250)
    #expect(list.contentOffset == CGPoint(x: 250, y: 0))
    #expect(list.indexPathsForVisibleRows.map(\.row) == [2, 3, 4, 5, 6])
    try list.tapRow(at: ListIndexPath(row: 3, section: 0))
    #expect(stories.opened == ["Story 4"])
    #expect(
      list.renderedText()
        == "◂2 │ Story 3 │ ▶Story 4 │ Story 5 │ Story 6 │ Story 7 │ 13▸\n")

    list.drag(by: 10_000)  // stops at the end of the content
    #expect(list.contentOffset.x == 1610)
    #expect(list.renderedLine() == "◂16 │ Story 17 │ Story 18 │ Story 19 │ Story 20")
    #expect(list.createdCellCount <= 6, "cells are reused along the strip")
  }

  @Test func aStripScrolledToItsEndStaysInItsContentWhenItsHeaderGoes() {
    let stories = StoriesSection((1...5).map { "Story \($0)" })
    let screen = CompositeController([stories])
    screen.listHeader = RowContent("Stories")
    let list = HeadlessListView(size: CGSize(width: 300, height: 80), scrollDirection: .horizontal)
    screen.attach(to: list)
    let withHeader = list.contentSize.width
    list.drag(by: 10_000)
    #expect(list.contentOffset.x == withHeader - 300)
    screen.listHeader = nil
    #expect(list.contentOffset.x == list.contentSize.width - 300, "clamped to the content")
    #expect(list.contentOffset.y == 0)
  }

  @Test func itemsWithoutASizeTakeTheDefaultWidthAndSectionsAreMarked() {
    let letters = ContentSection([RowContent("A"), RowContent("B")])
    let digits = ContentSection((1...9).map { RowContent("\($0)") })
    let screen = CompositeController([letters, digits])
    let list = HeadlessListView(size: CGSize(width: 200, height: 50), scrollDirection: .horizontal)
    screen.attach(to: list)

    #expect(list.itemWidth == 50)
    #expect(list.renderedText() == "A │ B ┃ 1 │ 2 │ 7▸\n")
  }

  @Test func aNestedStripShowsItsVisibleItemsOnTheRowThatEmbedsIt() throws {
    let stories = StoriesSection((1...10).map { "Story \($0)" })
    let strip = HorizontalSection([stories])
    let feed = ContentSection(title: "Feed", [RowContent("Ada posted"), RowContent("Grace liked")])
    let screen = CompositeController([strip, feed])
    let list = HeadlessListView(size: CGSize(width: 390, height: 400))
    screen.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌
        │ Story 1 │ Story 2 │ Story 3 │ Story 4 │ 6▸
        └

        ┌ FEED
        │ Ada posted
        │ Grace liked
        └

        """)

    // The user swipes the strip and taps a story in it: the child list is a list of its own.
    let cell = try list.cell(at: ListIndexPath(row: 0, section: 0), as: EmbeddedStripCell.self)
    cell.strip.drag(by: 300)
    try cell.strip.tapRow(at: ListIndexPath(row: 5, section: 0))
    #expect(stories.opened == ["Story 6"])
    #expect(list.renderedText().contains("│ ◂3 │ Story 4 │ Story 5 │ ▶Story 6 │ Story 7 │ 3▸\n"))
    #expect(stories.asked == [0, 1, 2, 3, 4, 5, 6], "the strip asked only what came on screen")
    #expect(screen.diagnostics.isEmpty)
    #expect(strip.child.diagnostics.isEmpty)
  }
}
