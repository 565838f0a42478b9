#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  @testable import ExampleScreens
  @testable import Examples

  /// The examples' settings controllers, which `ExamplesTests` drive on `HeadlessListView`, on a
  /// `UITableView`: no cell type is injected, the table shows its own content cells.
  @Suite("The settings example on a table view") @MainActor
  struct SettingsOnTableTests {
    let profile = ProfileSection(account: .init(name: "Ada Lovelace", email: "ada@example.com"))
    let notifications = ToggleSection(
      title: "Notifications",
      toggles: [
        .init(title: "Allow Notifications", isOn: true), .init(title: "Sounds", isOn: false),
      ])
    let appearance = ChoiceSection(
      title: "Appearance", options: ["Light", "Dark", "Automatic"], chosen: 2)
    let root: CompositeController
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter: TableViewAdapter

    init() {
      root = CompositeController([profile, notifications, appearance])
      adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
    }

    private func cell(_ section: Int, _ row: Int) throws -> ContentTableViewCell {
      try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section))
          as? ContentTableViewCell)
    }

    private func configuration(_ section: Int, _ row: Int) throws -> UIListContentConfiguration {
      try #require(try cell(section, row).contentConfiguration as? UIListContentConfiguration)
    }

    @Test func theCellsShowTheControllersContent() throws {
      #expect(try configuration(0, 0).text == "Name")
      #expect(try configuration(0, 0).secondaryText == "Ada Lovelace")
      #expect(try configuration(0, 0).mirrorStyle == "valueCell")
      #expect(try configuration(0, 2).text == "Sign Out")
      #expect(try configuration(0, 2).textProperties.color == .systemRed)
      #expect((try cell(1, 0).accessoryView as? UISwitch)?.isOn == true)
      #expect((try cell(1, 1).accessoryView as? UISwitch)?.isOn == false)
      #expect(try cell(2, 2).accessoryType == .checkmark)
      #expect(try cell(2, 0).accessoryType == .none)
    }

    @Test func flippingASwitchChangesTheSetting() throws {
      let sounds = try cell(1, 1)  // the table view keeps the cells it shows
      let toggle = try #require(sounds.accessoryView as? UISwitch)
      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(notifications.toggles.map(\.isOn) == [true, true])
    }

    @Test func choosingAnAppearanceReconfiguresBothRows() throws {
      let light = IndexPath(row: 0, section: 2)
      if let target = adapter.tableView(tableView, willSelectRowAt: light) {
        adapter.tableView(tableView, didSelectRowAt: target)
      }
      root.flushUpdates()
      #expect(tableView.calls.contains("reconfigureRows [[2, 0], [2, 2]]"))
      #expect(try cell(2, 0).accessoryType == .checkmark)
      #expect(try cell(2, 2).accessoryType == .none)
    }
  }
#endif
