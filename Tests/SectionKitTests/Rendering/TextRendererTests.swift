import Foundation
import SectionKitTestSupport
import Testing

@testable import SectionKit

/// How many rows the renderer read.
private final class ReadCounter {
  var reads = 0
}

/// The visible rows of a list, counting how many the renderer reads.
private struct CountingRows: Sequence, IteratorProtocol {
  var base: IndexingIterator<[ListIndexPath]>
  let counter: ReadCounter

  mutating func next() -> ListIndexPath? {
    counter.reads += 1
    return base.next()
  }
}

@MainActor
@Suite struct TextRendererTests {
  /// A list of `sections` sections of two rows, all on screen.
  private func everythingOnScreen(sections: Int) -> (CompositeController, HeadlessListView) {
    let root = CompositeController(
      (0..<sections).map { ItemsSection("s\($0)", ["a\($0)", "b\($0)"]) })
    let list = HeadlessListView(size: CGSize(width: 390, height: 1))
    root.attach(to: list)
    list.size = CGSize(width: 390, height: list.contentSize.height)
    return (root, list)
  }

  @Test func readsEachVisibleRowOnce() {
    let (root, list) = everythingOnScreen(sections: 500)
    let visible = list.indexPathsForVisibleRows
    #expect(visible.count == 1_000)
    let counter = ReadCounter()
    let rows = CountingRows(base: visible.makeIterator(), counter: counter)
    let text = TextRenderer.render(list, visibleRows: rows, cursor: nil)
    // One read per row, and one more that finds the end: not one pass per section.
    #expect(counter.reads <= visible.count + 1)
    #expect(text == TextRenderer.render(list))
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 500 * 5)
    withExtendedLifetime(root) {}
  }

  @Test func blocksAreSeparatedByABlankLine() {
    let (root, list) = everythingOnScreen(sections: 2)
    try? list.tapRow(at: ListIndexPath(row: 1, section: 1))
    let text = TextRenderer.render(list, cursor: ListIndexPath(row: 0, section: 0))
    #expect(text == "┌\n» a0\n│ b0\n└\n\n┌\n│ a1\n▶ b1\n└\n")
    withExtendedLifetime(root) {}
  }
}
