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

  @Test func theListHasAHeaderAndAFooter() {
    let network = NetworkSection()
    let screen = CompositeController([network])
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.listHeader = RowContent(
      "Ada Lovelace", secondaryText: "ada@example.com", imageName: "person.crop.circle")
    screen.listFooter = RowContent("Version 2.1")
    #expect(
      list.renderedText() == """
        ╒ ⟨person.crop.circle⟩ Ada Lovelace · ada@example.com

        ┌
        │ ⟨wifi⟩ Wi-Fi · Home ›
        │ ⟨airplane⟩ Airplane Mode [off]
        └

        ╘ Version 2.1

        """)
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func aBannerOfTheAppsOwnHeadsTheTable() throws {
      let controller = ProfileViewController(composite: CompositeController([NetworkSection()]))
      controller.loadViewIfNeeded()
      #expect(controller.tableView.tableHeaderView === controller.banner)
      #expect(controller.banner.frame.height == CGFloat(120))
    }

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

#if SECTIONKIT_UIKIT_MIRROR
  /// A profile banner: Auto Layout would fit its avatar and name to 120 points.
  final class ProfileBanner: UIView {
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: 120)
    }
  }

  final class ProfileViewController: SectionTableViewController {
    let banner = ProfileBanner()

    override func viewDidLoad() {
      super.viewDidLoad()
      adapter?.listHeaderView = banner
    }
  }
#endif
