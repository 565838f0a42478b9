import Foundation

/// Hands a list's updates to its host, in order, and accounts for every one: each request is
/// applied, or folded into a load or a reload that shows it, and its completion runs once.
///
/// The updater owns the queue of a turn's requests, the flush that applies them, the order of
/// what comes after (completions, changes of the list of sections, context actions), and the
/// hand-off of a batch to the host with its fallback: an invalid batch becomes a diagnostic and
/// a full reload. ``CompositeController`` queues through it (and so do the layers over the
/// composite, ``SnapshotDataSource`` among them) and says what it wants, never how the queue
/// holds it: the queue is this file's alone. Its ``UpdateSource`` says where the sections stand
/// and applies the changes of the list of sections when the updater says so.
@MainActor
final class Updater {
  /// The rows a section's requests of a turn inserted, once the host applied them.
  struct Insertion {
    /// The section that asked, as its ``UpdateSource`` knows it.
    let requester: AnyObject
    /// The inserted rows, local to the section, as they are after the batch: as the section
    /// named them, in any order, a row possibly twice.
    let named: [Int]

    /// The inserted rows, ascending, each once: sorted only when asked, by a section that
    /// announces its insertions (a large diff's thousand inserts, sorted for nobody, were 5% of
    /// the main thread's part of a background diff).
    ///
    /// - Complexity: O(n log n), n being the number of rows named.
    var rows: [Int] { Set(named).sorted() }
  }

  /// The host batches go to.
  weak var host: (any ListHost)?
  /// The owner of the queued requests, which says where their sections stand.
  weak var source: (any UpdateSource)?
  /// The requests of the turn: this file's alone, the rest of the package says what it wants
  /// through the updater's methods.
  private var queue = UpdateQueue()
  /// Whether a batch is being handed to the host: the host's questions are then part of the
  /// batch, not a load (see ``handingBatch(_:)``).
  private(set) var isHandingBatch = false
  /// The most recent diagnostics (at most ``keptDiagnostics``), newest last.
  var diagnostics: [UpdateDiagnostic] = []
  /// Called with every diagnostic; when `nil`, diagnostics are printed to standard error.
  var onDiagnostic: ((UpdateDiagnostic) -> Void)?
  /// Makes an invalid update fail an assertion with its diagnostic (debug builds only).
  var assertsOnInvalidUpdates = false
  /// What the host keeps on screen through each batch.
  var scrollAnchoring = ScrollAnchoring.firstVisibleRow
  /// The anchor of a batch that another batch of the same flush follows (the rows', before a
  /// change of the list of sections): measured before the first, restored after each.
  var carriedAnchor: ScrollAnchor?
  /// Called before the host receives a batch or a reload.
  var onWillApply: ((ListBatch) -> Void)?
  /// Called once the host has applied a batch or reloaded.
  var onDidApply: ((ListBatch, ListBatch.Outcome) -> Void)?
  private var flushTask: Task<Void, Never>?
  /// The work whose result is to be applied on the main actor, running off it now (a
  /// background diff), by the number it was given.
  var backgroundWork: [Int: Task<Void, Never>] = [:]
  /// The number the next background work is given.
  var nextBackgroundWork = 0

  /// How many rounds a flush or a settle runs before it leaves the rest to the next turn (a
  /// completion that always asks again would otherwise never end).
  static let settleLimit = 64

  // MARK: Flushing

  /// Applies every queued request, then the changes of the list of sections and the context
  /// actions that waited for them, in the order they were asked for.
  func flush() {
    guard let source, !queue.isApplying, !queue.isEmpty else { return }
    runPreparations()
    guard !queue.isEmpty else { return }
    flushTask?.cancel()
    flushTask = nil
    queue.isApplying = true
    completeAbsorbed()
    applyQueuedRequests(of: source)
    var rounds = 0
    while queue.structure != nil, rounds < Self.settleLimit {
      rounds += 1
      if queue.hasRequests {
        applyQueuedRequests(of: source)
        continue
      }
      applyWaitingStructure(of: source)
      completeAbsorbed()
    }
    completeHeld(with: [])
    carriedAnchor = nil
    queue.isApplying = false
    if queue.hasRequests, !queue.actions.isEmpty {
      // Requests made while the batch was applied (from a completion or a listener) come
      // before the actions asked after them: the actions act on the rows they make, after the
      // next flush applies them.
      schedule()
      return
    }
    let actions = queue.actions
    queue.actions = []
    for action in actions { action() }
    if !queue.isEmpty { schedule() }
  }

