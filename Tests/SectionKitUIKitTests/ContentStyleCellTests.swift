#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// Records what the accessories' actions report.
  @MainActor
  private final class Taps {
    var names: [String] = []
  }

  /// The styled rows of the tests: an image of each kind, styled texts, and every accessory.
  @MainActor
  private func styledRows(_ taps: Taps) -> [RowContent] {
    [
      RowContent(
        "Wi-Fi",
        image: .system(
          "wifi", tint: .systemBlue, symbol: .init(pointSize: 17, weight: .bold, scale: .large)),
        accessories: [.label(text: "Home"), .disclosureIndicator]),
      RowContent(
        "Ada Lovelace", secondaryText: "ada@example.com", image: .named("Ada"),
        textProperties: .init(font: .headline),
        secondaryTextProperties: .init(font: .caption1, color: .secondaryLabel, numberOfLines: 1)),
      RowContent(
        "Drafts", accessories: [.delete { taps.names.append("delete") }, .reorder(), .checkmark]),
      RowContent(
        "Folders",
        accessories: [.outlineDisclosure(isExpanded: true) { taps.names.append("outline") }]),
      RowContent(
        "Grace Hopper", image: .system("person", symbol: .init(scale: .small)),
        accessories: [.customView("online") { UISwitch() }]),
    ]
  }

  @Suite("Row content's images, text styles and accessories on UIKit's list views") @MainActor
  struct ContentStyleCellTests {
    @Test func aListCellGetsTheImageTextPropertiesAndEveryAccessory() throws {
      let taps = Taps()
      let cell = ContentListCell(frame: .zero)
      let rows = styledRows(taps)
      func configuration() throws -> UIListContentConfiguration {
        try #require(cell.contentConfiguration as? UIListContentConfiguration)
      }

      cell.show(rows[0])
      #expect(try configuration().image?.mirrorSystemName == "wifi")
      #expect(try configuration().imageProperties.tintColor == .systemBlue)
      let symbol = try #require(try configuration().imageProperties.preferredSymbolConfiguration)
      #expect(symbol.mirrorPointSize == 17)
      #expect(symbol.mirrorWeight == .bold)
      #expect(symbol.mirrorScale == .large)
      #expect(cell.accessories.map(\.mirrorKind) == ["label", "disclosureIndicator"])
      #expect(cell.accessories.first?.mirrorText == "Home")

      cell.show(rows[1])
      #expect(try configuration().image?.mirrorAssetName == "Ada")
      #expect(try configuration().imageProperties.tintColor == nil)
      #expect(try configuration().imageProperties.preferredSymbolConfiguration == nil)
      #expect(try configuration().textProperties.font == .preferredFont(forTextStyle: .headline))
      #expect(
        try configuration().secondaryTextProperties.font == .preferredFont(forTextStyle: .caption1))
      #expect(try configuration().secondaryTextProperties.color == .secondaryLabel)
      #expect(try configuration().secondaryTextProperties.numberOfLines == 1)
      #expect(try configuration().textProperties.numberOfLines == 0, "the default")

      cell.show(rows[2])
      #expect(cell.accessories.map(\.mirrorKind) == ["delete", "reorder", "checkmark"])
      #expect(cell.accessories.map(\.mirrorDisplayed) == [.whenEditing, .whenEditing, .always])
      cell.accessories[0].mirrorActionHandler?()
      #expect(taps.names == ["delete"])

      cell.show(rows[3])
      #expect(cell.accessories.map(\.mirrorKind) == ["outlineDisclosure"])
      #expect(cell.accessories.first?.mirrorOutlineStyle == .cell)
      #expect(cell.configurationState.isExpanded, "the triangle points down")
      cell.accessories[0].mirrorActionHandler?()
      #expect(taps.names == ["delete", "outline"])

      cell.show(rows[4])
      #expect(cell.configurationState.isExpanded == false)
      #expect(
        try configuration().imageProperties.preferredSymbolConfiguration?.mirrorScale == .small)
      #expect(cell.accessories.map(\.mirrorKind) == ["customView"])
      #expect(cell.accessories.first?.mirrorCustomView is UISwitch)
      #expect(cell.accessories.first?.mirrorIsLeading == false)
    }

    @Test func aTableCellMapsWhatATableShows() throws {
      let taps = Taps()
      let cell = ContentTableViewCell(style: .default, reuseIdentifier: nil)
      let rows = styledRows(taps)
      func configuration() throws -> UIListContentConfiguration {
        try #require(cell.contentConfiguration as? UIListContentConfiguration)
      }

      cell.show(rows[0])
      #expect(try configuration().mirrorStyle == "valueCell", "a label is the value text")
      #expect(try configuration().secondaryText == "Home")
      #expect(try configuration().imageProperties.tintColor == .systemBlue)
      #expect(cell.accessoryType == .disclosureIndicator)

      cell.show(rows[1])
      #expect(try configuration().secondaryTextProperties.color == .secondaryLabel)
      #expect(try configuration().textProperties.font == .preferredFont(forTextStyle: .headline))

      cell.show(rows[2])
      #expect(cell.showsReorderControl)
      #expect(cell.accessoryType == .checkmark)
      #expect(cell.accessoryView == nil, "a table's delete control is its editing style's")

      cell.show(rows[3])
      #expect(cell.showsReorderControl == false)
      #expect(cell.accessoryType == .none)
      let outline = try #require(cell.accessoryView as? UIButton)
      #expect(outline.image(for: .normal)?.mirrorSystemName == "chevron.down")
      outline.sendActions(for: .primaryActionTriggered)
      #expect(taps.names == ["outline"])
      cell.show(RowContent("Folders", accessories: [.outlineDisclosure(isExpanded: false) {}]))
      #expect(
        (cell.accessoryView as? UIButton)?.image(for: .normal)?.mirrorSystemName
          == "chevron.forward")

      cell.show(rows[4])
      #expect(cell.accessoryView is UISwitch, "a trailing custom view is the accessory view")
    }

    @Test func bothCellsIndentTheContentAsItsLevelSays() {
      var child = RowContent("Work")
      child.indentationLevel = 2
      let listCell = ContentListCell(frame: .zero)
      listCell.show(child)
      #expect(listCell.indentationLevel == 2)
      listCell.show(RowContent("Documents"))
      #expect(listCell.indentationLevel == 0, "a reused cell shows the next row's level")

      let tableCell = ContentTableViewCell(style: .default, reuseIdentifier: nil)
      tableCell.show(child)
      #expect(tableCell.indentationLevel == 2)
      tableCell.show(RowContent("Documents"))
      #expect(tableCell.indentationLevel == 0)
    }

    @Test func theSameRowsRenderHeadlessAsText() {
      let section = ContentSection(styledRows(Taps()))
      let root = CompositeController([section])
      let list = HeadlessListView()
      root.attach(to: list)
      #expect(
        list.renderedText() == """
          ┌
          │ ⟨wifi systemBlue 17pt bold large⟩ Wi-Fi «Home» ›
          │ ⟨asset:Ada⟩ Ada Lovelace {headline} · ada@example.com {caption1 secondaryLabel 1 line}
          │ Drafts ✓
          │ Folders ▾
          │ ⟨person small⟩ Grace Hopper ⟦online⟧
          └

          """)
      list.setEditing(true, animated: false)
      #expect(list.renderedText().contains("│ ⊖ Drafts ≡ ✓\n"))
      _ = root
    }
  }
#endif
