extension Diff {
  /// The kind of a table slot that refers to the head of an identity's chain.
  ///
  /// The reference is the first unmatched old middle position of the identity. A slot of value
  /// zero is empty.
  @inlinable
  static var chainSlot: UInt32 { 1 << 30 }

  /// The kind of a table slot whose identity's old occurrences are all matched; its reference
  /// is one of them, kept to compare identities with.
  @inlinable
  static var usedUpSlot: UInt32 { 2 << 30 }

  /// The kind of a table slot whose reference is a new middle position whose identity is not
  /// in the old middle.
  @inlinable
  static var insertedSlot: UInt32 { 3 << 30 }

  /// The bits of a table slot that hold its reference (a middle position).
  @inlinable
  static var referenceBits: UInt32 { 1 << 30 - 1 }

  /// The first table slot to probe for `identity`, in a table of `mask + 1` slots.
  @inlinable
  static func firstSlot<ID: Hashable>(of identity: ID, mask: Int) -> Int {
    identity.hashValue & mask
  }

  /// Matches the changed middle region through one open-addressing table of identities.
  ///
  /// The table stores no identities, only middle positions (with their kind in the two high
  /// bits; see ``chainSlot``): a probe compares the identity it looks for with the identity of
  /// the element a slot refers to. The old middle is entered back to front, which leaves per
  /// identity its first old position in the table and a chain (``MiddleMatching/links``)
  /// through the later occurrences in ascending order. Each new element then takes the head of
  /// its chain and advances it, so the k-th occurrence in new matches the k-th occurrence in
  /// old. New identities absent from the old middle are entered too. Duplicate detection is
  /// folded into these passes: a chain that already exists, a chain that is used up, or an
  /// absent identity seen twice means a duplicate; so does a trimmed identity found in the
  /// middle, checked last.
  ///
  /// - Parameters:
  ///   - old: The old list.
  ///   - new: The new list.
  ///   - ends: The common prefix and suffix, left out of the matching.
  ///   - id: Returns the identity of an element.
  ///   - layout: Where the table, links and sources lie in `scratch`.
  ///   - scratch: The diff's scratch memory.
  /// - Returns: The matching, whose arrays lie in `scratch`.
  /// - Complexity: O(*n*) expected, *n* being the number of middle elements.
  @inlinable
  static func matchMiddle<Element, ID: Hashable>(
    old: UnsafeBufferPointer<Element>,
    new: UnsafeBufferPointer<Element>,
    ends: CommonEnds,
    id: (Element) -> ID,
    layout: ScratchLayout,
    scratch: UnsafeMutableRawPointer
  ) -> MiddleMatching {
    let prefix = ends.prefix
    let oldMiddle = layout.oldMiddle
    let newMiddle = layout.newMiddle
    let table = layout.clearedTable(in: scratch)
    let mask = layout.tableCapacity - 1
    var matching = MiddleMatching(
      links: layout.links(in: scratch),
      sources: layout.sources(in: scratch)
    )
    let links = matching.links
    let sources = matching.sources
    let oldBase = UnsafeBufferPointer(rebasing: old[prefix..<(prefix + oldMiddle)])
    let newBase = UnsafeBufferPointer(rebasing: new[prefix..<(prefix + newMiddle)])

    var index = oldMiddle - 1
    while index >= 0 {
      let identity = id(oldBase[index])
      var slot = firstSlot(of: identity, mask: mask)
      while true {
        let entry = table[slot]
        if entry == 0 {
          links[index] = -1
          break
        }
        let reference = Int(entry & referenceBits)
        if id(oldBase[reference]) == identity {
          links[index] = Int32(truncatingIfNeeded: reference)
          matching.hasDuplicates = true
          break
        }
        slot = (slot &+ 1) & mask
      }
      table[slot] = chainSlot | UInt32(truncatingIfNeeded: index)
      index -= 1
    }

    var matched = 0
    var hasDuplicates = matching.hasDuplicates
    for index in 0..<newMiddle {
      let identity = id(newBase[index])
      var slot = firstSlot(of: identity, mask: mask)
      while true {
        let entry = table[slot]
        if entry == 0 {
          sources[index] = -1
          if !hasDuplicates { table[slot] = insertedSlot | UInt32(truncatingIfNeeded: index) }
          break
        }
        let reference = Int(entry & referenceBits)
        let kind = entry & ~referenceBits
        let sameIdentity =
          kind == insertedSlot
          ? id(newBase[reference]) == identity : id(oldBase[reference]) == identity
        guard sameIdentity else {
          slot = (slot &+ 1) & mask
          continue
        }
        if kind == chainSlot {
          sources[index] = Int32(truncatingIfNeeded: reference)
          let next = links[reference]
          links[reference] = -2 - Int32(truncatingIfNeeded: index)
          table[slot] =
            next >= 0
            ? chainSlot | UInt32(truncatingIfNeeded: next)
            : usedUpSlot | UInt32(truncatingIfNeeded: reference)
          matched += 1
        } else {
          sources[index] = -1
          hasDuplicates = true
        }
        break
      }
    }
    matching.matchedCount = matched
    matching.hasDuplicates = hasDuplicates

    if !hasDuplicates && prefix + ends.suffix > 0 && oldMiddle + newMiddle > 0 {
      matching.hasDuplicates = trimmedEndsShareIdentity(
        old: old,
        new: new,
        ends: ends,
        matching: matching,
        table: table,
        mask: mask,
        id: id
      )
    }
    return matching
  }
}
