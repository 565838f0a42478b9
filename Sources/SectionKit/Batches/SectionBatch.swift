/// The changes a section controller asks for in one ``SectionContext/performBatch(animated:updates:completion:)``
/// call, in its own row indexes.
///
/// As in UIKit, deletes, reloads and reconfigures name rows as they were before the batch,
/// inserts name rows as they are after it, and a move goes from a row before to a row after.
/// Change the model in the same closure.
public struct SectionBatch: Hashable, Sendable {
  /// Rows deleted, before the batch.
  ///
  /// - Complexity: O(n), n being the number of rows named: the batch keeps the rows as they
  ///   were given (a diff's, ascending), and hashes them once, into the list's batch.
  public var deletedRows: Set<Int> { Set(deleted) }
  /// Rows inserted, after the batch.
  ///
  /// - Complexity: O(n), n being the number of rows named.
  public var insertedRows: Set<Int> { Set(inserted) }
  /// Rows reloaded with a new cell, before the batch.
  ///
  /// - Complexity: O(n), n being the number of rows named.
  public var reloadedRows: Set<Int> { Set(reloaded) }
  /// Rows configured again in their cell, before the batch.
  ///
  /// - Complexity: O(n), n being the number of rows named.
  public var reconfiguredRows: Set<Int> { Set(reconfigured) }
  /// Rows moved, from before the batch to after it.
  public private(set) var movedRows: [(from: Int, to: Int)] = []
  /// The rows deleted, as named: in the order given, a row possibly twice (it counts once).
  private(set) var deleted: [Int] = []
  /// The rows inserted, as named.
  private(set) var inserted: [Int] = []
  /// The rows reloaded, as named.
  private(set) var reloaded: [Int] = []
  /// The rows reconfigured, as named.
  private(set) var reconfigured: [Int] = []
  /// Whether the whole section is reloaded.
  public private(set) var reloadsSection = false

  /// Creates an empty batch.
  public init() {}

  /// Deletes rows.
  ///
  /// - Parameter rows: Rows as they were before the batch.
  public mutating func deleteRows(at rows: [Int]) { deleted += rows }

  /// Inserts rows.
  ///
  /// - Parameter rows: Rows as they are after the batch.
  public mutating func insertRows(at rows: [Int]) { inserted += rows }

  /// Reloads rows: each gets a new cell.
  ///
  /// - Parameter rows: Rows as they were before the batch.
  public mutating func reloadRows(at rows: [Int]) { reloaded += rows }

  /// Reconfigures rows: each is configured again in the cell it has (UIKit's
  /// `reconfigureRows`), without a new dequeue.
  ///
  /// - Parameter rows: Rows as they were before the batch.
  public mutating func reconfigureRows(at rows: [Int]) { reconfigured += rows }

  /// Moves a row.
  ///
  /// - Parameters:
  ///   - source: The row before the batch.
  ///   - destination: The row after the batch.
  public mutating func moveRow(from source: Int, to destination: Int) {
    movedRows.append((source, destination))
  }

  /// Reloads the whole section: its row count may change freely.
  public mutating func reloadSection() { reloadsSection = true }

  /// The batch as a ``ListBatch`` of one section.
  ///
  /// - Parameter section: The section's index in the list.
  /// - Returns: The same changes in global index paths.
  func batchUpdate(inSection section: Int) -> ListBatch {
    batchUpdate(from: section, to: section)
  }

  /// The batch as a ``ListBatch`` of one section that may move in the same batch: the rows
  /// named before the batch (deletes, reloads, reconfigures, moves' sources) in its old
  /// section, the rows named after it (inserts, moves' destinations) in its new one.
  ///
  /// - Parameters:
  ///   - oldSection: The section's index in the list before the batch.
  ///   - newSection: Its index after the batch.
  /// - Returns: The same changes in global index paths.
  /// - Complexity: O(c), c being the number of changes.
  func batchUpdate(from oldSection: Int, to newSection: Int) -> ListBatch {
    func paths(_ rows: [Int], in section: Int) -> Set<ListIndexPath> {
      var paths = Set<ListIndexPath>(minimumCapacity: rows.count)
      for row in rows { paths.insert(ListIndexPath(row: row, section: section)) }
      return paths
    }
    var batch = ListBatch()
    batch.deletedRows = paths(deleted, in: oldSection)
    batch.insertedRows = paths(inserted, in: newSection)
    batch.reloadedRows = paths(reloaded, in: oldSection)
    batch.reconfiguredRows = paths(reconfigured, in: oldSection)
    batch.movedRows = movedRows.map {
      .init(
        from: ListIndexPath(row: $0.from, section: oldSection),
        to: ListIndexPath(row: $0.to, section: newSection))
    }
    return batch
  }

  /// Two batches are equal when they ask for the same changes.
  ///
  /// - Parameters:
  ///   - lhs: A batch.
  ///   - rhs: Another batch.
  /// - Returns: `true` when both ask for the same changes.
  public static func == (lhs: SectionBatch, rhs: SectionBatch) -> Bool {
    lhs.batchUpdate(inSection: 0) == rhs.batchUpdate(inSection: 0)
      && lhs.reloadsSection == rhs.reloadsSection
  }

  /// Hashes the changes.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(batchUpdate(inSection: 0))
    hasher.combine(reloadsSection)
  }
}
