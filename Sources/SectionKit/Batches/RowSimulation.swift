/// Replays the batches one section asks for during one turn on the identities of its rows, so
/// that several requests compose into one batch for the host.
///
/// The rows the host shows are the tokens `old(0)…old(n-1)`; each request is checked against
/// the current tokens with UIKit's rules and applied with UIKit's semantics (inserted rows get
/// `new` tokens). At the end of the turn ``result()`` diffs the original tokens against the
/// final ones: deletes, inserts and the fewest moves, with reloads and reconfigures of rows
/// that were there before.
struct RowSimulation: Sendable {
  enum Token: Hashable, Sendable {
    case old(Int)
    case new(Int)
  }

  /// The row count the host shows.
  let originalCount: Int
  private(set) var tokens: [Token]
  private(set) var reloaded: Set<Int> = []
  private(set) var reconfigured: Set<Int> = []
  private(set) var reloadsSection = false
  private var nextNew = 0

  init(rowCount: Int) {
    originalCount = rowCount
    tokens = (0..<rowCount).map(Token.old)
  }

  /// Applies one request, or reports the UIKit rule it breaks (and changes nothing).
  ///
  /// - Parameters:
  ///   - batch: The request.
  ///   - section: The section's index in the list, for messages.
  /// - Returns: The rule broken, or `nil`.
  mutating func apply(_ batch: SectionBatch, section: Int) -> UpdateDiagnostic.Violation? {
    if batch.reloadsSection || reloadsSection {
      reloadsSection = true
      return nil
    }
    // Checked and mapped as a list of one section, so that a request costs O(its size), not
    // O(sections); only a violation is checked again in place, for its message.
    let update = batch.batchUpdate(inSection: 0)
    let before = tokens.count
    let after = before - update.deletedRows.count + update.insertedRows.count
    if update.validate(oldCounts: [before], newCounts: [max(0, after)]) != nil {
      let others = [Int](repeating: 0, count: section)
      return batch.batchUpdate(inSection: section).validate(
        oldCounts: others + [before], newCounts: others + [max(0, after)])
    }
    let rows = update.mapping(oldCounts: [before], newCounts: [after]).rows(ofOldSection: 0)
    var next = [Token?](repeating: nil, count: after)
    let reloadedRows = batch.reloadedRows
    let reconfiguredRows = batch.reconfiguredRows
    for (index, token) in tokens.enumerated() {
      guard let path = rows[index] else { continue }
      next[path.row] = token
      guard case .old(let original) = token else { continue }
      if reloadedRows.contains(index) { reloaded.insert(original) }
      if reconfiguredRows.contains(index) { reconfigured.insert(original) }
    }
    tokens = next.map { token in
      if let token { return token }
      nextNew += 1
      return .new(nextNew)
    }
    return nil
  }

  /// Reconfigures rows the host shows, as a request made before every replayed one would.
  ///
  /// - Parameter rows: Rows as the host shows them.
  mutating func reconfigureShownRows(_ rows: [Int]) {
    for row in rows where row < originalCount { reconfigured.insert(row) }
  }

  /// The changes from the rows the host shows to the final rows, in rows of one section.
  ///
  /// - Returns: `nil` when the section must be reloaded as a whole.
  func result() -> SectionBatch? {
    guard !reloadsSection else { return nil }
    let changes = Changeset(fromIdentities: (0..<originalCount).map(Token.old), to: tokens)
    var batch = SectionBatch()
    batch.deleteRows(at: changes.deletes)
    batch.insertRows(at: changes.inserts)
    let moved = Set(changes.moves.map(\.from))
    for move in changes.moves {
      if reloaded.contains(move.from) {
        batch.deleteRows(at: [move.from])
        batch.insertRows(at: [move.to])
      } else {
        batch.moveRow(from: move.from, to: move.to)
      }
    }
    // A row reloaded or reconfigured by one request and deleted by a later one is only
    // deleted: UIKit refuses a delete and a reload of the same row.
    let deleted = Set(changes.deletes)
    batch.reloadRows(at: reloaded.filter { !moved.contains($0) && !deleted.contains($0) }.sorted())
    batch.reconfigureRows(at: reconfigured.subtracting(reloaded).subtracting(deleted).sorted())
    return batch
  }

  /// The number of rows after every request so far.
  var count: Int { tokens.count }

  /// UIKit's row-count message for a section whose controller reports `actual` rows where its
  /// requests lead to ``count``.
  func rowCountViolation(actual: Int, section: Int) -> UpdateDiagnostic.Violation {
    let survivors = tokens.filter { if case .old = $0 { true } else { false } }.count
    let inserted = tokens.count - survivors
    let deleted = originalCount - survivors
    return .rowCount(
      inSection: section, before: originalCount, after: actual, inserted: inserted,
      deleted: deleted)
  }
}
