extension Diff {
  /// Where the working arrays of one diff lie in its scratch memory.
  ///
  /// All arrays hold 32-bit values, which halves the memory the diff walks through compared
  /// with `Int`; ``maximumCount`` bounds the lists accordingly. The identity table comes
  /// first; once the matching is done it is dead, and the run search reuses its memory.
  ///
  /// | region | 32-bit values | holds |
  /// |--------|---------------|-------|
  /// | table, then run search | max(table capacity, 3 × new middle) | ``IdentityTable``, then ``RunSearch`` |
  /// | links | old middle | ``MiddleMatching/links`` |
  /// | sources | new middle | ``MiddleMatching/sources`` |
  @usableFromInline
  struct ScratchLayout {
    /// The number of elements between the common prefix and suffix of the old list.
    @usableFromInline
    let oldMiddle: Int

    /// The number of elements between the common prefix and suffix of the new list.
    @usableFromInline
    let newMiddle: Int

    /// The number of slots of the identity table, which may hold every middle identity of
    /// both lists.
    @usableFromInline
    let tableCapacity: Int

    /// Lays out the arrays for middles of the given sizes.
    @inlinable
    init(oldMiddle: Int, newMiddle: Int) {
      self.oldMiddle = oldMiddle
      self.newMiddle = newMiddle
      tableCapacity = IdentityTable.capacity(for: oldMiddle + newMiddle)
    }

    /// The number of 32-bit values in the first region (the table, then the run search).
    @inlinable
    var firstRegionCount: Int { Swift.max(tableCapacity, 3 * newMiddle) }

    /// The number of bytes of scratch memory the diff needs.
    @inlinable
    var byteCount: Int {
      MemoryLayout<Int32>.stride * (firstRegionCount + oldMiddle + newMiddle)
    }

    /// The identity table in `base`, every slot empty.
    @inlinable
    func table(in base: UnsafeMutableRawPointer) -> IdentityTable {
      IdentityTable(clearing: base, capacity: tableCapacity)
    }

    /// The run search's three arrays of ``newMiddle`` values each, in the table's memory.
    @inlinable
    func runSearch(in base: UnsafeMutableRawPointer) -> RunSearch {
      let values = base.bindMemory(to: Int32.self, capacity: 3 * newMiddle)
      return RunSearch(
        predecessors: values,
        tops: values + newMiddle,
        topPositions: values + 2 * newMiddle
      )
    }

    /// The links of the old middle positions in `base` (uninitialized).
    @inlinable
    func links(in base: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Int32> {
      (base + MemoryLayout<Int32>.stride * firstRegionCount)
        .bindMemory(to: Int32.self, capacity: oldMiddle)
    }

    /// The sources of the new middle positions in `base` (uninitialized).
    @inlinable
    func sources(in base: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Int32> {
      (base + MemoryLayout<Int32>.stride * (firstRegionCount + oldMiddle))
        .bindMemory(to: Int32.self, capacity: newMiddle)
    }
  }

  /// The largest list the diff accepts: positions and table references are stored in 30 bits.
  @inlinable
  static var maximumCount: Int { 1 << 30 - 1 }
}
