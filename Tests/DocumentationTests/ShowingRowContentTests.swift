import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitUIKit
import Testing

#if SECTIONKIT_UIKIT_MIRROR
  import UIKitMirror
#endif

// The code of the article Showing Row Content
// (Sources/SectionKit/SectionKit.docc/ShowingRowContent.md).

final class NetworkSection: SectionController {
  let network = "Home"
  private(set) var isAirplaneModeOn = false

  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let content =
      row == 0
      ? RowContent("Wi-Fi", detail: network, imageName: "wifi", accessory: .disclosureIndicator)
      : RowContent(
        "Airplane Mode", imageName: "airplane",
        accessory: .toggle(isOn: isAirplaneModeOn) { [weak self] isOn in
          self?.isAirplaneModeOn = isOn
        })
    return context.dequeueReusableCell(showing: content, for: row)
  }
}

@Suite("Article: Showing Row Content") @MainActor
struct ShowingRowContentTests {
  @Test func theSectionRunsHeadless() throws {
    let network = NetworkSection()
    let screen = CompositeController([network])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨wifi⟩ Wi-Fi · Home ›
        │ ⟨airplane⟩ Airplane Mode [off]
        └

        """)

    try list.toggleSwitch(at: ListIndexPath(row: 1, section: 0))
    #expect(network.isAirplaneModeOn)
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func theSameSectionRunsOnATableView() throws {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let network = NetworkSection()
      let screen = CompositeController([network])
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)

      let cell = adapter.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
      let wifi = try #require(cell.contentConfiguration as? UIListContentConfiguration)
      #expect(wifi.text == "Wi-Fi")
      #expect(wifi.secondaryText == "Home")
      #expect(cell.accessoryType == .disclosureIndicator)
    }
  #endif
}
