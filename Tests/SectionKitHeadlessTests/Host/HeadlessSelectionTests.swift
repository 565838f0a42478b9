import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Headless list view: taps, selection and scrolling") @MainActor
struct HeadlessSelectionTests {
  func twoSections() -> (EventLog, RecordingSection, RecordingSection, Screen) {
    let log = EventLog()
    let a = RecordingSection("a", rows: 3, log: log)
    let b = RecordingSection("b", rows: 3, log: log)
    let screen = Screen([a, b])
    log.clear()
    return (log, a, b, screen)
  }

  @Test func aTapRunsUIKitsSequenceAcrossSections() throws {
    let (log, _, _, screen) = twoSections()
    let list = screen.list
    try list.tapRow(at: path(0, 0))
    log.clear()
    try list.tapRow(at: path(1, 2))
    #expect(
      log.events == [
        "b.shouldHighlightRow(2)", "b.didHighlightRow(2)", "b.willSelectRow(2)",
        "a.willDeselectRow(0)", "a.didDeselectRow(0)", "b.didSelectRow(2)",
        "b.canPerformPrimaryAction(2)", "b.performPrimaryAction(2)", "b.didUnhighlightRow(2)",
      ])
    #expect(list.indexPathsForSelectedRows == [path(1, 2)])
    #expect((list.cellForRow(at: path(1, 2)) as? HeadlessCell)?.isSelected == true)
    #expect((list.cellForRow(at: path(0, 0)) as? HeadlessCell)?.isSelected == false)
  }

  @Test func aTapPerformsThePrimaryActionOfARowThatHasOne() throws {
    final class Opener: SectionController, SectionPrimaryActions {
      var opened: [Int] = []
      override func numberOfRows(in context: SectionContext) -> Int { 3 }
      override func cell(at row: Int, in context: SectionContext) -> any Reusable {
        context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      }
      func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool {
        row != 1
      }
      func performPrimaryAction(forRow row: Int, in context: SectionContext) {
        opened.append(row)
      }
    }
    let opener = Opener()
    let screen = CompositeController([RecordingSection("a", rows: 1), opener])
    let list = HeadlessListView()
    screen.attach(to: list)
    for row in 0..<3 { try list.tapRow(at: path(1, row)) }
    #expect(opener.opened == [0, 2])
  }

  @Test func aRowThatDoesNotHighlightIsNotSelected() throws {
    let (log, a, _, screen) = twoSections()
    let list = screen.list
    a.highlightable = { $0 != 1 }
    try list.tapRow(at: path(0, 1))
    #expect(log.events == ["a.shouldHighlightRow(1)"])
    #expect(list.indexPathsForSelectedRows.isEmpty)
  }

  @Test func willSelectCanCancelOrRedirect() throws {
    let (log, a, _, screen) = twoSections()
    let list = screen.list
    a.selection = { $0 == 0 ? nil : 2 }
    try list.tapRow(at: path(0, 0))
    #expect(
      log.events == [
        "a.shouldHighlightRow(0)", "a.didHighlightRow(0)", "a.willSelectRow(0)",
        "a.didUnhighlightRow(0)",
      ])
    #expect(list.indexPathsForSelectedRows.isEmpty)
    log.clear()
    try list.tapRow(at: path(0, 1))
    #expect(log.events.contains("a.didSelectRow(2)"))
    #expect(list.indexPathsForSelectedRows == [path(0, 2)])
  }

  @Test func willDeselectReturningNilKeepsThePreviousSelection() throws {
    let (_, a, _, screen) = twoSections()
    let list = screen.list
    a.deselection = { _ in nil }
    list.allowsMultipleSelection = false
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(1, 0))
    #expect(list.indexPathsForSelectedRows == [path(0, 0), path(1, 0)])
  }

  @Test func multipleSelectionTogglesWithATap() throws {
    let (log, _, _, screen) = twoSections()
    let list = screen.list
    list.allowsMultipleSelection = true
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(1, 1))
    #expect(list.indexPathsForSelectedRows == [path(0, 0), path(1, 1)])
    log.clear()
    try list.tapRow(at: path(0, 0))
    #expect(log.events.contains("a.didDeselectRow(0)"))
    #expect(list.indexPathsForSelectedRows == [path(1, 1)])
  }

  @Test func selectionFromCodeCallsNoDelegateMethod() throws {
    let (log, _, _, screen) = twoSections()
    let list = screen.list
    try list.selectRow(at: path(0, 1), animated: true, scrollPosition: .none)
    list.deselectRow(at: path(0, 1), animated: true)
    try list.selectRow(at: path(1, 0), animated: false, scrollPosition: .none)
    #expect(log.events.isEmpty)
    #expect(list.indexPathsForSelectedRows == [path(1, 0)])
  }

  @Test func selectionSurvivesScrollingAndReuse() throws {
    let screen = Screen([CountingSection(rows: 200)], height: 220)
    let list = screen.list
    try list.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
    list.scroll(toOffset: 44 * 100)
    #expect(list.visibleCellsInOrder.allSatisfy { !$0.isSelected })
    list.scroll(toOffset: 0)
    #expect(list.visibleCellsInOrder.map(\.isSelected) == [false, false, true, false, false])
  }

  @Test func tappingARowOffScreenThrows() {
    let screen = Screen([CountingSection(rows: 200)], height: 220)
    let list = screen.list
    #expect(throws: HostError.self) { try list.tapRow(at: path(0, 100)) }
  }

  nonisolated static let scrollCases: [(ScrollPosition, Int, CGFloat, CGFloat)] = [
    (.top, 50, 0, 2200),
    (.middle, 50, 0, 2002),
    (.bottom, 50, 0, 1804),
    (.none, 50, 0, 1804),
    (.none, 50, 3000, 2200),
    (.none, 5, 0, 0),
    (.top, 99, 0, 3960),
    (.bottom, 0, 2000, 0),
  ]

  /// Rows of 44 pt in a 440 pt viewport: `.middle` puts row 50's centre (2222) at 220,
  /// `.bottom` its bottom (2244) at 440, `.none` moves as little as needed, and the offset
  /// never passes the end of the content (4400 - 440).
  @Test("scrollToRow places the row like UIKit", arguments: scrollCases)
  func scrollPositions(position: ScrollPosition, row: Int, start: CGFloat, expected: CGFloat)
    throws
  {
    let screen = Screen([CountingSection(rows: 100)], height: 440)
    let list = screen.list
    list.scroll(toOffset: start)
    try list.scrollToRow(at: path(0, row), at: position, animated: false)
    #expect(list.contentOffset.y == expected)
    #expect(list.cellForRow(at: path(0, row)) != nil)
  }

  @Test func scrollingToARowOutOfBoundsThrowsUIKitsMessage() {
    let screen = Screen([CountingSection(rows: 100)])
    let list = screen.list
    #expect(
      throws: HostError(
        "row (100) beyond bounds (100) for section (0).", exceptionName: "NSRangeException")
    ) {
      try list.scrollToRow(at: path(0, 100), at: .top, animated: false)
    }
    #expect(throws: HostError.self) {
      try list.scrollToRow(at: path(1, 0), at: .top, animated: false)
    }
  }
}

