import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// `setModels` after the user changed a section's rows: the section is told the model again,
/// even an equal one, since what it shows is no longer the model it was last given.
@Suite("Models: setModels after the user's own edits") @MainActor
struct ModelsFollowTheUserTests {
  struct Basket: Identifiable, Equatable {
    let id: String
    var fruit: [String]
  }

  /// A section that keeps its own copy of the model's rows, as IGListKit's samples do, and
  /// deletes a row the user swipes away.
  final class BasketSection: ModelSectionController<Basket>, SectionEditing, SectionReordering {
    var fruit: [String] = []
    var updates = 0

    override func didUpdate(to model: Basket) {
      updates += 1
      fruit = model.fruit
      context.reload()
    }

    override func didAttach(to context: SectionContext) {
      super.didAttach(to: context)
      if let model { fruit = model.fruit }
    }

    override func numberOfRows(in context: SectionContext) -> Int { fruit.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent(fruit[row]), for: row)
    }

    func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }

    func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
      context.performBatch { batch in
        fruit.remove(at: row)
        batch.deleteRows(at: [row])
      }
    }

    func canMoveRow(at row: Int, in context: SectionContext) -> Bool { true }

    func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
      fruit.insert(fruit.remove(at: source), at: destination)
    }
  }

  let basket = Basket(id: "basket", fruit: ["Apple", "Banana", "Cherry"])

  func shown(_ list: HeadlessListView) -> [String] {
    (0..<list.numberOfRows(inSection: 0)).compactMap {
      list.text(ofRowAt: ListIndexPath(row: $0, section: 0))
    }
  }

  func screen() -> (CompositeController, HeadlessListView) {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.setModels([basket]) { _ in BasketSection() }
    screen.flushUpdates()
    return (screen, list)
  }

  @Test func anUndoAfterASwipeDeleteShowsTheRowAgain() throws {
    let (screen, list) = screen()
    #expect(shown(list) == ["Apple", "Banana", "Cherry"])
    try list.commitEditing(forRowAt: ListIndexPath(row: 1, section: 0))
    screen.flushUpdates()
    #expect(shown(list) == ["Apple", "Cherry"])

    // The app's undo gives the model it gave before: equal to the last one, not to what shows.
    screen.setModels([basket]) { _ in BasketSection() }
    screen.flushUpdates()
    #expect(shown(list) == ["Apple", "Banana", "Cherry"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func anUndoAfterAReorderShowsTheModelsOrderAgain() throws {
    let (screen, list) = screen()
    list.setEditing(true, animated: false)
    try list.moveRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 2, section: 0))
    #expect(shown(list) == ["Banana", "Cherry", "Apple"])

    screen.setModels([basket]) { _ in BasketSection() }
    screen.flushUpdates()
    #expect(shown(list) == ["Apple", "Banana", "Cherry"])
  }

  @Test func anEqualModelIsStillNotPassedWhenTheUserChangedNothing() throws {
    let (screen, list) = screen()
    let section = try #require(screen.sectionController(forSection: 0) as? BasketSection)
    screen.setModels([basket]) { _ in BasketSection() }
    screen.setModels([basket]) { _ in BasketSection() }
    screen.flushUpdates()
    #expect(section.updates == 0)
    try list.commitEditing(forRowAt: ListIndexPath(row: 0, section: 0))
    screen.flushUpdates()
    screen.setModels([basket]) { _ in BasketSection() }
    screen.setModels([basket]) { _ in BasketSection() }
    #expect(section.updates == 1, "told once after the user's edit, then equal again")
  }
}
