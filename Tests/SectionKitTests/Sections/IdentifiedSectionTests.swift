import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

struct Post: Identifiable, Equatable {
  var id: Int
  var title: String
}

@MainActor
func postsScreen(_ posts: [Post]) -> (IdentifiedSection<Post, Int>, Screen) {
  let section = IdentifiedSection(items: posts, header: "Posts") { context, row, post in
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = post.title
    return cell
  }
  return (section, Screen([section], height: 2000))
}

@MainActor
func texts(_ list: HeadlessListView) -> [String] {
  list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
}

@Suite("Identified section") @MainActor
struct IdentifiedSectionTests {
  @Test func newValuesAnimateWithIdentityForMovesAndEqualityForChanges() {
    let (posts, screen) = postsScreen([Post(id: 1, title: "one"), Post(id: 2, title: "two")])
    let cellOfTwo = screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0))
    posts.setItems([Post(id: 2, title: "TWO"), Post(id: 3, title: "three")])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["TWO", "three"])
    #expect(
      screen.list.batchCount == 2,
      "the reconfigure of a row that moves goes in a batch of its own, after the structure")
    #expect(
      screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === cellOfTwo,
      "a changed value is reconfigured in its cell")
  }

  @Test func changedValuesThatMoveAreReconfiguredWithTheirOwnContent() {
    // The feed example's step: rows change and move in one update. UIKit configures a
    // reconfigured row at its index path from before the update; the screen must still show
    // each row's own value in the cell it had.
    let (posts, screen) = postsScreen([
      Post(id: 1, title: "one"), Post(id: 2, title: "two"), Post(id: 3, title: "three"),
    ])
    let cells = (0..<3).map { screen.list.cellForRow(at: ListIndexPath(row: $0, section: 0)) }
    posts.setItems([
      Post(id: 3, title: "THREE"), Post(id: 1, title: "ONE"), Post(id: 2, title: "two"),
    ])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["THREE", "ONE", "two"])
    #expect(screen.root.diagnostics.isEmpty)
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === cells[2])
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) === cells[0])
  }

  @Test func changedValuesBelowAnInsertAreReconfiguredWithTheirOwnContent() {
    let (posts, screen) = postsScreen([Post(id: 1, title: "one"), Post(id: 2, title: "two")])
    posts.setItems([
      Post(id: 0, title: "zero"), Post(id: 1, title: "ONE"), Post(id: 2, title: "TWO"),
    ])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["zero", "ONE", "TWO"])
  }

  @Test(arguments: [IdentifiedSection<Post, Int>.ChangeStyle.reconfigure, .reload])
  func aChangedRowThatALaterRequestDeletesIsOnlyDeleted(
    style: IdentifiedSection<Post, Int>.ChangeStyle
  ) {
    // Two updates in one turn: the first changes "one", the second removes it. UIKit refuses a
    // batch that deletes and reloads (or reconfigures) the same row.
    let (posts, screen) = postsScreen([Post(id: 1, title: "one"), Post(id: 2, title: "two")])
    posts.changeStyle = style
    var reported: [UpdateDiagnostic] = []
    screen.root.onDiagnostic = { reported.append($0) }
    posts.setItems([Post(id: 1, title: "ONE"), Post(id: 2, title: "two")])
    posts.setItems([Post(id: 2, title: "two")])
    screen.root.flushUpdates()
    #expect(reported.isEmpty, "\(reported)")
    #expect(screen.list.reloadCount == 1, "no fallback reload")
    #expect(texts(screen.list) == ["two"])
    #expect(screen.list.lastBatch?.description == "delete rows [0, 0]")
  }

  @Test func changedValuesCanBeReloadedInstead() {
    let (posts, screen) = postsScreen([Post(id: 1, title: "one"), Post(id: 2, title: "two")])
    posts.changeStyle = .reload
    let cellOfOne = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0))
    posts.setItems([Post(id: 2, title: "TWO"), Post(id: 1, title: "ONE")])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["TWO", "ONE"])
    #expect(screen.root.diagnostics.isEmpty)
    #expect((cellOfOne as? LabelCell)?.prepareCount == 1, "reloaded rows get a new cell")
  }

  @Test func aDuplicateIsLeftOutAndReported() {
    let (posts, screen) = postsScreen([Post(id: 1, title: "a")])
    posts.setItems([Post(id: 1, title: "a"), Post(id: 1, title: "b")])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["a"])
    #expect(screen.root.diagnostics.map(\.violation.rule) == [.duplicateIdentifier])
  }

  @Test func selectionCallsBackWithTheValue() throws {
    let (posts, screen) = postsScreen([Post(id: 3, title: "three"), Post(id: 7, title: "seven")])
    var selected: (row: Int, post: Post)?
    // The same order as the cell closure: context, row, item.
    posts.onSelect = { context, row, post in
      selected = (row, post)
      context.deselectRow(row)
    }
    try screen.list.tapRow(at: ListIndexPath(row: 1, section: 0))
    #expect(selected?.post.id == 7 && selected?.row == 1)
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
  }

  // MARK: Reordering

  @Test func theUserReordersRowsAndTheItemsFollow() throws {
    let (posts, screen) = postsScreen([
      Post(id: 1, title: "one"), Post(id: 2, title: "two"), Post(id: 3, title: "three"),
    ])
    posts.allowsReordering = true
    var moves: [String] = []
    // The other closures' order: context, then rows, then the item.
    posts.onMove = { context, from, to, post in
      moves.append("\(context.section ?? -1): \(post.title) \(from) → \(to)")
    }
    let list = screen.list
    list.setEditing(true, animated: false)
    let dragged = list.cellForRow(at: path(0, 0))

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(0, 2))

    #expect(landed == path(0, 2))
    #expect(posts.items.map(\.id) == [2, 3, 1])
    #expect(moves == ["0: one 0 → 2"])
    #expect(texts(list) == ["two", "three", "one"])
    #expect(list.cellForRow(at: path(0, 2)) === dragged)
    #expect(list.batchCount == 0 && list.reloadCount == 1, "the list moved the row itself")

    // The next values are diffed from the moved order: only the new row is inserted.
    posts.setItems(posts.items + [Post(id: 4, title: "four")])
    list.settle()
    #expect(list.lastBatch?.description == "insert rows [0, 3]")
    #expect(
      list.renderedText() == """
        ┌ POSTS
        │ two
        │ three
        │ one
        │ four
        └

        """)
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func onlyRowsTheSectionLetsMoveHaveAReorderControl() throws {
    let (posts, screen) = postsScreen([Post(id: 1, title: "pinned"), Post(id: 2, title: "two")])
    let list = screen.list
    list.setEditing(true, animated: false)
    #expect(throws: HostError.self) { try list.moveRow(from: path(0, 1), toProposed: path(0, 0)) }

    posts.allowsReordering = true
    posts.canMove = { $0.title != "pinned" }
    #expect(throws: HostError.self) { try list.moveRow(from: path(0, 0), toProposed: path(0, 1)) }
    try list.moveRow(from: path(0, 1), toProposed: path(0, 0))
    #expect(posts.items.map(\.title) == ["two", "pinned"])
    #expect(texts(list) == ["two", "pinned"])
  }

  @Test func aRowDraggedTowardsAnotherSectionStaysInItsOwn() throws {
    func section(_ header: String, _ posts: [Post]) -> IdentifiedSection<Post, Int> {
      let section = IdentifiedSection(items: posts, header: header) { context, row, post in
        let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
        cell.text = post.title
        return cell
      }
      section.allowsReordering = true
      return section
    }
    let drafts = section("Drafts", [Post(id: 1, title: "one"), Post(id: 2, title: "two")])
    let published = section("Published", [Post(id: 3, title: "three")])
    let screen = Screen([drafts, published], height: 2000)
    let list = screen.list
    list.setEditing(true, animated: false)

    let landed = try list.moveRow(from: path(0, 0), toProposed: path(1, 0))

    #expect(landed == path(0, 1))
    #expect(drafts.items.map(\.title) == ["two", "one"])
    #expect(published.items.map(\.title) == ["three"])
    #expect(
      list.renderedText() == """
        ┌ DRAFTS
        │ two
        │ one
        └

        ┌ PUBLISHED
        │ three
        └

        """)
    #expect(screen.root.diagnostics.isEmpty)
  }
}
