import SectionKit
import SectionKitHeadless
import Testing

/// A newer screen that renames a row's accessibility action, or changes its image, shows the
/// change to VoiceOver: the row is configured again.
@Suite("Declarative rows: a renamed accessibility action reaches VoiceOver") @MainActor
struct DeclarativeAccessibilityChangeTests {
  let screen = CompositeController()
  let list = HeadlessListView()

  init() { screen.attach(to: list) }

  private func show(action name: String, image: String? = nil) {
    screen.show {
      ListSection("inbox") {
        Row(
          "lunch",
          RowContent("Lunch?")
            .accessibility(actions: [ListAccessibility.Action(name, imageName: image) { true }]))
      }
    }
    screen.flushUpdates()
  }

  @Test func aRenamedActionIsReadByItsNewName() throws {
    show(action: "Archive")
    show(action: "Delete")

    #expect(list.accessibilityText() == "Lunch?. Actions: Delete\n")
    #expect(list.lastBatch?.reconfiguredRows == [ListIndexPath(row: 0, section: 0)])
  }

  @Test func anActionWithANewImageConfiguresTheRowAgain() throws {
    show(action: "Archive", image: "archivebox")
    show(action: "Archive", image: "tray")

    let cell = try #require(
      list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? HeadlessContentCell)
    #expect(cell.content?.accessibility.actions.map(\.imageName) == ["tray"])
  }
}
