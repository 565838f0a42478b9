import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

extension [Folder] {
  /// The tree with a node moved as an outline's ``OutlineSection/Move`` says: taken from where
  /// it was, and put among the children of its new parent (the roots for `nil`) at its index.
  func moving(_ move: OutlineSection<Folder, String>.Move) -> [Folder] {
    var tree = self
    guard let node = tree.removeNode(move.id) else { return self }
    tree.insertNode(node, under: move.parent, at: move.index)
    return tree
  }

  private mutating func removeNode(_ id: String) -> Folder? {
    if let index = firstIndex(where: { $0.id == id }) { return remove(at: index) }
    for index in indices {
      if let node = self[index].children.removeNode(id) { return node }
    }
    return nil
  }

  private mutating func insertNode(_ node: Folder, under parent: String?, at index: Int) {
    guard let parent else { return insert(node, at: index) }
    for position in indices {
      if self[position].id == parent {
        self[position].children.insert(node, at: index)
      } else {
        self[position].children.insertNode(node, under: parent, at: index)
      }
    }
  }
}

/// The user reorders an outline's rows: the section shows the move at once, tells the app
/// which parent the node joined and where, and the app's tree with the move changes nothing.
@Suite("Outline section: the user moves rows") @MainActor
struct OutlineSectionMovingTests {
  let tree = [
    Folder("Documents", [Folder("Work", [Folder("Reports")]), Folder("Photos")]),
    Folder("Music"),
  ]

  /// An outline of `tree` whose rows move, in editing mode; its moves are kept in `moves`.
  private func movableOutline(
    _ roots: [Folder], expanded: Set<String> = ["Documents"]
  ) -> (OutlineScreen, Moves) {
    let screen = OutlineScreen(roots, expanded: expanded)
    let moves = Moves()
    screen.outline.onMove = { move in moves.all.append(move) }
    screen.list.setEditing(true, animated: false)
    return (screen, moves)
  }

  @MainActor final class Moves {
    var all: [OutlineSection<Folder, String>.Move] = []
  }

  @Test func aLeafMovedAmongItsSiblingsTellsItsParentAndNewIndex() throws {
    let (screen, moves) = movableOutline(tree)

    let landed = try screen.list.moveRow(from: path(0, 2), toProposed: path(0, 1))

    #expect(landed == path(0, 1))
    #expect(
      moves.all == [
        .init(id: "Photos", parent: "Documents", index: 0, oldParent: "Documents", oldIndex: 1)
      ])
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Photos
        │   Work ▸
        │ Music
        └

