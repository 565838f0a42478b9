import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import Testing

// The code of Sources/SectionKit/SectionKit.docc/TestingHeadlessly.md.

struct CartItem: Identifiable, Equatable {
  let id: String
  var name: String
  var quantity: Int
  var price: Int
}

final class CartItemCell: HeadlessCell {
  var item: CartItem?

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }

  override var textDescription: String {
    guard let item else { return "" }
    return "\(item.quantity)× \(item.name)  $\(item.quantity * item.price)"
  }
}

final class CartSection: SectionController, SectionHighlighting, SectionSelectionRules {
  private(set) var items: [CartItem]
  private(set) var events: [String] = []
  var onOpen: ((CartItem) -> Void)?

  init(items: [CartItem]) { self.items = items }

  override func numberOfRows(in context: SectionContext) -> Int { items.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: CartItemCell.self, for: row)
    cell.item = items[row]
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Cart" }

  override func titleForFooter(in context: SectionContext) -> String? {
    "Total $\(items.reduce(0) { $0 + $1.quantity * $1.price })"
  }

  // MARK: Highlight and selection

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    events.append("shouldHighlight \(row)")
    return true
  }

  func didHighlightRow(at row: Int, in context: SectionContext) {
    events.append("didHighlight \(row)")
  }

  func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool { true }

  func willSelectRow(at row: Int, in context: SectionContext) -> Int? {
    events.append("willSelect \(row)")
    return row
  }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    events.append("didSelect \(row)")
    onOpen?(items[row])
  }

  func willDeselectRow(at row: Int, in context: SectionContext) -> Int? {
    events.append("willDeselect \(row)")
    return row
  }

  override func didDeselectRow(at row: Int, in context: SectionContext) {
    events.append("didDeselect \(row)")
  }

  func didUnhighlightRow(at row: Int, in context: SectionContext) {
    events.append("didUnhighlight \(row)")
  }

  // MARK: Changes

  func addOne(at row: Int) {
    context.performBatch { batch in
      items[row].quantity += 1
      batch.reconfigureRows(at: [row])
    }
  }

  func remove(at row: Int) {
    context.performBatch { batch in
      items.remove(at: row)
      batch.deleteRows(at: [row])
    }
  }
}

extension CartSection: SectionEditing, SectionReordering {
  func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }

  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    if style == .delete { remove(at: row) }
  }

  func canMoveRow(at row: Int, in context: SectionContext) -> Bool { true }

  func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    items.insert(items.remove(at: source), at: destination)
  }
}

extension CartSection: SectionSwipeActions, SectionContextMenus {
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    nil  // UIKit's own Delete, for an editable row
  }

  func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    let addOne = SwipeAction(identifier: "add-one", title: "+1") { [weak self] completion in
      self?.addOne(at: row)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [addOne])
  }

  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    let item = items[row]
    let remove = ContextMenu.Action(
      identifier: "remove", title: "Remove", attributes: .destructive
    ) { [weak self] in self?.remove(at: row) }
    return ContextMenu(
      identifier: "cart.\(item.id)", title: item.name, actions: [remove], hasPreview: true)
  }

  func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {
    onOpen?(items[row])
  }
}

@MainActor
func sampleCart() -> CartSection {
  CartSection(items: [
    CartItem(id: "beans", name: "Coffee beans", quantity: 2, price: 12),
    CartItem(id: "grinder", name: "Grinder", quantity: 1, price: 89),
    CartItem(id: "filters", name: "Filter papers", quantity: 1, price: 4),
  ])
}

