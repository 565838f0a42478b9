import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The everyday IGListKit shape: a base section that shows rows, and a feature that subclasses
/// it for taps and sizes.
@MainActor
class NamesSection: SectionController {
  let names: [String]
  private(set) var taps: [String] = []

  init(names: [String]) { self.names = names }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = names[row]
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Names" }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    taps.append("base \(names[row])")
  }
}

/// Adds what the base does not answer, and replaces what it does.
@MainActor
final class ProfileNamesSection: NamesSection, SectionRowHeights {
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 88 }

  override func titleForHeader(in context: SectionContext) -> String? { "Profile" }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    super.didSelectRow(at: row, in: context)
    context.deselectRow(row)
    selectedNames.append(names[row])
  }

  private(set) var selectedNames: [String] = []
}

/// The title of the first section's header, if it shows one.
@MainActor
private func headerTitle(_ list: HeadlessListView) -> String? {
  guard case .title(let title)? = list.header(forSection: 0) else { return nil }
  return title
}

@Suite("Section controllers: a subclass's overrides are called") @MainActor
struct SubclassOverrideTests {
  @Test func aSubclassOfASubclassAnswersTapsSizesAndTitles() throws {
    let section = ProfileNamesSection(names: ["Ada", "Grace", "Linus"])
    let screen = Screen([section], height: 600)
    try screen.list.tapRow(at: path(0, 1))
    #expect(section.selectedNames == ["Grace"], "the subclass's didSelectRow is called")
    #expect(section.taps == ["base Grace"], "and it reaches the base through super")
    #expect(screen.list.indexPathsForSelectedRows.isEmpty, "the subclass deselected the row")
    #expect(
      screen.list.contentSize.height == 3 * 88 + screen.list.sectionHeaderFooterHeight,
      "the subclass's heightForRow sizes every row")
    #expect(headerTitle(screen.list) == "Profile")
  }

  @Test func theBaseAloneKeepsItsOwnAnswers() throws {
    let section = NamesSection(names: ["Ada", "Grace"])
    let screen = Screen([section], height: 600)
    try screen.list.tapRow(at: path(0, 0))
    #expect(section.taps == ["base Ada"])
    #expect(
      screen.list.contentSize.height == 2 * screen.list.rowHeight
        + screen.list.sectionHeaderFooterHeight)
    #expect(headerTitle(screen.list) == "Names")
  }
}

/// A section of one item, as most IGListKit section controllers are: it gives its cell only.
@MainActor
final class OneItemSection: SectionController {
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent("the only row"), for: row)
  }
}

/// A section that forgot its cells.
@MainActor
final class CelllessSection: SectionController {
  override func numberOfRows(in context: SectionContext) -> Int { 2 }
}

@Suite("Section controllers: the defaults of the base") @MainActor
struct SectionDefaultsTests {
  @Test func aSectionOfOneItemOverridesItsCellAlone() {
    let screen = Screen([OneItemSection()], height: 600)
    #expect(screen.list.rowCounts == [1])
    #expect(screen.list.renderedText().contains("the only row"))
  }
}

#if os(macOS) || os(Linux) || os(Windows)
  @Suite("Section controllers: a section without cells stops and says what to override")
  struct SectionWithoutCellsExitTests {
    @Test func theBaseSaysWhichMethodToOverride() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = CompositeController([CelllessSection()])
          root.attach(to: HeadlessListView())
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("CelllessSection does not override cell(at:in:)"))
      #expect(message.contains("write `override func cell(at:in:)` in CelllessSection"))
    }
  }
#endif
