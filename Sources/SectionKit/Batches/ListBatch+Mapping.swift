extension ListBatch {
  /// Where things stand after a valid batch: the new index of every old section, and of the
  /// rows of a section on demand.
  package struct Mapping: Sendable {
    /// The batch mapped.
    package let batch: ListBatch
    /// The row counts before the update.
    package let oldCounts: [Int]
    /// The row counts after the update.
    package let newCounts: [Int]
    /// The index after the update of each section before it, `nil` when deleted.
    package let sections: [Int?]

    /// The new index path of each row of an old section.
    ///
    /// `nil` for a row that is deleted or whose section is deleted or reloaded. A reloaded row
    /// maps to where it now stands (it gets a new cell there); a moved row maps to its
    /// destination.
    ///
    /// - Parameter section: A section index before the update.
    /// - Returns: One entry per row of `section` before the update.
    /// - Complexity: O(r + b), r being the section's row count and b the batch's size; no row
    ///   is hashed (a section of 10,000 rows with a few changes is mapped when one of its rows
    ///   is reconfigured).
    package func rows(ofOldSection section: Int) -> [ListIndexPath?] {
      let count = oldCounts[section]
      var result = [ListIndexPath?](repeating: nil, count: count)
      guard let target = sections[section], !batch.reloadedSections.contains(section) else {
        return result
      }
      var taken = [Bool](repeating: false, count: newCounts[target])
      for path in batch.insertedRows where path.section == target { taken[path.row] = true }
      // The old rows that leave their place: deleted, or moved (mapped to their destination).
      var leaves = [Bool](repeating: false, count: count)
      for path in batch.deletedRows where path.section == section { leaves[path.row] = true }
      for move in batch.movedRows {
        if move.to.section == target { taken[move.to.row] = true }
        if move.from.section == section {
          leaves[move.from.row] = true
          result[move.from.row] = move.to
        }
      }
      var slot = 0
      for row in 0..<count where !leaves[row] {
        while slot < taken.count, taken[slot] { slot += 1 }
        guard slot < taken.count else { break }
        result[row] = ListIndexPath(row: slot, section: target)
        slot += 1
      }
      return result
    }
  }

  /// The mapping of a valid batch from the old state to the new one.
  ///
  /// - Parameters:
  ///   - oldCounts: The row counts before the update.
  ///   - newCounts: The row counts after the update.
  /// - Returns: The mapping; meaningful only when ``validate(oldCounts:newCounts:)`` is `nil`.
  /// - Complexity: O(s + b).
  package func mapping(oldCounts: [Int], newCounts: [Int]) -> Mapping {
    Mapping(
      batch: self, oldCounts: oldCounts, newCounts: newCounts,
      sections: sectionMap(oldCount: oldCounts.count, newCount: newCounts.count))
  }
}
