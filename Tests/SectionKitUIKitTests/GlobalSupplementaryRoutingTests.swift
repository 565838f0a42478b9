#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The list's header and footer, and a global item of the layout's own, stand in no section:
  /// section 0's controller is neither asked for their views nor told of their display.
  @Suite("UIKit collection adapter: global supplementary items belong to no section")
  @MainActor
  struct GlobalSupplementaryRoutingTests {
    /// A section recording what it is asked and told about supplementary views.
    final class WatchingSection: SectionController, SectionSupplementaryViews,
      SectionSupplementaryDisplayDelegate, SectionDisplayDelegate
    {
      var events: [String] = []
      override func numberOfRows(in context: SectionContext) -> Int { 1 }
      override func cell(at row: Int, in context: SectionContext) -> any Reusable {
        context.dequeueReusableCell(showing: RowContent("row"), for: row)
      }
      func viewForSupplementaryView(
        ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
      ) -> (any Reusable)? {
        events.append("asked \(kind)")
        return nil
      }
      func willDisplaySupplementaryView(
        _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
      ) { events.append("show \(kind)") }
      func willDisplaySection(in context: SectionContext) {
        events.append("show section")
      }

      func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind] { [] }

      func didEndDisplayingSupplementaryView(
        _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
      ) {}

      func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
      func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
      func didEndDisplayingSection(in context: SectionContext) {}
    }

    @Test func theListFooterAndAGlobalBadgeReachNoSection() {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let layout = adapter.makeCompositionalLayout()
      let configuration = layout.configuration
      configuration.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
          elementKind: "Badge", alignment: .topTrailing)
      ]
      layout.configuration = configuration
      collectionView.collectionViewLayout = layout
      let section = WatchingSection()
      let composite = CompositeController([section])
      composite.listFooter = RowContent("Version 2.1")
      composite.attach(to: adapter)
      let origin = IndexPath(item: 0, section: 0)

      let footer = adapter.collectionView(
        collectionView,
        viewForSupplementaryElementOfKind: CollectionViewAdapter.elementKindListFooter, at: origin)
      adapter.collectionView(
        collectionView, willDisplaySupplementaryView: footer,
        forElementKind: CollectionViewAdapter.elementKindListFooter, at: origin)
      let badge = adapter.collectionView(
        collectionView, viewForSupplementaryElementOfKind: "Badge", at: origin)
      adapter.collectionView(
        collectionView, willDisplaySupplementaryView: badge, forElementKind: "Badge", at: origin)

      #expect(section.events.isEmpty, "section 0 was \(section.events)")
      #expect(composite.visibleSectionControllers.isEmpty)
      #expect(String(describing: type(of: badge)) == "EmptySupplementaryView")
    }
  }
#endif
