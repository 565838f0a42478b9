import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// What a composite's update listeners were told, each time with what the list showed then.
@MainActor
final class ListenerLog {
  var events: [String] = []

  /// Listens to `composite`, noting what `list` shows at each call.
  ///
  /// The listeners hold the list weakly: the composite holds them, and the screen that holds
  /// the composite holds the list (a strong capture would be a cycle, and a leak).
  ///
  /// - Parameters:
  ///   - composite: The root composite.
  ///   - list: The list it drives.
  init(_ composite: CompositeController, showing list: HeadlessListView) {
    composite.onWillApply = { [unowned self, weak list] batch in
      events.append("will \(batch) | \(list.map(shownLine) ?? "")")
    }
    composite.onDidApply = { [unowned self, weak list] batch, outcome in
      events.append("did \(batch) \(outcome) | \(list.map(shownLine) ?? "")")
    }
  }
}

@Suite("Listening to updates: told before and after each batch or reload, with the batch")
@MainActor
struct UpdateListenerTests {
  @Test func aRowBatchIsToldBeforeAndAfterTheListShowsIt() {
    let screen = UpdatesScreen()
    let log = ListenerLog(screen.root, showing: screen.list)
    screen.a.update { items, batch in
      items.insert("new", at: 0)
      batch.insertRows(at: [0])
    }
    #expect(log.events.isEmpty, "nothing reached the list before the end of the turn")
    screen.root.flushUpdates()
    #expect(
      log.events == [
        "will insert rows [0, 0] | a0 a1 a2 b0 b1",
        "did insert rows [0, 0] batched(animated: true) | new a0 a1 a2 b0 b1",
      ])
  }

  @Test func theRequestsOfATurnAreToldOnceAsTheirOneBatch() {
    let screen = UpdatesScreen()
    let log = ListenerLog(screen.root, showing: screen.list)
    screen.a.update(animated: false) { items, batch in
      items.removeFirst()
      batch.deleteRows(at: [0])
    }
    screen.b.update(animated: false) { items, batch in
      items.append("b2")
      batch.insertRows(at: [2])
    }
    screen.root.flushUpdates()
    #expect(
      log.events == [
        "will delete rows [0, 0]; insert rows [1, 2] | a0 a1 a2 b0 b1",
        "did delete rows [0, 0]; insert rows [1, 2] batched(animated: false) | a1 a2 b0 b1 b2",
      ])
  }

  @Test func aSectionBatchIsTold() {
    let screen = UpdatesScreen()
    let log = ListenerLog(screen.root, showing: screen.list)
    screen.root.setChildren([ItemsSection("c", ["c0"]), screen.a], animated: false)
    screen.root.flushUpdates()
    #expect(
      log.events == [
        "will delete sections 1; insert sections 0 | a0 a1 a2 b0 b1",
        "did delete sections 1; insert sections 0 batched(animated: false) | c0 a0 a1 a2",
      ])
  }

  @Test func theRowsAndTheSectionsOfAScreenAreToldAsTheTwoBatchesTheListReceives() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    func show(_ inbox: [String], archive: [String]?) {
      screen.show {
        ListSection("inbox", header: "Inbox") {
          for message in inbox { Row(message, RowContent(message)) }
        }
        if let archive {
          ListSection("archive", header: "Archive") {
            for message in archive { Row(message, RowContent(message)) }
          }
        }
      }
    }
    show(["Hi"], archive: nil)
    screen.flushUpdates()
    let log = ListenerLog(screen, showing: list)

    show(["Hi", "Lunch?"], archive: ["Invoice"])
    screen.flushUpdates()

    #expect(
      log.events == [
        "will insert rows [0, 1] | Hi",
        "did insert rows [0, 1] batched(animated: true) | Hi Lunch?",
        "will insert sections 1 | Hi Lunch?",
        "did insert sections 1 batched(animated: true) | Hi Lunch? Invoice",
      ])
  }

  @Test func aBatchTheListRefusesIsToldAsAReloadThatShowsTheModel() {
    let screen = UpdatesScreen()
    let log = ListenerLog(screen.root, showing: screen.list)
    screen.a.update { items, batch in
      items.append("a3")
      batch.insertRows(at: [5])  // the new row is row 3
    }
    screen.root.flushUpdates()
    #expect(
      log.events == [
        "will insert rows [0, 5] | a0 a1 a2 b0 b1",
        "did insert rows [0, 5] reloaded | a0 a1 a2 a3 b0 b1",
      ])
    #expect(screen.reported.map(\.violation.rule) == [.rowOutOfRangeAfter])
  }

  @Test func aReloadOfTheCompositeIsToldWithNoBatch() {
    let screen = UpdatesScreen()
    let log = ListenerLog(screen.root, showing: screen.list)
    screen.a.update { items, batch in
      items.insert("new", at: 0)
      batch.insertRows(at: [0])
    }
    screen.root.reloadData()
    screen.root.flushUpdates()
    #expect(
      log.events == [
        "will no changes | a0 a1 a2 b0 b1",
        "did no changes reloaded | new a0 a1 a2 b0 b1",
      ])
  }

  @Test func aRequestFromAListenerIsAppliedAfterTheBatchBeforeTheSections() {
    let screen = UpdatesScreen()
    let log = ListenerLog(screen.root, showing: screen.list)
    var asked = false
    let told = screen.root.onDidApply
    screen.root.onDidApply = { [unowned screen] batch, outcome in
      told?(batch, outcome)
      guard !asked else { return }
      asked = true
      screen.b.update { items, batch in
        items.append("b2")
        batch.insertRows(at: [2])
      }
    }
    screen.a.update { items, batch in
      items.removeFirst()
      batch.deleteRows(at: [0])
    }
    screen.root.append(ItemsSection("c", ["c0"]))
    screen.root.flushUpdates()
    #expect(
      log.events == [
        "will delete rows [0, 0] | a0 a1 a2 b0 b1",
        "did delete rows [0, 0] batched(animated: true) | a1 a2 b0 b1",
        "will insert rows [1, 2] | a1 a2 b0 b1",
        "did insert rows [1, 2] batched(animated: true) | a1 a2 b0 b1 b2",
        "will insert sections 2 | a1 a2 b0 b1 b2",
        "did insert sections 2 batched(animated: true) | a1 a2 b0 b1 b2 c0",
      ])
    #expect(screen.reported.isEmpty, "\(screen.reported)")
  }

  @Test func aTreeOnNoHostTellsNothingUntilItIsAttached() {
    let a = ItemsSection("a", ["a0"])
    let root = CompositeController([a])
    let list = HeadlessListView()
    let log = ListenerLog(root, showing: list)
    a.update { items, batch in
      items.append("a1")
      batch.insertRows(at: [1])
    }
    root.append(ItemsSection("b", ["b0"]))
    root.flushUpdates()
    #expect(log.events.isEmpty, "nothing reached a list")

    root.attach(to: list)
    a.update { items, batch in
      items.append("a2")
      batch.insertRows(at: [2])
    }
    root.flushUpdates()
    #expect(
      log.events == [
        "will insert rows [0, 2] | a0 a1 b0",
        "did insert rows [0, 2] batched(animated: true) | a0 a1 a2 b0",
      ])
  }
}
