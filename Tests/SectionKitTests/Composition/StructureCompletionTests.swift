import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Completions of structure changes: once the change reached the list, in order")
@MainActor
struct StructureCompletionTests {
  @Test func aChangeCompletesOnceTheListShowsIt() {
    let screen = UpdatesScreen()
    var told: [String] = []
    screen.root.append(ItemsSection("c", ["c0"])) { outcome in
      told.append("\(outcome) | \(shownLine(screen.list))")
    }
    #expect(told.isEmpty, "the change reaches the list at the end of the turn")
    screen.root.flushUpdates()
    #expect(told == ["batched(animated: true) | a0 a1 a2 b0 b1 c0"])
  }

  @Test func theChangesOfATurnCompleteInOrderAfterTheirOneBatch() {
    let screen = UpdatesScreen()
    let nested = screen.root.children[1] as? CompositeController
    let c = ItemsSection("c", ["c0"])
    let d = ItemsSection("d", ["d0"])
    let e = ItemsSection("e", ["e0"])
    let batches = screen.list.batchCount
    var told: [String] = []
    func note(_ call: String) -> (ListBatch.Outcome) -> Void {
      { outcome in told.append("\(call) \(outcome) | \(shownLine(screen.list))") }
    }
    screen.root.insert(c, at: 0, animated: false, completion: note("insert"))
    nested?.append(d, completion: note("append"))
    screen.root.move(from: 0, to: 2, completion: note("move"))
    screen.root.replace(at: 0, with: e, completion: note("replace"))
    screen.root.remove(at: 0, completion: note("remove"))
    #expect(told.isEmpty)
    screen.root.flushUpdates()

    let final = "b0 b1 d0 c0"
    #expect(
      told == [
        "insert batched(animated: false) | \(final)",
        "append batched(animated: true) | \(final)",
        "move batched(animated: true) | \(final)",
        "replace batched(animated: true) | \(final)",
        "remove batched(animated: true) | \(final)",
      ])
    #expect(screen.list.batchCount == batches + 1, "one batch for the turn")
  }

  /// A change of the list of sections asked for before a row request of the same turn completes
  /// first, though the rows reach the list before it (the change waits for the rows' batch).
  @Test func aChangeAndARowRequestOfOneTurnCompleteInTheOrderAsked() {
    let screen = UpdatesScreen()
    var told: [String] = []
    screen.root.append(ItemsSection("c", ["c0"])) { _ in
      told.append("append | \(shownLine(screen.list))")
    }
    screen.a.update(
      { items, batch in
        items.append("a3")
        batch.insertRows(at: [3])
      },
      completion: { _ in told.append("insert | \(shownLine(screen.list))") })
    screen.root.append(ItemsSection("d", ["d0"])) { _ in
      told.append("append again | \(shownLine(screen.list))")
    }
    screen.root.flushUpdates()

    let final = "a0 a1 a2 a3 b0 b1 c0 d0"
    #expect(
      told == [
        "append | \(final)", "insert | \(final)", "append again | \(final)",
      ])
  }

  @Test func aChangeOfATreeOnNoHostCompletesAtOnce() {
    let a = ItemsSection("a", ["a0"])
    let b = ItemsSection("b", ["b0"])
    let root = CompositeController()
    var told: [String] = []
    root.setChildren([a, b]) { told.append("setChildren \($0) \(root.sectionCount)") }
    root.remove(at: 0) { told.append("remove \($0) \(root.sectionCount)") }
    #expect(told == ["setChildren reloaded 2", "remove reloaded 1"])
  }

  @Test func modelsAndScreensCompleteAfterTheirRowsAndSections() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    func inbox(_ messages: [String], archive: Bool) -> [ListSection] {
      var sections = [
        ListSection("inbox", header: "Inbox", rows: messages.map { Row($0, RowContent($0)) })
      ]
      if archive { sections.append(ListSection("archive", header: "Archive", rows: [])) }
      return sections
    }
    var told: [String] = []
    screen.show(inbox(["Hi"], archive: false)) { outcome in
      told.append("first \(outcome) | \(list.renderedText())")
    }
    screen.show(inbox(["Hi", "Lunch?"], archive: true), animated: false) { outcome in
      told.append("second \(outcome) | \(list.renderedText())")
    }
    screen.flushUpdates()
    let shown = "┌ INBOX\n│ Hi\n│ Lunch?\n└\n\n┌ ARCHIVE\n└\n"
    #expect(
      told == [
        "first batched(animated: true) | \(shown)",
        "second batched(animated: false) | \(shown)",
      ])
  }

  @Test func aChangeALoadOfTheListShowsCompletesAsReloaded() {
    let screen = UpdatesScreen()
    var told: [String] = []
    screen.root.append(ItemsSection("c", ["c0"])) { outcome in
      told.append("\(outcome) | \(shownLine(screen.list))")
    }
    screen.list.reloadData()
    #expect(told.isEmpty)
    screen.root.flushUpdates()
    #expect(told == ["reloaded | a0 a1 a2 b0 b1 c0"])
  }

  @Test func aChangeWhoseBatchTheListRefusesCompletesAsReloaded() {
    let screen = UpdatesScreen()
    var told: [String] = []
    screen.a.items.append("a3")  // a count changed without a request
    screen.root.append(ItemsSection("c", ["c0"])) { outcome in
      told.append("\(outcome) | \(shownLine(screen.list))")
    }
    screen.root.flushUpdates()
    #expect(told == ["reloaded | a0 a1 a2 a3 b0 b1 c0"])
    #expect(screen.reported.map(\.violation.rule) == [.rowCount])
  }
}
