#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A transition coordinator a test drives: the alongside animation runs at once, the
  /// completion when the test ends the transition.
  final class TestCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    var isCancelled = false
    var isInteractive = true
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    func end(cancelled: Bool) {
      isCancelled = cancelled
      for completion in completions { completion(self) }
    }
  }

  /// A sheet presented over a list: its presentation controller and the transitions of the
  /// user's swipes.
  @MainActor
  final class Sheet {
    let controller = UIViewController()
    let presentation: UIPresentationController

    init(delegate: AppPresentationDelegate?) {
      presentation = UIPresentationController(
        presentedViewController: controller, presenting: nil)
      presentation.delegate = delegate
      controller.testPresentationController = presentation
    }

    /// The user swipes the sheet down and lets go: it is dismissed when `finishing`, and comes
    /// back otherwise.
    func swipeDown(finishing: Bool) {
      let coordinator = TestCoordinator()
      controller.testTransitionCoordinator = coordinator
      guard presentation.delegate?.presentationControllerShouldDismiss?(presentation) ?? true else {
        return
      }
      presentation.delegate?.presentationControllerWillDismiss?(presentation)
      coordinator.end(cancelled: !finishing)
      controller.testTransitionCoordinator = nil
      if finishing { presentation.delegate?.presentationControllerDidDismiss?(presentation) }
    }

    /// Every other call UIKit makes on the delegate, in the order of ``AppPresentationDelegate/everyCall``.
    func drive() {
      let delegate = presentation.delegate
      _ = delegate?.adaptivePresentationStyle?(for: presentation)
      _ = delegate?.adaptivePresentationStyle?(
        for: presentation, traitCollection: UITraitCollection())
      delegate?.presentationController?(presentation, prepare: presentation)
      _ = delegate?.presentationController?(
        presentation, viewControllerForAdaptivePresentationStyle: .formSheet)
      delegate?.presentationController?(
        presentation, willPresentWithAdaptiveStyle: .pageSheet, transitionCoordinator: nil)
      delegate?.presentationControllerDidAttemptToDismiss?(presentation)
    }
  }

  /// An app's own presentation delegate, recording every call.
  final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    static let everyCall = [
      "adaptiveStyle", "adaptiveStyle traits", "prepare", "viewController formSheet",
      "willPresent pageSheet", "didAttemptToDismiss",
    ]
    var calls: [String] = []
    let replacement = UIViewController()

    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    {
      calls.append("adaptiveStyle")
      return .none
    }
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      calls.append("adaptiveStyle traits")
      return .none
    }
    func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController
    ) { calls.append("prepare") }
    func presentationController(
      _ controller: UIPresentationController,
      viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      calls.append("viewController \(style)")
      return replacement
    }
    func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) { calls.append("willPresent \(style)") }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      calls.append("shouldDismiss")
      return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) { calls.append("didAttemptToDismiss") }
  }

  @Suite("UIKit table view controller, against UIKitMirror") @MainActor
  struct SectionTableViewControllerTests {
    func controller() -> SectionTableViewController {
      let controller = SectionTableViewController(
        composite: CompositeController([TableSection("a", ["a0", "a1"])]), style: .plain)
      controller.loadViewIfNeeded()
      return controller
    }

    @Test func itKeepsUITableViewControllersAppearanceBehaviour() {
      let controller = controller()
      controller.tableView.calls = []
      controller.viewWillAppear(false)
      controller.viewDidAppear(false)
      controller.tableView.selectRow(
        at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      controller.tableView.calls = []
      controller.viewWillAppear(true)
      controller.viewDidAppear(true)
      // Loaded when the view loaded, so an appearance only deselects: no reload.
      #expect(controller.tableView.calls == ["deselectRow [0, 1] animated: true"])
      #expect(controller.tableView.flashCount == 1)
      #expect(controller.tableView.dataSource === controller.adapter)

      let empty = SectionTableViewController(composite: CompositeController([]), style: .plain)
      empty.loadViewIfNeeded()
      empty.tableView.calls = []
      empty.viewWillAppear(false)
      #expect(empty.tableView.calls == ["reloadData"], "an empty table is loaded")
    }

    @Test func anInteractivePopDeselectsAlongsideAndACancelReselects() {
      let controller = controller()
      controller.viewWillAppear(false)
      let row = IndexPath(row: 1, section: 0)
      controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
      let coordinator = TestCoordinator()
      controller.testTransitionCoordinator = coordinator
      controller.tableView.calls = []
      controller.viewWillAppear(true)
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
      #expect(controller.tableView.calls == ["deselectRow [0, 1] animated: true"])
      coordinator.end(cancelled: true)
      #expect(controller.tableView.indexPathsForSelectedRows == [row])
    }

    @Test func aFinishedPopKeepsTheRowDeselected() {
      let controller = controller()
      controller.viewWillAppear(false)
      controller.tableView.selectRow(
        at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
      let coordinator = TestCoordinator()
      controller.testTransitionCoordinator = coordinator
      controller.viewWillAppear(true)
      coordinator.end(cancelled: false)
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
    }

    /// A controller with row 0 selected, and a sheet registered with it.
    func selectedRowAndSheet(appDelegate: AppPresentationDelegate? = nil)
      -> (SectionTableViewController, Sheet)
    {
      let controller = controller()
      controller.viewWillAppear(false)
      controller.tableView.selectRow(
        at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
      let sheet = Sheet(delegate: appDelegate)
      controller.clearSelectionWhenDismissedByUser(sheet.controller)
      return (controller, sheet)
    }

    @Test func aSheetSwipedAwayClearsTheSelection() {
      let (controller, sheet) = selectedRowAndSheet()
      MirrorRecorder.reset()
      sheet.swipeDown(finishing: true)
      #expect(MirrorRecorder.defaultsReached.isEmpty)
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func aCancelledSwipeDownSelectsTheRowAgain() {
      let (controller, sheet) = selectedRowAndSheet()
      sheet.swipeDown(finishing: false)
      #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
      sheet.swipeDown(finishing: true)
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func theAppsPresentationDelegateKeepsReceivingItsCalls() {
      let app = AppPresentationDelegate()
      let (controller, sheet) = selectedRowAndSheet(appDelegate: app)
      #expect(sheet.presentation.delegate !== app, "the controller observes the dismissal")
      sheet.drive()
      sheet.swipeDown(finishing: false)
      sheet.swipeDown(finishing: true)
      #expect(
        app.calls == AppPresentationDelegate.everyCall + [
          "shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss",
        ])
      #expect(sheet.presentation.delegate === app, "the app's delegate is back after the dismissal")
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func withoutAnAppDelegateUIKitsDefaultsStay() {
      let (controller, sheet) = selectedRowAndSheet()
      defer { withExtendedLifetime(controller) {} }
      let delegate = sheet.presentation.delegate
      MirrorRecorder.reset()
      #expect(delegate?.presentationControllerShouldDismiss?(sheet.presentation) == true)
      #expect(
        delegate?.adaptivePresentationStyle?(for: sheet.presentation)
          == sheet.presentation.adaptivePresentationStyle)
      #expect(
        delegate?.presentationController?(
          sheet.presentation, viewControllerForAdaptivePresentationStyle: .fullScreen) == nil)
      #expect(MirrorRecorder.defaultsReached.isEmpty)
    }

    @Test func editingIsForwardedToTheTableView() {
      let controller = controller()
      controller.setEditing(true, animated: true)
      #expect(controller.tableView.isEditing)
    }
  }
#endif
