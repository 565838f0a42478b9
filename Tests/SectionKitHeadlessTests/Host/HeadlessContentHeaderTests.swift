@_spi(Hosting) import SectionKit
import SectionKitHeadless
import Testing

/// A section whose header and footer are content, on whichever host it is attached to.
@MainActor
final class TeamSection: SectionController, SectionHeaderFooterViews {
  var header = RowContent("Team", secondaryText: "4 people")

  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent("Ada Lovelace"), for: row)
  }

  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    context.dequeueReusableSupplementaryView(ofKind: .header, showing: header)
  }

  func viewForFooter(in context: SectionContext) -> (any Reusable)? {
    context.dequeueReusableSupplementaryView(ofKind: .footer, showing: RowContent("Updated now"))
  }
}

@Suite("Headers and footers answered with content") @MainActor
struct HeadlessContentHeaderTests {
  @Test func theHeadlessHostShowsAContentHeaderAndFooterAsText() {
    let list = HeadlessListView()
    CompositeController([TeamSection()]).attach(to: list)
    let text = list.renderedText()
    #expect(text.contains("Team"), "\(text)")
    #expect(text.contains("Updated now"), "\(text)")
    #expect(text.contains("Ada Lovelace"))
  }

  @Test func theHostChoosesTheContentView() {
    let list = HeadlessListView()
    let section = TeamSection()
    CompositeController([section]).attach(to: list)
    #expect(
      ObjectIdentifier(list.contentSupplementaryViewType)
        == ObjectIdentifier(HeadlessContentHeaderView.self))
  }
}
