extension Updater {
  /// Runs work that computes off the main actor and applies its result on it, and keeps it
  /// until it ends, so that ``waitForFlush()`` waits for it too.
  ///
  /// The work decides itself whether its result is still wanted when it comes back (a newer
  /// update may have superseded it); the updater only accounts for it.
  ///
  /// - Parameter work: Starts on the main actor, awaits the computation off it, then applies
  ///   its result (or drops it).
  /// - Returns: The task that runs it, for another updater to wait for too.
  @discardableResult
  func runInBackground(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    nextBackgroundWork += 1
    let number = nextBackgroundWork
    let task = Task { @MainActor [weak self] in
      await work()
      self?.backgroundWork[number] = nil
    }
    backgroundWork[number] = task
    return task
  }
}