  /// Applies every queued request, including those their completions make, before a change
  /// that must see them all applied (a change of the list of sections, a context action).
  func settle() {
    // Not while the host is asking for cells or laying out: a batch then would change the
    // list under its own layout.
    guard let source, !source.isAnsweringHost else { return }
    var rounds = 0
    // Work that waits to make requests (a screen that follows its models and waits to be
    // evaluated again) counts as a request: what the context acts on next must see the change.
    while !queue.isApplying,
      queue.hasRequests || !queue.absorbed.isEmpty || !queue.preparations.isEmpty,
      rounds < Self.settleLimit
    {
      rounds += 1
      flush()
    }
  }

  /// Runs `action` once the requests made before it are applied: at once after applying them,
  /// or after the batch being applied; after the next flush when they cannot be applied now
  /// (the host is asking a question or laying out: a display callback).
  ///
  /// - Parameter action: Acts on the list (selects, scrolls, moves VoiceOver's focus).
  func afterPendingUpdates(_ action: @escaping @MainActor () -> Void) {
    if queue.isApplying {
      queue.actions.append(action)
      return
    }
    settle()
    if queue.hasRequests || queue.structure != nil || !queue.preparations.isEmpty {
      // Still waiting: the action would see the list without them.
      queue.actions.append(action)
      schedule()
      return
    }
    action()
  }

  /// Runs work that makes requests first at the next flush.
  ///
  /// The next flush (the end of the turn, or ``CompositeController/flushUpdates()``) runs the
  /// work before it applies the queued requests: what the work asks for is applied with them.
  /// A declarative screen whose models changed is evaluated again so.
  ///
  /// - Parameter preparation: Asks for changes (evaluates a screen and shows it).
  func prepareNextFlush(_ preparation: @escaping @MainActor () -> Void) {
    queue.preparations.append(preparation)
    schedule()
  }

  /// Runs the work that waits for the next flush; work asked for meanwhile waits for the one
  /// after.
  private func runPreparations() {
    guard !queue.preparations.isEmpty else { return }
    let preparations = queue.preparations
    queue.preparations = []
    for preparation in preparations { preparation() }
  }

  /// Runs `body` while a request's update closure changes the model: a change of the list of
  /// sections made inside waits for the request.
  func buildingRequest<R>(_ body: () -> R) -> R {
    queue.buildingRequests += 1
    defer { queue.buildingRequests -= 1 }
    return body()
  }

  /// Queues a section controller's request for the next flush.
  ///
  /// - Parameters:
  ///   - batch: The request, in local rows.
  ///   - requester: The section that asks, as the source knows it.
  ///   - section: The section's index in the list.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the request reached the list.
  ///   - shownRows: Asks the host for the section's row count, for a second request of the
  ///     section (UIKit may load the list to answer: the load then shows this request too).
  func enqueue(
    _ batch: SectionBatch, of requester: AnyObject, section: Int, animated: Bool,
    completion: ((ListBatch.Outcome) -> Void)?, shownRows: () -> Int
  ) {
    let completion = queue.completion(animated: animated, handler: completion)
    var shown = 0
    if queue.hasRequest(of: requester) {
      let loads = queue.loads
      shown = shownRows()
      guard queue.loads == loads else {
        queue.absorbed.append(completion)
        schedule()
        return
      }
    }
    queue.add(batch, of: requester, section: section, shownRows: shown)
    queue.completions.append(completion)
    schedule()
  }

  // MARK: Changes of the list of sections

  /// Whether a change of the list of sections waits to be applied.
  var isStructureChangeWaiting: Bool { queue.structure != nil }

