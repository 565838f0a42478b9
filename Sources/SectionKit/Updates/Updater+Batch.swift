import Foundation

/// Building one batch of the list from the requests of a turn.
extension Updater {
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
  func apply(
    _ pending: [UpdateQueue.Pending], of source: any UpdateSource, animated: Bool
  ) -> ListBatch.Outcome {
    if source.hostIsAheadOfRequests {
      // The requests speak of the sections as the source has them: the host learns first.
      applyWaitingStructure(of: source)
    }
    // Sections whose controllers left in the change that waits: their requests were made
    // before the removal, and the change deletes them anyway.
    let leaving = isStructureChangeWaiting ? Set(source.sectionsLeaving()) : []
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
        if !local.inserted.isEmpty {
          insertions.append(Insertion(requester: request.requester, named: local.inserted))
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
          insertions.append(Insertion(requester: request.requester, named: inserted))
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
}
