extension Diff {
  /// The kind of a table entry that refers to the head of an identity's chain.
  ///
  /// The reference (the low 30 bits) is the first unmatched old middle position of the
  /// identity.
  @inlinable
  static var chainEntry: UInt32 { 1 << 30 }

  /// The kind of a table entry whose identity's old occurrences are all matched.
  ///
  /// The reference (the low 30 bits) is one of them, kept to compare identities with.
  @inlinable
  static var usedUpEntry: UInt32 { 2 << 30 }

  /// The kind of a table entry whose reference (the low 30 bits) is a new middle position
  /// whose identity is not in the old middle.
  @inlinable
  static var absentEntry: UInt32 { 3 << 30 }

  /// The bits of a table entry that hold its reference (a middle position).
  @inlinable
  static var referenceBits: UInt32 { 1 << 30 - 1 }

  /// The bits of a table entry that hold its kind.
  @inlinable
  static var kindBits: UInt32 { 3 << 30 }

  /// Matches the changed middle region through one table of middle positions.
  ///
  /// The old middle is entered into an ``IdentityTable`` back to front, which leaves per
  /// identity its first old position in the table and a chain (``MiddleMatching/links``)
  /// through the later occurrences in ascending order. Each new element then takes the head of
  /// its chain and advances it, so the k-th occurrence in new matches the k-th occurrence in
  /// old; a new identity absent from the old middle is entered too. All identities are hashed
  /// before any probe, so that the cache misses of consecutive probes overlap instead of
  /// waiting for the hashing between them.
  ///
  /// Duplicate detection is folded into these passes: a chain that already exists, a chain
  /// that is used up, or an absent identity met again means a duplicate. When there is none,
  /// the trimmed identities are looked up last (see
  /// ``trimmedEndsShareIdentity(oldMiddle:newMiddle:ends:oldCount:matching:table:trimmedIdentity:)``).
  ///
  /// - Parameters:
  ///   - oldMiddle: The identities of the old list between its common prefix and suffix.
  ///   - newMiddle: The identities of the new list between its common prefix and suffix.
  ///   - ends: The common prefix and suffix, left out of the matching.
  ///   - oldCount: The number of elements of the old list.
  ///   - trimmedIdentity: Returns the identity at an old position in the prefix or suffix.
  ///   - layout: Where the table, links and sources lie in `scratch`.
  ///   - scratch: The diff's scratch memory.
  /// - Returns: The matching, whose arrays lie in `scratch`.
  /// - Complexity: O(*n*) expected, *n* being the number of middle elements.
  @inlinable
  static func matchMiddle<ID: Hashable>(
    oldMiddle: Elements<ID>,
    newMiddle: Elements<ID>,
    ends: CommonEnds,
    oldCount: Int,
    trimmedIdentity: (Int) -> ID,
    layout: ScratchLayout,
    scratch: Scratch
  ) -> MiddleMatching {
    let prefix = ends.prefix
    let oldMiddleCount = layout.oldMiddle
    let newMiddleCount = layout.newMiddle
    let table = layout.table(in: scratch)
    var matching = MiddleMatching(
      links: layout.links(in: scratch),
      sources: layout.sources(in: scratch)
    )
    let links = matching.links
    let sources = matching.sources
    func isMiddleIdentity(_ identity: ID, entry: UInt32) -> Bool {
      let reference = Int(entry & referenceBits)
      return entry & kindBits == absentEntry
        ? newMiddle[reference] == identity
        : oldMiddle[reference] == identity
    }

    // The first slot of each probe waits in the array that the probe then fills.
    for index in 0..<oldMiddleCount {
      let slot = table.firstSlot(of: oldMiddle[index])
      links[index] = Int32(truncatingIfNeeded: slot)
    }
    for index in 0..<newMiddleCount {
      let slot = table.firstSlot(of: newMiddle[index])
      sources[index] = Int32(truncatingIfNeeded: slot)
    }

    var hasDuplicates = false
    var index = oldMiddleCount - 1
    while index >= 0 {
      let identity = oldMiddle[index]
      let slot = table.probe(from: Int(links[index])) { entry in
        oldMiddle[Int(entry & referenceBits)] == identity
      }
      let entry = table.slots[slot]
      if entry == 0 {
        links[index] = -1
      } else {
        links[index] = Int32(truncatingIfNeeded: entry & referenceBits)
        hasDuplicates = true
      }
      table.slots[slot] = chainEntry | UInt32(truncatingIfNeeded: index)
      index -= 1
    }

    var matched = 0
    for index in 0..<newMiddleCount {
      let identity = newMiddle[index]
      let slot = table.probe(from: Int(sources[index])) { entry in
        isMiddleIdentity(identity, entry: entry)
      }
      let entry = table.slots[slot]
      guard entry & kindBits == chainEntry else {
        sources[index] = -1
        if entry == 0 {
          table.slots[slot] = absentEntry | UInt32(truncatingIfNeeded: index)
        } else {
          // Used up, or absent and met before.
          hasDuplicates = true
        }
        continue
      }
      let reference = entry & referenceBits
      sources[index] = Int32(truncatingIfNeeded: reference)
      let next = links[Int(reference)]
      links[Int(reference)] = -2 - Int32(truncatingIfNeeded: index)
      table.slots[slot] =
        next >= 0 ? chainEntry | UInt32(truncatingIfNeeded: next) : usedUpEntry | reference
      matched += 1
    }
    matching.matchedCount = matched
    matching.hasDuplicates = hasDuplicates
    assert(matching.checkInvariants())

    if !hasDuplicates && prefix + ends.suffix > 0 && oldMiddleCount + newMiddleCount > 0 {
      matching.hasDuplicates = trimmedEndsShareIdentity(
        oldMiddle: oldMiddle,
        newMiddle: newMiddle,
        ends: ends,
        oldCount: oldCount,
        matching: matching,
        table: table,
        trimmedIdentity: trimmedIdentity
      )
    }
    return matching
  }
}
