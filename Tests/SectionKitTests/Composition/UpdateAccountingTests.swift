import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section that appends a row the first time it is displayed: a request from `willDisplay`.
@MainActor
final class GrowOnDisplaySection: SectionController, SectionDisplayDelegate {
  var items = ["first"]
  var outcomes: [ListBatch.Outcome] = []
  private var grown = false
  override var sectionIdentity: AnyHashable { "grow" }
  override func numberOfRows(in context: SectionContext) -> Int { items.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    return cell
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    guard !grown else { return }
    grown = true
    context.performBatch(
      updates: { batch in
        self.items.append("grown")
        batch.insertRows(at: [1])
      }, completion: { self.outcomes.append($0) })
  }

  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}

/// Every request is applied, or folded into a load that really shows it: nothing is completed
/// as reloaded when nothing reloaded, and nothing is applied twice.
@Suite("Update accounting: nothing dropped, nothing applied twice") @MainActor
struct UpdateAccountingTests {
  func shown(_ list: HeadlessListView) -> [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }

  @Test func aRequestFromTheDisplayOfAnInsertedSectionIsApplied() {
    let screen = UpdatesScreen()
    let grow = GrowOnDisplaySection()
    screen.root.setChildren([screen.a, grow])
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty, "\(screen.reported)")
    #expect(grow.outcomes == [.batched(animated: true)])
    #expect(shown(screen.list) == ["a0", "a1", "a2", "first", "grown"])
    #expect(screen.list.reloadCount == 1)
  }

  @Test func aRequestFromACompletionDuringAStructureChangeIsApplied() {
    let screen = UpdatesScreen()
    var outcomes: [ListBatch.Outcome] = []
    screen.a.update(
      { items, batch in
        items.append("a3")
        batch.insertRows(at: [3])
      },
      completion: { _ in
        screen.a.update(
          { items, batch in
            items.append("a4")
            batch.insertRows(at: [4])
          }, completion: { outcomes.append($0) })
      })
    screen.root.setChildren([screen.a])
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty, "\(screen.reported)")
    #expect(outcomes == [.batched(animated: true)])
    #expect(shown(screen.list) == ["a0", "a1", "a2", "a3", "a4"])
  }

  @Test func attachingAbsorbsWhatWasQueuedBefore() {
    let a = ItemsSection("a", ["a0"])
    let root = CompositeController([a])
    var reported: [UpdateDiagnostic] = []
    root.onDiagnostic = { reported.append($0) }
    let list = HeadlessListView()
    var outcomes: [ListBatch.Outcome] = []
    a.update(
      { items, batch in
        items.append("a1")
        batch.insertRows(at: [1])
      }, completion: { outcomes.append($0) })
    root.attach(to: list)
    root.flushUpdates()
    #expect(reported.isEmpty, "\(reported)")
    #expect(shown(list) == ["a0", "a1"])
    #expect(list.reloadCount == 1, "the load showed the request; no second reload")
    #expect(outcomes == [.reloaded])
  }

  @Test func aReloadOfTheHostAbsorbsWhatIsQueued() {
    let screen = UpdatesScreen()
    var outcomes: [ListBatch.Outcome] = []
    screen.a.update(
      { items, batch in
        items.insert("new", at: 0)
        batch.insertRows(at: [0])
      }, completion: { outcomes.append($0) })
    screen.list.reloadData()
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty, "\(screen.reported)")
    #expect(screen.list.reloadCount == 2, "the host's own reload, and no fallback")
    #expect(shown(screen.list) == screen.model)
    #expect(outcomes == [.reloaded])
  }

  @Test func aStructureChangeFromACompletionIsAppliedAfterTheBatch() {
    let screen = UpdatesScreen()
    let c = ItemsSection("c", ["c0"])
    screen.a.update(
      { items, batch in
        items.removeFirst()
        batch.deleteRows(at: [0])
      },
      completion: { _ in
        // A request and then a change of the list of sections, from a completion: both are
        // applied, in that order.
        screen.b.update { items, batch in
          items.append("b2")
          batch.insertRows(at: [2])
        }
        screen.root.append(c)
      })
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty, "\(screen.reported)")
    #expect(shown(screen.list) == ["a1", "a2", "b0", "b1", "b2", "c0"])
    #expect(screen.list.reloadCount == 1)
  }

  @Test func aStructureChangeInsideAnUpdatesClosureIsAppliedAfterTheRequest() {
    let screen = UpdatesScreen()
    let c = ItemsSection("c", ["c0"])
    screen.a.update { items, batch in
      items.append("a3")
      batch.insertRows(at: [3])
      screen.root.append(c)
    }
    screen.root.flushUpdates()
    #expect(screen.reported.isEmpty, "\(screen.reported)")
    #expect(shown(screen.list) == ["a0", "a1", "a2", "a3", "b0", "b1", "c0"])
    #expect(screen.list.reloadCount == 1)
  }

  @Test func contextActionsApplyAfterTheRequestsBeforeThem() throws {
    let screen = UpdatesScreen()
    let context = screen.a.context
    screen.a.update { items, batch in
      items.insert("top", at: 0)
      batch.insertRows(at: [0])
    }
    context.selectRow(0)
    #expect(screen.list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(
      (screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? LabelCell)?.text
        == "top")
    screen.a.update { items, batch in
      items.append("a4")
      batch.insertRows(at: [4])
    }
    context.scrollToRow(4, at: .top)
    #expect(context.cellForRow(at: 4, as: LabelCell.self)?.text == "a4")
    #expect(screen.reported.isEmpty, "\(screen.reported)")
  }
}

/// A host that loads lazily (as `UICollectionView` does after `reloadData()`) may load while a
/// second request of a section asks it for the rows it shows: the load shows both requests.
@Suite("Update accounting on a host that loads lazily") @MainActor
struct LazyLoadAccountingTests {
  @Test func aSecondRequestThatMakesTheHostLoadIsShownByThatLoadOnce() {
    let a = ItemsSection("a", ["a0"])
    let root = CompositeController([a])
    var reported: [UpdateDiagnostic] = []
    root.onDiagnostic = { reported.append($0) }
    let host = LazyLoadingHost()
    root.attach(to: host)
    var outcomes: [ListBatch.Outcome] = []
    for item in ["a1", "a2"] {
      a.update(
        { items, batch in
          items.append(item)
          batch.insertRows(at: [items.count - 1])
        }, completion: { outcomes.append($0) })
    }
    root.flushUpdates()
    #expect(reported.isEmpty, "\(reported)")
    #expect(host.loads == 1)
    #expect(outcomes == [.reloaded, .reloaded], "the load showed both requests")
    let shown = host.list.indexPathsForVisibleRows.compactMap {
      (host.list.cellForRow(at: $0) as? LabelCell)?.text
    }
    #expect(shown == ["a0", "a1", "a2"])
  }
}
