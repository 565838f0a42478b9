import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

extension SupplementaryKind {
  /// A ribbon across a section, as a compositional layout's boundary item.
  static let ribbon = SupplementaryKind("ribbon")
}

/// A section controller that adopts every capability, each in an extension of its own, as
/// IGListKit users group `ListDisplayDelegate`, `ListWorkingRangeDelegate` and the others.
///
/// It records each call it receives, in its local rows; each answer is UIKit's default until a
/// test sets it.
@MainActor
final class GroupedSection: BareSection {
  let name: String
  /// The calls received from user actions and the list's notifications, in order.
  private(set) var calls: [String] = []
  /// The display calls received (cells, headers and other supplementary views), in order.
  private(set) var displayCalls: [String] = []
  /// The layout questions received (row heights, item sizes), in order.
  private(set) var layoutCalls: [String] = []

  var highlights: (Int) -> Bool = { _ in true }
  var selects: (Int) -> Bool = { _ in true }
  var selectionTarget: (Int) -> Int? = { $0 }
  var performsPrimaryAction = false
  var identifies = true
  var heights: [Int: CGFloat] = [:]
  var estimatedHeight: CGFloat?
  var headerHeight: CGFloat?
  var itemSize: CGSize?
  var headerSize: CGSize?
  var headerViewText: String?
  var kinds: [SupplementaryKind] = []
  var pinsHeader = false
  var headerAccessibility: ListAccessibility?
  var announces = false
  var editable = false
  var deleteTitle: String?
  var movableRows = false
  var moveTarget: (Int, Int) -> Int = { $1 }
  var movableSection = false
  var draggable = false
  var swipeTitle: String?
  var menuTitle: String?
  var beginsMultipleSelection = false

  init(_ name: String, _ items: [String], header: String? = nil) {
    self.name = name
    super.init(items, header: header)
  }

  func record(_ call: String) { calls.append(call) }

  func recordDisplay(_ call: String) { displayCalls.append(call) }

  func recordLayout(_ call: String) { layoutCalls.append(call) }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    record("didSelectRow(\(row))")
  }
}

extension GroupedSection: SectionHighlighting {
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    record("shouldHighlightRow(\(row))")
    return highlights(row)
  }

  func didHighlightRow(at row: Int, in context: SectionContext) {
    let lit = context.cellForRow(at: row, as: LabelCell.self)?.isHighlighted == true
    record("didHighlightRow(\(row)\(lit ? ", lit" : ""))")
  }

  func didUnhighlightRow(at row: Int, in context: SectionContext) {
    record("didUnhighlightRow(\(row))")
  }
}

extension GroupedSection: SectionSelectionRules {
  func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool {
    record("shouldSelectRow(\(row))")
    return selects(row)
  }

  func willSelectRow(at row: Int, in context: SectionContext) -> Int? {
    record("willSelectRow(\(row))")
    return selectionTarget(row)
  }
}

extension GroupedSection: SectionPrimaryActions {
  func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool {
    record("canPerformPrimaryAction(\(row))")
    return performsPrimaryAction
  }

  /// Opens the row and leaves it unselected, as a row whose tap navigates does.
  func performPrimaryAction(forRow row: Int, in context: SectionContext) {
    record("performPrimaryAction(\(row))")
    context.deselectRow(row)
  }
}

extension GroupedSection: SectionRowIdentity {
  func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    identifies ? AnyHashable(items[row]) : nil
  }
}

extension GroupedSection: SectionDisplayDelegate {
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    recordDisplay("willDisplay(\(row): \((cell as? LabelCell)?.text ?? "?"))")
  }

  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    recordDisplay("didEndDisplaying(\(row))")
  }

  func willDisplaySection(in context: SectionContext) { recordDisplay("willDisplaySection") }

  func didEndDisplayingSection(in context: SectionContext) {
    recordDisplay("didEndDisplayingSection")
  }
}

