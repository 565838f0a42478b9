import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

extension SupplementaryKind {
  /// A count shown on a section, as a compositional layout's badge.
  static let badge = SupplementaryKind("badge")
}

/// IGListKit's `ListSupplementaryViewSource`, ported: the section lists the kinds it supports
/// (`supportedElementKinds()`), gives a view of each kind (`viewForSupplementaryElement(ofKind:at:)`),
/// and keeps its header on screen while its rows scroll under it.
@MainActor
final class ContactsSection: SectionController, SectionSupplementaryViews, SectionPinnedHeader,
  SectionSupplementaryDisplayDelegate
{
  let letter: String
  let names: [String]
  var pinsHeader = true
  private(set) var events: [String] = []

  init(_ letter: String, _ names: [String]) {
    self.letter = letter
    self.names = names
  }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = names[row]
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { letter }

  func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind] { [.badge] }

  func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
  ) -> (any Reusable)? {
    guard kind == .badge else { return nil }
    let view = context.dequeueReusableSupplementaryView(ofKind: kind, ofType: LabelHeaderView.self)
    view.text = "\(names.count) contacts"
    return view
  }

  func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { pinsHeader }

  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {
    events.append("show \(kind)")
  }

  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {
    events.append("hide \(kind)")
  }
}

@Suite("Headless list view: supplementary views of any kind, pinned headers") @MainActor
struct HeadlessSupplementaryViewTests {
  func contacts() -> (ContactsSection, ContactsSection) {
    (
      ContactsSection("A", ["Ada", "Alan", "Alonzo", "Anita", "Ari", "Axel"]),
      ContactsSection("B", ["Barbara", "Bjarne"])
    )
  }

  @Test func aSectionsBadgeShowsUnderItsHeaderAndReachesItsController() {
    let (a, b) = contacts()
    let screen = Screen([a, b], height: 600)

    #expect(
      screen.list.renderedText() == """
        ┌ A
        ├ badge: [6 contacts]
        │ Ada
        │ Alan
        │ Alonzo
        │ Anita
        │ Ari
        │ Axel
        └

        ┌ B
        ├ badge: [2 contacts]
        │ Barbara
        │ Bjarne
        └

        """)
    #expect(a.events == ["show header", "show badge"])
    let badge = screen.list.supplementaryView(ofKind: .badge, inSection: 1)
    #expect((badge as? LabelHeaderView)?.text == "2 contacts")
  }

  @Test func aBadgeLeavesWithItsSectionAndIsToldSo() throws {
    let (a, b) = contacts()
    let screen = Screen([b, a], height: 150)

    try screen.list.scrollToRow(at: path(1, 5), at: .bottom, animated: false)

    #expect(b.events == ["show header", "show badge", "hide header", "hide badge"])
    #expect(screen.list.supplementaryView(ofKind: .badge, inSection: 0) == nil)
  }

  @Test func aPinnedHeaderStaysAtTheTopWhileItsRowsScrollUnderIt() throws {
    let (a, b) = contacts()
    let screen = Screen([a, b], height: 160)

    try screen.list.scrollToRow(at: path(0, 3), at: .top, animated: false)

    #expect(
      screen.list.renderedText() == """
        ┌ A
        ├ badge: [6 contacts]
        ┆ 3 rows above
        │ Anita
        │ Ari
        │ Axel
        └

        ┌ B
        ├ badge: [2 contacts]
        ┆ 2 rows below

        """)
    #expect(!a.events.contains("hide header"), "the pinned header never left the screen")
  }

  @Test func anUnpinnedHeaderScrollsAwayWithItsSection() throws {
    let (a, b) = contacts()
    a.pinsHeader = false
    let screen = Screen([a, b], height: 160)

    try screen.list.scrollToRow(at: path(0, 3), at: .top, animated: false)

    #expect(screen.list.renderedText().hasPrefix("┆ header and 3 rows above\n"))
    #expect(a.events.contains("hide header"))
  }

  @Test func aPinnedHeaderLeavesOnceTheLastOfItsSectionDoes() throws {
    let (a, b) = contacts()
    let screen = Screen([a, b], height: 100)

    try screen.list.scrollToRow(at: path(1, 0), at: .top, animated: false)

    #expect(screen.list.header(forSection: 0) == nil)
    #expect(a.events.suffix(2) == ["hide header", "hide badge"])
    #expect(screen.list.renderedText().hasPrefix("┆ 1 section above\n\n┌ B\n"))
  }

  @Test func aListThatPinsEveryHeaderShowsThemAsAPlainTableDoes() throws {
    let (a, b) = contacts()
    a.pinsHeader = false
    b.pinsHeader = false
    let screen = Screen([a, b], height: 160)
    screen.list.sectionHeadersPinToVisibleBounds = true

    try screen.list.scrollToRow(at: path(0, 3), at: .top, animated: false)

    #expect(screen.list.renderedText().hasPrefix("┌ A\n├ badge: [6 contacts]\n┆ 3 rows above\n"))
  }

  @Test func aSectionWithoutAHeaderHasNothingToPin() throws {
    let screen = Screen([CountingSection(rows: 10)], height: 160)
    screen.list.sectionHeadersPinToVisibleBounds = true

    try screen.list.scrollToRow(at: path(0, 3), at: .top, animated: false)

    #expect(screen.list.renderedText().hasPrefix("┆ 3 rows above\n│ row 3\n"))
  }

  @Test func aBatchKeepsTheBadgesOfTheSectionsItMovesAndEndsThoseItRemoves() {
    let (a, b) = contacts()
    let screen = Screen([a, b], height: 600)

    screen.root.setChildren([b], animated: false)
    screen.root.flushUpdates()

    #expect(a.events.suffix(2) == ["hide header", "hide badge"])
    #expect(b.events == ["show header", "show badge"], "B's badge stayed on screen")
    #expect(screen.list.renderedText().hasPrefix("┌ B\n├ badge: [2 contacts]\n│ Barbara\n"))
  }
}
