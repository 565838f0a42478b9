extension ScrollAnchor {
  /// Where rows stand after a batch, for the few rows an anchor follows (the rows on screen).
  ///
  /// The batch's deleted, inserted and moved rows of those rows' sections are gathered in one
  /// pass over the batch; each row's place is then found from its section's alone. Asked of
  /// the batch itself, row by row, each of the twenty rows on screen walked every change of a
  /// batch of thousands (a change to a tenth of 10,000 sections).
  struct RowPlaces {
    /// The batch.
    private let batch: ListBatch
    /// The new index of each old section, `nil` when deleted; `nil` when the batch keeps every
    /// section in place.
    private let sections: [Int?]?
    /// Of each old section the rows follow, the rows the batch deletes or moves away,
    /// ascending.
    private var removed: [Int: [Int]] = [:]
    /// Of each section those sections become, the rows the batch inserts or moves in,
    /// ascending.
    private var taken: [Int: [Int]] = [:]
    /// The rows, of those sections, that the batch moves.
    private var movedAway: Set<ListIndexPath> = []
    /// The sections the batch moves, which take their rows with them.
    private let movedSections: Set<Int>

    /// Gathers what the batch does to the sections of `rows`.
    ///
    /// - Parameters:
    ///   - batch: The batch, valid.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    ///   - rows: The rows to be placed, before the batch.
    /// - Complexity: O(b + c log c), b being the size of the batch and c the changes in the
    ///   rows' sections.
    init(batch: ListBatch, sections: [Int?]?, rows: some Sequence<ListIndexPath>) {
      self.batch = batch
      self.sections = sections
      movedSections = Set(batch.movedSections.map(\.from))
      let oldSections = Set(rows.map(\.section))
      var targets = Set<Int>()
      for section in oldSections {
        if let target = Self.target(of: section, in: sections) { targets.insert(target) }
      }
      for path in batch.deletedRows where oldSections.contains(path.section) {
        removed[path.section, default: []].append(path.row)
      }
      for move in batch.movedRows {
        if oldSections.contains(move.from.section) {
          removed[move.from.section, default: []].append(move.from.row)
          movedAway.insert(move.from)
        }
        if targets.contains(move.to.section) {
          taken[move.to.section, default: []].append(move.to.row)
        }
      }
      for path in batch.insertedRows where targets.contains(path.section) {
        taken[path.section, default: []].append(path.row)
      }
      for section in removed.keys { removed[section]?.sort() }
      for section in taken.keys { taken[section]?.sort() }
    }

    /// The new index of an old section, `nil` when the batch deletes it.
    ///
    /// - Parameters:
    ///   - section: A section before the batch.
    ///   - sections: The new index of each old section, `nil` when deleted; `nil` when the
    ///     batch keeps every section in place.
    /// - Returns: Its index after the batch, or `nil`.
    static func target(of section: Int, in sections: [Int?]?) -> Int? {
      guard let sections else { return section }
      return section < sections.count ? sections[section] : nil
    }

    /// Where a row stands after the batch, when the batch neither deletes nor moves it, nor
    /// deletes, moves or reloads its section: among the rows of its section that stay, it keeps its
    /// rank, and the rows inserted or moved into the section take their slots around it (as
    /// ``ListBatch/Mapping/rows(ofOldSection:)`` places every row, without walking the
    /// section).
    ///
    /// - Parameter old: A row before the batch, in one of the sections gathered.
    /// - Returns: Its index path after the batch, or `nil` when the row does not stay in place.
    /// - Complexity: O(c), c being the changes in its section and the one it goes to.
    func newPath(of old: ListIndexPath) -> ListIndexPath? {
      guard let target = Self.target(of: old.section, in: sections),
        !movedSections.contains(old.section), !batch.reloadedSections.contains(old.section),
        !batch.deletedRows.contains(old), !movedAway.contains(old)
      else { return nil }
      var slot = old.row
      for row in removed[old.section] ?? [] {
        guard row < old.row else { break }
        slot -= 1
      }
      for row in taken[target] ?? [] {
        guard row <= slot else { break }
        slot += 1
      }
      return ListIndexPath(row: slot, section: target)
    }
  }
}
