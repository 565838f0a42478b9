#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  @Suite("UIKit collection view controller, against UIKitMirror") @MainActor
  struct SectionCollectionViewControllerTests {
    /// A controller with item 1 selected, and a sheet registered with it.
    func selectedItemAndSheet(appDelegate: AppPresentationDelegate? = nil)
      -> (SectionCollectionViewController, Sheet)
    {
      let controller = SectionCollectionViewController(
        composite: CompositeController([TileSection("a", ["a0", "a1"])]),
        layout: UICollectionViewLayout())
      controller.loadViewIfNeeded()
      controller.viewWillAppear(false)
      controller.collectionView.selectItem(
        at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
      let sheet = Sheet(delegate: appDelegate)
      controller.clearSelectionWhenDismissedByUser(sheet.controller)
      return (controller, sheet)
    }

    @Test func aCancelledSwipeDownSelectsTheItemAgainAndAFinishedOneClearsIt() {
      let (controller, sheet) = selectedItemAndSheet()
      sheet.swipeDown(finishing: false)
      #expect(
        controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
      sheet.swipeDown(finishing: true)
      #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func theAppsPresentationDelegateKeepsReceivingItsCalls() {
      let app = AppPresentationDelegate()
      let (controller, sheet) = selectedItemAndSheet(appDelegate: app)
      defer { withExtendedLifetime(controller) {} }
      sheet.drive()
      sheet.swipeDown(finishing: true)
      #expect(
        app.calls == AppPresentationDelegate.everyCall + [
          "shouldDismiss", "willDismiss", "didDismiss",
        ])
      #expect(sheet.presentation.delegate === app)
    }
  }
#endif
