import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Editing the items a paged section has loaded: a row removed or reconfigured in a batch, in
/// either direction, the status row and the paging left as they are.
@Suite("Paged sections: editing loaded items") @MainActor
struct PagedSectionEditTests {
  /// A section of five items whose next page is still loading (the loader holds it), on a
  /// list that shows them all.
  private func makeSection(_ direction: PagedSection<String>.Direction, loader: PageLoader)
    -> (PagedSection<String>, HeadlessListView, CompositeController)
  {
    let section = PagedSection<String>(
      items: ["a", "b", "c", "d", "e"], direction: direction, content: { RowContent($0) },
      load: { try await loader.load($0) })
    let list = HeadlessListView(size: CGSize(width: 320, height: 440))
    let root = CompositeController([section])
    root.attach(to: list)
    return (section, list, root)
  }

  @Test(arguments: [PagedSection<String>.Direction.after, .before])
  func aRemovedItemLeavesInABatchAndTheNextPageStillLands(
    direction: PagedSection<String>.Direction
  ) async throws {
    let loader = PageLoader()
    let (section, list, root) = makeSection(direction, loader: loader)
    let reloads = list.reloadCount
    let loading = try #require(section.loadTask)
    section.removeItem(at: 1)
    list.settle()
    #expect(section.items == ["a", "c", "d", "e"])
    let row = direction == .before ? 2 : 1
    #expect(list.lastBatch?.description == "delete rows [0, \(row)]")
    #expect(list.numberOfRows(inSection: 0) == 5, "four items and the status row")
    #expect(
      list.text(ofRowAt: ListIndexPath(row: section.statusRow ?? -1, section: 0)) == "Loading…")
    #expect(section.loadTask == loading, "the load that runs goes on")

    await loader.deliver(.init(["x"], isLast: true), to: section)
    list.settle()
    #expect(
      section.items
        == (direction == .before ? ["x", "a", "c", "d", "e"] : ["a", "c", "d", "e", "x"]))
    #expect(list.numberOfRows(inSection: 0) == 5)
    #expect(list.reloadCount == reloads)
    #expect(root.diagnostics.isEmpty)
  }

  @Test(arguments: [PagedSection<String>.Direction.after, .before])
  func aReplacedItemIsReconfiguredInItsCell(direction: PagedSection<String>.Direction) throws {
    let (section, list, root) = makeSection(direction, loader: PageLoader())
    let path = ListIndexPath(row: direction == .before ? 4 : 3, section: 0)
    let cell = list.cellForRow(at: path)
    section.replaceItem(at: 3, with: "D")
    list.settle()
    #expect(section.items == ["a", "b", "c", "D", "e"])
    #expect(list.text(ofRowAt: path) == "D")
    #expect(list.cellForRow(at: path) === cell)
    #expect(list.lastBatch?.description == "reconfigure rows [0, \(path.row)]")
    #expect(root.diagnostics.isEmpty)
    section.loadTask?.cancel()
  }
}
