#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import Observation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The notification settings a screen follows.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Observable final class NotificationSettings {
    var allowsNotifications = true
    var sound = "Chime"
  }

  /// A screen that follows an observable model, on a `UITableView`: the switch changes the
  /// model, and the table gets what the model's change shows.
  @Suite("Screens that follow observable models, on a table view") @MainActor
  struct ObservedScreenOnTableTests {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter: TableViewAdapter
    let screen = CompositeController()

    init() {
      adapter = TableViewAdapter(tableView: tableView)
    }

    private func cell(_ section: Int, _ row: Int) throws -> ContentTableViewCell {
      try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section))
          as? ContentTableViewCell)
    }

    private func text(_ section: Int, _ row: Int) throws -> UIListContentConfiguration {
      try #require(try cell(section, row).contentConfiguration as? UIListContentConfiguration)
    }

    @Test func theSwitchChangesTheModelAndTheTableFollows() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let settings = NotificationSettings()
      screen.show(following: settings) { settings in
        ListSection("notifications") {
          Row(
            "allow",
            RowContent(
              "Allow Notifications",
              accessory: .toggle(isOn: settings.allowsNotifications) { isOn in
                settings.allowsNotifications = isOn
              }))
          if settings.allowsNotifications {
            Row("sound", RowContent("Sound", detail: settings.sound))
          }
        }
      }
      screen.attach(to: adapter)
      #expect(try text(0, 1).secondaryText == "Chime")

      settings.sound = "Bell"
      tableView.calls = []
      screen.flushUpdates()
      #expect(tableView.calls == ["performBatchUpdates {", "reconfigureRows [[0, 1]]", "}"])
      #expect(try text(0, 1).secondaryText == "Bell")

      let allow = try cell(0, 0)  // the table view keeps the cells it shows
      let toggle = try #require(allow.accessoryView as? UISwitch)
      toggle.isOn = false
      toggle.sendActions(for: .valueChanged)
      tableView.calls = []
      screen.flushUpdates()
      #expect(settings.allowsNotifications == false)
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "deleteRows [[0, 1]] automatic", "reconfigureRows [[0, 0]]", "}",
        ])
      #expect(tableView.numberOfRows(inSection: 0) == 1)
      #expect(screen.diagnostics.isEmpty)
    }
  }
#endif
