import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import SectionKitUIKit
import Testing

#if SECTIONKIT_UIKIT_MIRROR
  import UIKitMirror
#endif

// The code of the article Writing Section Controllers
// (Sources/SectionKit/SectionKit.docc/WritingSectionControllers.md).

struct Contact: Equatable {
  var name: String
  var phone: String
}

final class ContactCell: HeadlessCell {
  var name = ""
  var phone = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    name = ""
    phone = ""
  }

  override var textDescription: String { phone.isEmpty ? name : "\(name)  \(phone)" }
}

final class ContactsSection: SectionController {
  let title: String
  private(set) var contacts: [Contact]
  var onCall: (Contact) -> Void = { _ in }
  var onOpen: (Contact) -> Void = { _ in }
  private(set) var photoLoads: Set<String> = []  // names whose photo is loading

  init(title: String, contacts: [Contact]) {
    self.title = title
    self.contacts = contacts
  }

  override func numberOfRows(in context: SectionContext) -> Int { contacts.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ContactCell.self, for: row)
    cell.name = contacts[row].name
    cell.phone = contacts[row].phone
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { title }

  override func titleForFooter(in context: SectionContext) -> String? {
    contacts.count == 1 ? "1 contact" : "\(contacts.count) contacts"
  }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    context.deselectRow(row, animated: true)
    onCall(contacts[row])
  }

  func add(_ contact: Contact) {
    guard context.section != nil else {
      contacts.append(contact)
      return
    }
    context.performBatch { batch in
      contacts.append(contact)
      batch.insertRows(at: [contacts.count - 1])
    }
  }

  func reveal(_ name: String) {
    guard let row = contacts.firstIndex(where: { $0.name == name }) else { return }
    context.selectRow(row, scrollPosition: .middle)
  }

  override func didDetach(from context: SectionContext) {
    photoLoads.removeAll()
  }
}

extension ContactsSection: SectionHighlighting {
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    !contacts[row].phone.isEmpty
  }
}

extension ContactsSection: SectionRowHeights {
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    context.containerSize.width >= 600 ? 60 : 52
  }

  func heightForFooter(in context: SectionContext) -> CGFloat? { 32 }
}

extension ContactsSection: SectionEditing {
  func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }

  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    guard style == .delete else { return }
    context.performBatch { batch in
      contacts.remove(at: row)
      batch.deleteRows(at: [row])
    }
  }
}

extension ContactsSection: SectionSwipeActions {
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    nil  // the system's Delete, as the row is editable
  }

  func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    let contact = contacts[row]
    guard !contact.phone.isEmpty else { return nil }
    let call = SwipeAction(identifier: "call", title: "Call") { completion in
      self.onCall(contact)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [call])
  }
}

extension ContactsSection: SectionContextMenus {
  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    let contact = contacts[row]
    let call = ContextMenu.Action(
      identifier: "call", title: "Call",
      attributes: contact.phone.isEmpty ? .disabled : []
    ) {
      self.onCall(contact)
    }
    return ContextMenu(
      identifier: "contact \(contact.name)", title: contact.name, actions: [call],
      hasPreview: true)
  }

  func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {
    onOpen(contacts[row])
  }
}

extension ContactsSection: SectionPrefetching {
  func prefetchRows(_ rows: [Int], in context: SectionContext) {
    for row in rows { photoLoads.insert(contacts[row].name) }
  }

  func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext) {
    for row in rows { photoLoads.remove(contacts[row].name) }
  }
}

final class ContactsHeaderView: HeadlessHeaderFooterView {
  var text = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }

  override var textDescription: String { text }
}

final class FavoritesSection: SectionController {
  let favorites: [Contact]

  init(favorites: [Contact]) { self.favorites = favorites }

  override func numberOfRows(in context: SectionContext) -> Int { favorites.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ContactCell.self, for: row)
    cell.name = favorites[row].name
    return cell
  }
}

extension FavoritesSection: SectionHeaderFooterViews {
  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    let header = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: ContactsHeaderView.self)
    header.text = "Favorites (\(favorites.count))"
    return header
  }
}

/// A controller that overrides its row count and its cells, and adopts no capability.
final class PhoneNumbersSection: SectionController {
  let numbers: [String]

  init(numbers: [String]) { self.numbers = numbers }

  override func numberOfRows(in context: SectionContext) -> Int { numbers.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ContactCell.self, for: row)
    cell.phone = numbers[row]
    return cell
  }
}

/// A section of one row: the default row count is one, as IGListKit's `numberOfItems()`.
final class MyCardSection: SectionController {
  let me: Contact

  init(me: Contact) { self.me = me }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ContactCell.self, for: row)
    cell.name = me.name
    cell.phone = me.phone
    return cell
  }
}