        """)
    #expect(screen.list.batchCount == 0, "the list moved the row itself, at the same depth")
    #expect(screen.root.diagnostics.isEmpty)

    try screen.list.moveRow(from: path(0, 1), toProposed: path(0, 1))
    #expect(moves.all.count == 1, "a drop where the row was tells nothing")
  }

  @Test func aLeafMovedUnderAnotherParentTakesItsDepthThere() throws {
    let (screen, moves) = movableOutline(tree)

    // Between Work and Photos, children of Documents: Music becomes one.
    try screen.list.moveRow(from: path(0, 3), toProposed: path(0, 2))

    #expect(
      moves.all == [.init(id: "Music", parent: "Documents", index: 1, oldParent: nil, oldIndex: 1)]
    )
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work ▸
        │   Music
        │   Photos
        └

        """)
    #expect(screen.batches() == ["reconfigure rows [0, 2]"], "indented where it landed")

    // Above the first root: Photos becomes a root.
    try screen.list.moveRow(from: path(0, 3), toProposed: path(0, 0))

    #expect(
      moves.all.last
        == .init(id: "Photos", parent: nil, index: 0, oldParent: "Documents", oldIndex: 2))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Photos
        │ Documents ▾
        │   Work ▸
        │   Music
        └

        """)
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func betweenADeeperRowAndAShallowerOneANodeKeepsItsDepth() throws {
    let (screen, moves) = movableOutline(tree + [Folder("Videos")])

    // Between Photos, the last child of Documents, and the root Music: Videos stays a root.
    try screen.list.moveRow(from: path(0, 4), toProposed: path(0, 3))
    // There again, Work stays a child of Documents, its last now.
    try screen.list.moveRow(from: path(0, 1), toProposed: path(0, 2))

    #expect(
      moves.all == [
        .init(id: "Videos", parent: nil, index: 1, oldParent: nil, oldIndex: 2),
        .init(id: "Work", parent: "Documents", index: 1, oldParent: "Documents", oldIndex: 0),
      ])
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Photos
        │   Work ▸
        │ Videos
        │ Music
        └

        """)
    #expect(screen.list.batchCount == 0)
  }

  @Test func anExpandedNodeShowingChildrenDoesNotMoveAndACollapsedOneTakesItsSubtree() throws {
    let (screen, moves) = movableOutline(tree)

    #expect(throws: HostError.self, "its children show beneath it") {
      try screen.list.moveRow(from: path(0, 0), toProposed: path(0, 3))
    }
    // Work is collapsed: it moves with Reports, hidden beneath it, so that nothing lands in
    // its own subtree.
    try screen.list.moveRow(from: path(0, 1), toProposed: path(0, 3))

    #expect(
      moves.all == [
        .init(id: "Work", parent: nil, index: 2, oldParent: "Documents", oldIndex: 0)
      ])
    try screen.list.tapOutlineDisclosure(at: path(0, 3))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Photos
        │ Music
        │ Work ▾
        │   Reports
        └

        """)
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func withoutOnMoveRowsHaveNoReorderControl() throws {
    let screen = OutlineScreen(tree, expanded: ["Documents"])
    screen.list.setEditing(true, animated: false)

    #expect(throws: HostError.self) {
      try screen.list.moveRow(from: path(0, 2), toProposed: path(0, 1))
    }
  }

  @Test func theAppsTreeWithTheMoveChangesNothing() throws {
    let screen = OutlineScreen(tree, expanded: ["Documents"])
    var folders = tree
    let outline = screen.outline
    outline.onMove = { [unowned outline] move in
      folders = folders.moving(move)
      outline.setRoots(folders)
    }
    screen.list.setEditing(true, animated: false)

    try screen.list.moveRow(from: path(0, 3), toProposed: path(0, 2))
    try screen.list.moveRow(from: path(0, 3), toProposed: path(0, 0))
    screen.root.flushUpdates()

    #expect(folders.map(\.id) == ["Photos", "Documents"])
    #expect(folders[1].children.map(\.id) == ["Work", "Music"])
    #expect(screen.outline.roots.map(\.id) == ["Photos", "Documents"])
    #expect(
      screen.batches() == ["reconfigure rows [0, 2]", "reconfigure rows [0, 0]"],
      "only the moved rows, at their new depths")
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Photos
        │ Documents ▾
        │   Work ▸
        │   Music
        └

        """)

    screen.outline.setRoots(folders)
    screen.root.flushUpdates()
    #expect(screen.batches().isEmpty)
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func aMovedRowKeepsItsSelectionAndTheTreeItsExpansion() throws {
    let roots = [
      Folder("Documents", [Folder("Work", [Folder("Reports", [Folder("Q1")])]), Folder("Photos")]),
      Folder("Music"),
    ]
    let (screen, moves) = movableOutline(roots, expanded: ["Documents", "Reports"])
    try screen.list.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)

    try screen.list.moveRow(from: path(0, 1), toProposed: path(0, 3))
    screen.outline.setRoots(roots.moving(try #require(moves.all.last)))
    screen.root.flushUpdates()

    #expect(screen.list.indexPathsForSelectedRows == [path(0, 3)])
    #expect(screen.outline.isExpanded("Documents"))
    #expect(screen.outline.isExpanded("Reports"), "hidden beneath Work, still expanded")
    try screen.list.tapOutlineDisclosure(at: path(0, 3))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Documents ▾
        │   Photos
        │ Music
        ▶ Work ▾
        │   Reports ▾
        │     Q1
        └

        """)
    #expect(screen.list.indexPathsForSelectedRows == [path(0, 3)])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func aRowDraggedBesideALoadingRowLandsAboveTheNodeThatLoads() async throws {
    let disk = WaitingFolderDisk()
    let screen = LoadingOutlineScreen(waitingDisk: disk)
    var moves: [OutlineSection<Folder, String>.Move] = []
    screen.outline.onMove = { moves.append($0) }
    screen.list.dragInteractionEnabled = true
    try screen.list.tapOutlineDisclosure(at: path(0, 0))
    await disk.reached()

    #expect(throws: HostError.self, "a loading row does not move") {
      try screen.list.dragRow(from: path(0, 1), toProposed: path(0, 2))
    }
    // Between Server and its loading row, Music would join children that are not there yet.
    let landed = try screen.list.dragRow(from: path(0, 2), toProposed: path(0, 1))

    #expect(landed == path(0, 0))
    #expect(moves == [.init(id: "Music", parent: nil, index: 0, oldParent: nil, oldIndex: 1)])
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Music
        │ Server ▾
        │   Loading…
        └

        """)
    disk.answerAll()
    await screen.finishLoading("Server")
    #expect(screen.list.renderedText().contains("│ Server ▾\n│   Server/Shared ▸\n"))
    #expect(screen.root.diagnostics.isEmpty)
  }
}
