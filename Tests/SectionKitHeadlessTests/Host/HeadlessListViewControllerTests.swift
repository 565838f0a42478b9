import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Headless list view controller: UITableViewController's behaviour") @MainActor
struct HeadlessListViewControllerTests {
  func controller() -> HeadlessListViewController {
    HeadlessListViewController(CompositeController([ItemsSection("a", ["a0", "a1", "a2"])]))
  }

  @Test func theFirstAppearanceFlashesOnce() {
    let controller = controller()
    controller.viewWillAppear(animated: false)
    controller.viewDidAppear(animated: false)
    controller.viewWillAppear(animated: true)
    controller.viewDidAppear(animated: true)
    #expect(controller.scrollIndicatorFlashCount == 1)
  }

  @Test func anAppearanceReloadsAnEmptyListAndOtherwiseOnlyDeselects() throws {
    // UITableViewController's viewWillAppear: "reloads the table's data if it's empty.
    // Otherwise, it deselects all rows".
    let loaded = controller()
    let row = ListIndexPath(row: 1, section: 0)
    try loaded.listView.tapRow(at: row)
    let cell = loaded.listView.cellForRow(at: row) as? HeadlessCell
    let reloads = loaded.listView.reloadCount
    loaded.viewWillAppear(animated: true)
    #expect(loaded.listView.reloadCount == reloads, "a list with rows is not reloaded")
    #expect(loaded.listView.indexPathsForSelectedRows.isEmpty)
    #expect(loaded.listView.cellForRow(at: row) as? HeadlessCell === cell, "the same cell")
    #expect(cell?.isSelected == false)

    let empty = HeadlessListViewController(CompositeController([]))
    let emptyReloads = empty.listView.reloadCount
    empty.viewWillAppear(animated: false)
    #expect(empty.listView.reloadCount == emptyReloads + 1, "an empty list is loaded")
  }

  @Test func everyAppearanceClearsTheSelection() throws {
    let controller = controller()
    controller.viewWillAppear(animated: false)
    try controller.listView.tapRow(at: ListIndexPath(row: 1, section: 0))
    controller.viewWillAppear(animated: true)
    #expect(controller.listView.indexPathsForSelectedRows.isEmpty)
  }

  @Test func clearingCanBeTurnedOff() throws {
    let controller = controller()
    controller.clearsSelectionOnViewWillAppear = false
    controller.viewWillAppear(animated: false)
    try controller.listView.tapRow(at: ListIndexPath(row: 1, section: 0))
    controller.viewWillAppear(animated: true)
    #expect(controller.listView.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
  }

  @Test func aCancelledInteractivePopRestoresTheSelection() throws {
    let controller = controller()
    controller.viewWillAppear(animated: false)
    let row = ListIndexPath(row: 2, section: 0)
    try controller.listView.tapRow(at: row)
    let pop = controller.beginInteractivePop()
    pop.update(progress: 0.4)
    #expect(
      controller.listView.indexPathsForSelectedRows.isEmpty, "deselected alongside the gesture")
    #expect(pop.progress == 0.4)
    pop.cancel()
    #expect(controller.listView.indexPathsForSelectedRows == [row])
    #expect((controller.listView.cellForRow(at: row) as? HeadlessCell)?.isSelected == true)
  }

  @Test func aFinishedInteractivePopKeepsTheSelectionCleared() throws {
    let controller = controller()
    controller.viewWillAppear(animated: false)
    controller.viewDidAppear(animated: false)
    try controller.listView.tapRow(at: ListIndexPath(row: 0, section: 0))
    let pop = controller.beginInteractivePop()
    pop.update(progress: 0.9)
    pop.finish()
    #expect(controller.listView.indexPathsForSelectedRows.isEmpty)
    #expect(controller.scrollIndicatorFlashCount == 1)
  }

  @Test func aDismissedSheetClearsTheSelectionWithoutAnAppearance() throws {
    let controller = controller()
    controller.viewWillAppear(animated: false)
    try controller.listView.tapRow(at: ListIndexPath(row: 0, section: 0))
    controller.presentationControllerWillDismiss()
    #expect(controller.listView.indexPathsForSelectedRows.isEmpty)
    #expect(controller.appearance.appearanceCount == 1)
  }

  @Test func theEditButtonTogglesEditing() {
    let controller = controller()
    controller.viewWillAppear(animated: false)
    #expect(controller.editButtonTitle == "Edit")
    controller.tapEditButton()
    #expect(controller.isEditing && controller.editButtonTitle == "Done")
    #expect(controller.listView.visibleCellsInOrder.allSatisfy { $0.isEditing })
    controller.tapEditButton()
    #expect(!controller.isEditing)
  }
}
