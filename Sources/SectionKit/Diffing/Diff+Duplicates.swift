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
  @inlinable
  static func trimmedEndsShareIdentity<Element, ID: Hashable>(
    old: Elements<Element>,
    new: Elements<Element>,
    ends: CommonEnds,
    matching: MiddleMatching,
    table: IdentityTable,
    id: (Element) -> ID
  ) -> Bool {
    let prefix = ends.prefix
    let oldCount = old.count
    let suffixStart = oldCount - ends.suffix
    let newMiddle = new.count - ends.suffix - prefix
    let middleIdentityCount = suffixStart - prefix + newMiddle - matching.matchedCount
    func scan(_ isMiddleIdentity: (ID) -> Bool) -> Bool {
      for index in 0..<prefix where isMiddleIdentity(id(old[index])) { return true }
      for index in suffixStart..<oldCount where isMiddleIdentity(id(old[index])) {
        return true
      }
      return false
    }
    if middleIdentityCount <= linearSearchLimit {
      // Both middles are then at most this long: compare with each of their identities.
      return scan { identity in
        for index in prefix..<suffixStart where id(old[index]) == identity { return true }
        for index in 0..<newMiddle where matching.sources[index] < 0 {
          if id(new[prefix + index]) == identity { return true }
        }
        return false
      }
    }
    return scan { identity in
      let slot = table.probe(from: table.firstSlot(of: identity)) { entry in
        let position = prefix + Int(entry & referenceBits)
        return entry & kindBits == absentEntry
          ? id(new[position]) == identity : id(old[position]) == identity
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
  @inlinable
  static func duplicateIdentities<Element, ID: Hashable>(
    old: Elements<Element>,
    new: Elements<Element>,
    ends: CommonEnds,
    id: (Element) -> ID
  ) -> [Changeset.DuplicateIdentity] {
    let oldCount = old.count
    let newCount = new.count
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
    for index in prefix..<oldEnd { oldGroup[index] = group(of: id(old[index])) }
    for index in prefix..<newEnd { newGroup[index] = group(of: id(new[index])) }
    func adoptTrimmed(oldIndex: Int, newIndex: Int) {
      guard let group = groups[id(old[oldIndex])] else { return }
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
