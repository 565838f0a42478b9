import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Drag and Drop (Sources/SectionKit/SectionKit.docc/DragAndDrop.md).

struct Todo: Identifiable, Equatable {
  var id: Int
  var title: String
}

/// A task moved to the archive, with when it was archived.
struct ArchivedTodo: Identifiable, Equatable {
  var id: Int
  var title: String
  var when: String

  init(todo: Todo, when: String) {
    id = todo.id
    title = todo.title
    self.when = when
  }
}

/// Folders a task is dropped into: each row is a folder, which counts what it holds.
final class FoldersSection: SectionController {
  var folders: [(name: String, todos: [Todo])]

  init(_ names: [String]) {
    folders = names.map { (name: $0, todos: []) }
  }

  override func numberOfRows(in context: SectionContext) -> Int { folders.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let folder = folders[row]
    return context.dequeueReusableCell(
      showing: RowContent(folder.name, secondaryText: "\(folder.todos.count)"), for: row)
  }
}

extension FoldersSection: SectionDragAndDrop {
  func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] { [] }

  func dropProposal(
    for session: ListDropSession, atRow row: Int, in context: SectionContext
  ) -> ListDropProposal {
    guard session.items.allSatisfy({ $0.localObject is Todo }) else { return .forbidden }
    return ListDropProposal(session.allowsMove ? .move : .copy, intent: .intoRow)
  }

  func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  ) {
    folders[row].todos += session.items.compactMap { $0.localObject as? Todo }
  }
}

