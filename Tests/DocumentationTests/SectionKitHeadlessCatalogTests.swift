import SectionKitHeadless
import Testing

// The code of the SectionKitHeadless catalog's landing page
// (Sources/SectionKitHeadless/SectionKitHeadless.docc/SectionKitHeadless.md).

final class FruitCell: HeadlessCell {
  var text = ""
  override var textDescription: String { text }
}

final class FruitSection: SectionController {
  let fruits = ["Apple", "Pear"]

  override func numberOfRows(in context: SectionContext) -> Int { fruits.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: FruitCell.self, for: row)
    cell.text = fruits[row]
    return cell
  }
}

@MainActor
@Suite("SectionKitHeadless catalog")
struct SectionKitHeadlessCatalogTests {
  @Test func theLandingPageScreenShowsItsRowsAndATapSelects() throws {
    let screen = CompositeController([FruitSection()])
    let list = HeadlessListView()
    screen.attach(to: list)
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    print(list.renderedText())

    #expect(list.renderedText().contains("Apple"))
    #expect(list.renderedText().contains("Pear"))
    #expect(list.indexPathForSelectedRow == ListIndexPath(row: 1, section: 0))
  }
}
