#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The keyboard as UIKit announces it: its end frame in window coordinates, for a 390×844
  /// window whose list view fills it.
  @MainActor
  enum Keyboard {
    static func willChangeFrame(to frame: CGRect) {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
    }

    /// A docked keyboard covering the bottom 300 points.
    static func show() { willChangeFrame(to: CGRect(x: 0, y: 544, width: 390, height: 300)) }

    static func hide() {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillHideNotification, object: nil,
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(
            cgRect: CGRect(x: 0, y: 844, width: 390, height: 300))
        ])
    }
  }

  @Suite("Keyboard avoidance, against UIKitMirror", .serialized) @MainActor
  struct KeyboardAvoidanceTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// A collection view in the window with its own bottom insets of 10 (content) and 5
    /// (indicator).
    func collectionView() -> UICollectionView {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewLayout())
      view.testWindow = window
      view.contentInset.bottom = 10
      view.verticalScrollIndicatorInsets.bottom = 5
      return view
    }

    func bottomInsets(_ view: UIScrollView) -> [CGFloat] {
      [view.contentInset.bottom, view.verticalScrollIndicatorInsets.bottom]
    }

    @Test func theControllersInsetsFollowTheKeyboardAndComeBackWhenItHides() {
      let controller = SectionCollectionViewController(
        composite: CompositeController([TileSection("a", ["a0", "a1"])]),
        layout: UICollectionViewLayout())
      controller.collectionView.testWindow = window
      controller.loadViewIfNeeded()
      Keyboard.show()
      #expect(bottomInsets(controller.collectionView) == [300, 300])
      Keyboard.hide()
      #expect(bottomInsets(controller.collectionView) == [0, 0])
    }

    @Test func anOptedInAdapterInsetsByTheCoveredHeightAndRestoresItsOwnInsets() {
      let view = collectionView()
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.avoidsKeyboard = true
      Keyboard.show()
      #expect(bottomInsets(view) == [300, 300])
      // The keyboard grows (a suggestions bar); the insets follow, and still come back.
      Keyboard.willChangeFrame(to: CGRect(x: 0, y: 500, width: 390, height: 344))
      #expect(bottomInsets(view) == [344, 344])
      Keyboard.hide()
      #expect(bottomInsets(view) == [10, 5])
    }

    @Test func aListViewHigherUpIsCoveredOnlyWhereTheKeyboardReachesIt() {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 644), style: .plain)
      table.testWindow = window
      let adapter = TableViewAdapter(tableView: table)
      adapter.avoidsKeyboard = true
      Keyboard.show()
      #expect(bottomInsets(table) == [100, 100])
      Keyboard.hide()
      #expect(bottomInsets(table) == [0, 0])
    }

    @Test func aKeyboardThatDoesNotCoverTheListViewLeavesTheInsets() {
      let view = collectionView()
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.avoidsKeyboard = true
      Keyboard.willChangeFrame(to: CGRect(x: 0, y: 844, width: 390, height: 300))  // off screen
      #expect(bottomInsets(view) == [10, 5])
      // A floating keyboard in the middle of the screen.
      Keyboard.willChangeFrame(to: CGRect(x: 40, y: 300, width: 310, height: 250))
      #expect(bottomInsets(view) == [10, 5])
      Keyboard.show()
      Keyboard.willChangeFrame(to: CGRect(x: 0, y: 844, width: 390, height: 300))
      #expect(bottomInsets(view) == [10, 5])
    }

    @Test func aListViewOutsideAWindowIgnoresTheKeyboard() {
      let view = collectionView()
      view.testWindow = nil
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.avoidsKeyboard = true
      Keyboard.show()
      #expect(bottomInsets(view) == [10, 5])
    }

    @Test func anAdapterThatDidNotOptInIgnoresTheKeyboard() {
      let view = collectionView()
      let adapter = CollectionViewAdapter(collectionView: view)
      Keyboard.show()
      #expect(bottomInsets(view) == [10, 5])
      withExtendedLifetime(adapter) {}
    }

    @Test func optingOutRestoresTheInsetsAndStopsFollowing() {
      let view = collectionView()
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.avoidsKeyboard = true
      Keyboard.show()
      adapter.avoidsKeyboard = false
      #expect(bottomInsets(view) == [10, 5])
      Keyboard.show()
      #expect(bottomInsets(view) == [10, 5])
    }

    @Test func aReleasedAdapterNoLongerChangesTheInsets() {
      let view = collectionView()
      var adapter: CollectionViewAdapter? = CollectionViewAdapter(collectionView: view)
      adapter?.avoidsKeyboard = true
      weak let released = adapter
      adapter = nil
      #expect(released == nil)
      Keyboard.show()
      #expect(bottomInsets(view) == [10, 5])
    }
  }
#endif
