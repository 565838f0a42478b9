#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The declarative settings screen that `RowActionTests` drives on `HeadlessListView`, on a
  /// `UITableView` and on the headless list side by side: the same state, the same evaluations.
  @Suite("Declarative screens on a table view") @MainActor
  struct DeclarativeOnTableTests {
    let onTable = DeclarativeSettings()
    let headless = DeclarativeSettings()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter: TableViewAdapter
    let list = HeadlessListView()

    init() {
      adapter = TableViewAdapter(tableView: tableView)
      onTable.show()
      onTable.screen.attach(to: adapter)
      headless.show()
      headless.screen.attach(to: list)
    }

    /// Changes both screens' state the same way and evaluates them again.
    private func change(_ body: (DeclarativeSettings) -> Void) {
      for settings in [onTable, headless] {
        body(settings)
        settings.show()
        settings.screen.flushUpdates()
      }
    }

    private func cell(_ section: Int, _ row: Int) throws -> ContentTableViewCell {
      try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section))
          as? ContentTableViewCell)
    }

    private func text(_ section: Int, _ row: Int) throws -> String? {
      try #require(try cell(section, row).contentConfiguration as? UIListContentConfiguration).text
    }

    /// A user's tap as UIKit delivers it: highlight, will select, did select.
    private func tap(_ section: Int, _ row: Int) {
      let path = IndexPath(row: row, section: section)
      guard adapter.tableView(tableView, shouldHighlightRowAt: path),
        let target = adapter.tableView(tableView, willSelectRowAt: path)
      else { return }
      adapter.tableView(tableView, didSelectRowAt: target)
    }

    @Test func theTableShowsTheRowsTheHeadlessListShows() throws {
      #expect(tableView.numberOfSections == list.numberOfSections)
      for section in 0..<list.numberOfSections {
        #expect(tableView.numberOfRows(inSection: section) == list.numberOfRows(inSection: section))
        for row in 0..<list.numberOfRows(inSection: section) {
          let shown = try #require(
            list.cellForRow(at: ListIndexPath(row: row, section: section)) as? HeadlessContentCell)
          #expect(try text(section, row) == shown.content?.text)
        }
      }
      #expect(adapter.tableView(tableView, titleForHeaderInSection: 1) == "Networks")
      #expect(adapter.tableView(tableView, titleForFooterInSection: 2) == "Version 1.0")
      #expect((try cell(0, 0).accessoryView as? UISwitch)?.isOn == true)
      #expect(try cell(1, 0).accessoryView is UIButton)
      #expect(try cell(2, 0).accessoryType == .disclosureIndicator)
      #expect(
        try (cell(2, 1).contentConfiguration as? UIListContentConfiguration)?.secondaryText
          == "Headless")
    }

    @Test func anEvaluationSendsTheTableOnlyTheRowsThatChanged() throws {
      tableView.calls = []
      change {
        $0.joined = "Office"
        $0.networks = ["Home", "Office", "Library"]
      }
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "deleteRows [[1, 2]] automatic",
          "insertRows [[1, 2]] automatic", "reconfigureRows [[1, 1]]", "}",
        ])
      var batch = ListBatch()
      batch.deletedRows = [ListIndexPath(row: 2, section: 1)]
      batch.insertedRows = [ListIndexPath(row: 2, section: 1)]
      batch.reconfiguredRows = [ListIndexPath(row: 1, section: 1)]
      #expect(list.lastBatch == batch)
      #expect(try cell(1, 1).accessoryType == .checkmark)
      #expect(try text(1, 2) == "Library")
      #expect(onTable.screen.diagnostics.isEmpty)
    }

    @Test func turningWiFiOffReconfiguresTheSwitchThenDeletesTheNetworks() throws {
      let wifi = try cell(0, 0)  // the table view keeps the cells it shows
      let toggle = try #require(wifi.accessoryView as? UISwitch)
      tableView.calls = []
      toggle.isOn = false
      toggle.sendActions(for: .valueChanged)
      change { $0.isWiFiOn = false }
      #expect(onTable.log == ["wifi false (1)"])
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "reconfigureRows [[0, 0]]", "}",
          "performBatchUpdates {", "deleteSections [1] automatic", "}",
        ])
      #expect(tableView.numberOfSections == 2)
      #expect(list.numberOfSections == 2)
    }

    @Test func aTapRunsTheNewestClosureOfTheRowShownAndDeselectsIt() throws {
      change { $0.networks = ["Cafe", "Home", "Office"] }
      tableView.calls = []
      tap(1, 0)
      tap(2, 1)  // no action: not highlighted, not selected
      #expect(onTable.log == ["join Cafe (2)"])
      #expect(tableView.calls == ["deselectRow [1, 0] animated: true"])
      tap(2, 0)
      #expect(onTable.log == ["join Cafe (2)", "privacy (2)"])
      #expect(tableView.calls == ["deselectRow [1, 0] animated: true"], "kept selected")
    }

    @Test func theSwitchAndTheButtonOfAKeptCellRunTheNewestClosures() throws {
      let wifi = try cell(0, 0)  // the table view keeps the cells it shows
      let home = try cell(1, 0)
      let toggle = try #require(wifi.accessoryView as? UISwitch)
      let info = try #require(home.accessoryView as? UIButton)
      change { $0.networks = ["Cafe", "Home", "Office"] }  // Home moves; its cell is kept
      toggle.isOn = false
      toggle.sendActions(for: .valueChanged)
      info.sendActions(for: .primaryActionTriggered)
      #expect(onTable.log == ["wifi false (2)", "info Home (2)"])
    }

    @Test func swipeActionsAndTheContextMenuComeFromTheRow() throws {
      let path = IndexPath(row: 2, section: 1)
      #expect(adapter.tableView(tableView, canEditRowAt: path))
      #expect(adapter.tableView(tableView, editingStyleForRowAt: path) == .none)
      let swipe = try #require(
        adapter.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: path))
      #expect(swipe.actions.map(\.title) == ["Forget"])
      #expect(swipe.actions.map(\.style) == [.destructive])
      var performed: Bool?
      swipe.actions[0].handler(swipe.actions[0], UIView()) { performed = $0 }
      #expect(performed == true)
      #expect(!adapter.tableView(tableView, canEditRowAt: IndexPath(row: 1, section: 2)))

      let menu = try #require(
        adapter.tableView(tableView, contextMenuConfigurationForRowAt: path, point: .zero))
      let built = try #require(menu.actionProvider?([]))
      let share = try #require(built.children.first as? UIAction)
      share.handler(share)
      adapter.tableView(
        tableView, willPerformPreviewActionForMenuWith: menu, animator: CommitAnimator())
      #expect(onTable.log == ["forget Cafe (1)", "share Cafe (1)", "preview Cafe (1)"])
    }
  }
#endif
