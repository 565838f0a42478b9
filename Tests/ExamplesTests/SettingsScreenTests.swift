import SectionKit
import SectionKitTestSupport
import Testing

@testable import Examples

@Suite("Settings example") @MainActor
struct SettingsScreenTests {
  @Test func theScreenMatchesItsSnapshot() throws {
    let text = try ExamplesCommand.run(["settings"])
    #expect(snapshotMismatch(text, named: "settings") == nil)
  }

  @Test func itIsComposedOfFiveControllersOneOfThemInANestedComposite() throws {
    let screen = try RunningScreen(.settings)
    let kinds = screen.root.sectionControllers.map { String(describing: type(of: $0)) }
    #expect(
      kinds == [
        "ProfileSection", "ToggleSection", "ChoiceSection", "StorageSection", "AboutSection",
      ])
    #expect(screen.root.children.contains { $0 is CompositeController })
    #expect(screen.list.visibleSections == [0, 1, 2, 3, 4], "the viewport fits the content")
  }

  @Test func tappingAToggleFlipsItAndLeavesNoSelection() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "1:1"])
    #expect(text.contains("│ Sounds                             [ on]"))
    #expect(!text.contains("▶"))
  }

  @Test func choosingAnAppearanceMovesTheCheckmark() throws {
    let screen = try RunningScreen(.settings)
    try screen.list.tapRow(at: ListIndexPath(row: 0, section: 2))
    let lines = screen.render().split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("│ Light") && $0.hasSuffix("✓") })
    #expect(lines.contains("│ Automatic"))
  }

  @Test func signingOutReloadsTheAccountSection() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "0:2"])
    #expect(text.hasPrefix("┌ ACCOUNT\n│ Sign In\n└ Sign in to sync your settings.\n"))
  }

  @Test func rowsThatDoNotHighlightCannotBeTapped() throws {
    let text = try ExamplesCommand.run(["settings", "--tap", "3:0"])
    #expect(!text.contains("▶"))
    #expect(text == (try ExamplesCommand.run(["settings"])))
  }

  @Test func withoutAScreenTheCommandListsThem() throws {
    let text = try ExamplesCommand.run([])
    #expect(text.contains("settings"))
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
