/// A hash table keyed by one nonzero machine word, each key stored beside its value: the
/// display ledger's table of the views on screen, one entry a cell, header or footer.
///
/// `Dictionary` keeps keys and values in separate arrays and hashes with SipHash; with
/// thousands of views on screen every lookup is a cache miss, and `Dictionary` takes one for
/// the key and one for the value. Here a slot holds both, and the hash is one multiplication,
/// which is enough for keys that are object addresses (not chosen by an adversary).
///
/// Open addressing with linear probing; a removal shifts the slots that follow back, so no
/// slot is ever marked deleted. At most three quarters of the slots are in use.
struct WordTable<Value> {
  /// A key, `0` for an empty slot, and its value.
  private struct Slot {
    var key: UInt = 0
    var value: Value?
  }

  private var slots: ContiguousArray<Slot> = []
  /// The number of entries.
  private(set) var count = 0
  /// `64 - log2(slots.count)`: the shift that takes a hash to a slot.
  private var shift = 64

  /// The slot where the search for `key` starts.
  private func home(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  /// The slot that holds `key`, or the empty slot where it would go.
  private func slot(of key: UInt) -> Int {
    let mask = slots.count - 1
    var index = home(of: key)
    while slots[index].key != key && slots[index].key != 0 { index = (index + 1) & mask }
    return index
  }

  /// Sets the value of `key`.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - key: A nonzero key.
  /// - Returns: The value `key` had, if it had one.
  /// - Complexity: O(1) expected, amortized.
  mutating func updateValue(_ value: Value, forKey key: UInt) -> Value? {
    precondition(key != 0, "WordTable keys are nonzero")
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let index = slot(of: key)
    if slots[index].key == key {
      let old = slots[index].value
      slots[index].value = value
      return old
    }
    slots[index] = Slot(key: key, value: value)
    count += 1
    return nil
  }

  /// Removes `key` and returns its value.
  ///
  /// - Parameter key: A key.
  /// - Returns: The value `key` had, if it had one.
  /// - Complexity: O(1) expected.
  mutating func removeValue(forKey key: UInt) -> Value? {
    guard count > 0, key != 0 else { return nil }
    var hole = slot(of: key)
    guard slots[hole].key == key else { return nil }
    let removed = slots[hole].value
    count -= 1
    // Back-shift: a later slot of the run moves into the hole unless its home lies after the
    // hole (cyclically), where a search for its key would not pass the hole.
    let mask = slots.count - 1
    var next = hole
    while true {
      next = (next + 1) & mask
      let key = slots[next].key
      if key == 0 { break }
      let home = self.home(of: key)
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if stays { continue }
      slots.swapAt(hole, next)
      hole = next
    }
    slots[hole] = Slot()
    return removed
  }

  /// Removes every entry and frees the slots.
  mutating func removeAll() {
    self = WordTable()
  }

  /// How many times the slots were made (tests count them).
  private(set) var resizes = 0

  /// Doubles the slots (to 16 at first) and moves every entry to its place among them.
  ///
  /// Entries move without being copied: a copy would retain and release what each value
  /// references, thousands of objects not in the cache.
  private mutating func grow() {
    resizes += 1
    let size = Swift.max(16, slots.count * 2)
    var old = ContiguousArray(repeating: Slot(), count: size)
    swap(&old, &slots)
    shift = 64 - size.trailingZeroBitCount
    old.withUnsafeMutableBufferPointer { old in
      for index in old.indices where old[index].key != 0 {
        let key = old[index].key
        // A swap moves the value out (`Optional.take()` needs iOS 18).
        var value: Value? = nil
        swap(&value, &old[index].value)
        slots[slot(of: key)] = Slot(key: key, value: value)
      }
    }
  }
}
