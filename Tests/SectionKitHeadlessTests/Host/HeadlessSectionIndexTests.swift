import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The section index (UIKit's letters along a table's trailing edge): its titles come from the
/// section controllers, and a tap on one scrolls to the top of its section's header.
@Suite("Headless list view: the section index") @MainActor
struct HeadlessSectionIndexTests {
  /// favorites 0..<116 (no index title), A 116..<276, B 276..<304 (no rows), C 304..<420,
  /// C again 420..<536, D 536..<1004; viewport 200.
  func contacts() -> (Screen, [RecordingSection]) {
    let sections = [
      RecordingSection("favorites", rows: 2, header: "Favorites"),
      RecordingSection("a", rows: 3, header: "A"), RecordingSection("b", rows: 0, header: "B"),
      RecordingSection("c", rows: 2, header: "C"),
      RecordingSection("c more", rows: 2, header: "C"),
      RecordingSection("d", rows: 10, header: "D"),
    ]
    for (section, title) in zip(sections, [nil, "A", "B", "C", "C", "D"]) {
      section.indexTitle = title
    }
    return (Screen(sections, height: 200), sections)
  }

  @Test func theIndexListsEachTitleOnceInSectionOrder() {
    let (screen, _) = contacts()
    #expect(screen.list.sectionIndexTitles == ["A", "B", "C", "D"])
  }

  @Test func tappingATitleScrollsToTheTopOfItsSectionsHeader() throws {
    let (screen, _) = contacts()
    let list = screen.list
    try list.tapSectionIndexTitle(at: 2)
    #expect(list.contentOffset.y == 304, "the first section titled C")
    #expect(names(screen.root.visibleSectionControllers).first == "c")
    #expect(list.renderedText().hasPrefix("┆ 3 sections above\n\n┌ C\n│ c 0\n│ c 1"))

    try list.tapSectionIndexTitle(at: 1)
    #expect(list.contentOffset.y == 276, "B has no rows: its header")
    #expect(names(screen.root.visibleSectionControllers).prefix(2) == ["b", "c"])

    try list.tapSectionIndexTitle(at: 0)
    #expect(list.contentOffset.y == 116)
    try list.tapSectionIndexTitle(at: 3)
    #expect(list.contentOffset.y == 536)
    #expect(names(screen.root.visibleSectionControllers) == ["d"])
  }

  @Test func theIndexIsAskedAgainAfterABatchAndWhenReloaded() throws {
    let (screen, sections) = contacts()
    let e = RecordingSection("e", rows: 1, header: "E")
    e.indexTitle = "E"
    screen.root.append(e)
    screen.root.flushUpdates()
    #expect(screen.list.sectionIndexTitles == ["A", "B", "C", "D", "E"])
    try screen.list.tapSectionIndexTitle(at: 4)
    #expect(names(screen.root.visibleSectionControllers).last == "e")

    sections[1].indexTitle = "Å"
    #expect(screen.list.sectionIndexTitles.first == "A", "UIKit keeps the titles it asked for")
    screen.list.reloadSectionIndexTitles()
    #expect(screen.list.sectionIndexTitles == ["Å", "B", "C", "D", "E"])
  }

  @Test func aBatchOfRowsLeavesTheIndexAsUIKitAskedForIt() throws {
    let (screen, sections) = contacts()
    sections[1].indexTitle = "Å"
    let context = sections[1].context
    context.performBatch { batch in
      sections[1].rows += 1
      batch.insertRows(at: [0])
    }
    screen.list.settle()

    #expect(screen.list.rowCounts[1] == 4)
    #expect(
      screen.list.sectionIndexTitles == ["A", "B", "C", "D"],
      "a host reads its index when it loads, not after a batch (UIKit's reloadSectionIndexTitles)")
  }

  @Test func aListWithoutTitlesHasNoIndex() {
    let screen = Screen([RecordingSection("a", rows: 3, header: "A")])
    #expect(screen.list.sectionIndexTitles.isEmpty)
    #expect(throws: HostError("the section index has no title 0; it shows 0")) {
      try screen.list.tapSectionIndexTitle(at: 0)
    }
  }
}
