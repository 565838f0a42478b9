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
  /// A slot: the identity of its object, `0` for an empty slot, and the object's value.
  ///
  /// Key and value side by side, so that a lookup reads one cache line and a change checks
  /// one buffer's uniqueness.
  private struct Slot {
    var key: UInt
    var value: Value?
  }

  /// The slots.
  private var slots: ContiguousArray<Slot>
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
    slots = ContiguousArray(repeating: Slot(key: 0, value: nil), count: capacity)
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
    let mask = slots.count &- 1
    var index = home(of: key)
    while true {
      let occupant = slots[index].key
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
      return found ? slots[index].value : nil
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
    if (count &+ 1) &* 2 > slots.count { grow() }
    let key = UInt(bitPattern: object)
    let (index, found) = slot(of: key)
    if found {
      var old: Value? = value
      swap(&old, &slots[index].value)
      return old
    }
    slots[index] = Slot(key: key, value: value)
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
    swap(&removed, &slots[found].value)
    // Shift back every entry after the hole whose home does not lie between the hole and it
    // (cyclically), so that every probe sequence stays unbroken.
    let mask = slots.count &- 1
    var hole = found
    var next = found
    while true {
      next = (next &+ 1) & mask
      let key = slots[next].key
      if key == 0 { break }
      let home = home(of: key)
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if stays { continue }
      slots.swapAt(hole, next)
      hole = next
    }
    slots[hole].key = 0
    count &-= 1
    return removed
  }

  /// Forgets every object, keeping the capacity.
  ///
  /// - Complexity: O(capacity).
  mutating func removeAll() {
    slots = ContiguousArray(repeating: Slot(key: 0, value: nil), count: slots.count)
    count = 0
  }

  /// Makes room for `minimumCount` objects without growing again.
  ///
  /// - Parameter minimumCount: How many objects the table will hold.
  /// - Complexity: O(capacity) when the table grows, O(1) otherwise.
  mutating func reserveCapacity(_ minimumCount: Int) {
    var capacity = slots.count
    while minimumCount &* 2 > capacity { capacity &*= 2 }
    if capacity > slots.count { rehash(capacity: capacity) }
  }

  /// Doubles the capacity and places every entry again.
  private mutating func grow() {
    rehash(capacity: slots.count &* 2)
  }

  /// Places every entry again in a table of `capacity` slots.
  ///
  /// - Parameter capacity: A power of two, more than twice ``count``.
  private mutating func rehash(capacity: Int) {
    var larger = ObjectTable(capacity: capacity)
    for index in slots.indices where slots[index].key != 0 {
      let key = slots[index].key
      let (slot, _) = larger.slot(of: key)
      larger.slots[slot] = slots[index]
    }
    larger.count = count
    self = larger
  }
}
