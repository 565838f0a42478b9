import Foundation

extension CompositeController {
  /// Applies every update requested so far, now, instead of at the end of the main-actor
  /// turn.
  ///
  /// Requests from ``SectionContext/performBatch(animated:updates:completion:)`` are collected
  /// during a turn and applied together as one batch; call this to apply them at once, for
  /// example in a test. Requests made while a batch is being applied (from a delegate method or
  /// a completion) are applied after it, at the end of the turn; a change of the list of
  /// sections made meanwhile is applied right after the batch, once the requests queued
  /// before it are.
  ///
  /// - Complexity: O(b + s) plus the host's work, b being the size of the requests and s the
  ///   number of sections.
  public func flushUpdates() {
    let root = self.root
    guard root === self else { return root.flushUpdates() }
    guard !updates.isApplying, !updates.isEmpty else { return }
    updates.flushTask?.cancel()
    updates.flushTask = nil
    updates.isApplying = true
    completeAbsorbed()
    applyQueuedRequests()
    var rounds = 0
    while let structure = updates.structure, rounds < Self.settleLimit {
      rounds += 1
      if updates.hasRequests {
        applyQueuedRequests()
        continue
      }
      updates.structure = nil
      applyStructureChange(structure)
      completeAbsorbed()
    }
    updates.isApplying = false
    let actions = updates.actions
    updates.actions = []
    for action in actions { action() }
    if !updates.isEmpty { scheduleFlush() }
  }

  /// How many rounds a flush or a settle runs before it leaves the rest to the next turn (a
  /// completion that always asks again would otherwise never end).
  static let settleLimit = 64

  /// Applies every queued request, including those their completions make, before a change
  /// that must see them all applied (a change of the list of sections, a context action).
  func settleUpdates() {
    let root = self.root
    guard root === self else { return root.settleUpdates() }
    // Not while the host is asking for cells or laying out: a batch then would change the
    // list under its own layout.
    guard routingDepth == 0 else { return }
    var rounds = 0
    while !updates.isApplying, updates.hasRequests || !updates.absorbed.isEmpty,
      rounds < Self.settleLimit
    {
      rounds += 1
      flushUpdates()
    }
  }

  /// Runs `action` once the requests made before it are applied: at once after applying them,
  /// or after the batch being applied.
  ///
  /// - Parameter action: Acts on the list (selects, scrolls).
  func afterPendingUpdates(_ action: @escaping @MainActor () -> Void) {
    let root = self.root
    if root.updates.isApplying {
      root.updates.actions.append(action)
      return
    }
    root.settleUpdates()
    action()
  }

  /// Runs `body` while a request's update closure changes the model: a change of the list of
  /// sections made inside waits for the request.
  func buildingRequest<R>(_ body: () -> R) -> R {
    let root = self.root
    root.updates.buildingRequests += 1
    defer { root.updates.buildingRequests -= 1 }
    return body()
  }

  /// Folds the queued requests into a load: called when the host asks for its counts outside
  /// a batch, which shows the controllers' current models, requests included.
  func absorbQueuedRequestsIntoLoad() {
    guard !updates.isHandingBatch, updates.hasRequests else { return }
    updates.absorbIntoLoad()
    scheduleFlush()
  }

  /// Runs the completions of requests a load showed.
  private func completeAbsorbed() {
    let absorbed = updates.absorbed
    updates.absorbed = []
    for completion in absorbed { completion.handler?(.reloaded) }
  }

  /// Takes the queued requests, hands them to the host as one batch, and runs their
  /// completions.
  private func applyQueuedRequests() {
    let (pending, completions) = updates.take()
    guard !pending.isEmpty || !completions.isEmpty else { return }
    let outcome = apply(pending, animated: completions.contains { $0.animated })
    for completion in completions {
      completion.handler?(
        outcome == .reloaded ? .reloaded : .batched(animated: completion.animated))
    }
  }

  /// Applies a change of the list of sections that had to wait.
  private func applyStructureChange(_ structure: UpdateQueue.Structure) {
    structureDidChange(animated: structure.animated)
    for composite in structure.released where composite.parent == nil {
      composite.rebuildTable()
    }
  }

  /// Waits until the updates requested so far have been applied.
  public func waitForUpdates() async {
    await root.updates.flushTask?.value
  }

  func enqueue(
    _ batch: SectionBatch, from context: SectionContext, animated: Bool,
    completion: ((UpdateOutcome) -> Void)?
  ) {
    guard let section = context.sectionIndex, table.indices.contains(section) else {
      completion?(.reloaded)
      return
    }
    if let request = reuse.activeRequest, request.supplementaryKind == nil,
      request.indexPath.section == section
    {
      let row = request.indexPath.row
      if batch.reloadsSection || batch.reloadedRows.contains(row)
        || batch.reconfiguredRows.contains(row)
      {
        misuse(
          """
          SectionKit: \(context.controllerName) (section \(section)) asked to reload or \
          reconfigure row \(row) from cell(at:in:) while configuring that row's cell: the update \
          would ask for the cell again, and again. Configure the cell you are returning instead.
          """)
      }
    }
    let leaf = table[section]
    let id = ObjectIdentifier(leaf.controller)
    if var pending = updates.sections[id] {
      pending.requests.add(batch, section: section, shownRows: shownRows(of: leaf, in: section))
      updates.sections[id] = pending
    } else {
      updates.sections[id] = UpdateQueue.Pending(leaf: leaf, requests: .one(batch))
      updates.order.append(id)
    }
    updates.completions.append(.init(animated: animated, handler: completion))
    scheduleFlush()
  }

