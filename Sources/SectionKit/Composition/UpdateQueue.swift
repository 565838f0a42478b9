/// The update requests of one turn, kept by a root composite until they are applied.
@MainActor
struct UpdateQueue {
  /// The requests of one section controller.
  struct Pending {
    let leaf: CompositeController.Leaf
    var requests: Requests
  }

  /// What a section controller asked for during the turn.
  enum Requests {
    /// One request, the usual case: it goes to the host as it is, and the host checks it.
    case one(SectionBatch)
    /// Several requests, replayed on the rows so that they compose into one batch; the first
    /// rule one of them broke, if any, stops the replay.
    case several(RowSimulation, violation: UpdateViolation?)
  }

  struct Completion {
    let animated: Bool
    let handler: ((UpdateOutcome) -> Void)?
  }

  var sections: [ObjectIdentifier: Pending] = [:]
  var order: [ObjectIdentifier] = []
  var completions: [Completion] = []
  var isApplying = false
  var flushTask: Task<Void, Never>?

  var isEmpty: Bool { order.isEmpty && completions.isEmpty }

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
    var violation: UpdateViolation?
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
