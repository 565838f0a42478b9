#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A section that records the scroll events it hears.
  @MainActor
  final class ScrollListeningSection: SectionController, SectionScrollDelegate {
    private(set) var events: [String] = []

    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent("row"), for: row)
    }
    func didScroll(in context: SectionContext) { events.append("scroll") }
    func willBeginDragging(in context: SectionContext) { events.append("drag") }
    func didEndDragging(willDecelerate decelerate: Bool, in context: SectionContext) {
      events.append("lift \(decelerate)")
    }
    func didEndDecelerating(in context: SectionContext) { events.append("rest") }
  }

  @Suite("Scroll events over the UIKit adapters") @MainActor
  struct ScrollEventAdapterTests {
    @Test func aTableViewsScrollViewEventsReachTheSectionsOnScreen() {
      let shown = ScrollListeningSection()
      let offScreen = ScrollListeningSection()
      let root = CompositeController([shown, offScreen])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      let delegate: any UITableViewDelegate = adapter
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      delegate.tableView(tableView, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))

      delegate.scrollViewWillBeginDragging(tableView)
      delegate.scrollViewDidScroll(tableView)
      delegate.scrollViewDidEndDragging(tableView, willDecelerate: true)
      delegate.scrollViewDidEndDecelerating(tableView)

      #expect(shown.events == ["drag", "scroll", "lift true", "rest"])
      #expect(offScreen.events.isEmpty, "a section off screen hears nothing")
    }

    @Test func aCollectionViewsScrollViewEventsReachTheSectionsOnScreen() {
      let shown = ScrollListeningSection()
      let root = CompositeController([shown])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
      let delegate: any UICollectionViewDelegate = adapter
      let cell = UICollectionViewCell(frame: .zero)
      delegate.collectionView(
        collectionView, willDisplay: cell, forItemAt: IndexPath(item: 0, section: 0))

      delegate.scrollViewWillBeginDragging(collectionView)
      delegate.scrollViewDidEndDragging(collectionView, willDecelerate: false)

      #expect(shown.events == ["drag", "lift false"])
    }
  }
#endif