extension GroupedSection: SectionSupplementaryDisplayDelegate {
  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {
    recordDisplay("willDisplaySupplementaryView(\(kind))")
  }

  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {
    recordDisplay("didEndDisplayingSupplementaryView(\(kind))")
  }
}

extension GroupedSection: SectionWorkingRangeDelegate {
  func willEnterWorkingRange(in context: SectionContext) { record("willEnterWorkingRange") }

  func didExitWorkingRange(in context: SectionContext) { record("didExitWorkingRange") }
}

extension GroupedSection: SectionScrollDelegate {
  /// Records the first row on screen, to show the list has moved when it tells.
  func didScroll(in context: SectionContext) {
    record("didScroll(first row \(context.visibleRows.first ?? -1))")
  }

  func willBeginDragging(in context: SectionContext) { record("willBeginDragging") }

  func didEndDragging(willDecelerate decelerate: Bool, in context: SectionContext) {
    record("didEndDragging(\(decelerate))")
  }

  func didEndDecelerating(in context: SectionContext) { record("didEndDecelerating") }
}

extension GroupedSection: SectionRowHeights {
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    recordLayout("heightForRow(\(row))")
    return heights[row]
  }

  func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    estimatedHeight
  }

  func heightForHeader(in context: SectionContext) -> CGFloat? { headerHeight }
}

extension GroupedSection: SectionFlowLayout {
  func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
    recordLayout("sizeForItem(\(row))")
    return itemSize
  }

  func sizeForHeader(in context: SectionContext) -> CGSize? { headerSize }
}

extension GroupedSection: SectionHeaderFooterViews {
  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    guard let headerViewText else { return nil }
    record("viewForHeader")
    let view = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: LabelHeaderView.self)
    view.text = headerViewText
    return view
  }
}

extension GroupedSection: SectionSupplementaryViews {
  func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind] { kinds }

  func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
  ) -> (any Reusable)? {
    record("viewForSupplementaryView(\(kind))")
    let view = context.dequeueReusableSupplementaryView(ofKind: kind, ofType: LabelHeaderView.self)
    view.text = "\(kind) of \(name)"
    return view
  }
}

extension GroupedSection: SectionPinnedHeader {
  func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { pinsHeader }
}

extension GroupedSection: SectionAccessibility {
  func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? {
    record("accessibilityForHeader")
    return headerAccessibility
  }
}

extension GroupedSection: SectionInsertionAnnouncements {
  func accessibilityAnnouncement(forInsertedRows rows: [Int], in context: SectionContext)
    -> String?
  {
    record("accessibilityAnnouncement(\(rows))")
    guard announces else { return nil }
    return "Added " + rows.map { items[$0] }.joined(separator: ", ")
  }
}

extension GroupedSection: SectionEditing {
  func canEditRow(at row: Int, in context: SectionContext) -> Bool { editable }

  /// Deletes the row, from the model and then from the list.
  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    record("commit(\(style), \(row))")
    guard style == .delete else { return }
    items.remove(at: row)
    context.performBatch { $0.deleteRows(at: [row]) }
  }

  func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String? {
    deleteTitle
  }
}

extension GroupedSection: SectionReordering {
  func canMoveRow(at row: Int, in context: SectionContext) -> Bool { movableRows }

  func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    record("moveRow(\(source), \(destination))")
    items.insert(items.remove(at: source), at: destination)
  }

  func targetRowForMove(from source: Int, toProposed proposed: Int, in context: SectionContext)
    -> Int
  {
    record("targetRowForMove(\(source), \(proposed))")
    return moveTarget(source, proposed)
  }
}

extension GroupedSection: SectionMoving {
  func canMoveSection(in context: SectionContext) -> Bool { movableSection }
}