@Suite("Article: Drag and Drop") @MainActor
struct DragAndDropTests {
  @Test func aTaskMovesBetweenSectionsAndIntoAFolder() throws {
    let buyMilk = Todo(id: 1, title: "Buy milk")
    let callAda = Todo(id: 2, title: "Call Ada")
    let fixBike = Todo(id: 3, title: "Fix bike")

    let todo = IdentifiedSection(items: [buyMilk, callAda], header: "To do") { context, row, item in
      context.dequeueReusableCell(showing: RowContent(item.title), for: row)
    }
    let done = IdentifiedSection(items: [fixBike], header: "Done") { context, row, item in
      context.dequeueReusableCell(showing: RowContent(item.title), for: row)
    }
    for section in [todo, done] {
      section.allowsDragAndDrop = true
      section.dragText = { $0.title }
    }

    let folders = FoldersSection(["Errands", "Calls"])
    let screen = CompositeController([todo, done, folders])
    let list = HeadlessListView()
    screen.attach(to: list)

    list.dragInteractionEnabled = true
    try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 1))

    #expect(todo.items.map(\.title) == ["Call Ada"])
    #expect(done.items.map(\.title) == ["Fix bike", "Buy milk"])
    // The move, then the row that landed reloaded: its new section gives it its cell.
    #expect(
      list.recentBatches.map(\.description) == ["move rows [0, 0]→[1, 1]", "reload rows [1, 1]"])

    let proposal = try list.dropProposal(
      forDragFrom: ListIndexPath(row: 0, section: 0), over: ListIndexPath(row: 1, section: 2))
    #expect(proposal == ListDropProposal(.move, intent: .intoRow))

    try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 2))

    #expect(
      list.renderedText() == """
        ┌ TO DO
        └

        ┌ DONE
        │ Fix bike
        │ Buy milk
        └

        ┌
        │ Errands · 0
        │ Calls · 1
        └

        """)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aTaskMovesIntoASectionOfAnotherType() throws {
    let buyMilk = Todo(id: 1, title: "Buy milk")
    let callAda = Todo(id: 2, title: "Call Ada")
    let archived: [ArchivedTodo] = []
    let todo = IdentifiedSection(items: [buyMilk, callAda], header: "To do") { context, row, item in
      context.dequeueReusableCell(showing: RowContent(item.title), for: row)
    }
    todo.allowsDragAndDrop = true
    var left: [Todo] = []
    todo.onDragOut = { _, _, todos in left += todos }

    let archive = IdentifiedSection(items: archived, header: "Archive") { context, row, item in
      let content = RowContent(item.title, secondaryText: item.when)
      return context.dequeueReusableCell(showing: content, for: row)
    }
    archive.allowsDragAndDrop = true
    archive.acceptsDrops(of: Todo.self) { ArchivedTodo(todo: $0, when: "Today") }
    var arrived: [ArchivedTodo] = []
    archive.onDrop = { _, _, archived in arrived += archived }

    let screen = CompositeController([todo, archive])
    let list = HeadlessListView()
    screen.attach(to: list)
    list.dragInteractionEnabled = true
    try list.drag(from: ListIndexPath(row: 1, section: 0), to: ListIndexPath(row: 0, section: 1))

    #expect(left == [callAda])
    #expect(arrived == [ArchivedTodo(todo: callAda, when: "Today")])
    #expect(archive.items == arrived)
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Buy milk
        └

        ┌ ARCHIVE
        │ Call Ada · Today
        └

        """)
    #expect(screen.diagnostics.isEmpty)
  }
}

/// The tasks of a board in two columns, for the article's declarative sections.
@MainActor final class TaskBoard {
  enum Column { case todo, done }

  var todo = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ada")]
  var done = [Todo(id: 3, title: "Fix bike")]

  /// Moves a task within a column.
  func reorder(_ column: Column, from source: Int, to destination: Int) {
    switch column {
    case .todo: todo.insert(todo.remove(at: source), at: destination)
    case .done: done.insert(done.remove(at: source), at: destination)
    }
  }

  /// Moves the tasks of `ids`, wherever they are, to `row` of a column.
  func move(_ ids: [AnyHashable], to column: Column, at row: Int) {
    let moved = ids.compactMap { id in (todo + done).first { AnyHashable($0.id) == id } }
    todo.removeAll { ids.contains(AnyHashable($0.id)) }
    done.removeAll { ids.contains(AnyHashable($0.id)) }
    switch column {
    case .todo: todo.insert(contentsOf: moved, at: row)
    case .done: done.insert(contentsOf: moved, at: row)
    }
  }
}

@Suite("Article: Drag and Drop, declarative sections") @MainActor
struct DeclarativeDragAndDropTests {
  let board = TaskBoard()
  let screen = CompositeController()

  func show() {
    let board = board
    screen.show {
      ListSection("todo", header: "To do") {
        for task in board.todo { Row(task.id, RowContent(task.title)) }
      }
      .onMove { source, destination in board.reorder(.todo, from: source, to: destination) }
      .onDrop { ids, row in board.move(ids, to: .todo, at: row) }
      ListSection("done", header: "Done") {
        for task in board.done { Row(task.id, RowContent(task.title)) }
      }
      .onDrop { ids, row in board.move(ids, to: .done, at: row) }
    }
  }

  @Test func aTaskReorderedThenDraggedShowsWhereTheUserLeftIt() throws {
    show()
    let list = HeadlessListView()
    screen.attach(to: list)

    list.setEditing(true, animated: false)
    try list.moveRow(
      from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 0))
    list.setEditing(false, animated: false)
    list.dragInteractionEnabled = true
    try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))
    #expect(board.todo.map(\.title) == ["Buy milk"])
    #expect(board.done.map(\.title) == ["Call Ada", "Fix bike"])
    let batches = list.batchCount

    show()
    screen.flushUpdates()

    #expect(list.batchCount == batches, "the board shows what the list shows")
    #expect(
      list.renderedText() == """
        ┌ TO DO
        │ Buy milk
        └

        ┌ DONE
        │ Call Ada
        │ Fix bike
        └

        """)
    #expect(screen.diagnostics.isEmpty)
  }
}

@Suite("Article: Drag and Drop, snapshots") @MainActor
struct SnapshotReorderingArticleTests {
  @Test func theUserMovesATaskAndTheNextSnapshotStartsFromThere() throws {
    let dataSource = SnapshotDataSource<String, String> { indexPath, task in RowContent(task) }
    var board = ListSnapshot<String, String>()
    board.appendSections(["today", "later"])
    board.appendItems(["pinned standup", "write report", "call Ada"], toSection: "today")
    board.appendItems(["fix bike"], toSection: "later")
    dataSource.apply(board)
    let list = HeadlessListView()
    dataSource.composite.attach(to: list)

    dataSource.reorderingHandlers.canReorderItem = { task in !task.hasPrefix("pinned") }
    dataSource.reorderingHandlers.didReorder = { transaction in
      board = transaction.finalSnapshot
    }

    list.setEditing(true, animated: false)
    #expect(throws: HostError.self) {
      try list.moveRow(
        from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 2, section: 0))
    }
    try list.moveRow(
      from: ListIndexPath(row: 2, section: 0), toProposed: ListIndexPath(row: 0, section: 1))
    #expect(board.itemIdentifiers(inSection: "later") == ["call Ada", "fix bike"])
    let batches = list.batchCount

    board.appendItems(["water plants"], toSection: "later")
    dataSource.apply(board)

    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch?.description == "insert rows [1, 2]")
    #expect(
      list.renderedText() == """
        ┌
        │ pinned standup
        │ write report
        └

        ┌
        │ call Ada
        │ fix bike
        │ water plants
        └

        """)
    #expect(dataSource.composite.diagnostics.isEmpty)
  }
}

extension [Folder] {
  /// The folders with the folder `id` taken from where it was and put among the children of
  /// `parent` (the roots for `nil`) at `index`: the app's side of an outline's move.
  func moving(_ id: String, to parent: String?, at index: Int) -> [Folder] {
    var folders = self
    guard let folder = folders.removeFolder(id) else { return self }
    folders.insertFolder(folder, under: parent, at: index)
    return folders
  }

  private mutating func removeFolder(_ id: String) -> Folder? {
    if let index = firstIndex(where: { $0.id == id }) { return remove(at: index) }
    for index in indices {
      if let folder = self[index].children.removeFolder(id) { return folder }
    }
    return nil
  }

  private mutating func insertFolder(_ folder: Folder, under parent: String?, at index: Int) {
    guard let parent else { return insert(folder, at: index) }
    for position in indices {
      if self[position].id == parent {
        self[position].children.insert(folder, at: index)
      } else {
        self[position].children.insertFolder(folder, under: parent, at: index)
      }
    }
  }
}

@Suite("Article: Drag and Drop, outlines") @MainActor
struct OutlineReorderingArticleTests {
  @Test func theUserMovesAFolderUnderAnotherAndTheAppsTreeChangesNothing() throws {
    var folders = [
      Folder(id: "Documents", children: [Folder(id: "Work"), Folder(id: "Photos")]),
      Folder(id: "Music"),
    ]
    let files = OutlineSection(roots: folders, children: \.children, expanded: ["Documents"]) {
      RowContent($0.id)
    }
    let screen = CompositeController([files])
    let list = HeadlessListView()
    screen.attach(to: list)

    files.onMove = { [unowned files] move in
      folders = folders.moving(move.id, to: move.parent, at: move.index)
      files.setRoots(folders)
    }

    list.setEditing(true, animated: false)
    // Music, dropped between Work and Photos, joins Documents between them.
    try list.moveRow(
      from: ListIndexPath(row: 3, section: 0), toProposed: ListIndexPath(row: 2, section: 0))

    #expect(folders.map(\.id) == ["Documents"])
    #expect(folders[0].children.map(\.id) == ["Work", "Music", "Photos"])
    #expect(list.batchCount == 1)
    #expect(list.lastBatch?.description == "reconfigure rows [0, 2]")
    #expect(
      list.renderedText() == """
        ┌
        │ Documents ▾
        │   Work
        │   Music
        │   Photos
        └

        """)
    #expect(screen.diagnostics.isEmpty)
  }
}
