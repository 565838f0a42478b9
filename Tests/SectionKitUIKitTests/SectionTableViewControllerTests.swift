import Foundation
import SectionKit
import SectionKitTestSupport
import SectionKitUIKitMirrored
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

@Suite("UIKit table view controller, against UIKitMirror") @MainActor
struct SectionTableViewControllerTests {
  func controller() -> SectionTableViewController {
    let controller = SectionTableViewController(
      composite: CompositeController([TableSection("a", ["a0", "a1"])]), style: .plain)
    controller.loadViewIfNeeded()
    return controller
  }

  @Test func itKeepsUITableViewControllersFirstAppearanceBehaviour() {
    let controller = controller()
    controller.tableView.calls = []
    controller.viewWillAppear(false)
    controller.viewDidAppear(false)
    controller.viewWillAppear(true)
    controller.viewDidAppear(true)
    #expect(controller.tableView.calls.filter { $0 == "reloadData" }.count == 1)
    #expect(controller.tableView.flashCount == 1)
    #expect(controller.tableView.dataSource === controller.adapter)
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

  @Test func aSheetSwipedAwayClearsTheSelection() {
    let controller = controller()
    controller.viewWillAppear(false)
    controller.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let sheet = UIViewController()
    sheet.presentationController = UIPresentationController()
    controller.clearSelectionWhenDismissedByUser(sheet)
    MirrorRecorder.reset()
    sheet.presentationController?.delegate?.presentationControllerWillDismiss(
      sheet.presentationController!)
    #expect(MirrorRecorder.defaultsReached.isEmpty)
    #expect(controller.tableView.indexPathsForSelectedRows == nil)
  }

  @Test func editingIsForwardedToTheTableView() {
    let controller = controller()
    controller.setEditing(true, animated: true)
    #expect(controller.tableView.isEditing)
  }
}
