extension ListBatch {
  /// Where rows stand after a valid batch, found from the batch's changes in their sections
  /// alone: the one place that places a row, for the scroll anchor, the split of reconfigures
  /// and the headless host.
  ///
  /// The batch's deleted, inserted and moved rows are gathered by section in one pass, sorted;
  /// a row's place is then found by binary search in its own section's changes. The rules are
  /// ``Mapping/rows(ofOldSection:)``'s, which places every row of a section by walking it: a
  /// moved row goes to its destination; the other rows of a section that is neither deleted nor
  /// reloaded keep their order and fill, in order, the rows of the new section that no insert
  /// or move takes. Asked of a section of 10,000 rows for the few rows that matter (the rows on
  /// screen, the rows reconfigured), walking it was most of the cost.
  package struct RowPlaces {
    /// The batch.
    private let batch: ListBatch
    /// The new index of each old section, `nil` when deleted; `nil` when the batch keeps every
    /// section in place.
    private let sections: [Int?]?
    /// Per old section, its rows deleted or moved away, ascending.
    package private(set) var removed: [Int: [Int]] = [:]
    /// Per new section, its rows inserted or moved in, ascending.
    package private(set) var taken: [Int: [Int]] = [:]
    /// The destinations of the rows moved away, by their index paths before the batch.
    package private(set) var movedAway: [ListIndexPath: ListIndexPath] = [:]
    /// The sections the batch moves, which take their rows with them.
    private let movedSections: Set<Int>

    /// Gathers what the batch does to the rows of some sections, or of every section.
    ///
    /// - Parameters:
    ///   - batch: The batch, valid.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    ///   - oldSections: The sections, before the batch, whose rows will be placed; `nil` for
    ///     every section.
    /// - Complexity: O(b + c log c), b being the size of the batch and c its changes in those
    ///   sections.
    package init(batch: ListBatch, sections: [Int?]?, only oldSections: Set<Int>? = nil) {
      self.batch = batch
      self.sections = sections
      movedSections = Set(batch.movedSections.map(\.from))
      let targets = oldSections.map { oldSections in
        Set(oldSections.compactMap { Self.target(of: $0, in: sections) })
      }
      var removedRows: [ListIndexPath] = []
      var takenRows: [ListIndexPath] = []
      for path in batch.deletedRows where oldSections?.contains(path.section) ?? true {
        removedRows.append(path)
      }
      for move in batch.movedRows {
        if oldSections?.contains(move.from.section) ?? true {
          removedRows.append(move.from)
          movedAway[move.from] = move.to
        }
        if targets?.contains(move.to.section) ?? true { takenRows.append(move.to) }
      }
      for path in batch.insertedRows where targets?.contains(path.section) ?? true {
        takenRows.append(path)
      }
      removed = Self.rowsBySection(removedRows)
      taken = Self.rowsBySection(takenRows)
    }

    /// The rows of each section, ascending.
    ///
    /// Sorted once and cut by section, not looked up in a dictionary per row (a batch of a
    /// thousand rows in one section); index paths are sorted as single integers, the section in
    /// the high half, where both fit.
    private static func rowsBySection(_ paths: [ListIndexPath]) -> [Int: [Int]] {
      var result: [Int: [Int]] = [:]
      let fits = paths.allSatisfy {
        UInt32(exactly: $0.section) != nil && UInt32(exactly: $0.row) != nil
      }
      guard fits else {
        for path in paths.sorted() { result[path.section, default: []].append(path.row) }
        return result
      }
      var keys = paths.map { UInt64($0.section) << 32 | UInt64($0.row) }
      keys.sort()
      var start = 0
      while start < keys.count {
        let section = keys[start] >> 32
        var end = start + 1
        while end < keys.count, keys[end] >> 32 == section { end += 1 }
        result[Int(section)] = keys[start..<end].map { Int($0 & 0xFFFF_FFFF) }
        start = end
      }
      return result
    }

    /// Gathers what the batch does to the sections of `rows`.
    ///
    /// - Parameters:
    ///   - batch: The batch, valid.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    ///   - rows: The rows to be placed, before the batch.
    /// - Complexity: O(r + b + c log c), r being the number of rows, b the size of the batch
    ///   and c its changes in the rows' sections.
    package init(batch: ListBatch, sections: [Int?]?, rows: some Sequence<ListIndexPath>) {
      self.init(batch: batch, sections: sections, only: Set(rows.lazy.map(\.section)))
    }

    /// The new index of an old section, `nil` when the batch deletes it.
    ///
    /// - Parameters:
    ///   - section: A section before the batch.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    /// - Returns: Its index after the batch, or `nil`.
    package static func target(of section: Int, in sections: [Int?]?) -> Int? {
      guard let sections else { return section }
      return section < sections.count ? sections[section] : nil
    }

    /// Where a row stands after the batch: a moved row at its destination; a row the batch
    /// neither deletes nor moves, in a section it neither deletes nor reloads, at its rank
    /// among the rows of its section that stay, the rows inserted or moved into the section
    /// taking their slots around it.
    ///
    /// - Parameter old: A row before the batch, in one of the sections gathered.
    /// - Returns: Its index path after the batch; `nil` when the row is deleted, or its section
    ///   deleted or reloaded.
    /// - Complexity: O(log c), c being the changes in its section and the one it goes to.
    package func newPath(of old: ListIndexPath) -> ListIndexPath? {
      guard let target = Self.target(of: old.section, in: sections),
        !batch.reloadedSections.contains(old.section)
      else { return nil }
      if let destination = movedAway[old] { return destination }
      let removedRows = removed[old.section] ?? []
      let before = Self.count(in: removedRows, lessThan: old.row)
      if before < removedRows.count, removedRows[before] == old.row { return nil }
      return ListIndexPath(
        row: Self.freeSlot(old.row - before, around: taken[target] ?? []), section: target)
    }

    /// Where a row stands after the batch when the batch leaves it in place: neither moves it
    /// nor its section (a scroll anchor follows only such rows), nor deletes it or its section,
    /// nor reloads its section.
    ///
    /// - Parameter old: A row before the batch, in one of the sections gathered.
    /// - Returns: Its index path after the batch, or `nil` when the row does not stay in place.
    /// - Complexity: O(log c), c being the changes in its section and the one it goes to.
    package func stayingPath(of old: ListIndexPath) -> ListIndexPath? {
      guard !movedSections.contains(old.section), movedAway[old] == nil
      else { return nil }
      return newPath(of: old)
    }

    /// The number of elements of a sorted array below `value`.
    ///
    /// - Parameters:
    ///   - sorted: Ascending values.
    ///   - value: The bound.
    /// - Returns: How many elements are less than `value`.
    /// - Complexity: O(log n).
    private static func count(in sorted: [Int], lessThan value: Int) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let mid = (low + high) / 2
        if sorted[mid] < value { low = mid + 1 } else { high = mid }
      }
      return low
    }

    /// The `rank`-th row (from 0) not in `taken`.
    ///
    /// - Parameters:
    ///   - rank: The rank among the free rows.
    ///   - taken: Distinct rows, ascending.
    /// - Returns: The row.
    /// - Complexity: O(log² n), n being the number of rows taken.
    private static func freeSlot(_ rank: Int, around taken: [Int]) -> Int {
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
