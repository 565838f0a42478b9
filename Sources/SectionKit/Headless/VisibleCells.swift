/// The cells on screen, by row: an array sorted by index path rather than a hash table.
///
/// The rows on screen are a run of index paths in order, and the host walks them in order (to
/// lay out, to render, to follow a batch): walked in step with another sorted run, the cells
/// are read one after the other, with no hashing and no jump into a table of thousands (each
/// one a cache miss when every row of a long list is on screen). A lookup by path is a binary
/// search; adding a row after the last one, as a layout pass does, is an append.
struct VisibleCells: Sequence {
  /// A row on screen and its cell.
  typealias Element = (path: ListIndexPath, cell: HeadlessCell)

  /// The rows on screen and their cells, by ascending path.
  private(set) var entries: [Element] = []

  init() {}

  /// The cells of a table, ordered by path.
  init(_ cells: [ListIndexPath: HeadlessCell]) {
    entries = cells.map { (path: $0.key, cell: $0.value) }
    entries.sort { $0.path < $1.path }
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }
  /// The cells, by ascending path.
  var cells: some Collection<HeadlessCell> { entries.lazy.map(\.cell) }

  func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

  mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

  /// The position of `path` in ``entries``, or where it would go.
  ///
  /// - Complexity: O(1) for a path after the last one; O(log v) otherwise.
  private func slot(of path: ListIndexPath) -> (index: Int, found: Bool) {
    guard let last = entries.last, !(last.path < path) else { return (entries.count, false) }
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].path < path { low = middle + 1 } else { high = middle }
    }
    return (low, low < entries.count && entries[low].path == path)
  }

  /// The cell on screen at `path`; setting `nil` removes it.
  ///
  /// - Complexity: O(log v) to read; O(1) to add after the last path, O(v) elsewhere.
  subscript(path: ListIndexPath) -> HeadlessCell? {
    get {
      let slot = slot(of: path)
      return slot.found ? entries[slot.index].cell : nil
    }
    set {
      let slot = slot(of: path)
      switch (slot.found, newValue) {
      case (true, let cell?): entries[slot.index].cell = cell
      case (true, nil): entries.remove(at: slot.index)
      case (false, let cell?): entries.insert((path, cell), at: slot.index)
      case (false, nil): break
      }
    }
  }

  /// Removes the cell at `path` and returns it.
  @discardableResult
  mutating func removeValue(forKey path: ListIndexPath) -> HeadlessCell? {
    let slot = slot(of: path)
    guard slot.found else { return nil }
    return entries.remove(at: slot.index).cell
  }

  /// Removes the entries `isRemoved` accepts, keeping the others in order, in one pass.
  ///
  /// - Complexity: O(v).
  mutating func removeAll(where isRemoved: (Element) throws -> Bool) rethrows {
    try entries.removeAll(where: isRemoved)
  }

  /// Removes every entry, keeping the capacity.
  mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
