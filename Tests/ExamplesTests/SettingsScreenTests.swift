import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

@Suite("Settings example") @MainActor
struct SettingsScreenTests {
  @Test func theScreenMatchesItsSnapshot() throws {
    let text = try ExamplesCommand.run(["settings"])
    #expect(snapshotMismatch(text, named: "settings") == nil)
  }

  @Test func itIsComposedOfSixControllersWithANestedCompositeAndAReusedSection() throws {
    let screen = try RunningScreen(.settings)
    let kinds = screen.root.sectionControllers.map { String(describing: type(of: $0)) }
    #expect(
      kinds == [
        "ProfileSection", "ToggleSection", "ChoiceSection", "ToggleSection", "StorageSection",
        "AboutSection",
      ])
    #expect(screen.root.children.contains { $0 is CompositeController })
    #expect(screen.list.visibleSections == [0, 1, 2, 3, 4, 5], "the viewport fits the content")
  }

  @Test func licencesArePushedAndComingBackClearsTheSelection() throws {
    let pushed = try ExamplesCommand.run(["settings", "--tap", "5:1"])
    #expect(
      pushed.hasPrefix("tapped [5, 1]: Licences ›\n\n‹ Settings    Licences\n\n┌\n│ SectionKit"))
    let screen = try RunningScreen(.settings)
    try screen.tap(ListIndexPath(row: 1, section: 5))
    #expect(screen.navigator.stack.count == 2)
    let settings = try #require(screen.navigator.stack.first?.controller.listView)
    #expect(settings.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 5)])
    #expect(screen.back())
    #expect(settings.indexPathsForSelectedRows.isEmpty, "the selection is cleared on return")
    let returned = try ExamplesCommand.run(["settings", "--tap", "5:1", "--back"])
    #expect(
      returned
        == "tapped [5, 1]: Licences ›\nback to Settings\n\n"
        + (try ExamplesCommand.run(["settings"])))
  }

  @Test func tappingAToggleFlipsItAndLeavesNoSelection() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "1:1"])
    #expect(text.contains("│ Sounds [on]\n"))
    #expect(!text.contains("▶"))
  }

  @Test func flippingASwitchReachesTheControllerWithoutSelectingTheRow() throws {
    let screen = try RunningScreen(.settings)
    try screen.toggleSwitch(ListIndexPath(row: 1, section: 1))
    let notifications = try #require(screen.root.sectionControllers[1] as? ToggleSection)
    #expect(notifications.toggles.map(\.isOn) == [true, true, true])
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
    let text = try ExamplesCommand.run(["settings", "--toggle", "1:1", "--toggle", "1:0"])
    #expect(text.contains("│ Sounds [on]\n"))
    #expect(text.contains("│ Allow Notifications [off]\n"))
    #expect(throws: ExamplesCommand.UsageError.self) {
      try ExamplesCommand.run(["settings", "--toggle", "0:0"])
    }
  }

  @Test func theSettingsControllersNameNoCellClass() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Sources/ExampleScreens")
    let files = [
      "Sections/AboutSection.swift", "Sections/ChoiceSection.swift",
      "Sections/ProfileSection.swift", "Sections/StorageSection.swift",
      "Sections/ToggleSection.swift", "Screens/SettingsScreen.swift", "Feed/FeedSections.swift",
    ]
    for file in files {
      let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("dequeueReusableCell(ofType"), "\(file) names a cell class")
      #expect(
        text.contains("context.dequeueReusableCell(") && text.contains("showing: "),
        "\(file) answers with content")
    }
  }

  @Test func choosingAnAppearanceMovesTheCheckmark() throws {
    let screen = try RunningScreen(.settings)
    try screen.tap(ListIndexPath(row: 0, section: 2))
    let lines = screen.render().split(separator: "\n")
    #expect(lines.contains("│ Light ✓"))
    #expect(lines.contains("│ Automatic"))
  }

  @Test func signingOutReloadsTheAccountSection() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "0:2"])
    #expect(
      text.hasPrefix(
        "tapped [0, 2]: Sign Out (!)\n\n┌ ACCOUNT\n│ Sign In\n└ Sign in to sync your settings.\n"))
  }

  @Test func rowsThatDoNotHighlightCannotBeTapped() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "4:0"])
    #expect(!text.contains("▶"))
    #expect(text == "tapped [4, 0]: Photos · 2.5 GB\n\n" + (try ExamplesCommand.run(["settings"])))
  }

  @Test func withoutAScreenTheCommandListsThem() throws {
    let text = try ExamplesCommand.run([])
    for screen in ExampleScreen.all {
      #expect(
        text.contains("  \(screen.name)  "), "\(screen.name) is listed apart from its summary")
    }
  }

  @Test func badArgumentsGetAClearError() {
    #expect(throws: ExamplesCommand.UsageError.self) { try ExamplesCommand.run(["nope"]) }
    #expect(throws: ExamplesCommand.UsageError.self) {
      try ExamplesCommand.run(["settings", "--tap", "x"])
    }
    #expect(throws: ExamplesCommand.UsageError.self) {
      try ExamplesCommand.run(["settings", "--tap", "9:0"])
    }
  }
}
