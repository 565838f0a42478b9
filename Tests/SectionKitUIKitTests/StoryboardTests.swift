#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A storyboard's coder, as far as the mirror reads one (it decodes nothing).
  func storyboardCoder() throws -> NSCoder {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
  }

  /// A section controller's screen laid out in a storyboard: the view controller is made by the
  /// storyboard and given its sections in `viewDidLoad`, as IGListKit apps do.
  @MainActor
  final class StoryboardSettingsController: SectionTableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      composite.setChildren([ResizingSection()], animated: false)
    }
  }

  @Suite("Section view controllers from storyboards") @MainActor
  struct StoryboardTests {
    @Test func aTableViewControllerFromAStoryboardShowsTheSectionsItIsGiven() throws {
      let controller = try #require(StoryboardSettingsController(coder: storyboardCoder()))
      controller.loadViewIfNeeded()
      controller.composite.flushUpdates()
      #expect(controller.tableView.numberOfSections == 1)
      #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
      #expect(controller.adapter != nil, "the composite is attached to the storyboard's table")
      #expect(controller.clearsSelectionOnAppear, "SectionKit's appearance behaviour applies")
    }

    @Test func aCollectionViewControllerFromAStoryboardShowsItsSections() throws {
      let controller = try #require(SectionCollectionViewController(coder: storyboardCoder()))
      controller.composite.setChildren([ResizingSection()], animated: false)
      controller.loadViewIfNeeded()
      controller.composite.flushUpdates()
      #expect(controller.collectionView.numberOfSections == 1)
      #expect(controller.collectionView.numberOfItems(inSection: 0) == 2)
    }
  }
#endif
