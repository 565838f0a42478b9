import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A list of sections of five rows (220 points each, no header or footer) in a viewport of 220
/// points, whose working range is set before it is attached: section k stands at
/// `220 k ..< 220 (k + 1)`.
@MainActor
final class RangeScreen {
  let log: EventLog
  let sections: [RecordingSection]
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 220))

  init(count: Int = 10, workingRange: CGFloat = 1) {
    let log = EventLog()
    self.log = log
    sections = (0..<count).map { RecordingSection("s\($0)", rows: 5, log: log) }
    for section in sections { section.recordsSectionDisplay = true }
    root = CompositeController(sections)
    root.workingRange = workingRange
    root.attach(to: list)
  }

  /// Where ``sectionEvents`` begin in the shared log.
  private var mark = 0

  /// The section-level events of the shared log (working range and section display) since
  /// ``markEvents()``, in order.
  var sectionEvents: [String] { Self.sectionLevel(log.events.dropFirst(mark)) }

  /// Makes ``sectionEvents`` begin after the events so far.
  func markEvents() { mark = log.events.count }

  /// The controllers told they entered the working range and not told they left, by name.
  var inRange: Set<String> { Self.inRange(Self.sectionLevel(log.events[...])) }

  static func sectionLevel(_ events: ArraySlice<String>) -> [String] {
    events.filter { $0.hasSuffix("WorkingRange") || $0.hasSuffix("Section") }
  }

  static func inRange(_ events: [String]) -> Set<String> {
    var names: Set<String> = []
    for event in events {
      let parts = event.split(separator: ".", maxSplits: 1).map(String.init)
      if parts[1] == "willEnterWorkingRange" { names.insert(parts[0]) }
      if parts[1] == "didExitWorkingRange" { names.remove(parts[0]) }
    }
    return names
  }
}

