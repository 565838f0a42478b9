extension ListBatch {
  /// Where rows stand after a valid batch, found from the batch's changes in their sections
  /// alone: the one place that places a row, for the scroll anchor, the split of reconfigures
  /// and the headless host.
  ///
  /// The batch's deleted, inserted and moved rows are gathered by section in one pass, in
  /// order, for every section or only as far as some rows need (the rows on screen); a row's
  /// place is then found by binary search in its own section's changes. The rules are
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

    /// Gathers what the batch does to the rows of every section.
    ///
    /// - Parameters:
    ///   - batch: The batch, valid.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    /// - Complexity: O(b + c log c), b being the size of the batch and c its row changes; O(b)
    ///   when the rows it changes lie close together.
    package init(batch: ListBatch, sections: [Int?]?) {
      self.init(batch: batch, sections: sections, within: .everything)
    }

    /// Gathers what the batch does to the rows of some sections, up to the rows that can bear on
    /// where those rows go.
    ///
    /// - Parameters:
    ///   - batch: The batch, valid.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    ///   - rows: The rows to be placed, before the batch.
    /// - Complexity: O(r + b + c log c), r being the number of rows, b the size of the batch
    ///   and c its changes at or above the last of those rows in their sections.
    package init(batch: ListBatch, sections: [Int?]?, rows: some Sequence<ListIndexPath>) {
      self.init(
        batch: batch, sections: sections, within: Reach(of: rows, batch: batch, sections: sections))
    }

    private init(batch: ListBatch, sections: [Int?]?, within reach: Reach) {
      self.batch = batch
      self.sections = sections
      movedSections = Set(batch.movedSections.map(\.from))
      let (old, new) = (reach.old, reach.new)
      var removedRows: [ListIndexPath] = []
      var takenRows: [ListIndexPath] = []
      if old.isEverything {
        removedRows.reserveCapacity(batch.deletedRows.count + batch.movedRows.count)
        takenRows.reserveCapacity(batch.insertedRows.count + batch.movedRows.count)
        movedAway.reserveCapacity(batch.movedRows.count)
      }
      for path in batch.deletedRows where old.covers(path) { removedRows.append(path) }
      for move in batch.movedRows {
        if old.covers(move.from) {
          removedRows.append(move.from)
          movedAway[move.from] = move.to
        }
        if new.covers(move.to) { takenRows.append(move.to) }
      }
      for path in batch.insertedRows where new.covers(path) { takenRows.append(path) }
      removed = Self.rowsBySection(removedRows)
      taken = Self.rowsBySection(takenRows)
    }

    /// The changes that can bear on where some rows go.
    ///
    /// In each of their sections, the rows removed up to the last of them, and the rows taken in
    /// the section each goes to up to where that last row can land (it moves down at most one
    /// row for each row the batch inserts or moves). Finding a row's place reads only those
    /// (``newPath(of:)``), so rows on screen near the top of a long section are placed without
    /// gathering and sorting a large diff's changes further down.
    private struct Reach {
      /// Per old section, the last row to be placed, by section.
      let old: Bounds
      /// Per new section, the last row the rows to be placed can land on.
      let new: Bounds

      /// Every row of every section.
      static let everything = Reach(old: .everything, new: .everything)

      private init(old: Bounds, new: Bounds) {
        self.old = old
        self.new = new
      }

      init(of rows: some Sequence<ListIndexPath>, batch: ListBatch, sections: [Int?]?) {
        var last: [Int: Int] = [:]
        for path in rows { last[path.section] = max(last[path.section] ?? path.row, path.row) }
        let growth = batch.insertedRows.count + batch.movedRows.count
        var landing: [Int: Int] = [:]
        for (section, row) in last {
          guard let target = RowPlaces.target(of: section, in: sections) else { continue }
          landing[target] = max(landing[target] ?? row + growth, row + growth)
        }
        old = Bounds(last)
        new = Bounds(landing)
      }
    }

    /// A few sections, each with the last row that matters in it, sorted by section and looked
    /// up without hashing the batch's rows.
    private struct Bounds {
      /// The sections, ascending; `nil` for every section, whole.
      private let sections: [Int]?
      /// The last row that matters in each of the sections, by the sections' order.
      private let lastRows: [Int]

      /// Every row of every section.
      static let everything = Bounds()

      private init() {
        sections = nil
        lastRows = []
      }

      /// Whether the bounds take every row of every section.
      var isEverything: Bool { sections == nil }

      /// The bounds of some sections.
      ///
      /// - Parameter lastRows: The last row that matters, by section.
      init(_ lastRows: [Int: Int]) {
        let sorted = lastRows.sorted { $0.key < $1.key }
        sections = sorted.map(\.key)
        self.lastRows = sorted.map(\.value)
      }

      /// Whether a row is in one of the sections, at or above its last row that matters.
      ///
      /// - Complexity: O(log n), n being the number of sections.
      func covers(_ path: ListIndexPath) -> Bool {
        guard let sections else { return true }
        let index = RowPlaces.count(in: sections, lessThan: path.section)
        return index < sections.count && sections[index] == path.section
          && path.row <= lastRows[index]
      }
    }

    /// The rows of each section, ascending.
    ///
    /// Many rows close together (a large diff's deletes in one section, or a few rows in each of
    /// many short sections) are marked in a bitmap of the span they cover and read back in
    /// order: no comparison, where sorting the thousand rows of a diff of 100,000 was most of
    /// the cost of placing them. Otherwise they are sorted once and cut by section, index paths
    /// sorted as single integers, the section in the high half, where both fit.
    ///
    /// - Parameter paths: Distinct index paths (a valid batch names a row once).
    /// - Returns: The rows of each section named, ascending.
    /// - Complexity: O(n + s / 64) when the span s of the rows is at most 1,024 n, else
    ///   O(n log n).
    private static func rowsBySection(_ paths: [ListIndexPath]) -> [Int: [Int]] {
      if paths.count >= 32, let marked = markedRowsBySection(paths) { return marked }
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

    /// The rows of each section, ascending, read from a bitmap of the sections and rows they
    /// span (each section given as many bits as the highest row needs); `nil` when that span is
    /// more than 1,024 bits a row, or a row or section is negative.
    ///
    /// - Parameter paths: Distinct index paths.
    /// - Returns: The rows of each section named, ascending; `nil` when the span is too wide.
    /// - Complexity: O(n + s / 64), s being the span.
    private static func markedRowsBySection(_ paths: [ListIndexPath]) -> [Int: [Int]]? {
      var lowSection = Int.max
      var highSection = Int.min
      var lowRow = Int.max
      var highRow = Int.min
      for path in paths {
        lowSection = min(lowSection, path.section)
        highSection = max(highSection, path.section)
        lowRow = min(lowRow, path.row)
        highRow = max(highRow, path.row)
      }
      guard lowSection >= 0, lowRow >= 0 else { return nil }
      let width = highRow + 1
      let (span, overflow) = (highSection - lowSection + 1).multipliedReportingOverflow(by: width)
      guard !overflow, span / 1_024 <= paths.count else { return nil }
      var words = [UInt64](repeating: 0, count: span / 64 + 1)
      for path in paths {
        let bit = (path.section - lowSection) * width + path.row
        words[bit / 64] |= 1 << UInt64(bit % 64)
      }
      var result: [Int: [Int]] = [:]
      // Read back in order, the section found by walking from the previous bit's (no division
      // a row).
      var section = lowSection
      var sectionStart = 0
      var rows: [Int] = []
      rows.reserveCapacity(lowSection == highSection ? paths.count : 0)
      for (index, word) in words.enumerated() where word != 0 {
        var bits = word
        repeat {
          let bit = index * 64 + bits.trailingZeroBitCount
          if bit - sectionStart >= width {
            if !rows.isEmpty { result[section] = rows }
            rows = []
            repeat {
              section += 1
              sectionStart += width
            } while bit - sectionStart >= width
          }
          rows.append(bit - sectionStart)
          bits &= bits - 1
        } while bits != 0
      }
      if !rows.isEmpty { result[section] = rows }
      return result
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
    /// - Parameter old: A row before the batch: one of the rows gathered for, or any row when
    ///   every section was gathered.
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
    /// - Parameter old: A row before the batch: one of the rows gathered for, or any row when
    ///   every section was gathered.
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
