import Foundation
@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Where the rows of a valid batch go, grouped by section once, so that the new place of a
  /// row and the rows a section gains or loses are found without walking the section's rows.
  ///
  /// The rules are ``ListBatch/Mapping/rows(ofOldSection:)``'s: a moved row goes to its
  /// destination; the other rows of a section that is neither deleted nor reloaded keep their
  /// order and fill, in order, the rows of the new section that no insert or move takes.
  struct BatchRows {
    let mapping: ListBatch.Mapping
    /// Per old section, its rows deleted or moved away, sorted.
    private(set) var removed: [Int: [Int]] = [:]
    /// Per old section, the destinations of its rows moved away, by row.
    private(set) var movedAway: [Int: [Int: ListIndexPath]] = [:]
    /// Per new section, its rows inserted or moved in, sorted.
    private(set) var taken: [Int: [Int]] = [:]
    /// Per old section, its rows reloaded or reconfigured, whose heights are asked again.
    private(set) var refreshed: [Int: [Int]] = [:]
    /// The sections after the batch whose rows it changes, sorted.
    private(set) var changedSections: [Int] = []

    /// Groups a batch's rows by section.
    ///
    /// - Complexity: O(b log b), b being the number of rows the batch names.
    init(_ batch: ListBatch, mapping: ListBatch.Mapping) {
      self.mapping = mapping
      for path in batch.deletedRows { removed[path.section, default: []].append(path.row) }
      for path in batch.insertedRows { taken[path.section, default: []].append(path.row) }
      for move in batch.movedRows {
        removed[move.from.section, default: []].append(move.from.row)
        movedAway[move.from.section, default: [:]][move.from.row] = move.to
        taken[move.to.section, default: []].append(move.to.row)
      }
      for path in batch.reloadedRows.union(batch.reconfiguredRows) {
        refreshed[path.section, default: []].append(path.row)
      }
      for key in removed.keys { removed[key]?.sort() }
      for key in taken.keys { taken[key]?.sort() }
      for key in refreshed.keys { refreshed[key]?.sort() }
      var changed = Set(taken.keys)
      for section in Array(removed.keys) + Array(refreshed.keys) {
        if let new = mapping.sections[section] { changed.insert(new) }
      }
      changedSections = changed.sorted()
    }

    /// The index path after the batch of a row before it; `nil` when the row is deleted or its
    /// section is deleted or reloaded.
    ///
    /// - Complexity: O(log b).
    func newPath(of old: ListIndexPath) -> ListIndexPath? {
      guard let section = mapping.sections[old.section],
        !mapping.batch.reloadedSections.contains(old.section)
      else { return nil }
      if let destination = movedAway[old.section]?[old.row] { return destination }
      let removedRows = removed[old.section] ?? []
      let before = Self.count(in: removedRows, lessThan: old.row)
      if before < removedRows.count, removedRows[before] == old.row { return nil }
      let row = Self.freeSlot(old.row - before, around: taken[section] ?? [])
      guard row < mapping.newCounts[section] else { return nil }
      return ListIndexPath(row: row, section: section)
    }

    /// The number of elements of a sorted array below `value`.
    static func count(in sorted: [Int], lessThan value: Int) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let mid = (low + high) / 2
        if sorted[mid] < value { low = mid + 1 } else { high = mid }
      }
      return low
    }

    /// The `rank`-th row (from 0) not in `taken`, a sorted array of distinct rows.
    static func freeSlot(_ rank: Int, around taken: [Int]) -> Int {
      // The number of free rows in 0...p is p + 1 - (taken rows ≤ p): find the least p that
      // has rank + 1 of them; p lies in rank...rank + taken.count.
      var low = rank
      var high = rank + taken.count
      while low < high {
        let mid = (low + high) / 2
        if mid + 1 - count(in: taken, lessThan: mid + 1) >= rank + 1 {
          high = mid
        } else {
          low = mid + 1
        }
      }
      return low
    }
  }
}