@Suite("Headless list view: editing, swipes and menus") @MainActor
struct HeadlessEditingTests {
  @Test func aTrailingSwipeOnAnEditableRowOffersUIKitsDelete() throws {
    let a = RecordingSection("a", rows: 3)
    a.editable = true
    let screen = Screen([a])
    let list = screen.list
    let configuration = try #require(try list.swipeActions(forRowAt: path(0, 1), edge: .trailing))
    #expect(configuration.actions.map(\.title) == ["Remove"])
    a.clearEvents()
    var performed = false
    configuration.actions[0].handler { performed = $0 }
    #expect(performed)
    #expect(a.events == ["commit(delete, 1)"])
  }

  @Test func aRowThatIsNotEditableRevealsNoTrailingActions() throws {
    let screen = Screen([RecordingSection("a", rows: 3)])
    let list = screen.list
    #expect(try list.swipeActions(forRowAt: path(0, 1), edge: .trailing) == nil)
    let leading = try list.swipeActions(forRowAt: path(0, 1), edge: .leading)
    #expect(leading?.actions.map(\.identifier) == ["a.pin.1"])
  }

  @Test func reorderingStaysInTheSectionAndTellsTheController() throws {
    let a = RecordingSection("a", rows: 2)
    let b = RecordingSection("b", rows: 4)
    b.movable = true
    let screen = Screen([a, b])
    let list = screen.list
    #expect(throws: HostError.self) { try list.moveRow(from: path(1, 0), toProposed: path(1, 2)) }
    list.setEditing(true, animated: false)
    #expect(list.visibleCellsInOrder.allSatisfy { $0.isEditing })
    let landed = try list.moveRow(from: path(1, 3), toProposed: path(0, 0))
    #expect(landed == path(1, 0))
    #expect(b.events.contains("moveRow(3, 0)"))
  }

  @Test func aContextMenuPreviewCommitReachesItsController() throws {
    let a = RecordingSection("a", rows: 2)
    let b = RecordingSection("b", rows: 2)
    let screen = Screen([a, b])
    let list = screen.list
    let menu = try #require(try list.contextMenu(forRowAt: path(1, 1)))
    list.commitPreview(of: menu)
    #expect(b.events.last == "willCommitPreview(b.menu.1, 1)")
    #expect(!a.events.contains { $0.hasPrefix("willCommitPreview") })
  }
}
