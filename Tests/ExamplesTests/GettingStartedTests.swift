import SectionKit
import Testing

// The code of the Getting Started article (Sources/SectionKit/SectionKit.docc), kept here so that it compiles and runs.

final class TextCell: HeadlessCell {
  var text = ""
  override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }
  override var textDescription: String { text }
}

final class GreetingSection: SectionController {
  let names: [String]
  init(names: [String]) { self.names = names }

  func numberOfRows(in context: SectionContext) -> Int { names.count }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: TextCell.self, for: row)
    cell.text = "Hello, \(names[row])!"
    return cell
  }

  func headerTitle(in context: SectionContext) -> String? { "Greetings" }
}

@Suite("Getting Started guide") @MainActor
struct GettingStartedTests {
  @Test func composeAScreen() {
    let screen = CompositeController([
      GreetingSection(names: ["Ada", "Grace"]),
      CompositeController([GreetingSection(names: ["Hedy"])]),  // a feature made of sections
    ])
    let list = HeadlessListView()
    screen.attach(to: list)
    print(TextRenderer.render(list))

    #expect(TextRenderer.render(list).contains("│ Hello, Hedy!"))
  }
}

@Test @MainActor func tappingSelectsTheRow() throws {
  let screen = CompositeController([GreetingSection(names: ["Ada", "Grace"])])
  let list = HeadlessListView()
  screen.attach(to: list)
  try list.tapRow(at: ListIndexPath(row: 1, section: 0))
  #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
}
