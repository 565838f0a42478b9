/// Values keyed by an object's identity: a hash table, open-addressed with linear probing.
///
/// Two tables are looked up at every step of a long list, and both are keyed by an object:
/// the display ledger looks a cell up twice for every row that scrolls by (its display and its
/// end of display), and a rebuild of the section table looks every section controller up by
/// its default identity, the instance. A `Dictionary` hashes every key with a seeded SipHash
/// and rehashes the run after a removal: in the `routing` benchmark group that was about 900
/// of the 2,400 instructions a scrolled row cost. An object's identity is an address, so a
/// multiplicative (Fibonacci) hash spreads it well, and a removal shifts the run back instead
/// of rehashing it (Knuth's algorithm R). The table is kept at most half full.
struct ObjectTable<Value> {
  /// The identity of the object in each slot, `0` for an empty slot.
  private var keys: ContiguousArray<UInt>
  /// The value of each occupied slot.
  private var values: ContiguousArray<Value?>
  /// How many objects the table holds.
  private(set) var count = 0
  /// How far a hash is shifted right to give a slot: 64 less log2 of the capacity.
  private var shift: UInt

  /// Makes an empty table.
  ///
  /// - Parameter capacity: How many slots it starts with; a power of two.
  init(capacity: Int = 64) {
    precondition(
      capacity >= 2 && capacity.nonzeroBitCount == 1,
      "SectionKit: ObjectTable's capacity must be a power of two, not \(capacity)")
    keys = ContiguousArray(repeating: 0, count: capacity)
    values = ContiguousArray(repeating: nil, count: capacity)
    shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
  }

  /// The slot a key hashes to.
  @inline(__always)
  private func home(of key: UInt) -> Int {
    Int(bitPattern: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func slot(of key: UInt) -> (index: Int, found: Bool) {
    let mask = keys.count &- 1
    var index = home(of: key)
    while true {
      let occupant = keys[index]
      if occupant == key { return (index, true) }
      if occupant == 0 { return (index, false) }
      index = (index &+ 1) & mask
    }
  }

  /// The value of an object, if the table holds it; setting `nil` removes the object.
  ///
  /// - Parameter object: The object's identity.
  /// - Complexity: O(1) expected.
  subscript(object: ObjectIdentifier) -> Value? {
    get {
      let (index, found) = slot(of: UInt(bitPattern: object))
      return found ? values[index] : nil
    }
    set {
      if let newValue {
        updateValue(newValue, forObject: object)
      } else {
        removeValue(forObject: object)
      }
    }
  }

  /// Sets the value of an object.
  ///
  /// - Parameters:
  ///   - value: The object's new value.
  ///   - object: The object's identity.
  /// - Returns: The value it replaced, if the table held the object.
  /// - Complexity: O(1) expected; O(n) when the table grows.
  @discardableResult
  mutating func updateValue(_ value: consuming Value, forObject object: ObjectIdentifier)
    -> Value?
  {
    if (count &+ 1) &* 2 > keys.count { grow() }
    let key = UInt(bitPattern: object)
    let (index, found) = slot(of: key)
    if found {
      var old: Value? = value
      swap(&old, &values[index])
      return old
    }
    keys[index] = key
    values[index] = value
    count &+= 1
    return nil
  }

  /// Removes an object.
  ///
  /// - Parameter object: The object's identity.
  /// - Returns: Its value, if the table held the object.
  /// - Complexity: O(1) expected.
  @discardableResult
  mutating func removeValue(forObject object: ObjectIdentifier) -> Value? {
    let (found, present) = slot(of: UInt(bitPattern: object))
    guard present else { return nil }
    // Moved out, not copied (`Optional.take()` is not in the oldest SDK the package supports).
    var removed: Value? = nil
    swap(&removed, &values[found])
    // Shift back every entry after the hole whose home does not lie between the hole and it
    // (cyclically), so that every probe sequence stays unbroken.
    let mask = keys.count &- 1
    var hole = found
    var next = found
    while true {
      next = (next &+ 1) & mask
      let key = keys[next]
      if key == 0 { break }
      let home = home(of: key)
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if stays { continue }
      keys[hole] = key
      values.swapAt(hole, next)
      hole = next
    }
    keys[hole] = 0
    count &-= 1
    return removed
  }

  /// Forgets every object, keeping the capacity.
  ///
  /// - Complexity: O(capacity).
  mutating func removeAll() {
    let capacity = keys.count
    keys = ContiguousArray(repeating: 0, count: capacity)
    values = ContiguousArray(repeating: nil, count: capacity)
    count = 0
  }

  /// Makes room for `minimumCount` objects without growing again.
  ///
  /// - Parameter minimumCount: How many objects the table will hold.
  /// - Complexity: O(capacity) when the table grows, O(1) otherwise.
  mutating func reserveCapacity(_ minimumCount: Int) {
    var capacity = keys.count
    while minimumCount &* 2 > capacity { capacity &*= 2 }
    if capacity > keys.count { rehash(capacity: capacity) }
  }

  /// Doubles the capacity and places every entry again.
  private mutating func grow() {
    rehash(capacity: keys.count &* 2)
  }

  /// Places every entry again in a table of `capacity` slots.
  ///
  /// - Parameter capacity: A power of two, more than twice ``count``.
  private mutating func rehash(capacity: Int) {
    var larger = ObjectTable(capacity: capacity)
    for index in keys.indices where keys[index] != 0 {
      let (slot, _) = larger.slot(of: keys[index])
      larger.keys[slot] = keys[index]
      larger.values[slot] = values[index]
    }
    larger.count = count
    self = larger
  }
}
