// The threshold's earlier home, kept for one release: the composite never read it, only the
// snapshot data sources in its list do, which now keep their own.

extension CompositeController {
  /// The number of rows from which the snapshots of the ``SnapshotDataSource``s in this root
  /// composite's list are diffed off the main actor.
  ///
  /// 10,000 by default; `nil` diffs every snapshot on the main actor. Set on the root composite,
  /// it applies to every data source of its list that was not given a threshold of its own.
  @available(
    *, deprecated,
    message: "Set backgroundDiffingThreshold on the SnapshotDataSource, which reads it."
  )
  public var backgroundDiffingThreshold: Int? {
    get { thresholdSetForSnapshots ?? 10_000 }
    set { SnapshotThresholds.set(newValue, for: self) }
  }

  /// The threshold set on this composite with the deprecated spelling, if it was set
  /// (`.some(nil)`: never off the main actor).
  var thresholdSetForSnapshots: Int?? { SnapshotThresholds.value(for: self) }
}

/// The thresholds set on composites with the deprecated spelling, kept beside the composites
/// rather than in them: only the snapshot data sources read them.
@MainActor
private enum SnapshotThresholds {
  /// A threshold, and the composite it was set on.
  struct Entry {
    weak var composite: CompositeController?
    let threshold: Int?
  }

  /// The entries, by composite.
  static var entries: [ObjectIdentifier: Entry] = [:]

  /// The threshold set on a composite, if any.
  static func value(for composite: CompositeController) -> Int?? {
    guard !entries.isEmpty, let entry = entries[ObjectIdentifier(composite)],
      entry.composite === composite
    else { return nil }
    return .some(entry.threshold)
  }

  /// Sets a composite's threshold, and forgets those of composites that are gone.
  ///
  /// - Complexity: O(n), n being the number of composites given one.
  static func set(_ threshold: Int?, for composite: CompositeController) {
    entries = entries.filter { $0.value.composite != nil }
    entries[ObjectIdentifier(composite)] = Entry(composite: composite, threshold: threshold)
  }
}
