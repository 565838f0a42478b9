/// The changes a section controller asks for in one ``SectionContext/performBatch(animated:updates:completion:)``
/// call, in its own row indexes.
///
/// As in UIKit, deletes, reloads and reconfigures name rows as they were before the batch,
/// inserts name rows as they are after it, and a move goes from a row before to a row after.
/// Change the model in the same closure.
public struct SectionBatch: Hashable, Sendable {
  /// Rows deleted, before the batch.
  public private(set) var deletedRows: Set<Int> = []
  /// Rows inserted, after the batch.
  public private(set) var insertedRows: Set<Int> = []
  /// Rows reloaded with a new cell, before the batch.
  public private(set) var reloadedRows: Set<Int> = []
  /// Rows configured again in their cell, before the batch.
  public private(set) var reconfiguredRows: Set<Int> = []
  /// Rows moved, from before the batch to after it.
  public private(set) var movedRows: [(from: Int, to: Int)] = []
  /// Whether the whole section is reloaded.
  public private(set) var reloadsSection = false

  /// Creates an empty batch.
  public init() {}

  /// Deletes rows.
  ///
  /// - Parameter rows: Rows as they were before the batch.
  public mutating func deleteRows(at rows: [Int]) { deletedRows.add(rows) }

  /// Inserts rows.
  ///
  /// - Parameter rows: Rows as they are after the batch.
  public mutating func insertRows(at rows: [Int]) { insertedRows.add(rows) }

  /// Reloads rows: each gets a new cell.
  ///
  /// - Parameter rows: Rows as they were before the batch.
  public mutating func reloadRows(at rows: [Int]) { reloadedRows.add(rows) }

  /// Reconfigures rows: each is configured again in the cell it has (UIKit's
  /// `reconfigureRows`), without a new dequeue.
  ///
  /// - Parameter rows: Rows as they were before the batch.
  public mutating func reconfigureRows(at rows: [Int]) { reconfiguredRows.add(rows) }

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
    func paths(_ rows: Set<Int>, in section: Int) -> Set<ListIndexPath> {
      Set(rows.map { ListIndexPath(row: $0, section: section) })
    }
    var batch = ListBatch()
    batch.deletedRows = paths(deletedRows, in: oldSection)
    batch.insertedRows = paths(insertedRows, in: newSection)
    batch.reloadedRows = paths(reloadedRows, in: oldSection)
    batch.reconfiguredRows = paths(reconfiguredRows, in: oldSection)
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

extension Set<Int> {
  /// Adds rows: into an empty set, made at its full size at once (a diff's thousand deletes
  /// inserted one by one grew the set seven times, about 8% of applying a large snapshot's
  /// batch).
  ///
  /// - Parameter rows: The rows.
  /// - Complexity: O(n), n being the number of rows.
  fileprivate mutating func add(_ rows: [Int]) {
    if isEmpty { self = Set(rows) } else { formUnion(rows) }
  }
}