@Suite("Article: Testing Screens Headlessly") @MainActor
struct TestingHeadlesslyTests {
  @Test func theScreenAsText() {
    let cart = sampleCart()
    let screen = CompositeController([cart])
    let list = HeadlessListView(size: CGSize(width: 390, height: 844))
    screen.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌ CART
        │ 2× Coffee beans  $24
        │ 1× Grinder  $89
        │ 1× Filter papers  $4
        └ Total $117

        """)
  }

  @Test func aTapRunsUIKitsSequence() throws {
    let cart = sampleCart()
    let screen = CompositeController([cart])
    let list = HeadlessListView()
    screen.attach(to: list)
    var opened: [String] = []
    cart.onOpen = { item in opened.append(item.name) }

    try list.tapRow(at: ListIndexPath(row: 1, section: 0))

    #expect(
      cart.events == [
        "shouldHighlight 1", "didHighlight 1", "willSelect 1", "didSelect 1", "didUnhighlight 1",
      ])
    #expect(opened == ["Grinder"])
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(list.renderedText().contains("▶ 1× Grinder  $89"))
  }

  @Test func aSecondTapMovesTheSelection() throws {
    let cart = sampleCart()
    let screen = CompositeController([cart])
    let list = HeadlessListView()
    screen.attach(to: list)

    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    try list.tapRow(at: ListIndexPath(row: 2, section: 0))
    #expect(
      cart.events.suffix(7) == [
        "shouldHighlight 2", "didHighlight 2", "willSelect 2", "willDeselect 0", "didDeselect 0",
        "didSelect 2", "didUnhighlight 2",
      ])

    list.allowsMultipleSelection = true
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    try list.tapRow(at: ListIndexPath(row: 2, section: 0))  // a selected row: deselected
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 0)])
  }

  @Test func selectingFromCodeCallsNoDelegateMethod() throws {
    let cart = sampleCart()
    let screen = CompositeController([cart])
    let list = HeadlessListView()
    screen.attach(to: list)

    try list.selectRow(
      at: ListIndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(cart.events.isEmpty)
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 2, section: 0)])
  }

  @Test func onlyVisibleRowsHaveCells() throws {
    let items = (1...30).map { CartItem(id: "\($0)", name: "Item \($0)", quantity: 1, price: $0) }
    let screen = CompositeController([CartSection(items: items)])
    let list = HeadlessListView(size: CGSize(width: 390, height: 200))
    screen.attach(to: list)

    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3])
    #expect(list.cellForRow(at: ListIndexPath(row: 20, section: 0)) == nil)
    #expect(list.createdCellCount == 4)

    try list.scrollToRow(at: ListIndexPath(row: 20, section: 0), at: .top, animated: false)
    #expect(list.indexPathsForVisibleRows.map(\.row) == [20, 21, 22, 23, 24])
    #expect(list.cellForRow(at: ListIndexPath(row: 0, section: 0)) == nil)
    #expect(list.createdCellCount == 5, "four cells were reused, one was made")

    #expect(
      list.renderedText() == """
        ┆ header and 20 rows above
        │ 1× Item 21  $21
        │ 1× Item 22  $22
        │ 1× Item 23  $23
        │ 1× Item 24  $24
        │ 1× Item 25  $25
        ┆ 5 rows and footer below

        """)

    let cell = try #require(
      list.cellForRow(at: ListIndexPath(row: 20, section: 0)) as? HeadlessCell)
    #expect(cell.reuseCount == 1)
    #expect(cell.textDescription == "1× Item 21  $21")
  }

  @Test func aRowOffScreenCannotBeTapped() throws {
    let items = (1...30).map { CartItem(id: "\($0)", name: "Item \($0)", quantity: 1, price: $0) }
    let screen = CompositeController([CartSection(items: items)])
    let list = HeadlessListView(size: CGSize(width: 390, height: 200))
    screen.attach(to: list)

    let error = #expect(throws: HostError.self) {
      try list.tapRow(at: ListIndexPath(row: 20, section: 0))
    }
    #expect(error?.message == "row [0, 20] is not on screen; scroll to it before tapping it")
    list.scroll(toOffset: 880)
    try list.tapRow(at: ListIndexPath(row: 20, section: 0))
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 20, section: 0)])
  }

  @Test func swipesEditingAndMenus() throws {
    let cart = sampleCart()
    let screen = CompositeController([cart])
    let list = HeadlessListView()
    screen.attach(to: list)
    let grinder = ListIndexPath(row: 1, section: 0)

    let leading = try #require(try list.swipeActions(forRowAt: grinder, edge: .leading))
    #expect(leading.actions.map(\.title) == ["+1"])
    leading.actions[0].handler { _ in }
    list.settle()  // the handler ran outside a user action of the list
    #expect(list.renderedText().contains("│ 2× Grinder  $178"))

    let trailing = try #require(try list.swipeActions(forRowAt: grinder, edge: .trailing))
    #expect(trailing.actions.map(\.title) == ["Delete"])  // UIKit's own, for an editable row
    trailing.actions[0].handler { _ in }
    list.settle()
    #expect(cart.items.map(\.name) == ["Coffee beans", "Filter papers"])

    list.setEditing(true, animated: false)
    try list.moveRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 0))
    #expect(cart.items.map(\.name) == ["Filter papers", "Coffee beans"])
    try list.commitEditing(forRowAt: ListIndexPath(row: 0, section: 0))
    #expect(cart.items.map(\.name) == ["Coffee beans"])

    var opened: [String] = []
    cart.onOpen = { item in opened.append(item.name) }
    let menu = try #require(try list.contextMenu(forRowAt: ListIndexPath(row: 0, section: 0)))
    #expect(menu.actions.map(\.title) == ["Remove"])
    list.commitPreview(of: menu)
    #expect(opened == ["Coffee beans"])

    let cell = try list.cell(at: ListIndexPath(row: 0, section: 0), as: CartItemCell.self)
    #expect(cell.item?.name == "Coffee beans")
    #expect(
      list.renderedText() == """
        ┌ CART
        │ 2× Coffee beans  $24
        └ Total $24

        """)
  }

  @Test func aMenuAsTextAndAnActionChosenByName() throws {
    let cart = sampleCart()
    let screen = CompositeController([cart])
    let list = HeadlessListView()
    screen.attach(to: list)

    let menu = try #require(try list.contextMenu(forRowAt: ListIndexPath(row: 1, section: 0)))
    #expect(
      menu.renderedText() == """
        ≡ Grinder (preview)
          Remove (!)
        """)
    try list.chooseAction("remove", in: menu)
    #expect(cart.items.map(\.name) == ["Coffee beans", "Filter papers"])
  }

  @Test func theViewControllerClearsTheSelectionAsUITableViewControllerDoes() throws {
    let controller = HeadlessListViewController(CompositeController([sampleCart()]))
    controller.viewWillAppear(animated: false)
    controller.viewDidAppear(animated: false)
    let grinder = ListIndexPath(row: 1, section: 0)
    try controller.listView.tapRow(at: grinder)  // the app pushes the product page

    let pop = controller.beginInteractivePop()  // the user swipes back...
    pop.update(progress: 0.5)
    #expect(controller.listView.indexPathsForSelectedRows.isEmpty)
    pop.cancel()  // ...and changes their mind
    #expect(controller.listView.indexPathsForSelectedRows == [grinder])

    controller.beginInteractivePop().finish()
    #expect(controller.listView.indexPathsForSelectedRows.isEmpty)
    #expect(controller.scrollIndicatorFlashCount == 1)
  }

  @Test func aDismissedSheetAndTheEditButton() throws {
    let controller = HeadlessListViewController(CompositeController([sampleCart()]))
    controller.viewWillAppear(animated: false)
    try controller.listView.tapRow(at: ListIndexPath(row: 0, section: 0))

    controller.presentationControllerWillDismiss()  // a sheet swiped away
    #expect(controller.listView.indexPathsForSelectedRows.isEmpty)

    controller.tapEditButton()
    #expect(controller.isEditing)
    #expect(controller.editButtonTitle == "Done")
  }

  @Test func outOfRangeRowsThrowUIKitsMessage() {
    let screen = CompositeController([sampleCart()])
    let list = HeadlessListView()
    screen.attach(to: list)

    let beyondTheLastRow = HostError(
      "row (9) beyond bounds (3) for section (0).", exceptionName: "NSRangeException")
    #expect(throws: beyondTheLastRow) {
      try list.scrollToRow(at: ListIndexPath(row: 9, section: 0), at: .top, animated: false)
    }

    let beyondTheLastSection = HostError(
      "section (1) beyond bounds (1).", exceptionName: "NSRangeException")
    #expect(throws: beyondTheLastSection) {
      try list.selectRow(
        at: ListIndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
    }
  }

  @Test func anInvalidBatchThrowsAndChangesNothing() throws {
    let screen = CompositeController([sampleCart()])
    let list = HeadlessListView()
    screen.attach(to: list)
    let before = list.renderedText()

    var batch = ListBatch()
    batch.insertedRows = [ListIndexPath(row: 0, section: 0)]  // but the cart did not change
    let error = #expect(throws: HostError.self) {
      try list.performBatchUpdates(batch)
    }

    #expect(error?.exceptionName == "NSInternalInconsistencyException")
    #expect(
      error?.message == """
        Invalid update: invalid number of rows in section 0. The number of rows contained in an \
        existing section after the update (3) must be equal to the number of rows contained in \
        that section before the update (3), plus or minus the number of rows inserted or deleted \
        from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into \
        or out of that section (0 moved in, 0 moved out).
        """)
    #expect(list.batchCount == 0)
    #expect(list.renderedText() == before)
  }

  @Test func anUnregisteredIdentifierCannotBeDequeued() {
    let list = HeadlessListView()
    let error = #expect(throws: HostError.self) {
      try list.dequeueReusableCell(withIdentifier: "Basket", for: ListIndexPath(row: 0, section: 0))
    }
    #expect(
      error?.message
        == "unable to dequeue a cell with identifier Basket - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
  }
}