/// The working range on the headless host: sections told when they come within
/// `workingRange` screens of the viewport, before they show, and when they leave.
@Suite("Working range: sections near the viewport") @MainActor
struct WorkingRangeTests {
  @Test func aLoadEntersTheSectionsWithinAScreenBeforeTheFirstOneShows() {
    let screen = RangeScreen()
    #expect(
      screen.sectionEvents == [
        "s0.willEnterWorkingRange", "s1.willEnterWorkingRange", "s0.willDisplaySection",
      ])
  }

  @Test func scrollingThroughALongListEntersAScreenAheadAndExitsAScreenBehind() {
    let screen = RangeScreen()
    for offset in stride(from: 0, through: 1980, by: 44) {
      screen.list.scroll(toOffset: CGFloat(offset))
      // The viewport extended by one screen above and below: offset - 220 ..< offset + 440.
      let expected = Set(
        (0..<10).filter { k in
          CGFloat(220 * k) < CGFloat(offset + 440) && CGFloat(220 * (k + 1)) > CGFloat(offset - 220)
        }
        .map { "s\($0)" })
      #expect(screen.inRange == expected, "at offset \(offset)")
    }
    let events = screen.sectionEvents
    for k in 0..<10 {
      let name = "s\(k)"
      let enters = events.indices.filter { events[$0] == "\(name).willEnterWorkingRange" }
      let exits = events.indices.filter { events[$0] == "\(name).didExitWorkingRange" }
      let shows = events.indices.filter { events[$0] == "\(name).willDisplaySection" }
      let ends = events.indices.filter { events[$0] == "\(name).didEndDisplayingSection" }
      #expect(enters.count == 1 && shows.count == 1, "\(name): \(events)")
      #expect(
        exits.count == (k < 8 ? 1 : 0),
        "\(name) exits once it is a screen behind (s8 and s9 are in the range at the end)")
      if let enter = enters.first, let show = shows.first {
        #expect(enter < show, "\(name) enters before it shows")
      }
      if let end = ends.first, let exit = exits.first {
        #expect(end < exit, "\(name) exits after it ended its display")
      }
    }
    // s2 enters a whole screen before it shows: at offset 44, where s1 is the next to show.
    #expect(
      events.prefix(6) == [
        "s0.willEnterWorkingRange", "s1.willEnterWorkingRange", "s0.willDisplaySection",
        "s2.willEnterWorkingRange", "s1.willDisplaySection", "s0.didEndDisplayingSection",
      ])
  }

  @Test func aSectionScrolledStraightIntoViewEntersBeforeItShows() {
    let screen = RangeScreen()
    screen.markEvents()
    screen.list.scroll(toOffset: 1540)
    let events = screen.sectionEvents
    #expect(
      events.filter { $0.hasPrefix("s7.") } == [
        "s7.willEnterWorkingRange", "s7.willDisplaySection",
      ])
    #expect(
      events.filter { $0.hasPrefix("s0.") } == [
        "s0.didEndDisplayingSection", "s0.didExitWorkingRange",
      ])
    #expect(screen.inRange == ["s6", "s7", "s8"])
  }

  @Test func aBatchThatInsertsASectionInsideTheRangeEntersItAndMovesNothingElse() {
    let screen = RangeScreen()
    screen.markEvents()
    let inserted = RecordingSection("new", rows: 1, log: screen.log)
    inserted.recordsSectionDisplay = true
    let far = RecordingSection("far", rows: 1, log: screen.log)
    screen.root.insert(inserted, at: 1)
    screen.root.insert(far, at: 6)
    screen.root.flushUpdates()
    // new stands at 220..<264, below the viewport and within a screen of it; s1 moves to
    // 264..<484 and stays in the range; far is beyond it.
    #expect(screen.sectionEvents == ["new.willEnterWorkingRange"])
    #expect(screen.inRange == ["s0", "new", "s1"])
  }

  @Test func aSectionRemovedInsideTheRangeExitsAndTheNextOneComesIn() {
    let screen = RangeScreen()
    screen.markEvents()
    _ = screen.root.remove(at: 1)
    screen.root.flushUpdates()
    #expect(screen.sectionEvents == ["s1.didExitWorkingRange", "s2.willEnterWorkingRange"])
    #expect(screen.sections[1].events.suffix(2) == ["didDetach", "didExitWorkingRange"])
  }

  @Test func aVisibleSectionRemovedExitsAfterItsDisplayEnds() {
    let screen = RangeScreen()
    screen.markEvents()
    _ = screen.root.remove(at: 0)
    screen.root.flushUpdates()
    let events = screen.sectionEvents
    #expect(
      events.filter { $0.hasPrefix("s0.") } == [
        "s0.didEndDisplayingSection", "s0.didExitWorkingRange",
      ])
    #expect(events.contains("s2.willEnterWorkingRange"))
    #expect(screen.inRange == ["s1", "s2"])
  }

  @Test func aBatchThatMovesSectionsWithinTheRangeEntersAndExitsNothing() {
    let screen = RangeScreen()
    // The offset stays, as UIKit leaves it (the default would keep s0's first row on screen).
    screen.root.scrollAnchoring = .none
    screen.markEvents()
    screen.root.move(from: 1, to: 0)
    screen.root.flushUpdates()
    #expect(
      !screen.sectionEvents.contains { $0.hasSuffix("WorkingRange") }, "\(screen.sectionEvents)")
    #expect(screen.inRange == ["s0", "s1"])
  }

  @Test func turningTheRangeOnOrOffAndDetachingBalanceEveryEnter() {
    let screen = RangeScreen(workingRange: 0)
    #expect(screen.inRange.isEmpty, "0 is off: \(screen.sectionEvents)")
    screen.root.workingRange = 2
    #expect(screen.inRange == ["s0", "s1", "s2"])
    screen.root.workingRange = 0
    #expect(screen.inRange.isEmpty)
    screen.root.workingRange = 1
    #expect(screen.inRange == ["s0", "s1"])
    screen.root.detach()
    #expect(screen.inRange.isEmpty)
    #expect(screen.sectionEvents.suffix(2) == ["s0.didExitWorkingRange", "s1.didExitWorkingRange"])
  }

  @Test func aNestedCompositeSetsTheWorkingRangeOfItsRoot() {
    let inner = CompositeController([RecordingSection("b", rows: 1)])
    let root = CompositeController([RecordingSection("a", rows: 1), inner])
    inner.workingRange = 1.5
    #expect(root.workingRange == 1.5)
  }
}