  /// The row count the host shows for a section (what a replay of requests starts from).
  private func shownRows(of leaf: Leaf, in section: Int) -> Int {
    guard let host else { return leaf.numberOfRows() }
    return section < host.numberOfSections ? host.numberOfRows(inSection: section) : 0
  }

  func scheduleFlush() {
    guard updates.flushTask == nil else { return }
    updates.flushTask = Task { @MainActor [weak self] in
      guard !Task.isCancelled else { return }
      self?.updates.flushTask = nil
      self?.flushUpdates()
    }
  }

  /// Builds one batch from the requests, checks it, and hands it to the host; falls back to a
  /// reload with a diagnostic when anything is wrong.
  private func apply(_ pending: [UpdateQueue.Pending], animated: Bool) -> UpdateOutcome {
    guard let host else { return .reloaded }
    var batch = BatchUpdate()
    for request in pending {
      guard let section = request.leaf.context.sectionIndex,
        table.indices.contains(section), table[section].controller === request.leaf.controller
      else { continue }
      switch request.requests {
      case .one(let local) where local.reloadsSection:
        batch.reloadedSections.insert(section)
      case .one(let local):
        // The host checks it, and its row count, against UIKit's rules.
        batch.formUnion(local.batchUpdate(inSection: section))
      case .several(_, let violation?):
        return reportAndReload(
          violation, controller: request.leaf.context.controllerName, section: section)
      case .several(let simulation, nil) where simulation.reloadsSection:
        batch.reloadedSections.insert(section)
      case .several(let simulation, nil):
        let actual = request.leaf.controller.numberOfRows(in: request.leaf.context)
        guard actual == simulation.count else {
          return reportAndReload(
            simulation.rowCountViolation(actual: actual, section: section),
            controller: request.leaf.context.controllerName, section: section)
        }
        if let local = simulation.result() {
          batch.formUnion(local.batchUpdate(inSection: section))
        }
      }
    }
    if batch.isEmpty {
      // Nothing to tell the list, but a model changed without a request still shows as a count
      // that does not add up.
      do {
        try batch.check(against: host.rowCounts, dataSource: self)
        return .batched(animated: animated)
      } catch {
        return reportAndReload(refusal: error, fallback: .rowCount)
      }
    }
    // The host checks the batch against UIKit's rules before applying it (the contract of
    // ListHost.performBatchUpdates), so it is not checked here a second time; reconfigures
    // that share a batch with moves go after it, at their new index paths.
    updates.isHandingBatch = true
    defer { updates.isHandingBatch = false }
    do {
      let later = try host.performBatchUpdates(
        reconfiguringInPlace: batch, dataSource: self, animated: animated)
      if updates.hasRequests {
        // Requests made while the first step was laid out changed the models: the
        // reconfigures go first among them, at the next flush.
        requeueReconfigures(later)
      } else {
        try host.performReconfigures(later, dataSource: self, animated: animated)
      }
      return .batched(animated: animated)
    } catch {
      return reportAndReload(refusal: error, fallback: .rowCount)
    }
  }

  /// Queues reconfigures of rows ahead of the requests of their sections.
  ///
  /// - Parameter rows: Rows at their index paths in the list the host shows.
  private func requeueReconfigures(_ rows: Set<ListIndexPath>) {
    guard let host, !rows.isEmpty else { return }
    var bySection: [Int: [Int]] = [:]
    for path in rows { bySection[path.section, default: []].append(path.row) }
    for (section, locals) in bySection.sorted(by: { $0.key < $1.key }) {
      guard table.indices.contains(section) else { continue }
      updates.prependReconfigures(
        of: locals, leaf: table[section], section: section,
        shownRows: host.numberOfRows(inSection: section))
    }
    scheduleFlush()
  }

  /// Reports a batch the host refused, naming the controller of the section it names, and
  /// reloads.
  @discardableResult
  func reportAndReload(refusal error: HostError, fallback: UpdateViolation.Rule) -> UpdateOutcome {
    let violation = error.violation ?? UpdateViolation(fallback, error.message)
    let section = violation.section
    let name = section.flatMap {
      table.indices.contains($0) ? table[$0].context.controllerName : nil
    }
    return reportAndReload(violation, controller: name, section: section)
  }

  @discardableResult
  func reportAndReload(_ violation: UpdateViolation, controller: String?, section: Int?)
    -> UpdateOutcome
  {
    let diagnostic = UpdateDiagnostic(
      controller: controller, section: section, violation: violation)
    diagnostic.deliver(keepingIn: &diagnostics, to: onDiagnostic)
    if assertsOnInvalidUpdates { assertionFailure(diagnostic.description) }
    host?.reloadData()
    return .reloaded
  }
}
