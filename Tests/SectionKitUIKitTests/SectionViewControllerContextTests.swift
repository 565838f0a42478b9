#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  @Suite("A section's view controller, over the UIKit adapters") @MainActor
  struct SectionViewControllerContextTests {
    @Test func aSectionInATableViewControllerFindsItToPresentFrom() throws {
      let section = ResizingSection()
      let controller = SectionTableViewController(composite: CompositeController([section]))
      controller.loadViewIfNeeded()
      let context = section.context
      #expect(context.viewController === controller)

      controller.composite.remove(at: 0)
      #expect(context.viewController == nil, "a removed section has no list to present from")
    }

    @Test func aSectionInACollectionViewControllerFindsIt() throws {
      let section = ResizingSection()
      let controller = SectionCollectionViewController(
        composite: CompositeController([section]), layout: UICollectionViewFlowLayout())
      controller.loadViewIfNeeded()
      #expect(section.context.viewController === controller)
    }

    @Test func aListViewInsideAnotherViewFindsTheControllerOfItsSuperview() throws {
      let section = ResizingSection()
      let owner = UITableViewController(style: .plain)
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      owner.tableView.addSubview(tableView)
      let adapter = TableViewAdapter(tableView: tableView)
      let root = CompositeController([section])
      root.attach(to: adapter)
      #expect(section.context.viewController === owner)

      let loose = UITableView(frame: .zero, style: .plain)
      let other = ResizingSection()
      let looseRoot = CompositeController([other])
      let looseAdapter = TableViewAdapter(tableView: loose)
      looseRoot.attach(to: looseAdapter)
      #expect(other.context.viewController == nil, "no view controller above")
    }
  }
#endif
