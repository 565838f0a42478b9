import SectionKit
import SectionKitHeadless
import Testing

@Suite("VoiceOver focus follows its row") @MainActor
struct VoiceOverFocusTests {
  let inbox = VoiceOverMailSection(["Lunch?", "Invoice"])
  let screen: CompositeController
  let list = HeadlessListView()

  init() {
    screen = CompositeController([inbox])
    screen.attach(to: list)
  }

  @Test func theFocusedRowIsMarkedAndStaysFocusedWhenRowsAreInsertedAboveIt() {
    inbox.focus(1)
    screen.flushUpdates()
    #expect(
      list.accessibilityText() == """
        Lunch?, Button. Actions: Archive, Flag
        ▶ Invoice, Button. Actions: Archive, Flag

        """)

    inbox.insert("Hello", at: 0)
    screen.flushUpdates()

    #expect(list.accessibilityFocus == ListIndexPath(row: 2, section: 0))
    #expect(
      list.accessibilityText() == """
        Hello, Button. Actions: Archive, Flag
        Lunch?, Button. Actions: Archive, Flag
        ▶ Invoice, Button. Actions: Archive, Flag

        """)
  }

  @Test func theFocusIsLostWithItsRow() throws {
    inbox.focus(1)
    screen.flushUpdates()

    try list.performAccessibilityAction(.custom("Archive"), at: ListIndexPath(row: 1, section: 0))

    #expect(list.accessibilityFocus == nil)
    #expect(list.accessibilityText() == "Lunch?, Button. Actions: Archive, Flag\n")
  }

  @Test func reloadingTheListClearsTheFocus() {
    inbox.focus(0)
    screen.flushUpdates()
    #expect(list.accessibilityFocus == ListIndexPath(row: 0, section: 0))

    list.reloadData()

    #expect(list.accessibilityFocus == nil)
    #expect(!list.accessibilityText().contains("▶"))
  }
}
