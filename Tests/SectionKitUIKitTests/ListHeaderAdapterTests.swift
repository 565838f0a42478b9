#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// An app's own header (a profile banner): Auto Layout fits it to 20 points of margins and
  /// 30 points a line of its label, which it says through `systemLayoutSizeFitting` as the
  /// mirror has no Auto Layout.
  final class BannerView: UIView {
    var lines = 1
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: 20 + 30 * CGFloat(lines))
    }
  }

  /// A profile screen whose composite has a list header and footer.
  @MainActor
  func profileComposite() -> CompositeController {
    let composite = CompositeController()
    composite.setChildren([
      ContentSection(title: "Account", [RowContent("Name"), RowContent("Email")])
    ])
    composite.listHeader = RowContent("Ada Lovelace", secondaryText: "ada@example.com")
    composite.listFooter = RowContent("Version 2.1")
    return composite
  }

  /// The text of a list content view, if the view is one.
  @MainActor
  func listContentText(_ view: UIView?) -> String? {
    ((view as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text
  }

  @Suite("The list header and footer on a table view and a collection view") @MainActor
  struct ListHeaderAdapterTests {
    @Test func theTableShowsThemAsItsTableHeaderAndFooterViewsSizedAcrossItsWidth() throws {
      let controller = SectionTableViewController(composite: profileComposite(), style: .plain)
      controller.loadViewIfNeeded()
      let tableView = try #require(controller.tableView)
      let header = try #require(tableView.tableHeaderView)
      #expect(listContentText(header) == "Ada Lovelace")
      let configuration = (header as? UIListContentView)?.configuration
      #expect((configuration as? UIListContentConfiguration)?.secondaryText == "ada@example.com")
      #expect(header.frame.size == CGSize(width: 390, height: 44))
      #expect(listContentText(tableView.tableFooterView) == "Version 2.1")
      // The table lays its sections out below the header.
      #expect(tableView.rect(forSection: 0).minY == CGFloat(44))

      controller.composite.listHeader = RowContent("Grace Hopper")
      #expect(tableView.tableHeaderView === header, "the same view, reconfigured")
      #expect(listContentText(tableView.tableHeaderView) == "Grace Hopper")
      controller.composite.listHeader = nil
      #expect(tableView.tableHeaderView == nil)
      #expect(tableView.tableFooterView != nil)
    }

    @Test func anAppsHeaderViewIsResizedOnTheNextLayoutPassWhenItsContentGrows() throws {
      let controller = SectionTableViewController(composite: profileComposite(), style: .plain)
      controller.loadViewIfNeeded()
      let tableView = try #require(controller.tableView)
      let banner = BannerView()
      controller.adapter?.listHeaderView = banner
      #expect(tableView.tableHeaderView === banner)
      #expect(banner.frame.size == CGSize(width: 390, height: 50))

      banner.lines = 3
      #expect(banner.frame.height == CGFloat(50), "UIKit does not size a table header view")
      tableView.layoutIfNeeded()
      #expect(banner.frame.height == CGFloat(110))
      #expect(
        tableView.calls.last == "tableHeaderView BannerView 110.0", "given to the table again")
      #expect(tableView.rect(forSection: 0).minY == CGFloat(110))

      let assignments = tableView.calls.filter { $0.hasPrefix("tableHeaderView") }.count
      tableView.layoutIfNeeded()
      #expect(
        tableView.calls.filter { $0.hasPrefix("tableHeaderView") }.count == assignments,
        "a layout pass that changes nothing gives the table nothing")

      tableView.frame.size.width = 320
      tableView.layoutIfNeeded()
      #expect(banner.frame.size == CGSize(width: 320, height: 110))

      controller.adapter?.listHeaderView = nil
      #expect(listContentText(tableView.tableHeaderView) == "Ada Lovelace", "the content again")
    }

    @Test func aTableHeaderViewTheAppSetItselfIsLeftAlone() throws {
      let composite = CompositeController()
      composite.setChildren([ContentSection([RowContent("Name")])])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let own = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      tableView.tableHeaderView = own
      let adapter = TableViewAdapter(tableView: tableView)
      composite.attach(to: adapter)
      composite.listFooter = RowContent("Version 2.1")
      composite.listFooter = nil
      adapter.sizeListHeaderAndFooterToFit()
      #expect(tableView.tableHeaderView === own)
      #expect(own.frame.height == CGFloat(200))
    }

    @Test func aCompositionalLayoutDeclaresTheGlobalHeaderAndFooterAndTheAdapterGivesTheirViews()
      throws
    {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let layout = adapter.makeCompositionalLayout()
      collectionView.collectionViewLayout = layout
      let composite = profileComposite()
      composite.attach(to: adapter)

      let items = layout.configuration.boundarySupplementaryItems
      #expect(
        items.map(\.elementKind) == [
          CollectionViewAdapter.elementKindListHeader, CollectionViewAdapter.elementKindListFooter,
        ])
      #expect(items.map(\.alignment) == [.top, .bottom])
      #expect(items.allSatisfy { $0.layoutSize.heightDimension.isEstimated })
      #expect(items.allSatisfy { $0.layoutSize.widthDimension.isFractionalWidth })

      let header = adapter.collectionView(
        collectionView,
        viewForSupplementaryElementOfKind: CollectionViewAdapter.elementKindListHeader,
        at: IndexPath(item: 0, section: 0))
      #expect(listContentText(header.subviews.first) == "Ada Lovelace")
      let footer = adapter.collectionView(
        collectionView,
        viewForSupplementaryElementOfKind: CollectionViewAdapter.elementKindListFooter,
        at: IndexPath(item: 0, section: 0))
      #expect(listContentText(footer.subviews.first) == "Version 2.1")

      // The estimated height becomes the one Auto Layout fits the app's view to.
      let banner = BannerView()
      adapter.listHeaderView = banner
      #expect(header.subviews.first === banner, "the header on screen shows the app's view")
      let proposed = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: CollectionViewAdapter.elementKindListHeader,
        with: IndexPath(item: 0, section: 0))
      proposed.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      #expect(header.preferredLayoutAttributesFitting(proposed).frame.height == CGFloat(50))
      // The banner's text grew: given again, the layout is configured again, and sizes it anew.
      banner.lines = 2
      let changes = layout.configurationChanges
      adapter.listHeaderView = banner
      #expect(layout.configurationChanges == changes + 1)
      #expect(header.preferredLayoutAttributesFitting(proposed).frame.height == CGFloat(80))

      adapter.listHeaderView = nil
      composite.listHeader = nil
      #expect(
        layout.configuration.boundarySupplementaryItems.map(\.elementKind) == [
          CollectionViewAdapter.elementKindListFooter
        ])
    }

    @Test func aFlowLayoutAskedToShowTheListHeaderStopsWithAMessageSayingHowToFixIt() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let layout = UICollectionViewFlowLayout()
          let controller = SectionCollectionViewController(
            composite: profileComposite(), layout: layout)
          controller.loadViewIfNeeded()
          // The flow layout's layout pass asks the size of each section's header.
          _ = controller.adapter?.collectionView(
            controller.collectionView, layout: layout, referenceSizeForHeaderInSection: 0)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "CollectionViewAdapter cannot show the list's header: its collection view's layout is a "
            + "UICollectionViewFlowLayout, which has no header above its sections. Lay the "
            + "collection view out with the adapter's makeCompositionalLayout(listAppearance:)"))
    }

    @Test func aFlowLayoutSwappedForACompositionalLayoutBeforeItLaysOutIsNotReported() throws {
      let controller = SectionCollectionViewController(
        composite: profileComposite(), layout: UICollectionViewFlowLayout())
      controller.loadViewIfNeeded()
      let adapter = try #require(controller.adapter)
      let layout = adapter.makeCompositionalLayout()
      controller.collectionView.collectionViewLayout = layout
      #expect(
        layout.configuration.boundarySupplementaryItems.map(\.elementKind) == [
          CollectionViewAdapter.elementKindListHeader, CollectionViewAdapter.elementKindListFooter,
        ])
    }

    @Test func aListWithoutAHeaderOrFooterLeavesTheLayoutsConfigurationAlone() {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let layout = adapter.makeCompositionalLayout()
      collectionView.collectionViewLayout = layout
      let composite = CompositeController([ContentSection(title: "Account", [RowContent("Name")])])
      composite.attach(to: adapter)
      #expect(layout.configurationChanges == 0, "attaching set nothing: nothing to invalidate")
      composite.listFooter = RowContent("Version 2.1")
      #expect(layout.configurationChanges == 1)
    }

    @Test func aCompositionalLayoutKeepsItsOtherGlobalItems() {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let badge = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
        elementKind: "Badge", alignment: .topTrailing)
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.boundarySupplementaryItems = [badge]
      let layout = UICollectionViewCompositionalLayout(
        sectionProvider: { _, _ in nil }, configuration: configuration)
      collectionView.collectionViewLayout = layout
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let composite = profileComposite()
      composite.attach(to: adapter)
      #expect(
        layout.configuration.boundarySupplementaryItems.map(\.elementKind) == [
          "Badge", CollectionViewAdapter.elementKindListHeader,
          CollectionViewAdapter.elementKindListFooter,
        ])
    }
  }
#endif
