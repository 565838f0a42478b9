#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  final class TileCell: UICollectionViewCell {}
  final class TileHeader: UICollectionReusableView {}

  /// A section of collection cells with a header view, recording selection events.
  final class TileSection: SectionController, SectionHeaderFooterViews, SectionDisplayDelegate,
    SectionSelectionRules, SectionContextMenus
  {
    let name: String
    var items: [String]
    var events: [String] = []
    var indexTitle: String?
    var hasHeader = true
    init(_ name: String, _ items: [String]) {
      self.name = name
      self.items = items
    }
    override func numberOfRows(in context: SectionContext) -> Int { items.count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      hasHeader
        ? context.dequeueReusableSupplementaryView(ofKind: .header, ofType: TileHeader.self) : nil
    }
    override func sectionIndexTitle(in context: SectionContext) -> String? { indexTitle }
    func willDisplaySection(in context: SectionContext) {
      events.append("willDisplaySection")
    }
    func didEndDisplayingSection(in context: SectionContext) {
      events.append("didEndDisplayingSection")
    }
    func willSelectRow(at row: Int, in context: SectionContext) -> Int? {
      events.append("willSelect(\(row))")
      return row == 0 ? 1 : row
    }
    override func didSelectRow(at row: Int, in context: SectionContext) {
      events.append("didSelect(\(row))")
    }
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      ContextMenu(identifier: "\(name).\(row)", actions: [], hasPreview: true)
    }
    func willCommitPreview(
      of menu: ContextMenu, forRow row: Int, in context: SectionContext
    ) {
      events.append("commitPreview(\(menu.identifier), \(row))")
    }

    func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool { true }

    func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
    func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
  }

  @MainActor
  final class CollectionScreen {
    let a = TileSection("a", ["a0"])
    let b = TileSection("b", ["b0", "b1"])
    let root: CompositeController
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewLayout())
    let adapter: CollectionViewAdapter

    init() {
      root = CompositeController([a, CompositeController([b])])
      adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
    }
  }

  /// Calls every optional requirement of the collection protocols that a collection adapter
  /// implements, through the protocols, as UIKit calls them.
  @MainActor
  func driveEveryCollectionMethod(
    _ object: some UICollectionViewDataSource & UICollectionViewDelegate
      & UICollectionViewDataSourcePrefetching & UICollectionViewDelegateFlowLayout,
    view: UICollectionView
  ) {
    let path = IndexPath(item: 1, section: 1)
    let cell = TileCell(frame: .zero)
    let header = TileHeader(frame: .zero)
    let menu = UIContextMenuConfiguration(identifier: nil, previewProvider: nil)

    let dataSource: any UICollectionViewDataSource = object
    _ = dataSource.numberOfSections(in: view)
    _ = dataSource.collectionView(
      view, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: path)
    _ = dataSource.collectionView(view, canMoveItemAt: path)
    dataSource.collectionView(view, moveItemAt: path, to: path)
    _ = dataSource.indexTitles(for: view)
    _ = dataSource.collectionView(view, indexPathForIndexTitle: "B", at: 1)

    let prefetching: any UICollectionViewDataSourcePrefetching = object
    prefetching.collectionView(view, cancelPrefetchingForItemsAt: [path])

    let delegate: any UICollectionViewDelegate = object
    _ = delegate.collectionView(view, shouldHighlightItemAt: path)
    delegate.collectionView(view, didHighlightItemAt: path)
    delegate.collectionView(view, didUnhighlightItemAt: path)
    _ = delegate.collectionView(view, shouldSelectItemAt: path)
    _ = delegate.collectionView(view, shouldDeselectItemAt: path)
    delegate.collectionView(view, didSelectItemAt: path)
    delegate.collectionView(view, didDeselectItemAt: path)
    _ = delegate.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path)
    delegate.collectionView(view, didBeginMultipleSelectionInteractionAt: path)
    delegate.collectionViewDidEndMultipleSelectionInteraction(view)
    _ = delegate.collectionView(
      view, targetIndexPathForMoveOfItemFromOriginalIndexPath: path, atCurrentIndexPath: path,
      toProposedIndexPath: path)
    delegate.collectionView(view, willDisplay: cell, forItemAt: path)
    delegate.collectionView(view, didEndDisplaying: cell, forItemAt: path)
    delegate.collectionView(
      view, willDisplaySupplementaryView: header,
      forElementKind: UICollectionView.elementKindSectionHeader, at: path)
    delegate.collectionView(
      view, didEndDisplayingSupplementaryView: header,
      forElementOfKind: UICollectionView.elementKindSectionHeader, at: path)
    _ = delegate.collectionView(view, contextMenuConfigurationForItemsAt: [path], point: .zero)
    _ = delegate.collectionView(view, contextMenuConfigurationForItemAt: path, point: .zero)
    delegate.collectionView(
      view, willPerformPreviewActionForMenuWith: menu, animator: CommitAnimator())
    _ = delegate.collectionView(view, canPerformPrimaryActionForItemAt: path)
    delegate.collectionView(view, performPrimaryActionForItemAt: path)
    var session = ScrollSession(zoomingView: UIView())
    session.run(on: delegate, scrollView: view)

    let flowLayout: any UICollectionViewDelegateFlowLayout = object
    let layout = view.collectionViewLayout
    _ = flowLayout.collectionView(view, layout: layout, sizeForItemAt: path)
    _ = flowLayout.collectionView(view, layout: layout, insetForSectionAt: 1)
    _ = flowLayout.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 1)
    _ = flowLayout.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 1)
    _ = flowLayout.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 1)
    _ = flowLayout.collectionView(view, layout: layout, referenceSizeForFooterInSection: 1)
  }

  /// A collection data source and delegate that implements only the required methods.
  final class NothingImplementedCollectionObject: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegate, UICollectionViewDataSourcePrefetching,
    UICollectionViewDelegateFlowLayout
  {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell() }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
    }
  }

  @Suite("UIKit collection view adapter, against UIKitMirror") @MainActor
  struct CollectionViewAdapterTests {
    @Test func everyMethodTheAdapterMeansToImplementIsPickedUp() {
      let screen = CollectionScreen()
      MirrorRecorder.reset()
      driveEveryCollectionMethod(screen.adapter, view: screen.collectionView)
      #expect(MirrorRecorder.defaultsReached == [], "a near-miss signature fell back to a default")
    }

    @Test func everyOptionalRequirementOfTheMirrorIsImplemented() {
      MirrorRecorder.reset()
      driveEveryCollectionMethod(
        NothingImplementedCollectionObject(), view: CollectionScreen().collectionView)
      let driven = Set(MirrorRecorder.defaultsReached)
      let declared = [
        "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDataSourcePrefetching", "UIScrollViewDelegate",
        "UICollectionViewDelegateFlowLayout",
      ].reduce(into: Set<String>()) { $0.formUnion(MirrorSource.optionalRequirements(of: $1)) }
      #expect(declared.count > 30, "the mirror's protocols were read")
      #expect(
        declared.subtracting(driven).sorted() == [],
        "an optional requirement is neither driven by the near-miss test nor listed as not implemented"
      )
    }

    @Test func scrollPositionsPlaceTheItemOnBothAxes() throws {
      let screen = CollectionScreen()
      let item = ListIndexPath(row: 1, section: 1)
      screen.collectionView.calls = []
      try screen.adapter.scrollToRow(at: item, at: .top, animated: false)
      try screen.adapter.scrollToRow(at: item, at: .middle, animated: false)
      try screen.adapter.scrollToRow(at: item, at: .bottom, animated: false)
      try screen.adapter.scrollToRow(at: item, at: .none, animated: false)
      let positions: [UICollectionView.ScrollPosition] = [
        [.top, .left], [.centeredVertically, .centeredHorizontally], [.bottom, .right], [],
      ]
      #expect(screen.collectionView.calls == positions.map { "scrollToItem [1, 1] \($0.rawValue)" })
    }

    @Test func aSectionLocalInsertBecomesInsertItemsAtTheGlobalIndexPath() {
      let screen = CollectionScreen()
      screen.collectionView.calls = []
      screen.b.context.performBatch { batch in
        screen.b.items.insert("new", at: 2)
        batch.insertRows(at: [2])
      }
      screen.root.flushUpdates()
      #expect(
        screen.collectionView.calls == ["performBatchUpdates {", "insertItems [[1, 2]]", "}"])
      #expect(screen.adapter.rowCounts == [1, 3])
    }

    @Test func headersComeFromTheOwningControllerOrAnEmptyView() {
      let screen = CollectionScreen()
      let kind = UICollectionView.elementKindSectionHeader
      let header = screen.adapter.collectionView(
        screen.collectionView, viewForSupplementaryElementOfKind: kind,
        at: IndexPath(item: 0, section: 1))
      #expect(header is TileHeader)
      screen.a.hasHeader = false
      let empty = screen.adapter.collectionView(
        screen.collectionView, viewForSupplementaryElementOfKind: kind,
        at: IndexPath(item: 0, section: 0))
      #expect(!(empty is TileHeader))
      let footer = screen.adapter.collectionView(
        screen.collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0))
      #expect(!(footer is TileHeader))
    }

    @Test func aRedirectedSelectionSelectsTheOtherItem() {
      let screen = CollectionScreen()
      let allowed = screen.adapter.collectionView(
        screen.collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 1))
      #expect(!allowed)
      #expect(screen.b.events == ["willSelect(0)", "didSelect(1)"])
      #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
    }

    @Test func thePreviewCommitReachesTheMenuOwner() throws {
      let screen = CollectionScreen()
      let menu = try #require(
        screen.adapter.collectionView(
          screen.collectionView,
          contextMenuConfigurationForItemsAt: [IndexPath(item: 1, section: 1)],
          point: .zero))
      screen.adapter.collectionView(
        screen.collectionView, willPerformPreviewActionForMenuWith: menu, animator: CommitAnimator()
      )
      #expect(screen.b.events == ["commitPreview(b.1, 1)"])
    }

    @Test func theControllerClearsAndRestoresTheSelection() {
      let controller = SectionCollectionViewController(
        composite: CompositeController([TileSection("a", ["a0", "a1"])]),
        layout: UICollectionViewLayout())
      controller.loadViewIfNeeded()
      controller.collectionView.calls = []
      controller.viewWillAppear(false)
      controller.viewWillAppear(false)
      #expect(controller.collectionView.calls.filter { $0 == "reloadData" }.count == 1)
      let item = IndexPath(item: 1, section: 0)
      controller.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
      let coordinator = TestCoordinator()
      controller.testTransitionCoordinator = coordinator
      controller.viewWillAppear(true)
      #expect(controller.collectionView.indexPathsForSelectedItems == nil)
      coordinator.end(cancelled: true)
      #expect(controller.collectionView.indexPathsForSelectedItems == [item])
    }
  }
#endif
