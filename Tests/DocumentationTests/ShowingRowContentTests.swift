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

@MainActor
func titleRow(_ title: String, onChange: @escaping @MainActor @Sendable (String) -> Void)
  -> Row
{
  Row(
    "title",
    RowContent(
      "Title",
      accessory: .textField(
        text: title, placeholder: "Required", name: "title",
        onChange: onChange)))
}

@Suite("Article: Showing Row Content") @MainActor
struct ShowingRowContentTests {
  @Test func aTextFieldRowTakesWhatTheUserTypes() throws {
    // The form holds its screen, and the row's closure holds the form weakly: a closure that held
    // it strongly would keep the form, the screen and its rows alive for ever.
    @MainActor final class EventForm {
      var title = ""
      let screen = CompositeController()
      func show() {
        screen.show {
          ListSection("event") {
            titleRow(title) { [weak self] in
              self?.title = $0
              self?.show()
            }
          }
        }
      }
    }
    let form = EventForm()
    form.show()
    let list = HeadlessListView()
    form.screen.attach(to: list)
    try list.typeText("Dinner", intoFieldNamed: "title", inRowAt: ListIndexPath(row: 0, section: 0))
    #expect(form.title == "Dinner")
    #expect(list.text(ofRowAt: ListIndexPath(row: 0, section: 0)) == "Title «Dinner▏»")
  }

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

// The section "Images, text styles and several accessories".

final class InboxSection: SectionController {
  var unread = 3
  private(set) var showsFolders = true

  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let content =
      row == 0
      ? RowContent(
        "Inbox", secondaryText: "Updated just now", image: .system("tray", tint: .systemBlue),
        accessories: [.label(text: "\(unread)"), .disclosureIndicator],
        secondaryTextProperties: .init(font: .caption1, color: .secondaryLabel))
      : RowContent(
        "Folders", image: .system("folder", symbol: .init(weight: .semibold, scale: .small)),
        accessories: [
          .outlineDisclosure(isExpanded: showsFolders) { [weak self] in
            self?.showsFolders.toggle()
          },
          .reorder(),
        ])
    return context.dequeueReusableCell(showing: content, for: row)
  }
}

@Suite("Article: Showing Row Content, images, text styles and accessories") @MainActor
struct ShowingStyledRowContentTests {
  @Test func eachPartIsWrittenHeadless() throws {
    let mailbox = InboxSection()
    let screen = CompositeController([mailbox])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨tray systemBlue⟩ Inbox · Updated just now {caption1 secondaryLabel} «3» ›
        │ ⟨folder semibold small⟩ Folders ▾
        └

        """)

    list.setEditing(true, animated: false)
    #expect(list.renderedText().contains("│ ⟨folder semibold small⟩ Folders ▾ ≡"))

    try list.tapOutlineDisclosure(at: ListIndexPath(row: 1, section: 0))
    #expect(mailbox.showsFolders == false)
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func aViewOfYourOwnIsACustomAccessory() throws {
      let content =
        RowContent("Ada Lovelace", accessories: [.customView("online") { StatusDot() }])
      guard case .custom(let custom) = content.accessory else {
        Issue.record("a custom accessory")
        return
      }
      #expect(custom.name == "online")
      let list = HeadlessListView()
      let screen = CompositeController([SingleRowSection(content)])
      screen.attach(to: list)
      #expect(list.renderedText().contains("│ Ada Lovelace ⟦online⟧\n"))
    }
  #endif
}

#if SECTIONKIT_UIKIT_MIRROR
  /// A dot showing whether a person is online.
  final class StatusDot: UIView {}

  /// A section of one row of content.
  final class SingleRowSection: SectionController {
    let content: RowContent

    init(_ content: RowContent) {
      self.content = content
      super.init()
    }

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: content, for: row)
    }
  }
#endif
