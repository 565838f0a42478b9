import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Screens from Models, section Row actions
// (Sources/SectionKit/SectionKit.docc/ScreensFromModels.md).

/// A Wi-Fi settings screen: its state, and the screen written from it.
@MainActor
final class WiFiSettings {
  var isOn = true
  var networks = ["Home", "Office", "Cafe"]
  var joined: String?
  private(set) var opened: [String] = []
  let screen = CompositeController()

  func show() {
    screen.show {
      wiFi()
      if isOn { networksSection() }
      about()
    }
  }

  func wiFi() -> ListSection {
    ListSection("wifi") {
      Row(
        "toggle",
        RowContent(
          "Wi-Fi",
          accessory: .toggle(isOn: isOn) { [weak self] isOn in
            self?.isOn = isOn
            self?.show()
          }))
    }
  }

  func networksSection() -> ListSection {
    ListSection("networks", header: "Networks") {
      for network in networks {
        Row(network, RowContent(network, accessory: joined == network ? .checkmark : .none)) {
          [weak self] in
          self?.joined = network
          self?.show()
        }
        .trailingSwipeActions([
          SwipeAction(identifier: "forget", title: "Forget", style: .destructive) {
            [weak self] done in
            self?.networks.removeAll { $0 == network }
            self?.show()
            done(true)
          }
        ])
      }
    }
  }

  func about() -> ListSection {
    ListSection("about") {
      Row("privacy", RowContent("Privacy", accessory: .disclosureIndicator))
        .onSelect(keepsSelection: true) { [weak self] in self?.opened.append("privacy") }
    }
  }
}

/// A screen whose sections are written in functions of their own, for the compiler's sake.
@MainActor
final class AccountSettings {
  var name = "Ada"
  var isAdmin = false
  let screen = CompositeController()

  func show() {
    screen.show {
      account()
      if isAdmin { adminTools() }
    }
  }

  func account() -> ListSection {
    ListSection("account", header: "Account") {
      Row("name", RowContent("Name", detail: name))
    }
  }

  func adminTools() -> ListSection {
    ListSection("admin", header: "Admin") {
      Row("logs", RowContent("Logs", accessory: .disclosureIndicator))
    }
  }
}

@Suite("Article: Screens from Models, row actions") @MainActor
struct ScreensFromModelsTests {
  @Test func rowsActOnTheState() throws {
    let settings = WiFiSettings()
    settings.show()
    let list = HeadlessListView()
    settings.screen.attach(to: list)

    try list.tapRow(at: ListIndexPath(row: 1, section: 1))  // Office
    settings.screen.flushUpdates()
    #expect(settings.joined == "Office")
    #expect(list.indexPathForSelectedRow == nil)
    #expect(list.lastBatch?.reconfiguredRows == [ListIndexPath(row: 1, section: 1)])

    try list.tapRow(at: ListIndexPath(row: 0, section: 2))  // Privacy
    #expect(settings.opened == ["privacy"])
    #expect(list.indexPathForSelectedRow == ListIndexPath(row: 0, section: 2))

    let swipe = try list.swipeActions(forRowAt: ListIndexPath(row: 2, section: 1), edge: .trailing)
    swipe?.actions.first?.handler { _ in }  // Forget the cafe
    settings.screen.flushUpdates()
    #expect(settings.networks == ["Home", "Office"])

    try list.toggleSwitch(at: ListIndexPath(row: 0, section: 0))
    settings.screen.flushUpdates()
    #expect(list.numberOfSections == 2)
    #expect(list.renderedText().hasPrefix("┌\n│ Wi-Fi [off]\n└\n"))
  }

  @Test func sectionsWrittenInFunctionsShowTheSame() {
    let settings = AccountSettings()
    settings.show()
    let list = HeadlessListView()
    settings.screen.attach(to: list)
    #expect(list.numberOfSections == 1)

    settings.isAdmin = true
    settings.name = "Ada Lovelace"
    settings.show()
    settings.screen.flushUpdates()
    #expect(list.numberOfSections == 2)
    #expect(list.renderedText().contains("Ada Lovelace"))
    #expect(list.renderedText().contains("Logs"))
  }
}
