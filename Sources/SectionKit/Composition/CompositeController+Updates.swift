import Foundation

extension CompositeController {
  /// Applies every update requested so far, now, instead of at the end of the main-actor
  /// turn.
  ///
  /// Requests from ``SectionContext/performBatch(animated:updates:completion:)`` are collected
  /// during a turn and applied together as one batch; call this to apply them at once, for
  /// example in a test. Requests made while a batch is being applied (from a delegate method or
  /// a completion) are applied after it.
  ///
  /// - Complexity: O(b + s) plus the host's work, b being the size of the requests and s the
  ///   number of sections.
  public func flushUpdates() {
    let root = self.root
    guard root === self else { return root.flushUpdates() }
    guard !updates.isApplying, !updates.isEmpty else { return }
    updates.flushTask?.cancel()
    updates.flushTask = nil
    let (pending, completions) = updates.take()
    updates.isApplying = true
    let outcome = apply(pending, animated: completions.contains { $0.animated })
    for completion in completions {
      completion.handler?(
        outcome == .reloaded ? .reloaded : .batched(animated: completion.animated))
    }
    updates.isApplying = false
    if !updates.isEmpty { scheduleFlush() }
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

  func completePendingUpdatesByReload() {
    guard !updates.isApplying else { return }
    let (_, completions) = updates.take()
    for completion in completions { completion.handler?(.reloaded) }
  }

  private func scheduleFlush() {
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
    // The host checks the batch against UIKit's rules before applying it (the contract of
    // ListHost.performBatchUpdates), so it is not checked here a second time; reconfigures
    // that share a batch with moves go after it, at their new index paths.
    do {
      try host.performBatchUpdates(
        reconfiguringInPlace: batch, dataSource: self, animated: animated)
      return .batched(animated: animated)
    } catch {
      return reportAndReload(refusal: error, fallback: .rowCount)
    }
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
