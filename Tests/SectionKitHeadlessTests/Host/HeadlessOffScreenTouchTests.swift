import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A finger touches only what is shown: a swipe, a long press, an editing control or an
/// accessory button on a row off screen throws, as a tap does, until the test scrolls to it.
@Suite("Headless list view: touches need the row on screen") @MainActor
struct HeadlessOffScreenTouchTests {
  struct Note: Identifiable, Equatable {
    let id: Int
  }

  @Test func everyTouchOfARowOffScreenThrowsAndWorksOnceScrolledTo() throws {
    let notes = IdentifiedSection(items: (0..<40).map(Note.init)) { context, row, note in
      context.dequeueReusableCell(
        showing: RowContent("Note \(note.id)", accessory: .detailButton {}), for: row)
    }
    notes.allowsDeletion = true
    let screen = CompositeController([notes])
    let list = HeadlessListView(size: CGSize(width: 320, height: 220))
    screen.attach(to: list)
    let far = ListIndexPath(row: 30, section: 0)

    let swipe = #expect(throws: HostError.self) {
      try list.swipeActions(forRowAt: far, edge: .trailing)
    }
    #expect(swipe?.message == "row [0, 30] is not on screen; scroll to it before swiping it")
    #expect(throws: HostError.self) { try list.contextMenu(forRowAt: far) }
    #expect(throws: HostError.self) { try list.commitEditing(forRowAt: far) }
    #expect(throws: HostError.self) { try list.tapAccessoryButton(forRowAt: far) }
    #expect(notes.items.count == 40, "nothing was deleted")

    try list.scrollToRow(at: far, at: .middle, animated: false)
    #expect(try list.swipeActions(forRowAt: far, edge: .trailing) != nil)
    try list.commitEditing(forRowAt: far)
    #expect(notes.items.count == 39)
  }
}
