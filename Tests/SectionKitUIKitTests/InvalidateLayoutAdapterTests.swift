#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A section that asks its sizes again through its context.
  @MainActor
  final class ResizingSection: SectionController {
    override func numberOfRows(in context: SectionContext) -> Int { 2 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent("row \(row)"), for: row)
    }
  }

  @Suite("Asking a section's sizes again, over the UIKit adapters") @MainActor
  struct InvalidateLayoutAdapterTests {
    @Test func aTableViewGetsAnEmptyBatchAndNoReload() throws {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let section = ResizingSection()
      let root = CompositeController([section])
      root.attach(to: adapter)
      tableView.calls = []
      section.context.invalidateLayout()
      root.flushUpdates()
      #expect(tableView.calls == ["performBatchUpdates {", "}"])
    }

    @Test func aCollectionViewGetsAnEmptyBatchAndNoReload() throws {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let section = ResizingSection()
      let root = CompositeController([section])
      root.attach(to: adapter)
      collectionView.calls = []
      section.context.invalidateLayout()
      root.flushUpdates()
      #expect(collectionView.calls == ["performBatchUpdates {", "}"])
    }
  }
#endif