  /// Whether a flush is applying the queue: the batch handed over may be followed by another
  /// in the same flush (a change of the list of sections after the rows').
  var isFlushing: Bool { queue.isApplying }

  /// Whether a request or a change of the list of sections waits: the models are ahead of
  /// what the host shows.
  var hasWaitingChanges: Bool { queue.hasRequests || queue.structure != nil }

  /// Whether a request waits.
  var hasQueuedRequests: Bool { queue.hasRequests }

  /// Takes a change of the list of sections the source has made: applies it now, or notes it
  /// for later.
  ///
  /// On a host, the changes of a turn are coalesced: each is noted, and the first flush (the
  /// end of the turn, ``flush()``, or ``settleStructure()``) applies them once, as one batch. A
  /// change made inside a batch being applied, a request's update closure, or an answer to the
  /// host waits for it in the same way. A change on no host, and a change that released part
  /// of the tree (which must stand on its own now), are applied at once, after the requests
  /// queued before; such a change takes the turn's earlier changes with it, and their
  /// completions run first.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - released: What left the source's tree (composites), let go once the change is applied.
  ///   - completion: Runs once the change has reached the list (at once, as reloaded, on no
  ///     host).
  func noteStructureChange(
    animated: Bool, released: [AnyObject], completion: ((ListBatch.Outcome) -> Void)?
  ) {
    guard let source else { return }
    let mustWait = queue.defersStructure || source.isAnsweringHost
    if mustWait || (source.isAttached && released.isEmpty) {
      queue.deferStructure(animated: animated, released: released, completion: completion)
      schedule()
      return
    }
    settle()
    // With the earlier changes, if any: one change, their completions first.
    queue.deferStructure(animated: animated, released: released, completion: completion)
    applyWaitingStructure(of: source)
  }

  /// Applies a change of the list of sections that waits, with the requests queued before it,
  /// so that a question about the structure sees it; does nothing while it must wait (a batch
  /// is applied, a request built, or the host asks a question).
  func settleStructure() {
    guard let source, queue.structure != nil || !queue.preparations.isEmpty,
      !queue.defersStructure, !source.isAnsweringHost
    else { return }
    flush()
  }

  // MARK: Loads of the host

  /// Reloads the host, which then shows every model as it is, once nothing must be waited for
  /// (a batch applied, a request built, a question of the host), then runs `completion`.
  ///
  /// What is queued is folded into the reload (see ``absorbIntoLoad()``) and completed, as
  /// reloaded, before `completion`. On no host, what is queued is completed and `completion`
  /// runs.
  ///
  /// - Parameter completion: Runs once the host has reloaded.
  func reloadWhenIdle(completion: (() -> Void)?) {
    guard let source else { return }
    if queue.defersStructure || source.isAnsweringHost {
      queue.actions.append { [weak self] in self?.reloadWhenIdle(completion: completion) }
      schedule()
      return
    }
    if source.isAttached {
      absorbIntoLoad()
      reloadHost()
    }
    flush()
    completion?()
  }

  /// Folds what is queued into a load of the host.
  ///
  /// The host asked for its counts outside a batch, so what it loads shows the tree and the
  /// models as they are, requests included. A change of the list of sections that waits is
  /// applied without a batch (unless it must wait); the completions of the requests and of the
  /// change run, as reloaded, at the next flush.
  func absorbIntoLoad() {
    guard !isHandingBatch, let source else { return }
    source.hostWillLoad()
    if let structure = queue.structure, !queue.defersStructure, !source.isAnsweringHost {
      queue.structure = nil
      source.applyStructureForLoad(released: structure.released)
      absorbRequests()
      queue.absorbed += structure.completions
      schedule()
      return
    }
    absorbRequests()
  }

  /// Folds the queued requests into a load of the host that shows them: their batches are
  /// dropped and their completions kept for the next flush.
  private func absorbRequests() {
    guard queue.hasRequests else { return }
    let (_, taken) = queue.take()
    queue.absorbed += taken
    queue.loads &+= 1
    schedule()
  }

