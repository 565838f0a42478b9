import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@Suite("reloadData(completion:): the list reloads and shows what was queued") @MainActor
struct ReloadDataTests {
  @Test func aReloadShowsTheQueuedChangesCompletesThemThenItself() {
    let screen = UpdatesScreen()
    var told: [String] = []
    screen.a.update(
      { items, batch in
        items.insert("new", at: 0)
        batch.insertRows(at: [0])
      }, completion: { told.append("request \($0)") })
    screen.root.append(ItemsSection("c", ["c0"])) { told.append("append \($0)") }
    let reloads = screen.list.reloadCount
    let batches = screen.list.batchCount

    screen.root.reloadData { told.append("reload | \(shownLine(screen.list))") }

    #expect(told == ["request reloaded", "append reloaded", "reload | new a0 a1 a2 b0 b1 c0"])
    #expect(screen.list.reloadCount == reloads + 1)
    screen.root.flushUpdates()
    #expect(screen.list.batchCount == batches, "nothing is applied a second time")
    #expect(told.count == 3)
    #expect(screen.reported.isEmpty, "\(screen.reported)")
  }

  @Test func aReloadAskedForWhileABatchIsAppliedWaitsForIt() {
    let screen = UpdatesScreen()
    var told: [String] = []
    let reloads = screen.list.reloadCount
    screen.a.update(
      { items, batch in
        items.removeFirst()
        batch.deleteRows(at: [0])
      },
      completion: { outcome in
        screen.root.reloadData { told.append("reload | \(shownLine(screen.list))") }
        told.append("request \(outcome)")
      })
    screen.root.flushUpdates()
    #expect(told == ["request batched(animated: true)", "reload | a1 a2 b0 b1"])
    #expect(screen.list.reloadCount == reloads + 1)
  }

  @Test func aTreeOnNoHostCompletesWhatIsQueuedThenTheReload() {
    let a = ItemsSection("a", ["a0"])
    let root = CompositeController([a])
    var told: [String] = []
    a.update(
      { items, batch in
        items.append("a1")
        batch.insertRows(at: [1])
      }, completion: { told.append("request \($0)") })
    root.reloadData { told.append("reload") }
    #expect(told == ["request reloaded", "reload"])
  }
}
