/// The update requests of one turn, kept by an ``Updater`` until they are applied.
///
/// Only the updater holds one, privately: the rest of the package says what it wants through
/// the updater's methods.
@MainActor
struct UpdateQueue {
  /// The requests of one section controller.
  struct Pending {
    /// The section that asked, as its ``UpdateSource`` knows it (a composite's leaf).
    let requester: AnyObject
    var requests: Requests
  }

  /// What a section controller asked for during the turn.
  enum Requests {
    /// One request, the usual case: it goes to the host as it is, and the host checks it.
    case one(SectionBatch)
    /// Several requests, replayed on the rows so that they compose into one batch; the first
    /// rule one of them broke, if any, stops the replay.
    case several(RowSimulation, violation: UpdateDiagnostic.Violation?)
  }

  struct Completion {
    let animated: Bool
    let handler: ((ListBatch.Outcome) -> Void)?
    /// When it was asked for, among the completions of the queue: completions of one flush
    /// run in this order (see ``held``).
    var order = 0
  }

  /// A change of the list of sections asked for while a batch was being applied or a request
  /// built: applied after it, once the requests queued before it are.
  struct Structure {
    var animated: Bool
    /// What left the source's tree (composites): the source lets go of them once the change
    /// is applied.
    var released: [AnyObject]
    /// The completions of the changes, in the order they were made.
    var completions: [Completion] = []
  }

  var sections: [ObjectIdentifier: Pending] = [:]
  var order: [ObjectIdentifier] = []
  var completions: [Completion] = []
  /// Completions of requests a load of the host already showed (the host asked for its counts
  /// while they were queued): they run, as reloaded, at the next flush.
  var absorbed: [Completion] = []
  var structure: Structure?
  /// Context actions (select, scroll) asked for while a batch was being applied: they run after
  /// it, so that they act on the rows the requests before them made.
  var actions: [@MainActor () -> Void] = []
  /// Work that makes requests (a declarative screen whose models changed, evaluated again):
  /// it runs first at the next flush, so that what it asks for is part of it.
  var preparations: [@MainActor () -> Void] = []
  var isApplying = false
  /// Completions of requests that reached the list while a change of the list of sections
  /// asked for before them waits: they run after that change's, in the order asked.
  var held: [(completion: Completion, outcome: ListBatch.Outcome)] = []
  /// How many completions were asked for, to number them.
  private var completionCount = 0
  /// How many `performBatch` update closures are running.
  var buildingRequests = 0
  /// How many loads of the host absorbed queued requests.
  var loads = 0

  var isEmpty: Bool {
    order.isEmpty && completions.isEmpty && absorbed.isEmpty && structure == nil
      && actions.isEmpty && preparations.isEmpty
  }

  /// Whether a request is waiting.
  var hasRequests: Bool { !order.isEmpty || !completions.isEmpty }

  /// Whether a change of the list of sections must wait: a batch is being applied, or a
  /// request is being built (its model has changed, its batch is not queued yet).
  var defersStructure: Bool { isApplying || buildingRequests > 0 }

  /// Notes a change of the list of sections to apply later, with the turn's other changes.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - released: Composites that left the tree.
  ///   - completion: Runs once the change has reached the list.
  mutating func deferStructure(
    animated: Bool, released: [AnyObject], completion: ((ListBatch.Outcome) -> Void)?
  ) {
    var change = structure ?? Structure(animated: false, released: [])
    change.animated = change.animated || animated
    change.released += released
    if let completion {
      change.completions.append(self.completion(animated: animated, handler: completion))
    }
    structure = change
  }

  /// A completion, numbered in the order completions are asked for.
  ///
  /// - Parameters:
  ///   - animated: Whether its change is animated.
  ///   - handler: The caller's completion.
  /// - Returns: The completion.
  mutating func completion(
    animated: Bool, handler: ((ListBatch.Outcome) -> Void)?
  ) -> Completion {
    completionCount &+= 1
    return Completion(animated: animated, handler: handler, order: completionCount)
  }

  /// Whether a section has a request queued.
  ///
  /// - Parameter requester: The section, as its source knows it.
  /// - Returns: Whether a request of it waits.
  func hasRequest(of requester: AnyObject) -> Bool {
    sections[ObjectIdentifier(requester)] != nil
  }

  /// Adds a section controller's request: its first goes to the host as it is, later ones are
  /// replayed on the rows the host shows.
  ///
  /// - Parameters:
  ///   - batch: The request, in local rows.
  ///   - requester: The section, as its source knows it.
  ///   - section: The section's index in the list, for messages.
  ///   - shownRows: The section's row count on the host (read only for a second request).
  mutating func add(_ batch: SectionBatch, of requester: AnyObject, section: Int, shownRows: Int) {
    let id = ObjectIdentifier(requester)
    if var pending = sections[id] {
      pending.requests.add(batch, section: section, shownRows: shownRows)
      sections[id] = pending
    } else {
      sections[id] = Pending(requester: requester, requests: .one(batch))
      order.append(id)
    }
  }

  /// Puts a reconfigure of rows the host shows ahead of the requests of their section.
  ///
  /// - Parameters:
  ///   - rows: Local rows, as the host shows them.
  ///   - requester: The section, as its source knows it.
  ///   - section: The section's index in the list, for messages.
  ///   - shownRows: The section's row count on the host.
  mutating func prependReconfigures(
    of rows: [Int], requester: AnyObject, section: Int, shownRows: Int
  ) {
    var first = SectionBatch()
    first.reconfigureRows(at: rows)
    let id = ObjectIdentifier(requester)
    guard var pending = sections[id] else {
      sections[id] = Pending(requester: requester, requests: .one(first))
      order.insert(id, at: 0)
      return
    }
    switch pending.requests {
    case .one(let later):
      var requests = Requests.one(first)
      requests.add(later, section: section, shownRows: shownRows)
      pending.requests = requests
    case .several(var simulation, let violation):
      simulation.reconfigureShownRows(rows)
      pending.requests = .several(simulation, violation: violation)
    }
    sections[id] = pending
  }

  /// Takes every pending request out of the queue.
  mutating func take() -> ([Pending], [Completion]) {
    var pending: [Pending] = []
    pending.reserveCapacity(order.count)
    for id in order { if let request = sections[id] { pending.append(request) } }
    let taken = (pending, completions)
    sections = [:]
    order = []
    completions = []
    return taken
  }
}

extension UpdateQueue.Requests {
  /// Adds a later request of the same section: from the second on, the requests are replayed
  /// on the rows the host shows.
  ///
  /// - Parameters:
  ///   - batch: The request.
  ///   - section: The section's index in the list, for messages.
  ///   - shownRows: The section's row count on the host.
  mutating func add(_ batch: SectionBatch, section: Int, shownRows: Int) {
    var simulation: RowSimulation
    var violation: UpdateDiagnostic.Violation?
    switch self {
    case .one(let first):
      simulation = RowSimulation(rowCount: shownRows)
      violation = simulation.apply(first, section: section)
    case .several(let replayed, let broken):
      simulation = replayed
      violation = broken
    }
    if violation == nil { violation = simulation.apply(batch, section: section) }
    self = .several(simulation, violation: violation)
  }
}
