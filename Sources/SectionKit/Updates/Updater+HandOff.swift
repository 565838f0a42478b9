import Foundation

/// Handing a batch to the host, and what happens when the host refuses it.
extension Updater {
  /// Hands a batch to the host: the one place a batch reaches it.
  ///
  /// The host checks the batch against UIKit's rules before applying anything (the contract of
  /// ``ListHost/performBatchUpdates(_:animated:completion:)``), so it is not checked here a
  /// second time. An empty batch is not sent (UIKit would animate nothing), but its row counts
  /// are still checked: a model changed without a request shows as a count that does not add
  /// up. Reconfigures that share a batch with moves go after it, at their new index paths (see
  /// ``ListHost/performBatchUpdates(reconfiguringInPlace:dataSource:animated:)``); when
  /// requests were made while the first step was laid out, they go first among those instead.
  ///
  /// The listeners hear of a batch sent, or of the reload that replaces it, once: ``onWillApply``
  /// before the host receives it, ``onDidApply`` once the host has applied it or reloaded. The
  /// sections that inserted rows hear of them first (``UpdateSource/didInsertRows(_:)``), while
  /// their models are the ones the batch left; not when the batch was refused. The source
  /// notes the host's selection before (``UpdateSource/willHandOff()``) and selects again what
  /// the host dropped after (``UpdateSource/didHandOff()``), before the listeners hear of it.
  ///
  /// What the host shows is kept in place by ``scrollAnchoring``: measured before the batch,
  /// restored once the host applied it (and its reconfigures) and before it lays out the rows
  /// on screen (``ListHost/deferringLayout(_:)``), before the listeners hear of it. When
  /// another batch follows in the same flush (a change of the list of sections after the
  /// rows'), the anchor is carried to it (``carriedAnchor``): the batches are anchored as one,
  /// unless the list was scrolled between them. A drop is
  /// anchored too, on the rows above what it changes, so that the dropped row shows where it was
  /// dropped.
  ///
  /// - Parameters:
  ///   - batch: The changes, in the list's coordinates.
  ///   - dataSource: The data source, already answering with the new state.
  ///   - animated: Whether to animate.
  ///   - fallback: The rule to report when the host's refusal names none.
  ///   - insertions: The rows each section's requests inserted, for the sections to announce.
  ///   - drop: The drop the batch shows, for ``ScrollAnchor``; `nil` for another batch.
  /// - Returns: `.batched` when the host applied the batch, `.reloaded` when it refused it and
  ///   the list was reloaded, with a diagnostic.
  /// - Complexity: O(b + s) plus the host's work, b being the size of the batch and s the
  ///   number of sections.
  @discardableResult
  func hand(
    _ batch: ListBatch, from dataSource: any ListDataSource, animated: Bool,
    fallback: UpdateDiagnostic.Violation.Rule, insertions: [Insertion] = [],
    drop: ScrollAnchor.Drop? = nil
  ) -> ListBatch.Outcome {
    guard let host else { return .reloaded }
    if batch.isEmpty {
      do {
        try batch.check(against: host.rowCounts, dataSource: dataSource)
        return .batched(animated: animated)
      } catch {
        let (violation, name) = refusal(error, fallback: fallback)
        return reload(reporting: violation, controller: name, refusing: batch)
      }
    }
    source?.willHandOff()
    onWillApply?(batch)
    let outcome: ListBatch.Outcome
    do {
      try handingBatch { () throws(HostError) in
        // Another batch may follow in the same flush (a change of the list of sections after
        // the rows'): the anchor is carried to it, so that the batches are anchored as one.
        let carrying = isFlushing && drop == nil
        var anchor =
          carriedAnchor(on: host)
          ?? ScrollAnchor(
            measuring: host, anchoring: scrollAnchoring, drop: drop)
        carriedAnchor = nil
        // The anchor moves the offset before the host lays the batch out: rows that stay on
        // screen never leave it.
        try host.deferringLayout { () throws(HostError) in
          let later = try host.performBatchUpdates(
            reconfiguringInPlace: batch, dataSource: dataSource, animated: animated)
          if let source, hasQueuedRequests, !later.isEmpty {
            requeueReconfigures(later, of: source)
            schedule()
          } else {
            try host.performReconfigures(later, dataSource: dataSource, animated: animated)
          }
          anchor?.restore(
            in: host, after: batch, canAnchor: { source?.canAnchorScroll(at: $0) ?? true },
            decidesAnchors: { source?.decidesScrollAnchors(inSection: $0) ?? false },
            carrying: carrying)
        }
        if carrying { carriedAnchor = anchor }
      }
      outcome = .batched(animated: animated)
    } catch {
      let (violation, name) = refusal(error, fallback: fallback)
      diagnose(violation, controller: name)
      self.host?.reloadData()
      outcome = .reloaded
    }
    source?.didHandOff()
    if outcome != .reloaded, !insertions.isEmpty { source?.didInsertRows(insertions) }
    onDidApply?(batch, outcome)
    return outcome
  }

