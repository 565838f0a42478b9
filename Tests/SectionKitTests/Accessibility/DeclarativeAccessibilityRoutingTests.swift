import SectionKit
import SectionKitHeadless
import Testing

/// A declarative row's accessibility actions and adjustment reach the row as the screen was
/// last evaluated, as its taps and flips do: an evaluation that changes only closures reloads
/// nothing, and the cell keeps the closures it was configured with.
@Suite("Declarative rows: VoiceOver actions reach the newest closures") @MainActor
struct DeclarativeAccessibilityRoutingTests {
  let screen = CompositeController()
  let list = HeadlessListView()
  var log: [String] { logged.entries }
  let logged = Log()

  @MainActor final class Log {
    var entries: [String] = []
  }

  init() { screen.attach(to: list) }

  private func show(evaluation: Int) {
    let logged = logged
    screen.show {
      ListSection("songs") {
        Row(
          "volume",
          RowContent("Volume", detail: "40%")
            .accessibility(
              actions: [
                ListAccessibility.Action("Mute") {
                  logged.entries.append("mute \(evaluation)")
                  return true
                }
              ],
              adjustment: ListAccessibility.Adjustment(
                increment: { logged.entries.append("up \(evaluation)") },
                decrement: { logged.entries.append("down \(evaluation)") })))
      }
    }
    screen.flushUpdates()
  }

  @Test func anActionOfTheRowRunsItsNewestClosure() throws {
    show(evaluation: 1)
    show(evaluation: 2)
    #expect(list.lastBatch == nil || list.lastBatch?.reloadedRows.isEmpty == true)
    #expect(list.accessibilityText() == "Volume, 40%, Adjustable. Actions: Mute\n")

    let index = ListIndexPath(row: 0, section: 0)
    #expect(try list.performAccessibilityAction(.custom("Mute"), at: index))
    try list.performAccessibilityAction(.increment, at: index)
    try list.performAccessibilityAction(.decrement, at: index)

    #expect(log == ["mute 2", "up 2", "down 2"])
  }
}
