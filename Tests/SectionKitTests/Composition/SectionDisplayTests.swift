import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Recording controllers that also record the section-level display events.
@MainActor
func recordingSections(_ sections: RecordingSection...) -> [RecordingSection] {
  for section in sections { section.recordsSectionDisplay = true }
  return sections
}

/// A section as a whole on screen: which controllers show something, and the events that say
/// when a section appears and leaves, on the headless host.
@Suite("Sections on screen: visible section controllers and section display events") @MainActor
struct SectionDisplayTests {
  func displayEvents(_ section: RecordingSection) -> [String] {
    section.events.filter { $0.contains("isplay") }
  }

  @Test func aSectionShowingOnlyItsHeaderOrFooterIsVisible() {
    let sections = recordingSections(
      RecordingSection("a", rows: 2, header: "A"), RecordingSection("h", rows: 0, header: "H"),
      RecordingSection("f", rows: 0, footer: "F"), RecordingSection("empty", rows: 0),
      RecordingSection("b", rows: 1))
    let screen = Screen(sections)
    #expect(names(screen.root.visibleSectionControllers) == ["a", "h", "f", "b"])
    #expect(
      displayEvents(sections[1]) == ["willDisplaySection", "willDisplaySupplementary(header)"])
    #expect(
      displayEvents(sections[2]) == ["willDisplaySection", "willDisplaySupplementary(footer)"])
    #expect(displayEvents(sections[3]).isEmpty, "a section with nothing to show is not shown")
    #expect(
      displayEvents(sections[0]) == [
        "willDisplaySection", "willDisplay(0)", "willDisplay(1)",
        "willDisplaySupplementary(header)",
      ])
  }

  @Test func aSectionScrolledThroughBeginsOnceAndEndsOnce() {
    // top: rows 0..<132; s: header 132..<160, rows ..<336, footer ..<364; bottom: 364..<804.
    let sections = recordingSections(
      RecordingSection("top", rows: 3), RecordingSection("s", rows: 4, header: "S", footer: "end"),
      RecordingSection("bottom", rows: 10))
    let s = sections[1]
    let screen = Screen(sections, height: 100)
    var seen: [[String]] = []
    for offset in stride(from: 0, through: 704, by: 4) {
      screen.list.scroll(toOffset: CGFloat(offset))
      let visible = names(screen.root.visibleSectionControllers)
      if seen.last != visible { seen.append(visible) }
      if offset == 340 {
        #expect(visible == ["s", "bottom"])
        #expect(!screen.list.indexPathsForVisibleRows.contains { $0.section == 1 })
      }
    }
    #expect(seen == [["top"], ["top", "s"], ["s"], ["s", "bottom"], ["bottom"]])
    let events = displayEvents(s)
    #expect(
      events.filter { $0.hasSuffix("Section") } == [
        "willDisplaySection", "didEndDisplayingSection",
      ])
    #expect(events.prefix(2) == ["willDisplaySection", "willDisplaySupplementary(header)"])
    #expect(
      events.suffix(2) == ["didEndDisplayingSupplementary(footer)", "didEndDisplayingSection"])
    #expect(
      displayEvents(sections[0]).filter { $0.hasSuffix("Section") } == [
        "willDisplaySection", "didEndDisplayingSection",
      ])
  }

  @Test func aSectionRemovedWhileVisibleEndsItsDisplay() {
    let sections = recordingSections(
      RecordingSection("a", rows: 1, header: "A"),
      RecordingSection("b", rows: 2, header: "B", footer: "b"), RecordingSection("c", rows: 1))
    let screen = Screen(sections)
    for section in sections { section.clearEvents() }
    screen.root.remove(at: 1)
    screen.root.flushUpdates()
    #expect(
      displayEvents(sections[1]) == [
        "didEndDisplaying(0)", "didEndDisplaying(1)", "didEndDisplayingSupplementary(header)",
        "didEndDisplayingSupplementary(footer)", "didEndDisplayingSection",
      ])
    #expect(displayEvents(sections[0]).isEmpty && displayEvents(sections[2]).isEmpty)
    #expect(names(screen.root.visibleSectionControllers) == ["a", "c"])
  }

  @Test func aBatchThatMovesVisibleSectionsEndsAndBeginsNothing() throws {
    let sections = recordingSections(
      RecordingSection("a", rows: 1, header: "A"), RecordingSection("b", rows: 2, header: "B"),
      RecordingSection("c", rows: 1, header: "C", footer: "c"))
    let screen = Screen(sections)
    for section in sections { section.clearEvents() }
    screen.root.move(from: 2, to: 0)
    screen.root.flushUpdates()
    let batch = try #require(screen.list.lastBatch)
    #expect(!batch.movedSections.isEmpty && batch.deletedSections.isEmpty)
    for section in sections {
      #expect(displayEvents(section).isEmpty, "\(section.name): \(section.events)")
    }
    #expect(names(screen.root.visibleSectionControllers) == ["c", "a", "b"])
  }

  @Test func aBatchThatMovesSectionsOnAndOffScreenBeginsAndEndsThem() {
    // a: 0..<88, b: 88..<528, c: 528..<572 in a viewport of 100; c moves to the top.
    let sections = recordingSections(
      RecordingSection("a", rows: 2), RecordingSection("b", rows: 10),
      RecordingSection("c", rows: 1))
    let screen = Screen(sections, height: 100)
    // As UIKit leaves the offset: c moves onto the screen (the default keeps a's first row).
    screen.root.scrollAnchoring = .none
    #expect(names(screen.root.visibleSectionControllers) == ["a", "b"])
    for section in sections { section.clearEvents() }
    screen.root.move(from: 2, to: 0)
    screen.root.flushUpdates()
    #expect(displayEvents(sections[2]) == ["willDisplaySection", "willDisplay(0)"])
    #expect(displayEvents(sections[1]) == ["didEndDisplaying(0)", "didEndDisplayingSection"])
    #expect(displayEvents(sections[0]).isEmpty)
    #expect(names(screen.root.visibleSectionControllers) == ["c", "a"])
  }

  @Test func aNestedCompositeListsItsOwnVisibleControllers() {
    let sections = recordingSections(
      RecordingSection("a", rows: 1), RecordingSection("b", rows: 1),
      RecordingSection("hidden", rows: 0), RecordingSection("d", rows: 1))
    let inner = CompositeController([sections[1], sections[2]])
    let screen = Screen([sections[0], inner, sections[3]])
    #expect(names(inner.visibleSectionControllers) == ["b"])
    #expect(names(screen.root.visibleSectionControllers) == ["a", "b", "d"])
  }

  @Test func aHeaderTitleIsShownInAViewOfTheHost() throws {
    final class TitleWatcher: SectionController, SectionSupplementaryDisplayDelegate {
      var shown: [String] = []
      override func numberOfRows(in context: SectionContext) -> Int { 0 }
      override func cell(at row: Int, in context: SectionContext) -> any Reusable {
        context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      }
      override func titleForHeader(in context: SectionContext) -> String? { "Archive" }
      func willDisplaySupplementaryView(
        _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
      ) {
        shown.append("\(kind): \((view as? HeadlessHeaderFooterView)?.textDescription ?? "?")")
      }

      func didEndDisplayingSupplementaryView(
        _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
      ) {}
    }
    let watcher = TitleWatcher()
    let screen = Screen([watcher])
    #expect(watcher.shown == ["header: Archive"])
    guard case .title(let title)? = screen.list.header(forSection: 0) else {
      Issue.record("the header is not shown as a title")
      return
    }
    #expect(title == "Archive")
    #expect(screen.list.renderedText().hasPrefix("┌ ARCHIVE"))
  }
}
