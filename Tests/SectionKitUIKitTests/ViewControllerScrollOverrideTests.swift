#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The natural code: a feed's view controller overrides the scroll-view delegate methods it
  /// cares about, with no delegate to set.
  @MainActor
  final class FeedCollectionViewController: SectionCollectionViewController {
    private(set) var heard: [String] = []

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { heard.append("scroll") }

    override func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      heard.append("lift \(decelerate)")
    }
  }

  @MainActor
  final class FeedTableViewController: SectionTableViewController {
    private(set) var heard: [String] = []

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { heard.append("scroll") }
  }

  @Suite("A section view controller's own scroll-view delegate methods") @MainActor
  struct ViewControllerScrollOverrideTests {
    @Test func aSubclassOverridingScrollViewDidScrollIsCalledWithNoDelegateToSet() throws {
      let controller = FeedCollectionViewController(
        composite: CompositeController([ResizingSection()]), layout: UICollectionViewFlowLayout())
      controller.loadViewIfNeeded()
      let delegate: any UICollectionViewDelegate = try #require(controller.adapter)
      delegate.scrollViewDidScroll(controller.collectionView)
      delegate.scrollViewDidEndDragging(controller.collectionView, willDecelerate: true)
      #expect(controller.heard == ["scroll", "lift true"])
    }

    @Test func aDelegateSetExplicitlyTakesOverAndGivesBack() throws {
      let controller = FeedTableViewController(composite: CompositeController([ResizingSection()]))
      let user = RecordingScrollDelegate()
      controller.scrollViewDelegate = user
      controller.loadViewIfNeeded()
      let delegate: any UITableViewDelegate = try #require(controller.adapter)
      delegate.scrollViewDidScroll(controller.tableView)
      #expect(user.calls == ["didScroll table"] && controller.heard.isEmpty)

      controller.scrollViewDelegate = nil
      delegate.scrollViewDidScroll(controller.tableView)
      #expect(controller.heard == ["scroll"], "the view controller hears it again")
    }
  }
#endif