extension GroupedSection: SectionDragAndDrop {
  func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] {
    guard draggable else { return [] }
    record("dragItems(\(row))")
    return [ListDragItem(localObject: items[row], text: items[row])]
  }

  func dropProposal(for session: ListDropSession, atRow row: Int, in context: SectionContext)
    -> ListDropProposal
  {
    record("dropProposal(\(row))")
    return draggable ? (session.allowsMove ? .move : .copy) : .forbidden
  }

  func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  ) {
    record("performDrop(\(row))")
    items.insert(contentsOf: session.items.compactMap { $0.text }, at: row)
  }

  func removeDraggedRows(_ rows: [Int], in context: SectionContext) {
    record("removeDraggedRows(\(rows))")
    for row in rows.reversed() { items.remove(at: row) }
  }
}

extension GroupedSection: SectionSwipeActions {
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    guard let swipeTitle else { return nil }
    return SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "swipe.\(row)", title: swipeTitle) { [weak self] done in
        self?.record("\(swipeTitle)(\(row))")
        done(true)
      }
    ])
  }
}

extension GroupedSection: SectionContextMenus {
  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    guard let menuTitle else { return nil }
    return ContextMenu(
      identifier: "menu.\(row)",
      actions: [
        ContextMenu.Action(identifier: "action", title: menuTitle) { [weak self] in
          self?.record("\(menuTitle)(\(row))")
        }
      ], hasPreview: true)
  }

  func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {
    record("willCommitPreview(\(menu.identifier), \(row))")
  }
}

extension GroupedSection: SectionPrefetching {
  func prefetchRows(_ rows: [Int], in context: SectionContext) {
    record("prefetchRows(\(rows.sorted()))")
  }

  func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext) {
    record("cancelPrefetchingRows(\(rows.sorted()))")
  }
}

extension GroupedSection: SectionMultipleSelection {
  func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool {
    record("shouldBeginMultipleSelection(\(row))")
    return beginsMultipleSelection
  }

  func didBeginMultipleSelection(at row: Int, in context: SectionContext) {
    record("didBeginMultipleSelection(\(row))")
  }

  func didEndMultipleSelection(in context: SectionContext) { record("didEndMultipleSelection") }
}

/// The control: a section controller that adopts no capability, so the list gives it UIKit's
/// defaults; `GroupedSection` is the same rows with every capability adopted in extensions.
@MainActor
class BareSection: SectionController {
  var items: [String]
  var header: String?

  init(_ items: [String], header: String? = nil) {
    self.items = items
    self.header = header
  }

  /// Adds an item at the end, as one batch of the section.
  func append(_ item: String) {
    items.append(item)
    let row = items.count - 1
    context.performBatch { $0.insertRows(at: [row]) }
  }

  override func numberOfRows(in context: SectionContext) -> Int { items.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { header }
}

/// What a section's header shows: its title, or the text of its own view.
@MainActor
private func headerText(_ list: HeadlessListView, _ section: Int) -> String? {
  switch list.header(forSection: section) {
  case .title(let title): "title \(title)"
  case .view(let view): "view \((view as? LabelHeaderView)?.text ?? "?")"
  case nil: nil
  }
}

/// The text of each row on screen, by section.
@MainActor
private func rows(_ list: HeadlessListView, section: Int) -> [String] {
  list.indexPathsForVisibleRows.filter { $0.section == section }.compactMap {
    (list.cellForRow(at: $0) as? LabelCell)?.text
  }
}

/// Each capability adopted in an extension of the controller, driven through the headless list
/// as a user would drive it: the controller hears the call, and its answer shows on the list;
/// a sibling that adopts nothing gets UIKit's default for the same gesture.
@Suite("Capabilities adopted in extensions") @MainActor
struct CapabilitiesInExtensionsTests {
  @Test func highlightingAnswerDecidesWhetherATapHighlightsAndSelects() throws {
    let grouped = GroupedSection("g", ["a", "b"])
    grouped.highlights = { $0 != 1 }
    let screen = Screen([grouped, BareSection(["x", "y"])])
    let list = screen.list

    try list.tapRow(at: path(0, 1))
    #expect(grouped.calls == ["shouldHighlightRow(1)"])
    #expect(list.indexPathsForSelectedRows.isEmpty, "a row that does not highlight is not selected")

    try list.tapRow(at: path(0, 0))
    #expect(
      Array(grouped.calls.dropFirst()) == [
        "shouldHighlightRow(0)", "didHighlightRow(0, lit)", "shouldSelectRow(0)",
        "willSelectRow(0)", "didSelectRow(0)", "canPerformPrimaryAction(0)",
        "didUnhighlightRow(0)",
      ])
    #expect(list.indexPathsForSelectedRows == [path(0, 0)])

