/// Values keyed by an object's identity, in memory the table owns: a hash table, open-addressed
/// with linear probing.
///
/// Two tables are looked up at every step of a long list, and both are keyed by an object:
/// the display ledger looks a cell up twice for every row that scrolls by (its display and its
/// end of display), and a rebuild of the section table looks every section controller up by
/// its default identity, the instance. A `Dictionary` hashes every key with a seeded SipHash
/// and rehashes the run after a removal: in the `routing` benchmark group that was about 900
/// of the 2,400 instructions a scrolled row cost. An object's identity is an address, so a
/// multiplicative (Fibonacci) hash spreads it well, and a removal shifts the run back instead
/// of rehashing it (Knuth's algorithm R). The table is kept at most half full.
///
/// The table cannot be copied, so that it owns its slots outright: a change checks no buffer's
/// uniqueness and reads no bounds, and its operations inline where they are called (the
/// display ledger's, once a row). ``ObjectTable`` is the copyable table, with this one inside.
struct ObjectSlots<Value>: ~Copyable {
  /// A slot: the identity of its object, `0` for an empty slot, and the object's value.
  ///
  /// Key and value side by side, so that a lookup reads one cache line.
  private struct Slot {
    var key: UInt
    var value: Value?
  }

  /// The slots, `capacity` of them, every one initialised.
  private var slots: UnsafeMutablePointer<Slot>
  /// How many slots there are: a power of two.
  private(set) var capacity: Int
  /// How many objects the table holds.
  private(set) var count = 0
  /// How far a hash is shifted right to give a slot: 64 less log2 of the capacity.
  private var shift: UInt
  /// The fewest slots the table has once it grows.
  private let grownCapacity: Int

