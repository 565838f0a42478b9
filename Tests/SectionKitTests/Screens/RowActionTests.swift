import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// What a user's tap, flip, swipe and press do on the rows of a declarative screen, before and
/// after the screen is evaluated again.
@Suite("Declarative screens: row actions") @MainActor
struct RowActionTests {
  let settings = DeclarativeSettings()
  let list = HeadlessListView()

  init() {
    settings.show()
    settings.screen.attach(to: list)
  }

  @Test func aTapRunsTheRowsClosureAndDeselectsTheRow() throws {
    try list.tapRow(at: path(1, 1))
    #expect(settings.log == ["join Office (1)"])
    #expect(list.indexPathForSelectedRow == nil, "deselected, as a row that acts in place")
  }

  @Test func aRowThatShowsAnotherScreenKeepsItsSelection() throws {
    try list.tapRow(at: path(2, 0))
    #expect(settings.log == ["privacy (1)"])
    #expect(list.indexPathForSelectedRow == path(2, 0))
  }

  @Test func aRowWithoutAnActionDoesNotHighlightNorSelect() throws {
    try list.tapRow(at: path(2, 1))
    #expect(list.indexPathForSelectedRow == nil)
    #expect(settings.log.isEmpty)
  }

  @Test func afterAnEvaluationThatMovesRowsATapRunsTheNewestClosureOfTheRowShown() throws {
    let batches = list.batchCount
    settings.networks = ["Cafe", "Home", "Office"]
    settings.show()
    settings.screen.flushUpdates()
    var moved = ListBatch()
    moved.movedRows = [ListBatch.RowMove(from: path(1, 2), to: path(1, 0))]
    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch == moved, "moved, not configured again")

    try list.tapRow(at: path(1, 0))
    try list.tapRow(at: path(1, 2))
    #expect(settings.log == ["join Cafe (2)", "join Office (2)"])
  }

  @Test func anEvaluationThatOnlyChangesClosuresSendsNothing() throws {
    let batches = list.batchCount
    let reloads = list.reloadCount
    settings.show()
    settings.screen.flushUpdates()
    #expect(list.batchCount == batches)
    #expect(list.reloadCount == reloads)

    try list.tapRow(at: path(1, 0))
    #expect(settings.log == ["join Home (2)"])
  }

  @Test func flippingASwitchRunsTheNewestClosureWithTheNewValue() throws {
    settings.show()  // the same values, new closures: the cell is not configured again
    settings.screen.flushUpdates()
    #expect(try list.toggleSwitch(at: path(0, 0)) == false)
    #expect(settings.log == ["wifi false (2)"])
  }

  @Test func theInformationButtonOfAMovedRowRunsItsOwnNewestClosure() throws {
    settings.networks = ["Cafe", "Home", "Office"]
    settings.show()
    settings.screen.flushUpdates()
    try list.tapAccessoryButton(forRowAt: path(1, 1))
    try list.tapAccessoryButton(forRowAt: path(1, 0))
    #expect(settings.log == ["info Home (2)", "info Cafe (2)"])
  }

  @Test func swipeActionsComeFromTheRow() throws {
    let trailing = try #require(try list.swipeActions(forRowAt: path(1, 2), edge: .trailing))
    #expect(trailing.actions.map(\.identifier) == ["forget"])
    #expect(trailing.performsFirstActionWithFullSwipe)
    #expect(try list.swipeActions(forRowAt: path(1, 2), edge: .leading) == nil)
    #expect(try list.swipeActions(forRowAt: path(2, 1), edge: .trailing) == nil, "none, no Delete")

    settings.networks = ["Office", "Cafe"]
    settings.show()
    settings.screen.flushUpdates()
    var performed: Bool?
    try #require(try list.swipeActions(forRowAt: path(1, 1), edge: .trailing)).actions[0]
      .handler { performed = $0 }
    #expect(performed == true)
    #expect(settings.log == ["forget Cafe (2)"])
  }

  @Test func leadingActionsAloneAddNoDeleteAction() throws {
    let screen = CompositeController()
    screen.attach(to: list)
    screen.show {
      ListSection("mail") {
        Row("m", RowContent("Message"))
          .leadingSwipeActions(
            [SwipeAction(identifier: "read", title: "Read") { $0(true) }],
            performsFirstActionWithFullSwipe: false)
      }
    }
    screen.flushUpdates()
    let leading = try #require(try list.swipeActions(forRowAt: path(0, 0), edge: .leading))
    #expect(leading.actions.map(\.identifier) == ["read"])
    #expect(!leading.performsFirstActionWithFullSwipe)
    #expect(try list.swipeActions(forRowAt: path(0, 0), edge: .trailing) == nil)
  }

  @Test func theContextMenuAndItsPreviewComeFromTheRow() throws {
    let menu = try #require(try list.contextMenu(forRowAt: path(1, 0)))
    #expect(menu.actions.map(\.identifier) == ["share"])
    settings.networks = ["Cafe", "Home"]
    settings.show()
    settings.screen.flushUpdates()
    list.commitPreview(of: menu)  // the menu was made for Home, which moved meanwhile
    try #require(try list.contextMenu(forRowAt: path(1, 0))).actions[0].handler()
    #expect(settings.log == ["preview Home (2)", "share Cafe (2)"])
    #expect(try list.contextMenu(forRowAt: path(2, 1)) == nil)
  }
}
