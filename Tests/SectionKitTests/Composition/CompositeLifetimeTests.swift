import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Whether a controller that took itself out of the list was deallocated, and when.
///
/// Written from a controller's `deinit`, which is not isolated (an `isolated deinit` needs the
/// iOS 18.4 / macOS 15.4 runtime), so the events are kept behind a lock.
final class LifetimeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  /// The events, in order.
  var events: [String] {
    get { lock.withLock { recorded } }
    set { lock.withLock { recorded = newValue } }
  }
}

/// A controller that removes itself from its composite while answering a question, and then
/// reads its own state: routing does not retain it, so the removal must wait until the answer
/// returns.
final class SelfRemovingSection: SectionController {
  let log: LifetimeLog
  let rows = [LabelCell(), LabelCell()]
  weak var composite: CompositeController?

  init(log: LifetimeLog) { self.log = log }

  deinit { log.events.append("deinit") }

  override func numberOfRows(in context: SectionContext) -> Int {
    guard let composite, context.section != nil, log.events.contains("count") else {
      return rows.count
    }
    composite.remove(at: 0, animated: false)
    log.events.append("answered count \(rows.count)")
    return rows.count
  }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    composite?.remove(at: 0, animated: false)
    log.events.append("answered cell with \(rows.count) rows")
    return rows[row]
  }
}

@Suite("Composite lifetimes") @MainActor
struct CompositeLifetimeTests {
  @Test func aControllerRemovingItselfWhileGivingACellLivesUntilItReturns() {
    let log = LifetimeLog()
    let list = HeadlessListView(size: CGSize(width: 320, height: 0))
    let screen = CompositeController([SelfRemovingSection(log: log)])
    (screen.sectionController(forSection: 0) as? SelfRemovingSection)?.composite = screen
    screen.attach(to: list)

    _ = screen.router.cell(at: ListIndexPath(row: 1, section: 0))
    // The removal waits until the host's question is answered (the end of the turn).
    #expect(log.events == ["answered cell with 2 rows"])
    screen.flushUpdates()

    #expect(log.events == ["answered cell with 2 rows", "deinit"])
    #expect(screen.router.numberOfSections() == 0)
  }

  @Test func aControllerRemovingItselfWhileCountingLivesUntilItReturns() {
    let log = LifetimeLog()
    let list = HeadlessListView(size: CGSize(width: 320, height: 0))
    let screen = CompositeController([SelfRemovingSection(log: log)])
    (screen.sectionController(forSection: 0) as? SelfRemovingSection)?.composite = screen
    screen.attach(to: list)
    log.events = ["count"]

    #expect(screen.router.numberOfRows(inSection: 0) == 2)
    screen.flushUpdates()

    #expect(log.events == ["count", "answered count 2", "deinit"])
  }
}
