@_spi(Hosting) import SectionKit

/// The cells on screen by row, or the headers or footers by section: an array sorted by key
/// rather than a hash table.
///
/// The rows (or sections) on screen are a run of keys in order, and the host walks them in
/// order (to lay out, to render, to follow a batch): walked in step with another sorted run,
/// the values are read one after the other, with no hashing and no jump into a table of
/// thousands (each one a cache miss when every row of a long list is on screen). A lookup by
/// key is a binary search; adding a key after the last one, as a layout pass does, is an
/// append.
struct SortedTable<Key: Comparable, Value>: Sequence {
  /// A key and its value.
  typealias Element = (key: Key, value: Value)

  /// The keys and their values, by ascending key.
  private(set) var entries: [Element] = []

  init() {}

  /// The entries of a hash table, ordered by key.
  init(_ table: [Key: Value]) where Key: Hashable {
    entries = table.map { (key: $0.key, value: $0.value) }
    entries.sort { $0.key < $1.key }
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }
  /// The keys, ascending.
  var keys: some Collection<Key> { entries.lazy.map(\.key) }
  /// The values, by ascending key.
  var values: some Collection<Value> { entries.lazy.map(\.value) }

  func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

  mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

  /// The position of `key` in ``entries``, or where it would go.
  ///
  /// - Complexity: O(1) for a path after the last one; O(log v) otherwise.
  private func slot(of key: Key) -> (index: Int, found: Bool) {
    guard let last = entries.last, !(last.key < key) else { return (entries.count, false) }
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return (low, low < entries.count && entries[low].key == key)
  }

  /// The value of `key`; setting `nil` removes it.
  ///
  /// - Complexity: O(log v) to read; O(1) to add after the last key, O(v) elsewhere.
  subscript(key: Key) -> Value? {
    get {
      let slot = slot(of: key)
      return slot.found ? entries[slot.index].value : nil
    }
    set {
      let slot = slot(of: key)
      switch (slot.found, newValue) {
      case (true, let value?): entries[slot.index].value = value
      case (true, nil): entries.remove(at: slot.index)
      case (false, let value?): entries.insert((key, value), at: slot.index)
      case (false, nil): break
      }
    }
  }

  /// Removes the value of `key` and returns it.
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    let slot = slot(of: key)
    guard slot.found else { return nil }
    return entries.remove(at: slot.index).value
  }

  /// Removes every entry, keeping the capacity.
  mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

  /// Removes the entries whose keys are not in `kept`, and returns them in key order.
  ///
  /// `kept` is ascending: it is walked beside the entries, with no set to build and no lookup.
  ///
  /// - Parameter kept: The keys to keep, ascending; keys with no entry are passed over.
  /// - Returns: The removed entries, by ascending key.
  /// - Complexity: O(v + k), v being the entries and k the keys of `kept`.
  mutating func removeEntries(notIn kept: [Key]) -> [Element] {
    var next = 0
    var removed: [Element] = []
    entries.removeAll { entry in
      while next < kept.count, kept[next] < entry.key { next += 1 }
      guard next == kept.count || kept[next] != entry.key else { return false }
      removed.append(entry)
      return true
    }
    return removed
  }

  /// Reads the values of ascending keys, each lookup starting where the last one ended.
  struct Cursor {
    private let entries: [Element]
    private var index = 0

    init(_ table: SortedTable) { entries = table.entries }

    /// The value of `key`, a key no smaller than any asked before.
    ///
    /// - Complexity: amortised O(1) over a walk of ascending keys.
    mutating func value(at key: Key) -> Value? {
      while index < entries.count, entries[index].key < key { index += 1 }
      guard index < entries.count, entries[index].key == key else { return nil }
      return entries[index].value
    }
  }
}

/// The cells on screen, by row.
typealias VisibleCells = SortedTable<ListIndexPath, HeadlessCell>