  /// Runs `body` while a batch is handed to the host: the host's questions meanwhile are part
  /// of the batch, not a load.
  ///
  /// - Parameter body: Hands the batch.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  func handingBatch<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
    isHandingBatch = true
    defer { isHandingBatch = false }
    return try body()
  }

  // MARK: Scheduling

  /// Flushes at the end of the main-actor turn, once.
  func schedule() {
    guard flushTask == nil else { return }
    flushTask = Task { @MainActor [weak self] in
      guard !Task.isCancelled else { return }
      self?.flushTask = nil
      self?.flush()
    }
  }

  /// Waits until the background work in flight has been applied (or dropped) and the
  /// scheduled flush has run.
  func waitForFlush() async {
    repeat {
      while let work = backgroundWork.values.first { await work.value }
      await flushTask?.value
    } while !backgroundWork.isEmpty
  }

  /// Runs the completions of requests a load showed.
  private func completeAbsorbed() {
    let absorbed = queue.absorbed
    queue.absorbed = []
    for completion in absorbed { completion.handler?(.reloaded) }
  }

  /// Applies the change of the list of sections that waits, if any, and runs its completions
  /// with how it reached the host.
  ///
  /// - Parameter source: What applies it.
  func applyWaitingStructure(of source: any UpdateSource) {
    guard let structure = queue.structure else { return }
    queue.structure = nil
    let outcome = source.applyStructure(animated: structure.animated, released: structure.released)
    completeHeld(with: structure.completions.map { ($0, outcome) })
  }

  /// Runs the completions held for a change of the list of sections asked for before them,
  /// with that change's, in the order they were asked for.
  ///
  /// - Parameter completions: The change's completions and its outcome; none at the end of a
  ///   flush, which runs whatever is still held.
  private func completeHeld(
    with completions: [(completion: UpdateQueue.Completion, outcome: ListBatch.Outcome)]
  ) {
    guard !queue.held.isEmpty else { return Self.complete(completions) }
    let all = (queue.held + completions).sorted { $0.completion.order < $1.completion.order }
    queue.held = []
    Self.complete(all)
  }

  /// Takes the queued requests, hands them to the host as one batch, and runs their
  /// completions.
  private func applyQueuedRequests(of source: any UpdateSource) {
    let (pending, completions) = queue.take()
    guard !pending.isEmpty || !completions.isEmpty else { return }
    let outcome =
      host == nil
      ? .reloaded : apply(pending, of: source, animated: completions.contains { $0.animated })
    // A change of the list of sections asked for before some of these requests waits for
    // their batch: their completions wait for its own.
    let waiting = queue.structure?.completions.map(\.order).min() ?? Int.max
    var now: [(completion: UpdateQueue.Completion, outcome: ListBatch.Outcome)] = []
    for completion in completions {
      if completion.order > waiting {
        queue.held.append((completion, outcome))
      } else {
        now.append((completion, outcome))
      }
    }
    Self.complete(now)
  }

  /// Queues reconfigures of rows ahead of the requests of their sections: the first step of a
  /// batch was laid out, and requests made meanwhile changed the models.
  ///
  /// - Parameters:
  ///   - rows: Rows at their index paths in the list the host shows.
  ///   - source: Where the sections stand.
  func requeueReconfigures(_ rows: Set<ListIndexPath>, of source: any UpdateSource) {
    guard let host else { return }
    var bySection: [Int: [Int]] = [:]
    for path in rows { bySection[path.section, default: []].append(path.row) }
    for (section, locals) in bySection.sorted(by: { $0.key < $1.key }) {
      guard let requester = source.requester(atSection: section) else { continue }
      queue.prependReconfigures(
        of: locals, requester: requester, section: section,
        shownRows: host.numberOfRows(inSection: section))
    }
  }

  /// Runs completions in the order given, each told whether what it waits for was batched with
  /// its own animation, or reloaded.
  ///
  /// - Parameter completions: The completions, each with how what it waits for reached the list.
  private static func complete(
    _ completions: [(completion: UpdateQueue.Completion, outcome: ListBatch.Outcome)]
  ) {
    for (completion, outcome) in completions {
      completion.handler?(
        outcome == .reloaded ? .reloaded : .batched(animated: completion.animated))
    }
  }
}
