import SectionKit
import SectionKitHeadless
import Testing

// The README's example, verbatim but for the test wrapper.

final class TextCell: HeadlessCell {
  var text = ""
  override var textDescription: String { text }
}

final class GreetingSection: SectionController {
  let names: [String]
  init(names: [String]) { self.names = names }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: TextCell.self, for: row)  // a TextCell
    cell.text = "Hello, \(names[row])!"
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Greetings" }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    context.deselectRow(row)  // rows are always local to this section
  }
}

@Suite("README") @MainActor
struct ReadmeExampleTests {
  @Test func theExamplePrintsWhatTheReadmeShows() throws {
    let screen = CompositeController([
      GreetingSection(names: ["Ada", "Grace"]),
      CompositeController([GreetingSection(names: ["Hedy"])]),  // composites nest
    ])
    let list = HeadlessListView()
    screen.attach(to: list)
    print(list.renderedText())

    #expect(
      list.renderedText() == """
        ┌ GREETINGS
        │ Hello, Ada!
        │ Hello, Grace!
        └

        ┌ GREETINGS
        │ Hello, Hedy!
        └

        """)
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    #expect(list.indexPathsForSelectedRows.isEmpty)
  }
}
