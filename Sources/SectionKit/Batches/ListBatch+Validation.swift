extension ListBatch {
  /// Checks the batch against UIKit's rules, given the row counts of every section before and
  /// after the update.
  ///
  /// The rules are those `UITableView` and `UICollectionView` enforce at the end of
  /// `performBatchUpdates`: indexes in range (old indexes for deletes, reloads, reconfigures and
  /// move sources, new ones for inserts and move destinations), no index path both deleted and
  /// reloaded or moved, no section changed both as a whole and row by row, and counts that add
  /// up. The first broken rule is reported, with UIKit's message.
  ///
  /// - Parameters:
  ///   - oldCounts: The number of rows of each section before the update.
  ///   - newCounts: The number of rows of each section after the update.
  /// - Returns: The first rule broken, or `nil` when the batch is valid.
  /// - Complexity: O(b + s), b being the size of the batch and s the number of sections.
  public func validate(oldCounts: [Int], newCounts: [Int]) -> UpdateDiagnostic.Violation? {
    if let violation = validateSections(old: oldCounts.count, new: newCounts.count) {
      return violation
    }
    let map = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
    return validateRows(oldCounts: oldCounts, newCounts: newCounts, map: map)
  }

  private func validateSections(old: Int, new: Int) -> UpdateDiagnostic.Violation? {
    for section in deletedSections.sorted() where !(0..<old).contains(section) {
      return UpdateDiagnostic.Violation(
        .sectionOutOfRangeBefore,
        "attempt to delete section \(section), but there are only \(old) sections before the update"
      )
    }
    for section in reloadedSections.sorted() where !(0..<old).contains(section) {
      return UpdateDiagnostic.Violation(
        .sectionOutOfRangeBefore,
        "attempt to reload section \(section), but there are only \(old) sections before the update"
      )
    }
    for section in insertedSections.sorted() where !(0..<new).contains(section) {
      return UpdateDiagnostic.Violation(
        .sectionOutOfRangeAfter,
        "attempt to insert section \(section) but there are only \(new) sections after the update")
    }
    for move in movedSections {
      guard (0..<old).contains(move.from) else {
        return UpdateDiagnostic.Violation(
          .sectionOutOfRangeBefore,
          "attempt to move section \(move.from), but there are only \(old) sections before the update"
        )
      }
      guard (0..<new).contains(move.to) else {
        return UpdateDiagnostic.Violation(
          .sectionOutOfRangeAfter,
          "attempt to move section \(move.from) to section \(move.to), but there are only \(new) sections after the update"
        )
      }
    }
    if let section = deletedSections.intersection(reloadedSections).min() {
      return UpdateDiagnostic.Violation(
        .sectionAndRowChange, "attempt to delete and reload the same section (\(section))")
    }
    var sources: Set<Int> = []
    var destinations: Set<Int> = []
    for move in movedSections {
      if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
        return UpdateDiagnostic.Violation(
          .sectionAndRowChange,
          "attempt to move section \(move.from), which is deleted or reloaded in the same update")
      }
      guard sources.insert(move.from).inserted else {
        return UpdateDiagnostic.Violation(
          .conflictingMoves, "attempt to perform multiple moves from section \(move.from)")
      }
      guard destinations.insert(move.to).inserted, !insertedSections.contains(move.to) else {
        return UpdateDiagnostic.Violation(
          .conflictingMoves,
          "attempt to move a section to section \(move.to), which is already the destination of an insert or another move"
        )
      }
    }
    guard new == old - deletedSections.count + insertedSections.count else {
      return UpdateDiagnostic.Violation(
        .sectionCount,
        """
        Invalid update: invalid number of sections. The number of sections contained in the \
        table view after the update (\(new)) must be equal to the number of sections contained \
        in the table view before the update (\(old)), plus or minus the number of sections \
        inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).
        """)
    }
    return nil
  }

  /// The violation of the first row, in order, of `rows` that breaks a rule, if one does.
  ///
  /// The rows are checked as they come and sorted only when one breaks a rule, so that the
  /// error names the first: a valid batch (all but a misuse) is not sorted.
  ///
  /// - Parameters:
  ///   - rows: The rows of one kind of change.
  ///   - violation: A row's violation, if it breaks a rule.
  /// - Returns: The first row's violation, or `nil`.
  /// - Complexity: O(n) for a valid batch, O(n log n) otherwise.
  private static func firstViolation(
    in rows: Set<ListIndexPath>, _ violation: (ListIndexPath) -> UpdateDiagnostic.Violation?
  ) -> UpdateDiagnostic.Violation? {
    guard rows.contains(where: { violation($0) != nil }) else { return nil }
    return rows.sorted().lazy.compactMap(violation).first
  }

  private func validateRows(
    oldCounts: [Int], newCounts: [Int], map: [Int?]
  ) -> UpdateDiagnostic.Violation? {
    let wholeOld = deletedSections.union(reloadedSections)
    // A constant, not a variable the checks below capture: a captured variable is boxed, and
    // each row's check paid for its exclusive access.
    let wholeNew = insertedSections.union(reloadedSections.compactMap { map[$0] })

    func checkOld(_ path: ListIndexPath, _ verb: String) -> UpdateDiagnostic.Violation? {
      guard (0..<oldCounts.count).contains(path.section) else {
        return UpdateDiagnostic.Violation(
          .sectionOutOfRangeBefore,
          "attempt to \(verb) row \(path.row) from section \(path.section), but there are only \(oldCounts.count) sections before the update"
        )
      }
      guard !wholeOld.contains(path.section) else {
        return UpdateDiagnostic.Violation(
          .sectionAndRowChange,
          "attempt to \(verb) row \(path.row) from section \(path.section), which is deleted or reloaded in the same update",
          section: path.section
        )
      }
      let rows = oldCounts[path.section]
      guard (0..<rows).contains(path.row) else {
        return UpdateDiagnostic.Violation(
          .rowOutOfRangeBefore,
          "attempt to \(verb) row \(path.row) from section \(path.section) which only contains \(rows) rows before the update",
          section: path.section
        )
      }
      return nil
    }
    func checkNew(_ path: ListIndexPath, _ verb: String) -> UpdateDiagnostic.Violation? {
      guard (0..<newCounts.count).contains(path.section) else {
        return UpdateDiagnostic.Violation(
          .sectionOutOfRangeAfter,
          "attempt to \(verb) row \(path.row) into section \(path.section), but there are only \(newCounts.count) sections after the update"
        )
      }
      guard !wholeNew.contains(path.section) else {
        return UpdateDiagnostic.Violation(
          .sectionAndRowChange,
          "attempt to \(verb) row \(path.row) into section \(path.section), which is inserted or reloaded in the same update",
          section: path.section
        )
      }
      let rows = newCounts[path.section]
      guard (0..<rows).contains(path.row) else {
        return UpdateDiagnostic.Violation(
          .rowOutOfRangeAfter,
          "attempt to \(verb) row \(path.row) into section \(path.section), but there are only \(rows) rows in section \(path.section) after the update",
          section: path.section
        )
      }
      return nil
    }

    if let violation =
      Self.firstViolation(in: deletedRows, { checkOld($0, "delete") })
      ?? Self.firstViolation(in: reloadedRows, { checkOld($0, "reload") })
      ?? Self.firstViolation(in: reconfiguredRows, { checkOld($0, "reconfigure") })
      ?? Self.firstViolation(in: insertedRows, { checkNew($0, "insert") })
    {
      return violation
    }
    var sources = Set<ListIndexPath>(minimumCapacity: movedRows.count)
    var destinations = Set<ListIndexPath>(minimumCapacity: movedRows.count)
    for move in movedRows {
      if let violation = checkOld(move.from, "move") ?? checkNew(move.to, "move") {
        return violation
      }
      if deletedRows.contains(move.from) {
        return UpdateDiagnostic.Violation(
          .deleteAndMove,
          "attempt to perform a delete and a move from the same index path (\(move.from))",
          section: move.from.section)
      }
      if reloadedRows.contains(move.from) {
        return UpdateDiagnostic.Violation(
          .reloadAndMove,
          "attempt to perform a reload and a move from the same index path (\(move.from))",
          section: move.from.section)
      }
      guard sources.insert(move.from).inserted else {
        return UpdateDiagnostic.Violation(
          .conflictingMoves,
          "attempt to perform multiple moves from the same index path (\(move.from))",
          section: move.from.section)
      }
      guard destinations.insert(move.to).inserted, !insertedRows.contains(move.to) else {
        return UpdateDiagnostic.Violation(
          .conflictingMoves,
          "attempt to perform an insert and a move, or two moves, to the same index path (\(move.to))",
          section: move.to.section
        )
      }
    }
    // Looked up rather than intersected: a batch of a few deletes and many reconfigures (a
    // screen shown again) would build a set of every reconfigured row.
    let deletedAndReloaded = deletedRows.lazy.filter {
      reloadedRows.contains($0) || reconfiguredRows.contains($0)
    }
    if let path = deletedAndReloaded.min() {
      return UpdateDiagnostic.Violation(
        .deleteAndReload, "attempt to delete and reload the same index path (\(path))",
        section: path.section)
    }
    return validateRowCounts(
      oldCounts: oldCounts, newCounts: newCounts, map: map, wholeOld: wholeOld)
  }

  private func validateRowCounts(
    oldCounts: [Int], newCounts: [Int], map: [Int?], wholeOld: Set<Int>
  ) -> UpdateDiagnostic.Violation? {
    var deleted = [Int](repeating: 0, count: oldCounts.count)
    var inserted = [Int](repeating: 0, count: newCounts.count)
    var movedOut = [Int](repeating: 0, count: oldCounts.count)
    var movedIn = [Int](repeating: 0, count: newCounts.count)
    for path in deletedRows { deleted[path.section] += 1 }
    for path in insertedRows { inserted[path.section] += 1 }
    for move in movedRows {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    // The sections deleted or reloaded whole, marked rather than looked up in a set for each
    // of thousands of sections (most batches have none).
    var whole = [Bool](repeating: false, count: wholeOld.isEmpty ? 0 : oldCounts.count)
    for section in wholeOld where whole.indices.contains(section) { whole[section] = true }
    for (old, new) in map.enumerated() {
      guard let new, whole.isEmpty || !whole[old] else { continue }
      let before = oldCounts[old]
      let after = newCounts[new]
      let (d, i, o, m) = (deleted[old], inserted[new], movedOut[old], movedIn[new])
      guard after == before - d + i - o + m else {
        return .rowCount(
          inSection: new, before: before, after: after, inserted: i, deleted: d, movedIn: m,
          movedOut: o)
      }
    }
    return nil
  }

  /// The index after the update of every section before it; `nil` for a deleted section.
  ///
  /// Moved sections go where they are moved; the other surviving sections (reloaded ones
  /// included) keep their order and fill the indexes that no insert and no move takes.
  ///
  /// - Parameters:
  ///   - oldCount: The number of sections before the update.
  ///   - newCount: The number of sections after the update.
  /// - Returns: One entry per old section.
  /// - Complexity: O(s + b); a batch that changes no section's place (most do not) fills the
  ///   map with no lookup.
  func sectionMap(oldCount: Int, newCount: Int) -> [Int?] {
    if keepsSectionsInPlace {
      return (0..<oldCount).map { $0 < newCount ? $0 : nil }
    }
    var map = [Int?](repeating: nil, count: oldCount)
    var taken = [Bool](repeating: false, count: newCount)
    for section in insertedSections where section < newCount { taken[section] = true }
    // The old sections that leave their place, deleted or moved: marked, not looked up in a
    // set for each of thousands of sections.
    var leaves = [Bool](repeating: false, count: oldCount)
    for section in deletedSections where section >= 0 && section < oldCount {
      leaves[section] = true
    }
    for move in movedSections where move.from < oldCount && move.to < newCount {
      map[move.from] = move.to
      taken[move.to] = true
      leaves[move.from] = true
    }
    var slot = 0
    for old in 0..<oldCount where !leaves[old] {
      while slot < newCount, taken[slot] { slot += 1 }
      guard slot < newCount else { break }
      map[old] = slot
      slot += 1
    }
    return map
  }

  /// Whether the batch inserts, deletes and moves no section: every section keeps its index.
  package var keepsSectionsInPlace: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
  }
}
