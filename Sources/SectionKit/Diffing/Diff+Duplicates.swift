extension Diff {
  /// Up to this many middle identities, trimmed ends are checked by linear comparison.
  ///
  /// Comparing a few identities directly is cheaper than hashing, which keeps small edits in
  /// long lists fast.
  @inlinable
  static var linearSearchLimit: Int { 16 }

  /// Whether an identity of the trimmed prefix or suffix also occurs in the middle region.
  ///
  /// Called only when the matching found no duplicate, so the middle identities are the old
  /// middle's and the new middle's unmatched ones, all distinct, and `table` holds every one of
  /// them. Trimmed positions have equal identities in both lists, so scanning the old list
  /// suffices.
  ///
  /// - Parameters:
  ///   - oldMiddle: The identities of the old list between its common prefix and suffix.
  ///   - newMiddle: The identities of the new list between its common prefix and suffix.
  ///   - ends: The common prefix and suffix.
  ///   - oldCount: The number of elements of the old list.
  ///   - matching: The matching of the middles, without duplicates.
  ///   - table: The identity table of the matching.
  ///   - trimmedIdentity: Returns the identity at an old position in the prefix or suffix.
  /// - Returns: Whether a trimmed identity occurs in either middle.
  /// - Complexity: O(*n*) expected, *n* being the number of elements.
  @inlinable
  static func trimmedEndsShareIdentity<ID: Hashable>(
    oldMiddle: Elements<ID>,
    newMiddle: Elements<ID>,
    ends: CommonEnds,
    oldCount: Int,
    matching: MiddleMatching,
    table: IdentityTable,
    trimmedIdentity: (Int) -> ID
  ) -> Bool {
    let prefix = ends.prefix
    let suffixStart = oldCount - ends.suffix
    let middleIdentityCount = oldMiddle.count + newMiddle.count - matching.matchedCount
    func scan(_ isMiddleIdentity: (ID) -> Bool) -> Bool {
      for index in 0..<prefix where isMiddleIdentity(trimmedIdentity(index)) { return true }
      for index in suffixStart..<oldCount where isMiddleIdentity(trimmedIdentity(index)) {
        return true
      }
      return false
    }
    if middleIdentityCount <= linearSearchLimit {
      // Both middles are then at most this long: compare with each of their identities.
      return scan { identity in
        for index in 0..<oldMiddle.count where oldMiddle[index] == identity { return true }
        for index in 0..<newMiddle.count where matching.sources[index] < 0 {
          if newMiddle[index] == identity { return true }
        }
        return false
      }
    }
    return scan { identity in
      let slot = table.probe(from: table.firstSlot(of: identity)) { entry in
        let position = Int(entry & referenceBits)
        return entry & kindBits == absentEntry
          ? newMiddle[position] == identity : oldMiddle[position] == identity
      }
      return table.slots[slot] != 0
    }
  }

  /// Reports every identity that occurs more than once in either list.
  ///
  /// Only called when the matching detected a duplicate, so it may hash again. Identities are
  /// collected from the middle region; trimmed positions are then looked up so that their
  /// occurrences are included. Identities that occur only in the trimmed ends are matched
  /// position by position and are not reported.
  ///
  /// - Parameters:
  ///   - oldMiddle: The identities of the old list between its common prefix and suffix.
  ///   - newMiddle: The identities of the new list between its common prefix and suffix.
  ///   - ends: The common prefix and suffix.
  ///   - oldCount: The number of elements of the old list.
  ///   - newCount: The number of elements of the new list.
  ///   - trimmedIdentity: Returns the identity at an old position in the prefix or suffix.
  /// - Returns: The reports, sorted by first old index, then first new index.
  /// - Complexity: O(*n*) expected, *n* being the number of elements.
  @inlinable
  static func duplicateIdentities<ID: Hashable>(
    oldMiddle: Elements<ID>,
    newMiddle: Elements<ID>,
    ends: CommonEnds,
    oldCount: Int,
    newCount: Int,
    trimmedIdentity: (Int) -> ID
  ) -> [Changeset.DuplicateIdentity] {
    let prefix = ends.prefix
    let oldEnd = oldCount - ends.suffix
    let newEnd = newCount - ends.suffix
    let shift = newCount - oldCount
    var groups = [ID: Int]()
    var identities = ContiguousArray<ID>()
    var oldGroup = ContiguousArray<Int>(repeating: -1, count: oldCount)
    var newGroup = ContiguousArray<Int>(repeating: -1, count: newCount)

    func group(of identity: ID) -> Int {
      let candidate = identities.count
      let group = claim(&groups[identity, default: -1], candidate: candidate)
      if group == candidate { identities.append(identity) }
      return group
    }
    for index in prefix..<oldEnd { oldGroup[index] = group(of: oldMiddle[index - prefix]) }
    for index in prefix..<newEnd { newGroup[index] = group(of: newMiddle[index - prefix]) }
    func adoptTrimmed(oldIndex: Int, newIndex: Int) {
      guard let group = groups[trimmedIdentity(oldIndex)] else { return }
      oldGroup[oldIndex] = group
      newGroup[newIndex] = group
    }
    for index in 0..<prefix { adoptTrimmed(oldIndex: index, newIndex: index) }
    for index in oldEnd..<oldCount { adoptTrimmed(oldIndex: index, newIndex: index + shift) }

    var oldCounts = ContiguousArray<Int>(repeating: 0, count: identities.count)
    var newCounts = ContiguousArray<Int>(repeating: 0, count: identities.count)
    for group in oldGroup where group >= 0 { oldCounts[group] += 1 }
    for group in newGroup where group >= 0 { newCounts[group] += 1 }

    var reportSlot = ContiguousArray<Int>(repeating: -1, count: identities.count)
    var reports: [Changeset.DuplicateIdentity] = []
    for group in identities.indices where oldCounts[group] > 1 || newCounts[group] > 1 {
      reportSlot[group] = reports.count
      var report = Changeset.DuplicateIdentity(
        description: String(describing: identities[group]),
        oldIndexes: [],
        newIndexes: []
      )
      report.oldIndexes.reserveCapacity(oldCounts[group])
      report.newIndexes.reserveCapacity(newCounts[group])
      reports.append(report)
    }
    for (index, group) in oldGroup.enumerated() where group >= 0 && reportSlot[group] >= 0 {
      reports[reportSlot[group]].oldIndexes.append(index)
    }
    for (index, group) in newGroup.enumerated() where group >= 0 && reportSlot[group] >= 0 {
      reports[reportSlot[group]].newIndexes.append(index)
    }
    reports.sort {
      ($0.oldIndexes.first ?? .max, $0.newIndexes.first ?? .max)
        < ($1.oldIndexes.first ?? .max, $1.newIndexes.first ?? .max)
    }
    return reports
  }

  /// Stores `candidate` into an unclaimed slot (negative) and returns the slot's value.
  ///
  /// Used through the defaulting dictionary subscript so that a lookup and an insertion cost
  /// a single hash operation.
  @inlinable
  static func claim(_ slot: inout Int, candidate: Int) -> Int {
    if slot < 0 { slot = candidate }
    return slot
  }
}
