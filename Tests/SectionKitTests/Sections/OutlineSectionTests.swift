import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A folder of a tree: its name is its identity.
struct Folder: Identifiable, Sendable {
  var id: String
  var children: [Folder]

  init(_ id: String, _ children: [Folder] = []) {
    self.id = id
    self.children = children
  }
}

/// An outline of folders on a headless list, after a section of one row when `afterAnotherSection`.
@MainActor
final class OutlineScreen {
  let outline: OutlineSection<Folder, String>
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 2000))

  init(_ roots: [Folder], expanded: Set<String> = [], afterAnotherSection: Bool = false) {
    outline = OutlineSection(roots: roots, children: \.children, expanded: expanded) { folder in
      RowContent(folder.id)
    }
    let first = ContentSection(title: "Top", [RowContent("Recents")])
    root = CompositeController(afterAnotherSection ? [first, outline] : [outline])
    root.attach(to: list)
  }

  /// How many batches the list had received at the last call of ``batches()``.
  private var seen = 0

  /// The batches the list received since the last call, as UIKit's terms read them.
  func batches() -> [String] {
    defer { seen = list.recentBatches.count }
    return list.recentBatches.dropFirst(seen).map(\.description)
  }
}

@Suite("Outline section") @MainActor
struct OutlineSectionTests {
  let tree = [
    Folder("Documents", [Folder("Work", [Folder("Reports")]), Folder("Photos")]),
    Folder("Music"),
  ]

  @Test func tappingTheDisclosureExpandsAndCollapsesWithInsertsAndDeletes() throws {
    let screen = OutlineScreen(tree)
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▸
        │ Music
        └

        """)

    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work ▸
        │   Photos
        │ Music
        └

        """)
    #expect(screen.batches() == ["insert rows [0, 1] [0, 2]; reconfigure rows [0, 0]"])

    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▸
        │ Music
        └

        """)
    #expect(screen.batches() == ["delete rows [0, 1] [0, 2]; reconfigure rows [0, 0]"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func collapsingHidesExpandedDescendantsAndExpandingShowsThemAgain() throws {
    let screen = OutlineScreen(tree, expanded: ["Documents", "Work"])
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work ▾
        │     Reports
        │   Photos
        │ Music
        └

        """)

    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▸
        │ Music
        └

        """)
    #expect(screen.batches() == ["delete rows [0, 1] [0, 2] [0, 3]; reconfigure rows [0, 0]"])
    #expect(screen.outline.isExpanded("Work"), "a hidden descendant stays expanded")

    screen.outline.setExpanded(true, for: "Documents")
    screen.root.flushUpdates()
    #expect(screen.list.renderedText().contains("│   Work ▾\n│     Reports\n"))
    #expect(screen.batches() == ["insert rows [0, 1] [0, 2] [0, 3]; reconfigure rows [0, 0]"])
  }

  @Test func aNewTreeKeepsExpansionByIdentityAndForgetsRemovedNodes() {
    let screen = OutlineScreen(tree, expanded: ["Documents", "Work"])

    // Music gains a child and Photos moves first: Documents and Work stay expanded.
    screen.outline.setRoots([
      Folder("Documents", [Folder("Photos"), Folder("Work", [Folder("Reports")])]),
      Folder("Music", [Folder("Jazz")]),
    ])
    screen.root.flushUpdates()
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Photos
        │   Work ▾
        │     Reports
        │ Music ▸
        └

        """)
    #expect(screen.batches().allSatisfy { !$0.contains("reload") })

    // Work leaves the tree: its expansion is forgotten, so it comes back collapsed.
    screen.outline.setRoots([Folder("Documents", [Folder("Photos")]), Folder("Music")])
    screen.root.flushUpdates()
    #expect(
      screen.batches() == ["delete rows [0, 2] [0, 3]", "reconfigure rows [0, 2]"],
      "Music, which lost its child, is reconfigured where it stands after the deletes")
    #expect(screen.outline.expandedIDs == ["Documents"])
    screen.outline.setRoots(tree)
    screen.root.flushUpdates()
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work ▸
        │   Photos
        │ Music
        └

        """)
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func theDisclosureOfAnOutlineAfterAnotherSectionReachesItsOwnRows() throws {
    let screen = OutlineScreen(tree, afterAnotherSection: true)
    var selected: [String] = []
    screen.outline.onSelect = { _, row, folder in selected.append("\(row) \(folder.id)") }

    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 1))
    #expect(screen.batches() == ["insert rows [1, 1] [1, 2]; reconfigure rows [1, 0]"])
    try screen.list.tapRow(at: ListIndexPath(row: 2, section: 1))
    #expect(selected == ["2 Photos"])
    #expect(
      screen.list.renderedText() == """
        ┌ TOP
        │ Recents
        └

        ┌
        │ Documents ▾
        │   Work ▸
        ▶   Photos
        │ Music
        └

        """)
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func expandingANodeThatIsNotInTheTreeStopsNamingTheIdentity() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let screen = OutlineScreen([Folder("Documents")])
          screen.outline.setExpanded(true, for: "Downloads")
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "OutlineSection.setExpanded(_:for:): OutlineSection<Folder, String> (section 0) has no "
            + "node with the identity Downloads (1 rows shown)"))
    }
  #endif

  @Test func voiceOverExpandsAndCollapsesWithTheRowsActions() throws {
    let screen = OutlineScreen(tree)
    let documents = ListIndexPath(row: 0, section: 0)
    #expect(
      screen.list.accessibilityText().contains("Documents, Collapsed, Button. Actions: Expand"))

    #expect(try screen.list.performAccessibilityAction(.custom("Expand"), at: documents))
    #expect(screen.list.renderedText().contains("│ Documents ▾\n│   Work ▸\n│   Photos\n"))
    #expect(
      screen.list.accessibilityText().contains("Documents, Expanded, Button. Actions: Collapse"))

    #expect(try screen.list.performAccessibilityAction(.custom("Collapse"), at: documents))
    #expect(!screen.list.renderedText().contains("Work"))
  }
}
