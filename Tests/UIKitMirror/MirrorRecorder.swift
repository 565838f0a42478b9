#if os(Linux)
  /// Records which default implementations of the mirror's optional protocol requirements were
  /// reached, so a test can prove that the adapter implements a method rather than matching a
  /// near-miss signature that compiles silently.
  @MainActor
  public enum MirrorRecorder {
    /// The requirements whose default implementation ran, in order.
    public private(set) static var defaultsReached: [String] = []

    /// Notes that a default implementation ran.
    ///
    /// - Parameter requirement: The requirement's name.
    public static func reached(_ requirement: String) { defaultsReached.append(requirement) }

    /// Forgets everything recorded.
    public static func reset() { defaultsReached = [] }
  }
#endif
