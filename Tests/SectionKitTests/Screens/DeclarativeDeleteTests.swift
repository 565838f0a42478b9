import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Deleting rows of a declarative screen, written as SwiftUI's `ForEach.onDelete(perform:)` is:
/// the list shows the deletion at once, the app hears the offsets and follows, and its next
/// evaluation changes nothing.
@Suite("Declarative screens: delete, as SwiftUI's onDelete") @MainActor
struct DeclarativeDeleteTests {
  /// An app's shopping list: items that the user deletes, and a fixed section that cannot be.
  @MainActor final class Groceries {
    var items = ["Milk", "Eggs", "Bread"]
    var heard: [IndexSet] = []
    let screen = CompositeController()

    func show() {
      screen.show {
        ListSection("items", header: "Items") {
          for item in items { Row(item, RowContent(item)) }
        }
        .onDelete { [unowned self] offsets in delete(at: offsets) }
        ListSection("notes", header: "Notes") {
          Row("note", RowContent("Bring bags"))
        }
      }
    }

    /// What a SwiftUI view passes to `onDelete(perform:)`.
    ///
    /// There, `remove(atOffsets:)`, which SwiftUI adds to arrays. A view is a value; this
    /// screen is an object that holds its composite, so the closure takes it `unowned`, or the
    /// two would keep each other alive.
    func delete(at offsets: IndexSet) {
      heard.append(offsets)
      for offset in offsets.reversed() { items.remove(at: offset) }
    }
  }

  let groceries = Groceries()
  let list = HeadlessListView()

  init() {
    groceries.show()
    groceries.screen.attach(to: list)
  }

  @Test func aSwipeDeletesTheRowAndTellsTheAppItsOffset() throws {
    let swipe = try #require(try list.swipeActions(forRowAt: path(0, 1), edge: .trailing))
    #expect(swipe.actions.map(\.title) == ["Delete"])

    swipe.actions[0].handler { _ in }
    list.settle()

    #expect(groceries.heard == [IndexSet(integer: 1)])
    #expect(groceries.items == ["Milk", "Bread"])
    #expect(list.renderedText().hasPrefix("┌ ITEMS\n│ Milk\n│ Bread\n└"))
    #expect(list.lastBatch?.deletedRows == [path(0, 1)])
    #expect(groceries.screen.diagnostics.isEmpty)
  }

  @Test func theEditingControlDeletesAsTheSwipeDoes() throws {
    list.setEditing(true, animated: false)

    try list.commitEditing(forRowAt: path(0, 0))
    list.settle()

    #expect(groceries.heard == [IndexSet(integer: 0)])
    #expect(list.renderedText().hasPrefix("┌ ITEMS\n│ Eggs\n│ Bread\n└"))
  }

  @Test func theNextEvaluationWithTheAppsModelChangesNothing() throws {
    try list.commitEditing(forRowAt: path(0, 2))
    list.settle()
    let batches = list.batchCount

    groceries.show()
    groceries.screen.flushUpdates()

    #expect(list.batchCount == batches, "the row is already gone")
    #expect(list.renderedText().hasPrefix("┌ ITEMS\n│ Milk\n│ Eggs\n└"))
    #expect(groceries.screen.diagnostics.isEmpty)
  }

  @Test func aSectionWithoutOnDeleteHasNoDeleteSwipeNorEditingControl() throws {
    #expect(try list.swipeActions(forRowAt: path(1, 0), edge: .trailing) == nil)
    #expect(throws: HostError.self) { try list.commitEditing(forRowAt: path(1, 0)) }
  }
}
