import SectionKit
import SectionKitHeadless
import Testing

/// A row's information button and outline disclosure are in reach of a VoiceOver user, as UIKit
/// offers them: a finger taps them apart from the row, VoiceOver offers them as the row's
/// actions, "More Info" and "Expand" or "Collapse", running the newest closures.
@Suite("VoiceOver reaches a row's detail button and outline disclosure") @MainActor
struct AccessoryAccessibilityActionTests {
  let screen = CompositeController()
  let list = HeadlessListView()
  let logged = Log()

  @MainActor final class Log {
    var entries: [String] = []
    var isExpanded = false
  }

  init() { screen.attach(to: list) }

  private func show(evaluation: Int) {
    let logged = logged
    screen.show {
      ListSection("network") {
        Row(
          "vpn",
          RowContent(
            "VPN", accessory: .detailButton { logged.entries.append("info \(evaluation)") }))
        Row(
          "folders",
          RowContent(
            "Folders",
            accessories: [
              .outlineDisclosure(isExpanded: logged.isExpanded) {
                logged.entries.append("toggle \(evaluation)")
                logged.isExpanded.toggle()
              }
            ]))
      }
    }
    screen.flushUpdates()
  }

  @Test func theDetailButtonIsOfferedAsMoreInfoAndRunsItsNewestClosure() throws {
    show(evaluation: 1)
    show(evaluation: 2)
    #expect(
      list.accessibilityText() == """
        VPN. Actions: More Info
        Folders, Collapsed. Actions: Expand

        """)

    #expect(
      try list.performAccessibilityAction(
        .custom("More Info"), at: ListIndexPath(row: 0, section: 0)))

    #expect(logged.entries == ["info 2"])
    #expect(list.indexPathsForSelectedRows.isEmpty)
  }

  @Test func theOutlineDisclosureIsOfferedAsExpandOrCollapse() throws {
    show(evaluation: 1)
    let folders = ListIndexPath(row: 1, section: 0)

    try list.performAccessibilityAction(.custom("Expand"), at: folders)
    show(evaluation: 2)

    #expect(logged.entries == ["toggle 1"])
    #expect(list.accessibilityText().contains("Folders, Expanded. Actions: Collapse\n"))
    try list.performAccessibilityAction(.custom("Collapse"), at: folders)
    #expect(logged.entries == ["toggle 1", "toggle 2"])
  }
}
