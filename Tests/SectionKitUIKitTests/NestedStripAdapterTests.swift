#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// IGListKit's `EmbeddedCollectionViewCell` in a table: a horizontal collection view, driven
  /// by an adapter of its own.
  final class EmbeddedCollectionViewCell: UITableViewCell {
    let collectionView: UICollectionView = {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      return UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 80), collectionViewLayout: layout)
    }()
    /// The adapter of the embedded collection view, kept as long as the cell.
    var adapter: CollectionViewAdapter?
  }

  /// Stories side by side, 100 points wide each.
  final class StoryTilesSection: SectionController, SectionFlowLayout {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    override func numberOfRows(in context: SectionContext) -> Int { names.count }
    func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
      CGSize(width: 100, height: 80)
    }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
  }

  /// IGListKit's nested adapter: one row whose cell embeds the child composite.
  final class StripRowSection: SectionController, SectionRowHeights {
    let child: CompositeController
    init(_ children: [SectionProvider]) { child = CompositeController(children) }
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 80 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: EmbeddedCollectionViewCell.self, for: row)
      let adapter = cell.adapter ?? CollectionViewAdapter(collectionView: cell.collectionView)
      cell.adapter = adapter
      child.attach(to: adapter)
      return cell
    }
  }

  /// The nested strip of the headless tests on UIKit: the child composite drives the cell's
  /// horizontal collection view, and its updates go there, not to the table view.
  @Suite("UIKit adapters: a horizontal strip nested in a table row") @MainActor
  struct NestedStripAdapterTests {
    @Test func theEmbeddedCollectionViewIsDrivenByTheChildComposite() throws {
      let stories = StoryTilesSection(["Ada", "Grace", "Linus"])
      let strip = StripRowSection([stories])
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let root = CompositeController([strip])
      root.attach(to: adapter)

      let cell = try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
          as? EmbeddedCollectionViewCell)
      let collectionView = cell.collectionView
      let flow: any UICollectionViewDelegateFlowLayout = try #require(cell.adapter)
      #expect(collectionView.numberOfItems(inSection: 0) == 3)
      #expect(
        flow.collectionView(
          collectionView, layout: collectionView.collectionViewLayout,
          sizeForItemAt: IndexPath(item: 2, section: 0)) == CGSize(width: 100, height: 80))

      tableView.calls = []
      collectionView.calls = []
      stories.context.performBatch { batch in
        stories.names.append("Barbara")
        batch.insertRows(at: [3])
      }
      strip.child.flushUpdates()
      #expect(
        collectionView.calls.filter { !$0.hasPrefix("register") } == [
          "performBatchUpdates {", "insertItems [[0, 3]]", "}",
        ])
      #expect(tableView.calls.isEmpty, "the table view's row stays as it is")
      #expect(collectionView.numberOfItems(inSection: 0) == 4)
      #expect(strip.child.diagnostics.isEmpty)
    }
  }
#endif
