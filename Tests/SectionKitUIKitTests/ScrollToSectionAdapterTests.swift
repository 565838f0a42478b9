#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A table of three sections, the middle one without rows, in a viewport of 100 points: a
  /// 0..<72, empty 72..<100 (its header), b 100..<216.
  @MainActor
  final class ScrollingTableScreen {
    let a = TableSection("a", ["a0"])
    let empty = TableSection("empty", [])
    let b = TableSection("b", ["b0", "b1"])
    let root: CompositeController
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    let adapter: TableViewAdapter

    init() {
      tableView.rowHeight = 44
      tableView.sectionHeaderHeight = 28
      tableView.sectionFooterHeight = 0
      root = CompositeController([a, empty, b])
      adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
    }
  }

  /// A layout that stacks each section's header (30 points) and items (50 points each), as a
  /// list layout does.
  final class StackLayout: UICollectionViewLayout {
    let headerHeight: CGFloat = 30
    let itemHeight: CGFloat = 50

    func height(of section: Int) -> CGFloat {
      headerHeight + itemHeight * CGFloat(collectionView?.numberOfItems(inSection: section) ?? 0)
    }

    func top(of section: Int) -> CGFloat { (0..<section).reduce(0) { $0 + height(of: $1) } }

    override var collectionViewContentSize: CGSize {
      let sections = collectionView?.numberOfSections ?? 0
      return CGSize(width: 320, height: (0..<sections).reduce(0) { $0 + height(of: $1) })
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      let y = top(of: indexPath.section) + headerHeight + itemHeight * CGFloat(indexPath.item)
      attributes.frame = CGRect(x: 0, y: y, width: 320, height: itemHeight)
      return attributes
    }

    override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard elementKind == UICollectionView.elementKindSectionHeader else { return nil }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: elementKind, with: indexPath)
      attributes.frame = CGRect(
        x: 0, y: top(of: indexPath.section), width: 320, height: headerHeight)
      return attributes
    }
  }

  /// Scrolling to a section controller over the UIKit adapters: the offset is worked out from the
  /// frame UIKit gives the section (`rect(forSection:)`, the layout's attributes for the header
  /// and items), so a section without rows is reached by its header.
  @Suite("Scrolling to a section controller, over the UIKit adapters") @MainActor
  struct ScrollToSectionAdapterTests {
    @Test func aTableScrollsToTheTopOfASectionsHeaderEvenWithoutRows() {
      let screen = ScrollingTableScreen()
      #expect(screen.tableView.contentSize.height == 216)
      screen.root.scroll(to: screen.empty)
      #expect(screen.tableView.contentOffset == CGPoint(x: 0, y: 72))
      screen.root.scroll(to: screen.b)
      #expect(screen.tableView.contentOffset.y == 100)
      screen.b.context.scrollToSection(at: .middle)
      #expect(screen.tableView.contentOffset.y == 108)
      screen.b.context.scrollToSection(at: .bottom)
      #expect(screen.tableView.contentOffset.y == 116)
      screen.a.context.scrollToSection(at: .none)
      #expect(screen.tableView.contentOffset.y == 0)
    }

    @Test func aTableKeepsTheSectionBelowItsTopInset() {
      let screen = ScrollingTableScreen()
      screen.tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      screen.root.scroll(to: screen.b)
      #expect(screen.tableView.contentOffset.y == 80, "b's header just below the inset")
      screen.root.scroll(to: screen.a)
      #expect(screen.tableView.contentOffset.y == -20)
    }

    @Test func aTableAdapterThrowsForASectionOutOfRange() {
      let screen = ScrollingTableScreen()
      #expect(
        throws: HostError("section (3) beyond bounds (3).", exceptionName: "NSRangeException")
      ) {
        try screen.adapter.scrollToSection(3, at: .top, animated: false)
      }
    }

    @Test func aCollectionScrollsToTheTopOfASectionsHeaderEvenWithoutItems() {
      let a = TileSection("a", ["a0"])
      let empty = TileSection("empty", [])
      let b = TileSection("b", ["b0", "b1"])
      let root = CompositeController([a, empty, b])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: StackLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
      // a: 0..<80, empty: 80..<110 (its header), b: 110..<240.
      root.scroll(to: empty)
      #expect(collectionView.contentOffset == CGPoint(x: 0, y: 80))
      root.scroll(to: b)
      #expect(collectionView.contentOffset.y == 110)
      root.scroll(to: a, at: .middle)
      #expect(collectionView.contentOffset.y == 0)
    }
  }
#endif
