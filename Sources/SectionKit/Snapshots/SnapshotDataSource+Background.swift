extension SnapshotDataSource {
  /// The items of one kept section to diff off the main actor.
  ///
  /// The items shown, the new ones and the snapshot's marks: plain `Sendable` values, shared
  /// with the main actor (copied only if it changed them, which it does not).
  struct SectionDiffJob: Sendable {
    let identifier: SectionID
    let items: [ItemID]
    let newItems: [ItemID]
    let reloading: Set<ItemID>
    let reconfiguring: Set<ItemID>
  }

  /// Numbers a new update, the latest, and queues its completion.
  ///
  /// - Parameter completion: The update's completion, if any.
  /// - Returns: The update's number.
  func begin(_ completion: (() -> Void)?) -> Int {
    latestUpdate += 1
    if let completion { pendingCompletions.append((latestUpdate, completion)) }
    return latestUpdate
  }

  /// Takes the completions of an update and of every older one, in the order they were asked.
  ///
  /// - Parameter update: The number of the update being shown.
  /// - Returns: The completions, to run once it is shown.
  func completions(through update: Int) -> [() -> Void] {
    let due = pendingCompletions.prefix { $0.update <= update }
    pendingCompletions.removeFirst(due.count)
    return due.map(\.completion)
  }

  /// Diffs the items of the sections a snapshot keeps in a detached task, from the items shown
  /// now, and shows the snapshot with those diffs on the main actor, unless a newer update was
  /// asked for meanwhile.
  ///
  /// - Parameters:
  ///   - snapshot: The new snapshot.
  ///   - animatingDifferences: Whether to animate.
  ///   - update: The number of the update.
  /// - Complexity: O(s) on the main actor for s sections (the items the diff started from are
  ///   compared with those shown by their storage); the diffs run off it, unless the user moved
  ///   rows meanwhile, when the snapshot is diffed on the main actor.
  func diffInBackground(
    _ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool, update: Int
  ) {
    let root = composite.root.updater
    let differ = diffItems
    let diff = root.runInBackground { [weak self] in
      // Superseded before it started (three applies in one turn diff only the last), or the
      // data source is gone.
      guard let jobs = self?.diffJobs(for: snapshot, update: update) else { return }
      // The data source is not held while the diff runs: released meanwhile, it applies
      // nothing.
      let diffs = await Self.diff(jobs, with: differ)
      self?.backgroundDiffDidReturn?()
      // A newer update was asked for meanwhile: it is diffed from what the list shows, and
      // this one's completions run when it is shown.
      guard let self, self.latestUpdate == update else { return }
      // The user moved rows meanwhile (``reorderingHandlers``): the diff is of items the list
      // no longer shows, and the snapshot is diffed here again, from what it shows.
      let moved = jobs.contains { job in self.sections[job.identifier]?.items != job.items }
      self.show(
        snapshot, animatingDifferences: animatingDifferences, diffs: moved ? nil : diffs,
        update: update)
    }
    // Nested, the data source's own composite waits for the diff too: taken off the list
    // meanwhile, it is a root whose waitForUpdates() must not return before the diff is shown.
    if composite.updater !== root { composite.updater.runInBackground { await diff.value } }
  }

  /// Diffs the items of sections in a detached task.
  ///
  /// - Parameters:
  ///   - jobs: The items shown and to show of each section.
  ///   - diffItems: The data source's diff, specialised for `ItemID`.
  /// - Returns: The diff of each section, by identifier.
  /// - Complexity: O(n + m log m) off the main actor, n being the number of items and m the
  ///   number of items that stay but change position.
  private static func diff(
    _ jobs: [SectionDiffJob], with diffItems: @escaping DiffItems
  ) async -> [SectionID: SnapshotSection<SectionID, ItemID>.Diff] {
    await Task.detached(priority: .userInitiated) {
      var diffs: [SectionID: SnapshotSection<SectionID, ItemID>.Diff] = [:]
      diffs.reserveCapacity(jobs.count)
      for job in jobs {
        diffs[job.identifier] = diffItems(
          job.items, job.newItems, job.reloading, job.reconfiguring)
      }
      return diffs
    }.value
  }

  /// The sections a snapshot keeps, with the items they show and the items they will show.
  ///
  /// - Parameters:
  ///   - snapshot: The new snapshot.
  ///   - update: The number of its update.
  /// - Returns: One job per section kept and not reloaded; `nil` when a newer update was asked
  ///   for.
  /// - Complexity: O(s) for s sections (the arrays are shared, not copied).
  private func diffJobs(
    for snapshot: ListSnapshot<SectionID, ItemID>, update: Int
  ) -> [SectionDiffJob]? {
    guard latestUpdate == update else { return nil }
    return snapshot.sectionIdentifiers.compactMap { identifier in
      guard let kept = sections[identifier], !snapshot.reloadedSections.contains(identifier)
      else { return nil }
      return SectionDiffJob(
        identifier: identifier, items: kept.items,
        newItems: snapshot.itemIdentifiers(inSection: identifier),
        reloading: snapshot.reloadedItems, reconfiguring: snapshot.reconfiguredItems)
    }
  }
}
