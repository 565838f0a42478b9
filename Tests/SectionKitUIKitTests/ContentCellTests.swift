#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The rows of the content tests, in every form a row can take.
  @MainActor
  private func networkRows(reporting reported: @escaping @MainActor @Sendable (Bool) -> Void)
    -> [RowContent]
  {
    [
      RowContent("Wi-Fi", detail: "Home", imageName: "wifi", accessory: .disclosureIndicator),
      RowContent("Airplane Mode", accessory: .toggle(isOn: false, onChange: reported)),
      RowContent("Dark", accessory: .checkmark),
      RowContent("Ada Lovelace", secondaryText: "ada@example.com"),
      RowContent("Forget This Network", role: .destructive),
    ]
  }

  /// Records the values a switch reports.
  @MainActor
  private final class Reports {
    var values: [Bool] = []
  }

  @Suite("Row content on UIKit's list views") @MainActor
  struct ContentCellTests {
    @Test func aTableShowsContentWithListConfigurationsAndAccessories() throws {
      let reports = Reports()
      let section = ContentSection(networkRows { reports.values.append($0) })
      let root = CompositeController([section])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      func cell(_ row: Int) throws -> ContentTableViewCell {
        try #require(
          adapter.tableView(tableView, cellForRowAt: IndexPath(row: row, section: 0))
            as? ContentTableViewCell)
      }
      func configuration(_ row: Int) throws -> UIListContentConfiguration {
        try #require(try cell(row).contentConfiguration as? UIListContentConfiguration)
      }

      let wifi = try configuration(0)
      #expect(wifi.mirrorStyle == "valueCell")
      #expect(wifi.text == "Wi-Fi")
      #expect(wifi.secondaryText == "Home")
      #expect(wifi.image?.mirrorSystemName == "wifi")
      #expect(try cell(0).accessoryType == .disclosureIndicator)
      #expect(try cell(0).accessoryView == nil)

      let airplane = try cell(1)
      let toggle = try #require(airplane.accessoryView as? UISwitch)
      #expect(toggle.isOn == false)
      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(reports.values == [true], "the user's flip reaches the controller")
      #expect(section.selections.isEmpty)

      #expect(try cell(2).accessoryType == .checkmark)
      #expect(try configuration(2).mirrorStyle == "cell", "the cell's default configuration")

      let ada = try configuration(3)
      #expect(ada.mirrorStyle == "subtitleCell")
      #expect(ada.secondaryText == "ada@example.com")

      #expect(try configuration(4).textProperties.color == .systemRed)
      #expect(try configuration(0).textProperties.color == .label)
      #expect(tableView.calls.filter { $0.hasPrefix("register") }.count == 1)
    }

    @Test func aTextFieldAccessoryReportsEachChangeAndReturnToTheRowShownNow() throws {
      final class Typed {
        var changes: [String] = []
        var submitted: [String] = []
      }
      let typed = Typed()
      let section = ContentSection([
        RowContent(
          "Title",
          accessory: .textField(
            text: "Din", placeholder: "Required", onSubmit: { typed.submitted.append($0) },
            onChange: { typed.changes.append($0) }))
      ])
      let root = CompositeController([section])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      let cell = try #require(
        adapter.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
          as? ContentTableViewCell)
      let field = try #require(cell.accessoryView as? UITextField)
      #expect(field.text == "Din")
      #expect(field.placeholder == "Required")

      field.text = "Dinner"
      field.sendActions(for: .editingChanged)
      field.sendActions(for: .primaryActionTriggered)
      #expect(typed.changes == ["Dinner"])
      #expect(typed.submitted == ["Dinner"])
      #expect(section.selections.isEmpty, "typing does not select the row")
    }

    @Test func aReusedTableCellDropsTheAccessoryItShowedBefore() {
      let cell = ContentTableViewCell(style: .default, reuseIdentifier: nil)
      cell.show(RowContent("Airplane Mode", accessory: .toggle(isOn: true) { _ in }))
      #expect((cell.accessoryView as? UISwitch)?.isOn == true)
      cell.show(RowContent("Wi-Fi", accessory: .checkmark))
      #expect(cell.accessoryView == nil)
      #expect(cell.accessoryType == .checkmark)
      cell.show(RowContent("Sounds"))
      #expect(cell.accessoryType == .none)
    }

    @Test func theInformationButtonRunsItsAction() throws {
      let reports = Reports()
      let cell = ContentTableViewCell(style: .default, reuseIdentifier: nil)
      cell.show(RowContent("VPN", accessory: .detailButton { reports.values.append(true) }))
      let button = try #require(cell.accessoryView as? UIButton)
      #expect(button.buttonType == .detailDisclosure)
      button.sendActions(for: .primaryActionTriggered)
      #expect(reports.values == [true])
    }

    @Test func aCollectionViewShowsContentInListCellsWithCellAccessories() throws {
      let reports = Reports()
      let section = ContentSection(networkRows { reports.values.append($0) })
      let root = CompositeController([section])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      root.attach(to: adapter)
      func cell(_ item: Int) throws -> ContentListCell {
        try #require(
          adapter.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: 0))
            as? ContentListCell)
      }

      let wifi = try cell(0)
      let configuration = try #require(wifi.contentConfiguration as? UIListContentConfiguration)
      #expect(configuration.text == "Wi-Fi")
      #expect(configuration.secondaryText == nil, "the detail is an accessory")
      #expect(wifi.accessories.map(\.mirrorKind) == ["label", "disclosureIndicator"])
      #expect(wifi.accessories.first?.mirrorText == "Home")

      let airplane = try cell(1)
      #expect(airplane.accessories.map(\.mirrorKind) == ["customView"])
      let toggle = try #require(airplane.accessories.first?.mirrorCustomView as? UISwitch)
      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(reports.values == [true])

      #expect(try cell(2).accessories.map(\.mirrorKind) == ["checkmark"])
      let ada = try #require(try cell(3).contentConfiguration as? UIListContentConfiguration)
      #expect(ada.mirrorStyle == "subtitleCell")
      #expect(ada.secondaryText == "ada@example.com")
      #expect(try cell(4).accessories.isEmpty)
    }
  }
#endif
