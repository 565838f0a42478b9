#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A user's scroll-view delegate that implements every method and records each call with its
  /// arguments.
  final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    let zoomingView = UIView()
    var shouldScrollToTop = false

    func name(_ scrollView: UIScrollView) -> String {
      scrollView is UITableView ? "table" : "other"
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      calls.append("didScroll \(name(scrollView))")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      calls.append("didZoom \(name(scrollView))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      calls.append("willBeginDragging \(name(scrollView))")
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      calls.append(
        "willEndDragging \(name(scrollView)) \(velocity.y) \(targetContentOffset.pointee.y)")
      targetContentOffset.pointee.y = 120
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging \(name(scrollView)) \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      calls.append("willBeginDecelerating \(name(scrollView))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      calls.append("didEndDecelerating \(name(scrollView))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      calls.append("didEndScrollingAnimation \(name(scrollView))")
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      calls.append("viewForZooming \(name(scrollView))")
      return zoomingView
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      calls.append("willBeginZooming \(name(scrollView)) \(view === zoomingView)")
    }
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      calls.append("didEndZooming \(name(scrollView)) \(view === zoomingView) \(scale)")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      calls.append("shouldScrollToTop \(name(scrollView))")
      return shouldScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      calls.append("didScrollToTop \(name(scrollView))")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      calls.append("didChangeAdjustedContentInset \(name(scrollView))")
    }
  }

  /// A user's scroll-view delegate that implements none of the optional methods.
  final class SilentScrollDelegate: NSObject, UIScrollViewDelegate {}

  /// What a scroll view sends its delegate, every `UIScrollViewDelegate` method once, through
  /// the protocol as UIKit calls it.
  @MainActor
  struct ScrollSession {
    let zoomingView: UIView
    var targetOffset = CGPoint(x: 0, y: 300)
    var answers: (zoomingView: UIView?, shouldScrollToTop: Bool)?

    mutating func run(on delegate: any UIScrollViewDelegate, scrollView: UIScrollView) {
      delegate.scrollViewDidScroll(scrollView)
      delegate.scrollViewDidZoom(scrollView)
      delegate.scrollViewWillBeginDragging(scrollView)
      var offset = targetOffset
      delegate.scrollViewWillEndDragging(
        scrollView, withVelocity: CGPoint(x: 0, y: 2.5), targetContentOffset: &offset)
      targetOffset = offset
      delegate.scrollViewDidEndDragging(scrollView, willDecelerate: true)
      delegate.scrollViewWillBeginDecelerating(scrollView)
      delegate.scrollViewDidEndDecelerating(scrollView)
      delegate.scrollViewDidEndScrollingAnimation(scrollView)
      let view = delegate.viewForZooming(in: scrollView)
      delegate.scrollViewWillBeginZooming(scrollView, with: zoomingView)
      delegate.scrollViewDidEndZooming(scrollView, with: zoomingView, atScale: 1.5)
      let shouldScrollToTop = delegate.scrollViewShouldScrollToTop(scrollView)
      delegate.scrollViewDidScrollToTop(scrollView)
      delegate.scrollViewDidChangeAdjustedContentInset(scrollView)
      answers = (view, shouldScrollToTop)
    }
  }

  @Suite("UIKit adapters' scroll-view delegate, against UIKitMirror") @MainActor
  struct ScrollViewAdapterTests {
    static let expectedCalls = [
      "didScroll table", "didZoom table", "willBeginDragging table",
      "willEndDragging table 2.5 300.0",
      "didEndDragging table true", "willBeginDecelerating table", "didEndDecelerating table",
      "didEndScrollingAnimation table", "viewForZooming table", "willBeginZooming table true",
      "didEndZooming table true 1.5", "shouldScrollToTop table", "didScrollToTop table",
      "didChangeAdjustedContentInset table",
    ]

    @Test func everyScrollViewDelegateCallReachesTheTableAdaptersDelegateWithItsArguments() throws {
      let screen = TableScreen()
      let user = RecordingScrollDelegate()
      screen.adapter.scrollViewDelegate = user
      var session = ScrollSession(zoomingView: user.zoomingView)
      session.run(on: screen.adapter as any UITableViewDelegate, scrollView: screen.tableView)

      #expect(user.calls == Self.expectedCalls)
      #expect(session.targetOffset.y == 120, "the delegate's target offset reaches the table view")
      let answers = try #require(session.answers)
      #expect(answers.zoomingView === user.zoomingView)
      #expect(answers.shouldScrollToTop == false)
    }

    @Test func everyScrollViewDelegateCallReachesTheCollectionAdaptersDelegate() throws {
      let screen = CollectionScreen()
      let user = RecordingScrollDelegate()
      screen.adapter.scrollViewDelegate = user
      var session = ScrollSession(zoomingView: user.zoomingView)
      session.run(
        on: screen.adapter as any UICollectionViewDelegate, scrollView: screen.collectionView)

      #expect(
        user.calls == Self.expectedCalls.map { $0.replacingOccurrences(of: "table", with: "other") }
      )
      #expect(session.targetOffset.y == 120)
      #expect(try #require(session.answers).zoomingView === user.zoomingView)
    }

    @Test func theViewControllersHandTheirScrollViewDelegateToTheAdapter() throws {
      let table = SectionTableViewController(composite: CompositeController([]), style: .plain)
      let collection = SectionCollectionViewController(
        composite: CompositeController([]), layout: UICollectionViewLayout())
      let user = RecordingScrollDelegate()
      table.scrollViewDelegate = user
      collection.loadViewIfNeeded()
      collection.scrollViewDelegate = user
      table.loadViewIfNeeded()
      try #require(table.adapter).scrollViewDidScroll(table.tableView)
      try #require(collection.adapter).scrollViewDidScrollToTop(collection.collectionView)
      #expect(user.calls == ["didScroll table", "didScrollToTop other"])
    }

    @Test func aDelegateThatImplementsNothingGetsUIKitsDefaults() throws {
      for delegate in [nil, SilentScrollDelegate()] as [SilentScrollDelegate?] {
        let screen = TableScreen()
        screen.adapter.scrollViewDelegate = delegate
        var session = ScrollSession(zoomingView: UIView())
        session.run(on: screen.adapter, scrollView: screen.tableView)
        let answers = try #require(session.answers)
        #expect(answers.zoomingView == nil)
        #expect(answers.shouldScrollToTop == true)
        #expect(session.targetOffset == CGPoint(x: 0, y: 300))
      }
    }
  }
#endif
