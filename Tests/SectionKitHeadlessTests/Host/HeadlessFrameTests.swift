import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Rows of their own heights: a title of 30 points, then lines of 44.
private final class VaryingSection: SectionController, SectionRowHeights {
  var lines: [String]
  init(_ lines: [String]) { self.lines = lines }

  override func numberOfRows(in context: SectionContext) -> Int { lines.count }
  override func titleForHeader(in context: SectionContext) -> String? { "Notes" }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent(lines[row]), for: row)
  }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    lines[row].hasPrefix("#") ? 30 : 44
  }
}

/// Stories side by side, 100 points wide each, inset from the strip's edges.
private final class InsetStoriesSection: SectionController, SectionFlowLayout {
  let names: [String]
  init(_ names: [String]) { self.names = names }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent(names[row]), for: row)
  }
  func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
    CGSize(width: 100, height: 80)
  }
  func sectionInsets(in context: SectionContext) -> SectionInsets? {
    SectionInsets(top: 8, left: 16, bottom: 8, right: 24)
  }
}

@Suite("Headless list view: frames and insets") @MainActor
struct HeadlessFrameTests {
  @Test func eachCellAndHeaderHasTheFrameOfItsRowAndFollowsABatch() throws {
    let notes = VaryingSection(["# Today", "Buy milk", "Call Ada"])
    let screen = CompositeController([notes])
    let list = HeadlessListView(size: CGSize(width: 320, height: 400))
    screen.attach(to: list)
    let header = try #require(list.headerView(forSection: 0))
    let headerHeight = header.frame.height
    #expect(headerHeight > 0)
    #expect(header.frame.minY == 0)

    let title = try #require(
      list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? HeadlessCell)
    let milk = try #require(list.cellForRow(at: ListIndexPath(row: 1, section: 0)) as? HeadlessCell)
    #expect(title.frame == CGRect(x: 0, y: headerHeight, width: 320, height: 30))
    #expect(milk.frame == CGRect(x: 0, y: headerHeight + 30, width: 320, height: 44))

    notes.context.performBatch { batch in
      notes.lines.insert("# Earlier", at: 0)
      batch.insertRows(at: [0])
    }
    screen.flushUpdates()
    #expect(milk.frame.minY == headerHeight + 60, "moved down by the row inserted above")
    #expect(list.cellForRow(at: ListIndexPath(row: 2, section: 0)) === milk)
  }

  @Test func aHorizontalListLaysItsItemsOutInsideTheSectionInsets() throws {
    let stories = InsetStoriesSection((1...20).map { "Story \($0)" })
    let screen = CompositeController([stories])
    let list = HeadlessListView(size: CGSize(width: 390, height: 96), scrollDirection: .horizontal)
    screen.attach(to: list)

    #expect(list.contentSize == CGSize(width: 16 + 2000 + 24, height: 96))
    let first = try #require(
      list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? HeadlessCell)
    #expect(first.frame == CGRect(x: 16, y: 8, width: 100, height: 80))
    list.drag(by: 10_000)
    #expect(list.contentOffset.x == list.contentSize.width - 390, "at the end, the right inset")
    let last = try #require(
      list.cellForRow(at: ListIndexPath(row: 19, section: 0)) as? HeadlessCell)
    #expect(last.frame.maxX == list.contentSize.width - 24)
    #expect(list.renderedLine().hasSuffix("Story 20"))
  }
}
