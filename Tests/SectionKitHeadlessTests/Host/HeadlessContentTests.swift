import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Row content on the headless host") @MainActor
struct HeadlessContentTests {
  /// A list showing `section`, everything on screen.
  private func show(_ section: ContentSection) -> (CompositeController, HeadlessListView) {
    let root = CompositeController([section])
    let list = HeadlessListView()
    root.attach(to: list)
    return (root, list)
  }

  @Test func eachPartOfTheContentIsRenderedInAStableForm() {
    let section = ContentSection(
      title: "Network",
      [
        RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
        RowContent("Airplane Mode", accessory: .toggle(isOn: false) { _ in }),
        RowContent("Bluetooth", accessory: .toggle(isOn: true) { _ in }),
        RowContent("Dark", accessory: .checkmark),
        RowContent("Ada Lovelace", secondaryText: "ada@example.com", imageName: "person.circle"),
        RowContent("VPN", accessory: .detailButton {}),
        RowContent("Forget This Network", role: .destructive),
      ])
    let (root, list) = show(section)
    #expect(
      list.renderedText() == """
        ┌ NETWORK
        │ Wi-Fi · Home ›
        │ Airplane Mode [off]
        │ Bluetooth [on]
        │ Dark ✓
        │ ⟨person.circle⟩ Ada Lovelace · ada@example.com
        │ VPN ⓘ
        │ Forget This Network (!)
        └

        """)
    _ = root
  }

  @Test func theHostGivesItsOwnContentCellRegisteredOnce() throws {
    let section = ContentSection([RowContent("One"), RowContent("Two")])
    let (root, list) = show(section)
    let cell = try #require(list.cellForRow(at: ListIndexPath(row: 1, section: 0)))
    #expect(cell is HeadlessContentCell)
    #expect(ObjectIdentifier(list.contentCellType) == ObjectIdentifier(HeadlessContentCell.self))
    #expect(list.registeredCellIdentifiers == [HeadlessContentCell.reuseIdentifier])
    #expect((cell as? HeadlessContentCell)?.content?.text == "Two")
    _ = root
  }

  @Test func aReusedContentCellShowsOnlyItsNewContent() throws {
    let section = ContentSection(
      (0..<100).map { RowContent("Row \($0)", detail: $0 == 0 ? "first" : nil) })
    let root = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 390, height: 88))
    root.attach(to: list)
    try list.scrollToRow(at: ListIndexPath(row: 50, section: 0), at: .top, animated: false)
    try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), at: .top, animated: false)
    try list.scrollToRow(at: ListIndexPath(row: 98, section: 0), at: .top, animated: false)
    let cell = try #require(list.cellForRow(at: ListIndexPath(row: 98, section: 0)))
    let content = try #require(cell as? HeadlessContentCell)
    #expect(content.reuseCount > 0)
    #expect(content.textDescription == "Row 98")
  }

  @Test func flippingASwitchShowsTheNewStateAndReportsIt() throws {
    var reported: [Bool] = []
    let section = ContentSection([
      RowContent("Airplane Mode", accessory: .toggle(isOn: false) { reported.append($0) })
    ])
    let (root, list) = show(section)
    let row = ListIndexPath(row: 0, section: 0)
    #expect(try list.toggleSwitch(at: row) == true)
    #expect(reported == [true])
    #expect(
      list.cellForRow(at: row).map { ($0 as? HeadlessView)?.textDescription }
        == "Airplane Mode [on]")
    #expect(section.selections.isEmpty, "flipping a switch does not select the row")
    #expect(try list.toggleSwitch(at: row) == false)
    #expect(reported == [true, false])
    _ = root
  }

  @Test func onlyAVisibleRowWithASwitchCanBeFlipped() {
    let section = ContentSection([RowContent("Wi-Fi", accessory: .disclosureIndicator)])
    let (root, list) = show(section)
    #expect(throws: HostError.self) { try list.toggleSwitch(at: ListIndexPath(row: 0, section: 0)) }
    #expect(throws: HostError.self) { try list.toggleSwitch(at: ListIndexPath(row: 1, section: 0)) }
    _ = root
  }

  @Test func theDetailButtonRunsItsAction() throws {
    var taps = 0
    let section = ContentSection([RowContent("VPN", accessory: .detailButton { taps += 1 })])
    let (root, list) = show(section)
    try list.tapAccessoryButton(forRowAt: ListIndexPath(row: 0, section: 0))
    #expect(taps == 1)
    _ = root
  }
}