  /// The anchor an earlier batch of this flush carried, while the list stands where that batch
  /// left it; `nil` once the list was scrolled since (a completion that scrolls wins).
  private func carriedAnchor(on host: any ListHost) -> ScrollAnchor? {
    guard let carriedAnchor, host.scrollGeometry()?.contentOffset == carriedAnchor.leftOffset
    else { return nil }
    return carriedAnchor
  }

  /// The rule a host's refusal names, and the controller that owns the section it names.
  private func refusal(_ error: HostError, fallback: UpdateDiagnostic.Violation.Rule) -> (
    UpdateDiagnostic.Violation, String?
  ) {
    let violation = error.violation ?? UpdateDiagnostic.Violation(fallback, error.message)
    let name = violation.section.flatMap { source?.controllerName(ofSection: $0) }
    return (violation, name)
  }

  /// How many diagnostics the updater keeps.
  static let keptDiagnostics = 100

  /// Reports a broken rule and reloads the list, which then shows the models as they are.
  ///
  /// - Parameters:
  ///   - violation: The rule and what broke it.
  ///   - controller: The name of the controller that broke it, if known.
  ///   - batch: The batch refused, for the listeners; empty when none could be made.
  /// - Returns: `.reloaded`.
  @discardableResult
  func reload(
    reporting violation: UpdateDiagnostic.Violation, controller: String?,
    refusing batch: ListBatch = ListBatch()
  ) -> ListBatch.Outcome {
    diagnose(violation, controller: controller)
    return reloadHost(refusing: batch)
  }

  /// Reports a broken rule, and stops there in debug builds when asked to.
  private func diagnose(_ violation: UpdateDiagnostic.Violation, controller: String?) {
    let diagnostic = UpdateDiagnostic(
      controller: controller, section: violation.section, violation: violation)
    report(diagnostic)
    if assertsOnInvalidUpdates { assertionFailure(diagnostic.description) }
  }

  /// Reloads the host, which then shows the models as they are, and tells the listeners; the
  /// source selects again the rows it finds by identity (``UpdateSource/didHandOff()``).
  ///
  /// - Parameter batch: The batch the reload replaces, for the listeners; empty for a reload
  ///   asked for as such.
  /// - Returns: `.reloaded`.
  @discardableResult
  func reloadHost(refusing batch: ListBatch = ListBatch()) -> ListBatch.Outcome {
    guard let host else { return .reloaded }
    // A reload keeps nothing in place: the rows an anchor follows are gone with it.
    carriedAnchor = nil
    source?.willHandOff()
    onWillApply?(batch)
    host.reloadData()
    source?.didHandOff()
    onDidApply?(batch, .reloaded)
    return .reloaded
  }

  /// Keeps a diagnostic among the newest and hands it to ``onDiagnostic``, or prints it to
  /// standard error when there is none.
  ///
  /// - Parameter diagnostic: The diagnostic.
  func report(_ diagnostic: UpdateDiagnostic) {
    diagnostics.append(diagnostic)
    if diagnostics.count > Self.keptDiagnostics {
      diagnostics.removeFirst(diagnostics.count - Self.keptDiagnostics)
    }
    if let onDiagnostic {
      onDiagnostic(diagnostic)
    } else {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
  }
}
