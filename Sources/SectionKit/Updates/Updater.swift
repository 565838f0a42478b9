import Foundation

/// What an ``Updater`` asks of the list whose updates it hands to the host: where the sections
/// that asked stand now, in the list's coordinates, and the changes of the list of sections
/// only the list can apply.
///
/// The source translates; the updater owns the rest: the queue, the batch it builds, its
/// checks, the hand-off and the completions.
@MainActor
protocol UpdateSource: AnyObject {
  /// The data source the host asks, answering with the new state.
  var listDataSource: any ListDataSource { get }

  /// Where a section that asked for updates stands in the list now.
  ///
  /// - Parameter requester: The section, as the source queued it.
  /// - Returns: Its index in the list, or `nil` when it left the list.
  func section(of requester: AnyObject) -> Int?

  /// The sections of the list the host shows whose controllers left the list in the change of
  /// the list of sections that waits in the queue: their requests go no further, and the
  /// change deletes them.
  ///
  /// - Returns: The sections, in order; empty when no change waits.
  func sectionsLeaving() -> [Int]

  /// The section at an index of the list, as requests of it are queued.
  ///
  /// - Parameter section: A section index of the list the host shows.
  /// - Returns: The section, or `nil` when there is none.
  func requester(atSection section: Int) -> AnyObject?

  /// The row count a section's controller gives now.
  ///
  /// - Parameter section: A section index of the list.
  /// - Returns: The count.
  func numberOfRows(inSection section: Int) -> Int

  /// The name of the controller that owns a section, for diagnostics.
  ///
  /// - Parameter section: A section index of the list the host shows.
  /// - Returns: The name, or `nil` when no controller owns the section.
  func controllerName(ofSection section: Int) -> String?

  /// Whether a row may be the row a batch keeps in place on screen
  /// (``SectionScrollAnchors``).
  ///
  /// - Parameter indexPath: The row, in the list the host shows after the batch.
  /// - Returns: `false` for a row its section refuses as an anchor.
  func canAnchorScroll(at indexPath: ListIndexPath) -> Bool

  /// The host is about to be handed a batch or reloaded: the source notes what the host
  /// selects, which the hand-off may drop.
  func willHandOff()

  /// The host applied a batch or reloaded: the source selects again what the host dropped and
  /// it can find by identity.
  func didHandOff()

  /// Whether the host shows a change of the list of sections the requests do not know of yet
  /// (a row the user moved into another section): the change then goes to the host first.
  var hostIsAheadOfRequests: Bool { get }

  /// Applies a change of the list of sections that waited for a batch or a request.
  ///
  /// - Parameter structure: The change.
  /// - Returns: How the change reached the list.
  func applyStructure(_ structure: UpdateQueue.Structure) -> ListBatch.Outcome

  /// Whether the host is in the middle of a question or of its layout: no batch may reach it.
  var isAnsweringHost: Bool { get }

  /// Tells the sections that inserted rows in a batch the host has just applied, before anyone
  /// else hears of the batch: the source asks what VoiceOver reads of them, and posts it.
  ///
  /// - Parameter insertions: Each section's inserted rows, in the order the requests were
  ///   first made; none empty.
  func didInsertRows(_ insertions: [Updater.Insertion])
}

/// Hands a list's updates to its host, in order, and accounts for every one: each request is
/// applied, or folded into a load or a reload that shows it, and its completion runs once.
///
/// The updater owns the queue of a turn's requests, the flush that applies them, the order of
/// what comes after (completions, changes of the list of sections, context actions), and the
/// hand-off of a batch to the host with its fallback: an invalid batch becomes a diagnostic and
/// a full reload. ``CompositeController`` queues through it (and so do the layers over the
/// composite, ``SnapshotDataSource`` among them).
@MainActor
final class Updater {
  /// The rows a section's requests of a turn inserted, once the host applied them.
  struct Insertion {
    /// The section that asked, as its ``UpdateSource`` knows it.
    let requester: AnyObject
    /// The inserted rows, local to the section and ascending, as they are after the batch.
    let rows: [Int]
  }