    // Control: a row of a section that says nothing highlights and is selected.
    try list.tapRow(at: path(1, 1))
    #expect(list.indexPathsForSelectedRows == [path(1, 1)])
  }

  @Test func selectionRulesForbidOneRowAndRedirectAnother() throws {
    let grouped = GroupedSection("g", ["a", "b", "c"])
    grouped.selects = { $0 != 1 }
    grouped.selectionTarget = { $0 == 2 ? 0 : $0 }
    let screen = Screen([grouped, BareSection(["x", "y"])])
    let list = screen.list

    try list.tapRow(at: path(0, 1))
    #expect(grouped.calls.contains("shouldSelectRow(1)"))
    #expect(!grouped.calls.contains("willSelectRow(1)"))
    #expect(list.indexPathsForSelectedRows.isEmpty)

    try list.tapRow(at: path(0, 2))
    #expect(grouped.calls.contains("willSelectRow(2)"))
    #expect(grouped.calls.last(where: { $0.hasPrefix("didSelectRow") }) == "didSelectRow(0)")
    #expect(list.indexPathsForSelectedRows == [path(0, 0)], "redirected to row 0")

    // Control: the tapped row itself is selected.
    try list.tapRow(at: path(1, 1))
    #expect(list.indexPathsForSelectedRows == [path(1, 1)])
  }

  @Test func primaryActionRunsAfterTheSelectionAndLeavesTheRowUnselected() throws {
    let grouped = GroupedSection("g", ["a", "b"])
    grouped.performsPrimaryAction = true
    let screen = Screen([grouped, BareSection(["x"])])
    let list = screen.list

    try list.tapRow(at: path(0, 1))
    #expect(
      grouped.calls == [
        "shouldHighlightRow(1)", "didHighlightRow(1, lit)", "shouldSelectRow(1)",
        "willSelectRow(1)", "didSelectRow(1)", "canPerformPrimaryAction(1)",
        "performPrimaryAction(1)", "didUnhighlightRow(1)",
      ])
    #expect(list.indexPathsForSelectedRows.isEmpty, "the primary action deselected the row")

