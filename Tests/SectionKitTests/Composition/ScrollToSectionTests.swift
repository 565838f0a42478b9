import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Scrolling to a section controller as a whole: the top of its header at the top of the
/// viewport, even when it has no rows, on the headless host.
@Suite("Scrolling to a section controller") @MainActor
struct ScrollToSectionTests {
  /// top: 0..<220; target: header 220..<248, rows ..<380; bottom: 380..<820; viewport 100.
  func threeSections() -> (Screen, target: RecordingSection) {
    let target = RecordingSection("target", rows: 3, header: "Target")
    let screen = Screen(
      [RecordingSection("top", rows: 5), target, RecordingSection("bottom", rows: 10)],
      height: 100)
    return (screen, target)
  }

  @Test func theCompositeScrollsToTheTopOfTheSectionsHeader() {
    let (screen, target) = threeSections()
    screen.root.scroll(to: target)
    #expect(screen.list.contentOffset.y == 220)
    guard case .title(let title)? = screen.list.header(forSection: 1) else {
      Issue.record("the header of the section scrolled to is not on screen")
      return
    }
    #expect(title == "Target")
    #expect(screen.list.indexPathsForVisibleRows.first == path(1, 0))
    #expect(screen.list.renderedText().hasPrefix("┆ 1 section above\n\n┌ TARGET\n│ target 0"))
  }

  @Test func aSectionWithoutRowsIsScrolledToByItsContext() {
    let header = RecordingSection("header only", rows: 0, header: "Archive")
    header.recordsSectionDisplay = true
    let screen = Screen(
      [RecordingSection("top", rows: 5), header, RecordingSection("bottom", rows: 10)],
      height: 100)
    #expect(!header.events.contains("willDisplaySection"))
    header.context.scrollToSection()
    #expect(screen.list.contentOffset.y == 220)
    #expect(names(screen.root.visibleSectionControllers) == ["header only", "bottom"])
    #expect(header.events.contains("willDisplaySection"))
    #expect(screen.list.renderedText().hasPrefix("┆ 1 section above\n\n┌ ARCHIVE"))
  }

  @Test func positionsPlaceTheSectionFromItsHeaderToItsFooter() {
    let (screen, target) = threeSections()
    screen.root.scroll(to: target, at: .middle)
    #expect(screen.list.contentOffset.y == 250)
    screen.root.scroll(to: target, at: .bottom)
    #expect(screen.list.contentOffset.y == 280)
    #expect(screen.list.indexPathsForVisibleRows.last == path(1, 2))
    // Taller than the viewport: `.none` shows its top, from above and from below.
    screen.list.scroll(toOffset: 0)
    screen.root.scroll(to: target, at: .none)
    #expect(screen.list.contentOffset.y == 220)
    screen.list.scroll(toOffset: 700)
    screen.root.scroll(to: target, at: .none)
    #expect(screen.list.contentOffset.y == 220)
  }

  @Test func noneScrollsAsLittleAsNeededToShowAShortSection() {
    let short = RecordingSection("short", rows: 0, header: "Short")  // 220..<248
    let screen = Screen(
      [RecordingSection("top", rows: 5), short, RecordingSection("bottom", rows: 10)],
      height: 100)
    screen.root.scroll(to: short, at: .none)
    #expect(screen.list.contentOffset.y == 148)
    screen.root.scroll(to: short, at: .none)
    #expect(screen.list.contentOffset.y == 148, "already shown whole: no scroll")
  }

  @Test func theOffsetStaysInsideTheContent() {
    let last = RecordingSection("last", rows: 1, header: "Last")  // 440..<512
    let screen = Screen([RecordingSection("top", rows: 10), last], height: 100)
    screen.root.scroll(to: last)
    #expect(screen.list.contentOffset.y == 412)
    #expect(names(screen.root.visibleSectionControllers) == ["top", "last"])
  }

  @Test func aSectionAddedInTheSameTurnIsScrolledTo() {
    let screen = Screen([RecordingSection("top", rows: 10)], height: 100)
    let added = RecordingSection("added", rows: 4, header: "Added")  // 440..<644
    screen.root.append(added)
    screen.root.scroll(to: added)
    #expect(screen.list.contentOffset.y == 440)
    #expect(names(screen.root.visibleSectionControllers) == ["added"])
  }

  @Test func aControllerOutsideTheTreeIsNotScrolledTo() {
    let (screen, _) = threeSections()
    screen.list.scroll(toOffset: 30)
    screen.root.scroll(to: RecordingSection("stranger", rows: 1))
    #expect(screen.list.contentOffset.y == 30)
  }

  @Test func theHostThrowsUIKitsMessageForASectionOutOfRange() {
    let (screen, _) = threeSections()
    #expect(throws: HostError("section (3) beyond bounds (3).", exceptionName: "NSRangeException"))
    {
      try screen.list.scrollToSection(3, at: .top, animated: false)
    }
    #expect(screen.list.contentOffset.y == 0)
  }
}