  /// The host batches go to.
  weak var host: (any ListHost)?
  /// The owner of the queued requests, which says where their sections stand.
  weak var source: (any UpdateSource)?
  /// The requests of the turn.
  var queue = UpdateQueue()
  /// The most recent diagnostics (at most ``keptDiagnostics``), newest last.
  var diagnostics: [UpdateDiagnostic] = []
  /// Called with every diagnostic; when `nil`, diagnostics are printed to standard error.
  var onDiagnostic: ((UpdateDiagnostic) -> Void)?
  /// Makes an invalid update fail an assertion with its diagnostic (debug builds only).
  var assertsOnInvalidUpdates = false
  /// What the host keeps on screen through each batch.
  var scrollAnchoring = ScrollAnchoring.firstVisibleRow
  /// Called before the host receives a batch or a reload.
  var onWillApply: ((ListBatch) -> Void)?
  /// Called once the host has applied a batch or reloaded.
  var onDidApply: ((ListBatch, ListBatch.Outcome) -> Void)?
  private var flushTask: Task<Void, Never>?
  /// The number of rows from which the layers over the composite diff off the main actor;
  /// `nil` never does.
  var backgroundDiffingThreshold: Int? = 10_000
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
    evaluateScreens()
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
    // A screen that follows its models and waits to be evaluated again counts as a request:
    // what the context acts on next must see the change.
    while !queue.isApplying,
      queue.hasRequests || !queue.absorbed.isEmpty || !queue.evaluations.isEmpty,
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
    if queue.hasRequests || queue.structure != nil || !queue.evaluations.isEmpty {
      // Still waiting: the action would see the list without them.
      queue.actions.append(action)
      schedule()
      return
    }
    action()
  }

  /// Evaluates a declarative screen again at the next flush (the end of the turn, or
  /// ``CompositeController/flushUpdates()``), before the queued requests are applied: what the
  /// evaluation changes is applied with them.
  ///
  /// - Parameter evaluation: Evaluates the screen and shows it.
  func evaluateBeforeFlush(_ evaluation: @escaping @MainActor () -> Void) {
    queue.evaluations.append(evaluation)
    schedule()
  }

  /// Runs the evaluations of screens that wait; one asked for meanwhile waits for the next
  /// flush.
  private func evaluateScreens() {
    guard !queue.evaluations.isEmpty else { return }
    let evaluations = queue.evaluations
    queue.evaluations = []
    for evaluation in evaluations { evaluation() }
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
    let completion = UpdateQueue.Completion(animated: animated, handler: completion)
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

  /// Folds the queued requests into a load.
  ///
  /// The host asked for its counts outside a batch, so what it loads shows the models as they
  /// are, requests included. Their completions run, as reloaded, at the next flush.
  func absorbIntoLoad() {
    guard !queue.isHandingBatch, queue.hasRequests else { return }
    queue.absorbIntoLoad()
    schedule()
  }

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
    Self.complete(structure.completions, with: source.applyStructure(structure))
  }

  /// Takes the queued requests, hands them to the host as one batch, and runs their
  /// completions.
  private func applyQueuedRequests(of source: any UpdateSource) {
    let (pending, completions) = queue.take()
    guard !pending.isEmpty || !completions.isEmpty else { return }
    let outcome =
      host == nil
      ? .reloaded : apply(pending, of: source, animated: completions.contains { $0.animated })
    Self.complete(completions, with: outcome)
  }

  /// Builds one batch of the list from the requests of the turn, each translated by the source
  /// to where its section stands now, and hands it to the host; falls back to a reload with a
  /// diagnostic when anything is wrong.
  ///
  /// A section's one request goes as it is (the host checks it, and the section's row count,
  /// against UIKit's rules). Several requests of a section were replayed on its rows as they
  /// came: the first rule one of them broke is reported, else the controller's row count must
  /// be the replay's, and the replay's result goes. A section that left the list is skipped, and
  /// so is one whose controller left the tree in the change of the list of sections that waits
  /// (reloaded, should its row count have changed since).
  ///
  /// - Parameters:
  ///   - pending: The requests, by section, in the order they were first made.
  ///   - source: Where the sections stand.
  ///   - animated: Whether to animate.
  /// - Returns: How the requests reached the list.
  /// - Complexity: O(b + s) plus the host's work, b being the size of the requests and s the
  ///   number of sections.
  private func apply(
    _ pending: [UpdateQueue.Pending], of source: any UpdateSource, animated: Bool
  ) -> ListBatch.Outcome {
    if source.hostIsAheadOfRequests {
      // The requests speak of the sections as the source has them: the host learns first.
      applyWaitingStructure(of: source)
    }
    // Sections whose controllers left in the change that waits: their requests were made
    // before the removal, and the change deletes them anyway.
    let leaving = queue.structure == nil ? [] : Set(source.sectionsLeaving())
    var batch = ListBatch()
    var insertions: [Insertion] = []
    for request in pending {
      guard let section = source.section(of: request.requester),
        !leaving.contains(section)
      else { continue }
      switch request.requests {
      case .one(let local) where local.reloadsSection:
        batch.reloadedSections.insert(section)
      case .one(let local):
        batch.formUnion(local.batchUpdate(inSection: section))
        if !local.insertedRows.isEmpty {
          insertions.append(
            Insertion(requester: request.requester, rows: local.insertedRows.sorted()))
        }
      case .several(_, let violation?):
        return reload(reporting: violation, controller: source.controllerName(ofSection: section))
      case .several(let simulation, nil) where simulation.reloadsSection:
        batch.reloadedSections.insert(section)
      case .several(let simulation, nil):
        let actual = source.numberOfRows(inSection: section)
        guard actual == simulation.count else {
          return reload(
            reporting: simulation.rowCountViolation(actual: actual, section: section),
            controller: source.controllerName(ofSection: section))
        }
        if let local = simulation.result() {
          batch.formUnion(local.batchUpdate(inSection: section))
        }
        // The rows new to the section: a reloaded row that moved is a delete and an insert
        // for the host, but not new content.
        let inserted = simulation.tokens.indices.filter {
          if case .new = simulation.tokens[$0] { return true }
          return false
        }
        if !inserted.isEmpty {
          insertions.append(Insertion(requester: request.requester, rows: inserted))
        }
      }
    }
    // A controller that left may have changed its rows since, with no request to say so (it is
    // out of the list): its section is reloaded, so that the batch adds up until the change
    // deletes it.
    if let host {
      for section in leaving
      where section < host.numberOfSections
        && source.numberOfRows(inSection: section) != host.numberOfRows(inSection: section)
      {
        batch.reloadedSections.insert(section)
      }
    }
    return hand(
      batch, from: source.listDataSource, animated: animated, fallback: .rowCount,
      insertions: insertions)
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

  /// Runs completions of what reached the list together, in order, each told whether it was
  /// batched with its own animation, or reloaded.
  ///
  /// - Parameters:
  ///   - completions: The completions.
  ///   - outcome: How what they wait for reached the list.
  static func complete(_ completions: [UpdateQueue.Completion], with outcome: ListBatch.Outcome) {
    for completion in completions {
      completion.handler?(
        outcome == .reloaded ? .reloaded : .batched(animated: completion.animated))
    }
  }
}
