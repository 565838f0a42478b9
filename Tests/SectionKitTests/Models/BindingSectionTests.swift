import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A shopping list, the model of one section; its entries are its rows.
struct ShoppingList: Identifiable, Equatable {
  struct Entry: Identifiable, Equatable {
    let id: String
    var quantity: Int
  }

  let id: String
  var title: String
  var entries: [Entry]
}

/// The section a user writes for a shopping list: its rows, their cells, its header.
@MainActor
final class ShoppingListSection: BindingSection<ShoppingList, ShoppingList.Entry, String> {
  override func items(for model: ShoppingList) -> [ShoppingList.Entry] { model.entries }

  override func cell(for entry: ShoppingList.Entry, at row: Int, in context: SectionContext)
    -> any Reusable
  {
    context.dequeueReusableCell(
      showing: RowContent(entry.id, detail: "×\(entry.quantity)"), for: row)
  }

  override func titleForHeader(in context: SectionContext) -> String? { model?.title }
}

@Suite("Binding sections: a model's rows diffed, with no forwarding") @MainActor
struct BindingSectionTests {
  let milk = ShoppingList.Entry(id: "Milk", quantity: 1)
  let eggs = ShoppingList.Entry(id: "Eggs", quantity: 6)
  let bread = ShoppingList.Entry(id: "Bread", quantity: 1)

  func show(_ lists: [ShoppingList], on screen: CompositeController, animated: Bool = true) {
    screen.setModels(lists, animated: animated) { _ in ShoppingListSection() }
    screen.flushUpdates()
  }

  @Test func aNewerModelAnimatesOnlyTheRowDifferencesInOneBatch() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show([ShoppingList(id: "home", title: "Home", entries: [milk, eggs, bread])], on: screen)
    #expect(
      list.renderedText() == """
        ┌ HOME
        │ Milk · ×1
        │ Eggs · ×6
        │ Bread · ×1
        └

        """)
    let section = try #require(screen.sectionController(forSection: 0) as? ShoppingListSection)
    let eggsCell = list.cellForRow(at: ListIndexPath(row: 1, section: 0))
    let batches = list.batchCount

    var moreEggs = eggs
    moreEggs.quantity = 12
    let butter = ShoppingList.Entry(id: "Butter", quantity: 1)
    show(
      [ShoppingList(id: "home", title: "Home", entries: [moreEggs, milk, butter])], on: screen)

    #expect(screen.sectionController(forSection: 0) === section, "the same controller")
    #expect(section.items == [moreEggs, milk, butter])
    #expect(list.batchCount == batches + 2, "the rows' move and inserts, then the reconfigure")
    let rows = list.recentBatches[list.recentBatches.count - 2]
    #expect(rows.deletedRows == [ListIndexPath(row: 2, section: 0)])
    #expect(rows.insertedRows == [ListIndexPath(row: 2, section: 0)])
    #expect(rows.reloadedSections.isEmpty && rows.insertedSections.isEmpty)
    #expect(list.lastBatch?.reconfiguredRows == [ListIndexPath(row: 0, section: 0)])
    #expect(list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === eggsCell, "reconfigured")
    #expect(
      list.renderedText() == """
        ┌ HOME
        │ Eggs · ×12
        │ Milk · ×1
        │ Butter · ×1
        └

        """)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func anEqualModelSendsNothing() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    let lists = [ShoppingList(id: "home", title: "Home", entries: [milk, eggs])]
    show(lists, on: screen)
    let batches = list.batchCount
    show(lists, on: screen)
    #expect(list.batchCount == batches)
  }

  @Test func aSelectedRowStaysSelectedByItsIdentity() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show([ShoppingList(id: "home", title: "Home", entries: [milk, eggs, bread])], on: screen)
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))

    var moreEggs = eggs
    moreEggs.quantity = 12
    let section = try #require(screen.sectionController(forSection: 0) as? ShoppingListSection)
    section.changeStyle = .reload
    show([ShoppingList(id: "home", title: "Home", entries: [bread, moreEggs, milk])], on: screen)

    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(
      section.identityOfRow(at: 1, in: section.context) == AnyHashable("Eggs"))
  }

  @Test func aSectionGivenOutsideSetModelsShowsTheModelsItIsGiven() throws {
    let section = ShoppingListSection()
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(section.numberOfRows(in: section.context) == 0, "no model yet")

    section.didUpdate(to: ShoppingList(id: "home", title: "Home", entries: [milk]))
    screen.flushUpdates()
    #expect(section.model?.title == "Home")
    #expect(list.lastBatch?.insertedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(list.numberOfRows(inSection: 0) == 1)
  }

  @Test func twoListsEachDiffTheirOwnRows() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show(
      [
        ShoppingList(id: "home", title: "Home", entries: [milk]),
        ShoppingList(id: "office", title: "Office", entries: [eggs]),
      ], on: screen)
    show(
      [
        ShoppingList(id: "office", title: "Office", entries: [eggs, bread]),
        ShoppingList(id: "home", title: "Home", entries: [milk]),
      ], on: screen)
    #expect(
      list.renderedText() == """
        ┌ OFFICE
        │ Eggs · ×6
        │ Bread · ×1
        └

        ┌ HOME
        │ Milk · ×1
        └

        """)
    #expect(list.reloadCount == 1)
  }
}
