/// The update requests of one turn, kept by a root composite until they are applied.
@MainActor
struct UpdateQueue {
  struct Pending {
    let leaf: CompositeController.Leaf
    var simulation: RowSimulation
    var violation: UpdateViolation?
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
    let taken = (order.compactMap { sections[$0] }, completions)
    sections = [:]
    order = []
    completions = []
    return taken
  }
}
