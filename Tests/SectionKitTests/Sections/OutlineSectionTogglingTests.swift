import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Outline section: the user's expand and collapse") @MainActor
struct OutlineSectionTogglingTests {
  let tree = [
    Folder("Documents", [Folder("Work", [Folder("Reports")]), Folder("Photos")]),
    Folder("Music"),
  ]

  @Test func theSectionAsksBeforeTheUserExpandsOrCollapsesAndARefusalKeepsTheRows() throws {
    let screen = OutlineScreen(tree)
    var heard: [String] = []
    screen.outline.shouldExpand = { folder in
      heard.append("should expand \(folder.id)")
      return folder.id != "Work"
    }
    screen.outline.willExpand = { heard.append("will expand \($0.id)") }
    screen.outline.shouldCollapse = { folder in
      heard.append("should collapse \(folder.id)")
      return true
    }
    screen.outline.willCollapse = { heard.append("will collapse \($0.id)") }

    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 1, section: 0))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work ▸
        │   Photos
        │ Music
        └

        """)
    #expect(heard == ["should expand Documents", "will expand Documents", "should expand Work"])
    #expect(screen.batches() == ["insert rows [0, 1] [0, 2]; reconfigure rows [0, 0]"])

    heard = []
    #expect(
      try screen.list.performAccessibilityAction(
        .custom("Collapse"), at: ListIndexPath(row: 0, section: 0)))
    #expect(heard == ["should collapse Documents", "will collapse Documents"])
    #expect(!screen.list.renderedText().contains("Work"))
  }

  @Test func expandingFromCodeAsksNoOne() {
    let screen = OutlineScreen(tree)
    var heard: [String] = []
    screen.outline.shouldExpand = { folder in
      heard.append("should expand \(folder.id)")
      return false
    }
    screen.outline.willExpand = { heard.append("will expand \($0.id)") }

    screen.outline.setExpanded(true, for: "Documents")
    screen.root.flushUpdates()
    #expect(heard.isEmpty)
    #expect(screen.list.renderedText().contains("│ Documents ▾\n│   Work ▸\n"))
  }

  @Test func withTogglesOnTapATapOnAParentRowTogglesItAndALeafRowIsSelected() throws {
    let screen = OutlineScreen(tree)
    var opened: [String] = []
    var heard: [String] = []
    screen.outline.togglesOnTap = true
    screen.outline.onSelect = { _, _, folder in opened.append(folder.id) }
    screen.outline.willExpand = { heard.append("will expand \($0.id)") }
    screen.outline.shouldCollapse = { folder in
      heard.append("should collapse \(folder.id)")
      return false
    }

    try screen.list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work ▸
        │   Photos
        │ Music
        └

        """)
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)

    try screen.list.tapRow(at: ListIndexPath(row: 2, section: 0))
    try screen.list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(opened == ["Photos"])
    #expect(heard == ["will expand Documents", "should collapse Documents"])
    #expect(screen.list.renderedText().contains("│ Documents ▾\n│   Work ▸\n│   Photos\n"))
    #expect(
      screen.list.accessibilityText().contains("Documents, Expanded, Button. Actions: Collapse"))
  }

  @Test func withoutTogglesOnTapATapOnAParentRowSelectsIt() throws {
    let screen = OutlineScreen(tree)
    var opened: [String] = []
    screen.outline.onSelect = { _, _, folder in opened.append(folder.id) }

    try screen.list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(opened == ["Documents"])
    #expect(
      screen.list.renderedText() == """
        ┌
        ▶ Documents ▸
        │ Music
        └

        """)
  }
}
