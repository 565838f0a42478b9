// Safety budget (issue 25 item 4): a hand-written hash table, kept because a `Dictionary` from
// identity to entry in its place (the pointer storage kept) measured, diff at 10,000 identities,
// min of alternating release runs on 2026-11-26: A (edited) 0.295 → 0.585 ms (+98%), B
// (shuffled) 0.542 → 0.643 ms (+19%). Its invariant (a power-of-two number of slots, at most
// half full) is checked by `init(clearing:)` and `ScratchLayout.checkInvariants()`.

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
    let slots: ScratchRegion<UInt32>

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

    /// A table over `slots`, emptied.
    ///
    /// - Parameter slots: Scratch memory for the slots; their number is a power of two.
    /// - Complexity: O(number of slots).
    @inlinable
    init(clearing slots: ScratchRegion<UInt32>) {
      assert(slots.count.nonzeroBitCount == 1, "Diff: table of \(slots.count) slots")
      slots.fill(with: 0)
      self.slots = slots
      mask = slots.count - 1
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