extension Contact {
  static let ada = Contact(name: "Ada Lovelace", phone: "+44 20 7946 0018")
  static let grace = Contact(name: "Grace Hopper", phone: "+1 202 555 0143")
  static let hedy = Contact(name: "Hedy Lamarr", phone: "")
}

final class PhotoStripSection: SectionController {
  let names: [String]
  private(set) var loadsPhotos = false

  init(names: [String]) { self.names = names }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ContactCell.self, for: row)
    cell.name = names[row]
    return cell
  }
}

extension PhotoStripSection: SectionWorkingRangeDelegate {
  func willEnterWorkingRange(in context: SectionContext) { loadsPhotos = true }

  func didExitWorkingRange(in context: SectionContext) { loadsPhotos = false }
}

@Suite("Writing Section Controllers") @MainActor
struct WritingSectionControllersTests {
  /// A screen of favorites and contacts, kept alive with its list.
  @MainActor final class Screen {
    let contacts: ContactsSection
    let composite: CompositeController
    let list: HeadlessListView

    init(contacts more: [Contact] = [], size: CGSize = CGSize(width: 390, height: 844)) {
      contacts = ContactsSection(title: "Contacts", contacts: [.ada, .grace, .hedy] + more)
      composite = CompositeController([FavoritesSection(favorites: [.grace]), contacts])
      list = HeadlessListView(size: size)
      composite.attach(to: list)
    }
  }