    // Control: a tap only selects.
    try list.tapRow(at: path(1, 0))
    #expect(list.indexPathsForSelectedRows == [path(1, 0)])
  }

  @Test func rowIdentityKeepsTheSelectionOnTheRowThroughAReload() throws {
    let grouped = GroupedSection("g", ["a", "b", "c"])
    let bare = BareSection(["x", "y", "z"])
    let screen = Screen([grouped, bare])
    screen.root.allowsMultipleSelection = true
    let list = screen.list
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(1, 0))

    grouped.items = ["c", "b", "a"]
    bare.items = ["z", "y", "x"]
    screen.root.reloadData()

    // "a" is selected again where it now stands; the bare section's "x" is not followed.
    #expect(list.indexPathsForSelectedRows.contains(path(0, 2)))
    #expect(!list.indexPathsForSelectedRows.contains(path(0, 0)))
    #expect(!list.indexPathsForSelectedRows.contains(path(1, 2)))
  }

  @Test func displayDelegateHearsTheCellsShownAndTheSectionLeaving() {
    let grouped = GroupedSection("g", (0..<10).map { "g\($0)" })
    let screen = Screen([grouped, BareSection((0..<10).map { "b\($0)" })], height: 220)
    let list = screen.list

    #expect(
      grouped.displayCalls.filter { $0.hasPrefix("willDisplay") } == [
        "willDisplaySection", "willDisplay(0: g0)", "willDisplay(1: g1)", "willDisplay(2: g2)",
        "willDisplay(3: g3)", "willDisplay(4: g4)",
      ])
    #expect(rows(list, section: 0) == ["g0", "g1", "g2", "g3", "g4"])

    list.scroll(toOffset: 10_000)
    #expect(rows(list, section: 0).isEmpty)
    let ended = grouped.displayCalls.filter { $0.hasPrefix("didEndDisplaying") }
    #expect(
      Set(ended) == Set((0..<5).map { "didEndDisplaying(\($0))" } + ["didEndDisplayingSection"]))
    #expect(ended.count == 6)
  }

  @Test func supplementaryDisplayDelegateHearsTheHeaderShownAndLeaving() {
    let grouped = GroupedSection("g", (0..<10).map { "g\($0)" }, header: "G")
    let screen = Screen(
      [grouped, BareSection((0..<10).map { "b\($0)" }, header: "B")], height: 220)
    let list = screen.list

    #expect(grouped.displayCalls.contains("willDisplaySupplementaryView(header)"))
    #expect(headerText(list, 0) == "title G")

    list.scroll(toOffset: 10_000)
    #expect(headerText(list, 0) == nil)
    #expect(grouped.displayCalls.contains("didEndDisplayingSupplementaryView(header)"))
  }

  @Test func workingRangeDelegateEntersBeforeShowingAndExitsFarAway() {
    // Sections of five rows (220 points) in a viewport of 220: one screen around it reaches
    // the grouped section, second in the list, before it shows.
    let grouped = GroupedSection("g", (0..<5).map { "g\($0)" })
    let after = (0..<4).map { k -> SectionProvider in BareSection((0..<5).map { "b\(k).\($0)" }) }
    let sections: [SectionProvider] = [BareSection((0..<5).map { "a\($0)" }), grouped] + after
    let root = CompositeController(sections)
    root.workingRange = 1
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    root.attach(to: list)

    #expect(grouped.calls.contains("willEnterWorkingRange"))
    #expect(grouped.displayCalls.isEmpty, "in range, not on screen yet")
    #expect(rows(list, section: 1).isEmpty)

    list.scroll(toOffset: 1100)
    #expect(grouped.calls.last == "didExitWorkingRange")
    #expect(
      grouped.calls.filter { $0.hasSuffix("WorkingRange") } == [
        "willEnterWorkingRange", "didExitWorkingRange",
      ])
  }

  @Test func scrollDelegateHearsADragInOrderOnceTheListMoved() {
    let grouped = GroupedSection("g", (0..<20).map { "g\($0)" })
    let screen = Screen([grouped, BareSection(["x"])], height: 220)

    screen.list.drag(by: 100, decelerating: true)

    #expect(
      grouped.calls == [
        "willBeginDragging", "didScroll(first row 2)", "didEndDragging(true)",
        "didEndDecelerating",
      ])
  }

  @Test func rowHeightsAreTheRowsAndHeadersFrames() throws {
    let grouped = GroupedSection("g", ["a", "b"], header: "G")
    grouped.heights = [0: 80]
    grouped.estimatedHeight = 60
    grouped.headerHeight = 50
    let screen = Screen([grouped, BareSection(["x"], header: "B")])
    let list = screen.list

    #expect(grouped.layoutCalls.contains("heightForRow(0)"))
    #expect(list.rowFrame(at: path(0, 0)) == CGRect(x: 0, y: 50, width: 320, height: 80))
    #expect(list.rowFrame(at: path(0, 1)) == CGRect(x: 0, y: 130, width: 320, height: 60))
    // Control: UIKit's 28-point header and 44-point row.
    #expect(list.rowFrame(at: path(1, 0)) == CGRect(x: 0, y: 190 + 28, width: 320, height: 44))
  }

  @Test func flowLayoutSizesAreTheItemsAndHeadersWidthsOfAHorizontalList() throws {
    let grouped = GroupedSection("g", ["a", "b"])
    grouped.itemSize = CGSize(width: 120, height: 100)
    grouped.headerSize = CGSize(width: 30, height: 100)
    let root = CompositeController([grouped, BareSection(["x"])])
    let list = HeadlessListView(
      size: CGSize(width: 600, height: 100), scrollDirection: .horizontal)
    root.attach(to: list)

    #expect(grouped.layoutCalls.contains("sizeForItem(0)"))
    #expect(list.rowFrame(at: path(0, 0)) == CGRect(x: 30, y: 0, width: 120, height: 100))
    #expect(list.rowFrame(at: path(0, 1)) == CGRect(x: 150, y: 0, width: 120, height: 100))
    // Control: the list's item width, no header.
    #expect(list.rowFrame(at: path(1, 0)) == CGRect(x: 270, y: 0, width: 50, height: 100))
  }

  @Test func headerViewReplacesTheTitle() {
    let grouped = GroupedSection("g", ["a"], header: "G")
    grouped.headerViewText = "Custom"
    let screen = Screen([grouped, BareSection(["x"], header: "B")])

    #expect(grouped.calls.contains("viewForHeader"))
    #expect(headerText(screen.list, 0) == "view Custom")
    // Control: the title.
    #expect(headerText(screen.list, 1) == "title B")
  }

  @Test func supplementaryViewOfAnotherKindShowsOnTheSection() {
    let grouped = GroupedSection("g", ["a"])
    grouped.kinds = [.ribbon]
    let screen = Screen([grouped, BareSection(["x"])])

    #expect(grouped.calls.contains("viewForSupplementaryView(ribbon)"))
    let ribbon = screen.list.supplementaryView(ofKind: .ribbon, inSection: 0)
    #expect((ribbon as? LabelHeaderView)?.text == "ribbon of g")
    #expect(screen.list.supplementaryView(ofKind: .ribbon, inSection: 1) == nil)
  }

  @Test func pinnedHeaderStaysWhileItsRowsScrollUnderIt() {
    let grouped = GroupedSection("g", (0..<10).map { "g\($0)" }, header: "G")
    grouped.pinsHeader = true
    let screen = Screen(
      [grouped, BareSection((0..<10).map { "b\($0)" }, header: "B")], height: 160)
    let list = screen.list

    list.scroll(toOffset: 200)
    #expect(headerText(list, 0) == "title G", "pinned: its section is still on screen")

    // Control: the bare section starts at 468; its header scrolls away with its rows.
    list.scroll(toOffset: 600)
    #expect(!rows(list, section: 1).isEmpty)
    #expect(headerText(list, 1) == nil)
  }

  @Test func accessibilityOfTheHeaderIsWhatVoiceOverReads() {
    let grouped = GroupedSection("g", ["a"], header: "Inbox")
    grouped.headerAccessibility = ListAccessibility(label: "Inbox, 3 unread", traits: .header)
    let screen = Screen([grouped, BareSection(["x"], header: "Sent")])

    let headers = screen.list.accessibilityElements().filter {
      if case .header = $0.place { true } else { false }
    }
    #expect(grouped.calls.contains("accessibilityForHeader"))
    #expect(headers.map(\.description) == ["Inbox, 3 unread, Heading", "Sent, Heading"])
  }

  @Test func insertionAnnouncementIsPostedToVoiceOver() {
    let grouped = GroupedSection("g", ["a"])
    grouped.announces = true
    let bare = BareSection(["x"])
    let screen = Screen([grouped, bare])
    let list = screen.list

    // Control: a section that says nothing inserts silently.
    bare.append("y")
    screen.root.flushUpdates()
    #expect(list.numberOfRows(inSection: 1) == 2)
    #expect(list.accessibilityNotifications.isEmpty)

    grouped.append("b")
    screen.root.flushUpdates()
    #expect(grouped.calls.contains("accessibilityAnnouncement([1])"))
    #expect(list.accessibilityNotifications == [.announcement("Added b")])
  }

  @Test func editingGivesTheDeleteActionItsTitleAndCommitsIt() throws {
    let grouped = GroupedSection("g", ["a", "b", "c"])
    grouped.editable = true
    grouped.deleteTitle = "Archive"
    let screen = Screen([grouped, BareSection(["x"])])
    let list = screen.list

    let swipe = try #require(try list.swipeActions(forRowAt: path(0, 0), edge: .trailing))
    #expect(swipe.actions.map(\.title) == ["Archive"])
    swipe.actions[0].handler { _ in }
    list.settle()
    #expect(grouped.calls.contains("commit(delete, 0)"))
    #expect(rows(list, section: 0) == ["b", "c"])

    list.setEditing(true, animated: false)
    try list.commitEditing(forRowAt: path(0, 1))
    #expect(rows(list, section: 0) == ["b"])

    // Control: a row no section lets the user edit reveals nothing and has no control.
    #expect(try list.swipeActions(forRowAt: path(1, 0), edge: .trailing) == nil)
    #expect(throws: HostError.self) { try list.commitEditing(forRowAt: path(1, 0)) }
  }

  @Test func reorderingMovesTheRowWhereTheSectionRetargetsIt() throws {
    let grouped = GroupedSection("g", ["a", "b", "c", "d"])
    grouped.movableRows = true
    grouped.moveTarget = { _, proposed in min(proposed, 1) }
    let screen = Screen([grouped, BareSection(["x", "y"])])
    let list = screen.list
    list.setEditing(true, animated: false)

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(0, 3))

    #expect(landed == path(0, 1))
    #expect(Array(grouped.calls.suffix(2)) == ["targetRowForMove(0, 3)", "moveRow(0, 1)"])
    #expect(rows(list, section: 0) == ["b", "a", "c", "d"])
    // Control: no reorder control.
    #expect(throws: HostError.self) {
      try list.moveRow(from: path(1, 0), toProposed: path(1, 1))
    }
  }

  @Test func movingLetsTheOnlyRowOfASectionMoveTheSection() throws {
    let cards = ["x", "y", "z"].map { GroupedSection($0, [$0]) }
    for card in cards { card.movableSection = true }
    let bare = BareSection(["w"])
    let screen = Screen(cards as [SectionProvider] + [bare])
    let list = screen.list
    list.setEditing(true, animated: false)

    try list.moveRow(from: path(0, 0), toProposed: path(2, 1))

    #expect(
      screen.root.children.map { ($0 as? GroupedSection)?.name ?? "bare" } == [
        "y", "z", "x", "bare",
      ])
    #expect((0..<4).flatMap { rows(list, section: $0) } == ["y", "z", "x", "w"])
    // Control: a one-row section that does not say it moves has no reorder control.
    #expect(throws: HostError.self) {
      try list.moveRow(from: path(3, 0), toProposed: path(0, 0))
    }
  }

  @Test func dragAndDropMovesARowAcrossSections() throws {
    let left = GroupedSection("left", ["a", "b"])
    let right = GroupedSection("right", ["c"])
    left.draggable = true
    right.draggable = true
    let screen = Screen([left, right, BareSection(["z"])])
    let list = screen.list
    list.dragInteractionEnabled = true

    let proposal = try list.drag(from: path(0, 0), to: path(1, 1))

    #expect(proposal == .move)
    #expect(Array(left.calls.suffix(2)) == ["dragItems(0)", "removeDraggedRows([0])"])
    #expect(Array(right.calls.suffix(2)) == ["dropProposal(1)", "performDrop(1)"])
    #expect(rows(list, section: 0) == ["b"])
    #expect(rows(list, section: 1) == ["c", "a"])
    // Control: a section that says nothing gives no drag items and refuses drops.
    #expect(throws: HostError.self) { try list.drag(from: path(2, 0), to: path(0, 0)) }
    #expect(try list.drag(from: path(1, 0), to: path(2, 0)) == .forbidden)
    #expect(rows(list, section: 2) == ["z"])
  }

  @Test func swipeActionsAreRevealedAndPerformed() throws {
    let grouped = GroupedSection("g", ["a", "b"])
    grouped.swipeTitle = "Flag"
    let screen = Screen([grouped, BareSection(["x"])])
    let list = screen.list

    let swipe = try #require(try list.swipeActions(forRowAt: path(0, 1), edge: .trailing))
    #expect(swipe.actions.map(\.title) == ["Flag"])
    swipe.actions[0].handler { _ in }
    #expect(grouped.calls.last == "Flag(1)")
    #expect(try list.swipeActions(forRowAt: path(0, 1), edge: .leading) == nil)
    // Control: no swipe actions.
    #expect(try list.swipeActions(forRowAt: path(1, 0), edge: .trailing) == nil)
  }

  @Test func contextMenuOpensAndItsActionAndPreviewReachTheSection() throws {
    let grouped = GroupedSection("g", ["a", "b"])
    grouped.menuTitle = "Share"
    let screen = Screen([grouped, BareSection(["x"])])
    let list = screen.list

    let menu = try #require(try list.contextMenu(forRowAt: path(0, 1)))
    #expect(menu.actions.map(\.title) == ["Share"])
    try list.chooseAction("action", in: menu)
    list.commitPreview(of: menu)
    #expect(Array(grouped.calls.suffix(2)) == ["Share(1)", "willCommitPreview(menu.1, 1)"])
    // Control: no menu.
    #expect(try list.contextMenu(forRowAt: path(1, 0)) == nil)
  }

  @Test func prefetchingHearsTheRowsAheadOfTheViewportInItsOwnRows() {
    // Three bare rows (132 points), then the grouped section, in 220 points with 100 ahead.
    let grouped = GroupedSection("g", (0..<20).map { "g\($0)" })
    let screen = Screen([BareSection(["x", "y", "z"]), grouped], height: 220, prefetch: 100)
    let list = screen.list

    #expect(rows(list, section: 1) == ["g0", "g1"])
    #expect(grouped.calls.filter { $0.contains("refetch") } == ["prefetchRows([2, 3, 4])"])

    list.scroll(toOffset: 600)
    #expect(grouped.calls.contains("cancelPrefetchingRows([2, 3, 4])"))
  }

  @Test func multipleSelectionPanSelectsTheRowsItCrosses() throws {
    let grouped = GroupedSection("g", ["a", "b", "c"])
    grouped.beginsMultipleSelection = true
    let screen = Screen([grouped, BareSection(["x", "y"])])
    screen.root.allowsMultipleSelectionDuringEditing = true
    let list = screen.list

    // Control first: a section that says nothing does not begin the pan, and the test says why.
    let refusal = #expect(throws: HostError.self) {
      try list.multiSelectPan(from: path(1, 0), to: path(1, 1))
    }
    #expect(refusal?.message.contains("BareSection") == true)
    #expect(refusal?.message.contains("does not adopt SectionMultipleSelection") == true)
    #expect(!list.isEditing)
    #expect(list.indexPathsForSelectedRows.isEmpty)

    #expect(try list.multiSelectPan(from: path(0, 0), to: path(0, 2)))
    #expect(list.isEditing)
    #expect(list.indexPathsForSelectedRows == [path(0, 0), path(0, 1), path(0, 2)])
    #expect(
      grouped.calls
        == ["shouldBeginMultipleSelection(0)", "didBeginMultipleSelection(0)"]
        + (0..<3).flatMap {
          ["shouldSelectRow(\($0))", "willSelectRow(\($0))", "didSelectRow(\($0))"]
        }
        + ["didEndMultipleSelection"])
  }
}