  /// Makes an empty table.
  ///
  /// - Parameters:
  ///   - capacity: How many slots it starts with; a power of two, at least 2.
  ///   - grownCapacity: The fewest slots it has once it first grows, a power of two: a table
  ///     that may stay empty (the display ledger of a nested composite) starts small, and
  ///     one that fills goes straight to the room it will need.
  init(capacity: Int = 64, onceGrown grownCapacity: Int = 0) {
    precondition(
      capacity >= 2 && capacity.nonzeroBitCount == 1 && grownCapacity.nonzeroBitCount <= 1,
      "SectionKit: ObjectTable's capacity must be a power of two, not \(capacity)")
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, value: nil), count: capacity)
    self.capacity = capacity
    self.grownCapacity = grownCapacity
    shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
  }

  deinit {
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  /// The slot a key hashes to.
  @inline(__always)
  private func home(of key: UInt) -> Int {
    Int(bitPattern: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func slot(of key: UInt) -> (index: Int, found: Bool) {
    // An empty slot is always left, so that the probe ends; every index is masked into the
    // slots. Checked in debug builds: the slots are read without bounds checks.
    assert(count < capacity, "SectionKit invariant: an object table with no empty slot")
    let mask = capacity &- 1
    var index = home(of: key)
    while true {
      let occupant = slots[index].key
      if occupant == key { return (index, true) }
      if occupant == 0 { return (index, false) }
      index = (index &+ 1) & mask
    }
  }

  /// The value of an object, if the table holds it.
  ///
  /// - Parameter object: The object's identity.
  /// - Returns: Its value, or `nil`.
  /// - Complexity: O(1) expected.
  @inline(__always)
  func value(forObject object: ObjectIdentifier) -> Value? {
    let (index, found) = slot(of: UInt(bitPattern: object))
    return found ? slots[index].value : nil
  }

  /// Sets the value of an object.
  ///
  /// - Parameters:
  ///   - value: The object's new value.
  ///   - object: The object's identity.
  /// - Returns: The value it replaced, if the table held the object.
  /// - Complexity: O(1) expected; O(n) when the table grows.
  @inline(__always)
  @discardableResult
  mutating func updateValue(_ value: consuming Value, forObject object: ObjectIdentifier)
    -> Value?
  {
    if (count &+ 1) &* 2 > capacity { grow() }
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
  @inline(__always)
  @discardableResult
  mutating func removeValue(forObject object: ObjectIdentifier) -> Value? {
    let (found, present) = slot(of: UInt(bitPattern: object))
    guard present else { return nil }
    // Moved out, not copied (`Optional.take()` is not in the oldest SDK the package supports).
    var removed: Value? = nil
    swap(&removed, &slots[found].value)
    closeHole(at: found)
    count &-= 1
    return removed
  }

  /// Empties the slot at `hole`, shifting back every entry after it whose home does not lie
  /// between the hole and it (cyclically), so that every probe sequence stays unbroken.
  ///
  /// - Parameter hole: A slot whose value was taken out.
  @inline(__always)
  private mutating func closeHole(at hole: Int) {
    let mask = capacity &- 1
    var hole = hole
    var next = hole
    while true {
      next = (next &+ 1) & mask
      let key = slots[next].key
      if key == 0 { break }
      let home = home(of: key)
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if stays { continue }
      swap(&slots[hole], &slots[next])
      hole = next
    }
    slots[hole].key = 0
  }

  /// Forgets every object, keeping the capacity.
  ///
  /// - Complexity: O(capacity).
  mutating func removeAll() {
    for index in 0..<capacity { slots[index] = Slot(key: 0, value: nil) }
    count = 0
  }

  /// Makes room for `minimumCount` objects without growing again.
  ///
  /// - Parameter minimumCount: How many objects the table will hold.
  /// - Complexity: O(capacity) when the table grows, O(1) otherwise.
  mutating func reserveCapacity(_ minimumCount: Int) {
    var larger = capacity
    while minimumCount &* 2 > larger { larger &*= 2 }
    if larger > capacity { rehash(capacity: larger) }
  }

  /// A table holding what this one holds, in memory of its own.
  ///
  /// - Complexity: O(capacity).
  func copy() -> ObjectSlots {
    var copy = ObjectSlots(capacity: capacity, onceGrown: grownCapacity)
    for index in 0..<capacity { copy.slots[index] = slots[index] }
    copy.count = count
    return copy
  }

  /// Doubles the capacity and places every entry again.
  @inline(never)
  private mutating func grow() {
    rehash(capacity: Swift.max(capacity &* 2, grownCapacity))
  }

  /// Places every entry again in a table of `capacity` slots.
  ///
  /// - Parameter newCapacity: A power of two, more than twice ``count``.
  private mutating func rehash(capacity newCapacity: Int) {
    var larger = ObjectSlots(capacity: newCapacity, onceGrown: grownCapacity)
    for index in 0..<capacity where slots[index].key != 0 {
      let (slot, _) = larger.slot(of: slots[index].key)
      swap(&larger.slots[slot], &slots[index])
    }
    larger.count = count
    self = larger
  }
}

/// Values keyed by an object's identity, as ``ObjectSlots`` keeps them, in a table that can be
/// copied: a copy shares the slots until either changes.
struct ObjectTable<Value> {
  /// The slots, shared between copies until a change.
  private final class Storage {
    /// The slots.
    ///
    /// Unchecked at run time: each access is one call of a method of ``ObjectSlots``, which
    /// calls nothing that could reach this table (a value it lets go is returned, except in
    /// `removeAll()`), and the checks cost a rebuild of the section table 4% of its time
    /// (the `routing` benchmark group's table build). Debug builds keep them.
    #if DEBUG
      var slots: ObjectSlots<Value>
    #else
      @exclusivity(unchecked) var slots: ObjectSlots<Value>
    #endif
    init(_ slots: consuming ObjectSlots<Value>) { self.slots = slots }
  }

  /// The slots.
  private var storage: Storage

  /// Makes an empty table.
  ///
  /// - Parameter capacity: How many slots it starts with; a power of two, at least 2.
  init(capacity: Int = 64) {
    storage = Storage(ObjectSlots(capacity: capacity))
  }

  /// How many objects the table holds.
  var count: Int { storage.slots.count }

  /// The slots, for a change: copied first when another table shares them.
  private var unique: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.slots.copy()) }
      return storage
    }
  }

  /// The value of an object, if the table holds it; setting `nil` removes the object.
  ///
  /// - Parameter object: The object's identity.
  /// - Complexity: O(1) expected.
  subscript(object: ObjectIdentifier) -> Value? {
    get { storage.slots.value(forObject: object) }
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
  /// - Complexity: O(1) expected; O(n) when the table grows or its slots are shared.
  @discardableResult
  mutating func updateValue(_ value: Value, forObject object: ObjectIdentifier) -> Value? {
    unique.slots.updateValue(value, forObject: object)
  }

  /// Removes an object.
  ///
  /// - Parameter object: The object's identity.
  /// - Returns: Its value, if the table held the object.
  /// - Complexity: O(1) expected; O(n) when its slots are shared.
  @discardableResult
  mutating func removeValue(forObject object: ObjectIdentifier) -> Value? {
    unique.slots.removeValue(forObject: object)
  }

  /// Forgets every object, keeping the capacity.
  ///
  /// - Complexity: O(capacity).
  mutating func removeAll() {
    unique.slots.removeAll()
  }

  /// Makes room for `minimumCount` objects without growing again.
  ///
  /// - Parameter minimumCount: How many objects the table will hold.
  /// - Complexity: O(capacity) when the table grows, O(1) otherwise.
  mutating func reserveCapacity(_ minimumCount: Int) {
    unique.slots.reserveCapacity(minimumCount)
  }
}
