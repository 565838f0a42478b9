/// One batch of changes to a whole list, in UIKit's terms and the list's index paths: section
/// and row inserts, deletes, reloads, reconfigures and moves.
///
/// The names say where a value lives: `List…` values speak the whole list's coordinates (a
/// ``ListIndexPath``, what a ``ListHost`` applies), `Section…` values a section controller's
/// local rows (a ``SectionBatch`` becomes part of a `ListBatch`).
///
/// As inside UIKit's `performBatchUpdates`, the order of the changes does not matter: deletes,
/// reloads and reconfigures name index paths from **before** the update, inserts name index
/// paths from **after** it, and a move goes from an old index path to a new one. A reload
/// counts as a delete plus an insert at the same place; a reconfigure changes nothing in the
/// counts.
///
/// Check a batch with ``validate(oldCounts:newCounts:)`` before handing it to a host.
public struct ListBatch: Hashable, Sendable {
  /// A section that moves.
  public struct SectionMove: Hashable, Sendable {
    /// Its index before the update.
    public var from: Int
    /// Its index after the update.
    public var to: Int

    /// Creates a section move.
    ///
    /// - Parameters:
    ///   - from: The index before the update.
    ///   - to: The index after the update.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A row that moves.
  public struct RowMove: Hashable, Sendable {
    /// Its index path before the update.
    public var from: ListIndexPath
    /// Its index path after the update.
    public var to: ListIndexPath

    /// Creates a row move.
    ///
    /// - Parameters:
    ///   - from: The index path before the update.
    ///   - to: The index path after the update.
    public init(from: ListIndexPath, to: ListIndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Sections deleted, by index before the update.
  public var deletedSections: Set<Int> = []
  /// Sections inserted, by index after the update.
  public var insertedSections: Set<Int> = []
  /// Sections reloaded, by index before the update.
  public var reloadedSections: Set<Int> = []
  /// Sections moved.
  public var movedSections: [SectionMove] = []
  /// Rows deleted, by index path before the update.
  public var deletedRows: Set<ListIndexPath> = []
  /// Rows inserted, by index path after the update.
  public var insertedRows: Set<ListIndexPath> = []
  /// Rows reloaded (new cells), by index path before the update.
  public var reloadedRows: Set<ListIndexPath> = []
  /// Rows reconfigured (the same cell configured again), by index path before the update.
  public var reconfiguredRows: Set<ListIndexPath> = []
  /// Rows moved.
  public var movedRows: [RowMove] = []

  /// Creates an empty batch.
  public init() {}

  /// Creates a batch of section changes from a diff of section identities.
  ///
  /// Deleted, inserted and moved sections come from `changes`; sections in `reloaded` (old
  /// indexes) are reloaded, or deleted and inserted when they also move, since UIKit does not
  /// move a reloaded section.
  ///
  /// - Parameters:
  ///   - changes: The diff of the old and new section identities.
  ///   - reloaded: Old indexes of sections to reload.
  /// - Complexity: O(c), c being the size of `changes`.
  public init(sectionChanges changes: Changeset, reloading reloaded: Set<Int>) {
    let resolved = changes.resolvingReloadedMoves(reloaded)
    deletedSections = Set(resolved.deletes)
    insertedSections = Set(resolved.inserts)
    movedSections = resolved.moves.map { SectionMove(from: $0.from, to: $0.to) }
    reloadedSections = Set(resolved.reloads)
  }

  /// Whether the batch changes nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && reconfiguredRows.isEmpty && movedRows.isEmpty
  }

  /// Adds every change of `other` to this batch.
  ///
  /// Both batches must speak of the same before and after states, as requests made in one
  /// turn do; the result is validated like any batch.
  ///
  /// - Parameter other: Another batch over the same states.
  /// - Complexity: O(min(n, m)) for each kind of change, n and m being its size in each batch.
  public mutating func formUnion(_ other: ListBatch) {
    Self.merge(&deletedSections, other.deletedSections)
    Self.merge(&insertedSections, other.insertedSections)
    Self.merge(&reloadedSections, other.reloadedSections)
    movedSections += other.movedSections
    Self.merge(&deletedRows, other.deletedRows)
    Self.merge(&insertedRows, other.insertedRows)
    Self.merge(&reloadedRows, other.reloadedRows)
    Self.merge(&reconfiguredRows, other.reconfiguredRows)
    movedRows += other.movedRows
  }

  /// Adds the elements of one set to another, inserting the smaller set's into the larger: a
  /// turn's batch gathers each section's, and the first is taken whole, not hashed again.
  private static func merge<Element>(_ set: inout Set<Element>, _ other: Set<Element>) {
    if set.count < other.count {
      var larger = other
      larger.formUnion(set)
      set = larger
    } else if !other.isEmpty {
      set.formUnion(other)
    }
  }
}
