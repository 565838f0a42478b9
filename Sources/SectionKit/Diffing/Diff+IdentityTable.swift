extension Diff {
  /// An open-addressing hash table of list positions, found by the identities of the elements
  /// at those positions.
  ///
  /// The table stores no identities: each slot holds a 32-bit entry that refers to a position,
  /// zero meaning empty, and a probe compares the identity it looks for with the identity of
  /// the element an entry refers to. Probing is linear, and the table is never more than half
  /// full. It lives in the diff's scratch memory (see ``ScratchLayout``).
  @usableFromInline
  struct IdentityTable {
    /// The slots, ``mask`` + 1 of them.
    @usableFromInline
    let slots: UnsafeMutablePointer<UInt32>

    /// The number of slots minus one (the number of slots is a power of two).
    @usableFromInline
    let mask: Int

    /// The number of slots for a table of at most `count` entries: a power of two, at least
    /// twice `count`.
    ///
    /// - Parameter count: The largest number of entries the table will hold.
    /// - Returns: The number of slots.
    @inlinable
    static func capacity(for count: Int) -> Int {
      let least = Swift.max(2 * count, 2)
      return 1 << (Int.bitWidth - (least - 1).leadingZeroBitCount)
    }

    /// Binds `capacity` slots at `memory` and empties them.
    ///
    /// - Parameters:
    ///   - memory: Scratch memory for at least `capacity` 32-bit slots.
    ///   - capacity: The number of slots, a power of two.
    @inlinable
    init(clearing memory: UnsafeMutableRawPointer, capacity: Int) {
      slots = memory.bindMemory(to: UInt32.self, capacity: capacity)
      slots.update(repeating: 0, count: capacity)
      mask = capacity - 1
    }

    /// The slot at which a probe for `identity` starts.
    ///
    /// - Parameter identity: The identity looked for.
    /// - Returns: A slot number below the number of slots.
    @inlinable
    func firstSlot<ID: Hashable>(of identity: ID) -> Int {
      identity.hashValue & mask
    }

    /// Probes from `slot` for the first entry that `isMatch` accepts.
    ///
    /// - Parameters:
    ///   - slot: The slot to start from, usually ``firstSlot(of:)``.
    ///   - isMatch: Whether an entry (never zero) refers to the identity looked for.
    /// - Returns: The slot of the accepted entry, or the empty slot that ended the probe.
    /// - Complexity: O(1) expected.
    @inlinable
    func probe(from slot: Int, until isMatch: (UInt32) -> Bool) -> Int {
      var slot = slot
      while true {
        let entry = slots[slot]
        if entry == 0 || isMatch(entry) { return slot }
        slot = (slot &+ 1) & mask
      }
    }
  }
}