  @Test func theScreenShowsHeadersFootersAndRows() {
    let screen = Screen()
    #expect(
      screen.list.renderedText() == """
        ┌ Favorites (1)
        │ Grace Hopper
        └

        ┌ CONTACTS
        │ Ada Lovelace  +44 20 7946 0018
        │ Grace Hopper  +1 202 555 0143
        │ Hedy Lamarr
        └ 3 contacts

        """)
  }

  @Test func rowsAreLocalToTheSection() throws {
    let contacts = ContactsSection(title: "Contacts", contacts: [.ada, .grace, .hedy])
    let screen = CompositeController([FavoritesSection(favorites: [.grace]), contacts])
    let list = HeadlessListView()
    screen.attach(to: list)
    var called: [String] = []
    contacts.onCall = { called.append($0.name) }

    try list.tapRow(at: ListIndexPath(row: 0, section: 1))

    #expect(called == ["Ada Lovelace"])
    #expect(contacts.context.section == 1)
    #expect(list.indexPathsForSelectedRows.isEmpty)
  }

  @Test func aRowThatDoesNotHighlightCannotBeSelected() throws {
    let screen = Screen()
    var called: [String] = []
    screen.contacts.onCall = { called.append($0.name) }

    try screen.list.tapRow(at: ListIndexPath(row: 2, section: 1))

    #expect(called.isEmpty)
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
  }

  @Test func addsInOneTurnReachTheHostAsOneBatch() throws {
    let screen = Screen()
    let batches = screen.list.batchCount
    screen.contacts.add(Contact(name: "Katherine Johnson", phone: "+1 757 555 0199"))
    screen.contacts.add(Contact(name: "Mary Jackson", phone: "+1 757 555 0123"))
    #expect(screen.list.batchCount == batches, "applied at the end of the turn")
    screen.composite.flushUpdates()

    #expect(screen.list.batchCount == batches + 1)
    #expect(
      screen.list.lastBatch?.insertedRows == [
        ListIndexPath(row: 3, section: 1), ListIndexPath(row: 4, section: 1),
      ])
    #expect(screen.list.renderedText().contains("│ Katherine Johnson  +1 757 555 0199"))
    #expect(screen.list.renderedText().contains("└ 5 contacts"))
  }

  @Test func anUpdateThatBreaksTheCountsReloadsAndNamesTheController() throws {
    let screen = Screen()
    var diagnostics: [UpdateDiagnostic] = []
    screen.composite.onDiagnostic = { diagnostics.append($0) }
    let reloads = screen.list.reloadCount
    let context = screen.contacts.context

    context.performBatch { $0.insertRows(at: [0]) }  // the model did not change
    screen.composite.flushUpdates()

    #expect(screen.list.reloadCount == reloads + 1)
    #expect(diagnostics.map(\.controller) == ["ContactsSection"])
  }

  @Test func aTapRunsUIKitsSequence() throws {
    let recording = RecordingSection("contacts", rows: 3)
    let screen = CompositeController([recording])
    let list = HeadlessListView()
    screen.attach(to: list)
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    recording.clearEvents()

    try list.tapRow(at: ListIndexPath(row: 2, section: 0))

    #expect(
      recording.events.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("cell") } == [
        "shouldHighlightRow(2)", "didHighlightRow(2)", "willSelectRow(2)", "willDeselectRow(0)",
        "didDeselectRow(0)", "didSelectRow(2)", "canPerformPrimaryAction(2)",
        "performPrimaryAction(2)", "didUnhighlightRow(2)",
      ])
  }

  @Test func willSelectRedirectsOrCancelsAndCodeSelectionCallsNoDelegate() throws {
    let recording = RecordingSection("contacts", rows: 3)
    let screen = CompositeController([recording])
    let list = HeadlessListView()
    screen.attach(to: list)
    let context = recording.context

    recording.selection = { $0 == 0 ? 2 : nil }
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(context.selectedRows == [2])
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    #expect(context.selectedRows == [2])

    recording.clearEvents()
    context.selectRow(1)
    context.deselectRow(1)
    #expect(recording.events.isEmpty)
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func noHeightMeansAutomaticDimensionOnUIKit() {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let screen = CompositeController([PhoneNumbersSection(numbers: ["555 0100"])])
      screen.attach(to: adapter)

      #expect(
        adapter.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
          == UITableView.automaticDimension)
    }
  #endif

  @Test func rowsMoveOnlyWithinTheirSection() {
    let screen = Screen()
    let first = ListIndexPath(row: 0, section: 1)
    #expect(
      screen.composite.router.targetIndexPathForMove(
        from: first, toProposed: ListIndexPath(row: 0, section: 0))
        == first)
    #expect(
      screen.composite.router.targetIndexPathForMove(
        from: first, toProposed: ListIndexPath(row: 2, section: 1))
        == ListIndexPath(row: 2, section: 1))
  }

  @Test func addingBeforeTheSectionIsInAListChangesTheModelOnly() {
    let contacts = ContactsSection(title: "Contacts", contacts: [])
    contacts.add(.ada)
    #expect(contacts.contacts == [.ada])
    #expect(contacts.context.section == nil)
  }

  @Test func revealSelectsAndScrollsThroughTheContext() {
    let many = (1...40).map { Contact(name: "Contact \($0)", phone: "555 01\($0)") }
    let screen = Screen(contacts: many, size: CGSize(width: 390, height: 400))
    #expect(!screen.list.indexPathsForVisibleRows.contains(ListIndexPath(row: 30, section: 1)))

    screen.contacts.reveal("Contact 28")

    #expect(screen.list.indexPathsForSelectedRows == [ListIndexPath(row: 30, section: 1)])
    #expect(screen.list.indexPathsForVisibleRows.contains(ListIndexPath(row: 30, section: 1)))
    #expect(screen.contacts.context.selectedRows == [30])
    #expect(screen.contacts.context.visibleRows.contains(30) == true)
  }

  @Test func detachingDropsTheContextAndCancelsLoads() throws {
    let screen = Screen(
      contacts: (1...20).map { Contact(name: "Contact \($0)", phone: "555") },
      size: CGSize(width: 390, height: 300))
    screen.list.prefetchDistance = 200
    screen.list.scroll(by: 1)
    let context = screen.contacts.context
    #expect(!screen.contacts.photoLoads.isEmpty)

    screen.composite.remove(at: 1, animated: false)
    screen.composite.flushUpdates()

    #expect(screen.contacts.context.section == nil)
    #expect(screen.contacts.photoLoads.isEmpty)
    #expect(context.section == nil)
  }

  @Test(arguments: [(CGFloat(390), CGFloat(3 * 52)), (CGFloat(820), CGFloat(3 * 60))])
  func rowHeightsFollowTheContainerWidth(width: CGFloat, rows: CGFloat) {
    let contacts = ContactsSection(title: "Contacts", contacts: [.ada, .grace, .hedy])
    let screen = CompositeController([contacts])
    let list = HeadlessListView(size: CGSize(width: width, height: 800))
    screen.attach(to: list)

    #expect(contacts.context.containerSize == CGSize(width: width, height: 800))
    #expect(list.contentSize.height == 28 + rows + 32)
  }

  @Test func theSystemDeleteActionCommitsTheDeletion() throws {
    let screen = Screen()
    let swipe = try #require(
      try screen.list.swipeActions(forRowAt: ListIndexPath(row: 1, section: 1), edge: .trailing))
    #expect(swipe.actions.map(\.title) == ["Delete"])

    var performed: Bool?
    swipe.actions[0].handler { performed = $0 }
    screen.composite.flushUpdates()

    #expect(performed == true)
    #expect(screen.contacts.contacts == [.ada, .hedy])
    #expect(screen.list.lastBatch?.deletedRows == [ListIndexPath(row: 1, section: 1)])
    #expect(screen.list.rowCounts == [1, 2])
  }

  @Test func theLeadingCallActionCallsAndIsMissingWithoutANumber() throws {
    let screen = Screen()
    var called: [String] = []
    screen.contacts.onCall = { called.append($0.name) }
    let swipe = try #require(
      try screen.list.swipeActions(forRowAt: ListIndexPath(row: 0, section: 1), edge: .leading))
    #expect(swipe.actions.map(\.identifier) == ["call"])

    swipe.actions[0].handler { _ in }

    #expect(called == ["Ada Lovelace"])
    #expect(
      try screen.list.swipeActions(forRowAt: ListIndexPath(row: 2, section: 1), edge: .leading)
        == nil)
  }

  @Test func theContextMenuCallsAndItsPreviewOpens() throws {
    let screen = Screen()
    var called: [String] = []
    var opened: [String] = []
    screen.contacts.onCall = { called.append($0.name) }
    screen.contacts.onOpen = { opened.append($0.name) }

    let menu = try #require(
      try screen.list.contextMenu(forRowAt: ListIndexPath(row: 1, section: 1)))
    #expect(menu.title == "Grace Hopper")
    #expect(menu.actions.map(\.title) == ["Call"])
    menu.actions[0].handler()
    screen.list.commitPreview(of: menu)

    #expect(called == ["Grace Hopper"])
    #expect(opened == ["Grace Hopper"])
    let noNumber = try #require(
      try screen.list.contextMenu(forRowAt: ListIndexPath(row: 2, section: 1)))
    #expect(noNumber.actions[0].attributes == .disabled)
  }

  @Test func prefetchingStartsBelowTheViewportAndCancelsWhenScrolledAway() {
    let many = (1...30).map { Contact(name: "Contact \($0)", phone: "555") }
    let contacts = ContactsSection(title: "Contacts", contacts: many)
    let screen = CompositeController([contacts])
    let list = HeadlessListView(size: CGSize(width: 390, height: 288), prefetchDistance: 104)
    screen.attach(to: list)

    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3, 4])
    #expect(contacts.photoLoads == ["Contact 6", "Contact 7"])

    list.scroll(toOffset: 28 + 52 * 20)
    #expect(!contacts.photoLoads.contains("Contact 6"))
    #expect(contacts.photoLoads.contains("Contact 19"))
  }

  @Test func aControllerThatAdoptsNoCapabilityGetsTheHostsBehaviour() throws {
    let numbers = PhoneNumbersSection(numbers: ["555 0100", "555 0101"])
    let screen = CompositeController([numbers])
    let list = HeadlessListView()
    screen.attach(to: list)
    let row = ListIndexPath(row: 1, section: 0)

    #expect(screen.router.titleForHeader(inSection: 0) == nil)
    #expect(screen.router.titleForFooter(inSection: 0) == nil)
    #expect(screen.router.heightForRow(at: row) == nil)
    #expect(screen.router.shouldHighlightRow(at: row))
    #expect(screen.router.willSelectRow(at: row) == row)
    #expect(!screen.router.canEditRow(at: row))
    #expect(!screen.router.canMoveRow(at: row))
    #expect(screen.router.editingStyle(forRowAt: row) == .none, "a row that cannot be edited")
    #expect(try list.swipeActions(forRowAt: row, edge: .trailing) == nil)
    #expect(try list.contextMenu(forRowAt: row) == nil)
    try list.tapRow(at: row)
    #expect(list.indexPathsForSelectedRows == [row])
    #expect(list.contentSize == CGSize(width: 390, height: 2 * 44))
  }

  @Test func aSectionOfOneRowNeedsOnlyItsCell() {
    let screen = CompositeController([MyCardSection(me: .ada)])
    let list = HeadlessListView()
    screen.attach(to: list)

    #expect(list.rowCounts == [1])
    #expect(list.renderedText().contains("│ Ada Lovelace  +44 20 7946 0018"))
  }

  @Test func aSectionLoadsWithinAScreenOfTheViewportAndStopsWhenItLeaves() {
    let strip = PhotoStripSection(names: ["Ada", "Grace"])
    let contacts = ContactsSection(
      title: "Contacts", contacts: (1...20).map { Contact(name: "Contact \($0)", phone: "555") })
    let screen = CompositeController([contacts, strip])
    screen.workingRange = 1
    let list = HeadlessListView(size: CGSize(width: 390, height: 300))
    screen.attach(to: list)
    #expect(!strip.loadsPhotos, "more than a screen below the viewport")
    list.scroll(toOffset: 600)  // the strip starts at 1100: within 300 of 900
    #expect(strip.loadsPhotos)
    #expect(!screen.visibleSectionControllers.contains { $0 === strip })
    list.scroll(toOffset: 0)
    #expect(!strip.loadsPhotos)
  }
}
