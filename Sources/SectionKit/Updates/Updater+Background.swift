extension Updater {
  /// Runs work that computes off the main actor and applies its result on it, and keeps it
  /// until it ends, so that ``waitForFlush()`` waits for it too.
  ///
  /// The work decides itself whether its result is still wanted when it comes back (a newer
  /// update may have superseded it); the updater only accounts for it.
  ///
  /// - Parameter work: Starts on the main actor, awaits the computation off it, then applies
  ///   its result (or drops it).
  func runInBackground(_ work: @escaping @MainActor () async -> Void) {
    nextBackgroundWork += 1
    let number = nextBackgroundWork
    backgroundWork[number] = Task { @MainActor [weak self] in
      await work()
      self?.backgroundWork[number] = nil
    }
  }
}
