#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A grid of square tiles, `columns` per line, sized from the collection view's width; its
  /// insets, spacings and header and footer sizes are its own.
  final class GridSection: SectionController, SectionFlowLayout {
    let columns: Int
    let count: Int
    init(columns: Int, count: Int) {
      self.columns = columns
      self.count = count
    }
    override func numberOfRows(in context: SectionContext) -> Int { count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
      let side = (context.containerSize.width / CGFloat(columns)).rounded(.down)
      // The last item of the section is twice as tall, so that the local row matters.
      return CGSize(width: side, height: row == count - 1 ? 2 * side : side)
    }
    func sectionInsets(in context: SectionContext) -> SectionInsets? {
      SectionInsets(top: CGFloat(columns), left: 1, bottom: 2, right: 3)
    }
    func minimumLineSpacing(in context: SectionContext) -> CGFloat? { CGFloat(columns) }
    func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? {
      CGFloat(columns) + 0.5
    }
    func sizeForHeader(in context: SectionContext) -> CGSize? {
      CGSize(width: context.containerSize.width, height: 40)
    }
    func sizeForFooter(in context: SectionContext) -> CGSize? {
      CGSize(width: 0, height: 8)
    }
  }

  /// The sizes the flow layout gets for an item or a section, read through the delegate protocol
  /// as UIKit reads them.
  @MainActor
  struct FlowLayoutReader {
    let collectionView: UICollectionView
    let delegate: any UICollectionViewDelegateFlowLayout
    var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    func itemSize(_ section: Int, _ item: Int) -> CGSize {
      delegate.collectionView(
        collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: section))
    }
    func insets(_ section: Int) -> UIEdgeInsets {
      delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    }
    func lineSpacing(_ section: Int) -> CGFloat {
      delegate.collectionView(
        collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
    }
    func interitemSpacing(_ section: Int) -> CGFloat {
      delegate.collectionView(
        collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }
    func headerSize(_ section: Int) -> CGSize {
      delegate.collectionView(
        collectionView, layout: layout, referenceSizeForHeaderInSection: section)
    }
    func footerSize(_ section: Int) -> CGSize {
      delegate.collectionView(
        collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }
  }

  @MainActor
  final class GridScreen {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let adapter: CollectionViewAdapter
    let root: CompositeController
    var reader: FlowLayoutReader {
      FlowLayoutReader(collectionView: collectionView, delegate: adapter)
    }

    init(_ root: CompositeController) {
      layout.itemSize = CGSize(width: 77, height: 33)
      layout.sectionInset.top = 11
      layout.minimumLineSpacing = 6
      layout.minimumInteritemSpacing = 7
      layout.headerReferenceSize = CGSize(width: 0, height: 22)
      layout.footerReferenceSize = CGSize(width: 0, height: 44)
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      adapter = CollectionViewAdapter(collectionView: collectionView)
      self.root = root
      root.attach(to: adapter)
    }
  }

  @Suite("UIKit collection view adapter: flow layout sizes, against UIKitMirror") @MainActor
  struct CollectionViewFlowLayoutTests {
    @Test(
      "The flow layout gets the owning section's sizes, in its local items",
      arguments: [
        "flat", "nested",
      ])
    func sizesComeFromTheOwningSection(shape: String) {
      let two = GridSection(columns: 2, count: 3)
      let three = GridSection(columns: 3, count: 4)
      let plain = TileSection("plain", ["p0"])
      let root =
        shape == "flat"
        ? CompositeController([plain, two, three])
        : CompositeController([plain, CompositeController([two, CompositeController([three])])])
      let screen = GridScreen(root)
      let reader = screen.reader

      #expect(reader.itemSize(1, 0) == CGSize(width: 195, height: 195))
      #expect(reader.itemSize(1, 2) == CGSize(width: 195, height: 390))
      #expect(reader.itemSize(2, 2) == CGSize(width: 130, height: 130))
      #expect(reader.itemSize(2, 3) == CGSize(width: 130, height: 260))
      var insets = UIEdgeInsets()
      (insets.top, insets.left, insets.bottom, insets.right) = (3, 1, 2, 3)
      #expect(reader.insets(2) == insets)
      #expect(reader.lineSpacing(1) == 2)
      #expect(reader.lineSpacing(2) == 3)
      #expect(reader.interitemSpacing(2) == 3.5)
      #expect(reader.headerSize(2) == CGSize(width: 390, height: 40))
      #expect(reader.footerSize(1) == CGSize(width: 0, height: 8))
    }

    @Test func aSectionThatGivesNoSizeGetsTheLayoutsOwn() {
      let screen = GridScreen(CompositeController([TileSection("plain", ["p0", "p1"])]))
      let reader = screen.reader
      var insets = UIEdgeInsets()
      insets.top = 11

      #expect(reader.itemSize(0, 1) == CGSize(width: 77, height: 33))
      #expect(reader.insets(0) == insets)
      #expect(reader.lineSpacing(0) == 6)
      #expect(reader.interitemSpacing(0) == 7)
      #expect(reader.headerSize(0) == CGSize(width: 0, height: 22))
      #expect(reader.footerSize(0) == CGSize(width: 0, height: 44))
    }

    @Test func theAnswersAreTheSectionsOwnEvenWhenTheyAreZero() {
      final class NoHeader: SectionController, SectionFlowLayout {
        override func numberOfRows(in context: SectionContext) -> Int { 1 }
        override func cell(at row: Int, in context: SectionContext) -> any Reusable {
          context.dequeueReusableCell(ofType: TileCell.self, for: row)
        }
        func sizeForHeader(in context: SectionContext) -> CGSize? { .zero }
        func minimumLineSpacing(in context: SectionContext) -> CGFloat? { 0 }

        func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? { nil }
      }
      let screen = GridScreen(CompositeController([NoHeader()]))
      #expect(screen.reader.headerSize(0) == .zero)
      #expect(screen.reader.lineSpacing(0) == 0)
    }
  }
#endif
