extension Diff {
  /// Runs all stages of the diff on the contiguous storage of the two lists.
  ///
  /// Trims the common ends, matches the middle, derives deletes, inserts, updates and the
  /// index mappings, computes the minimal moves, and reports duplicates when any were seen.
  /// The working arrays are plain arrays allocated for the call; a list whose identities did
  /// not change needs none.
  @inlinable
  @inline(__always)
  static func makeChangeset<Element, ID: Hashable>(
    old: UnsafeBufferPointer<Element>,
    new: UnsafeBufferPointer<Element>,
    id: (Element) -> ID,
    isEqual: (Element, Element) -> Bool
  ) -> Changeset {
    let oldCount = old.count
    let newCount = new.count
    let ends = commonEnds(old: old, new: new, id: id, isEqual: isEqual)
    let prefix = ends.prefix
    let suffix = ends.suffix
    if prefix + suffix == oldCount && oldCount == newCount {
      let mapping = identityMapping(count: oldCount)
      return Changeset(
        updates: ends.prefixUpdates + ends.suffixUpdates,
        oldToNew: mapping,
        newToOld: mapping
      )
    }
    precondition(
      oldCount <= maximumCount && newCount <= maximumCount,
      "Diff: lists of \(oldCount) and \(newCount) elements; at most \(maximumCount) are supported"
    )
    let matching = matchMiddle(old: old, new: new, ends: ends, id: id)
    var changeset = Changeset()
    (changeset.oldToNew, changeset.deletes, changeset.updates) = oldSide(
      old: old, new: new, ends: ends, matching: matching, isEqual: isEqual)
    (changeset.newToOld, changeset.inserts) = newSide(
      oldCount: oldCount, newCount: newCount, ends: ends, matching: matching)
    changeset.moves = fewestMoves(
      sources: matching.sources,
      matchedCount: matching.matchedCount,
      sourceOffset: prefix,
      destinationOffset: prefix
    )
    if matching.hasDuplicates {
      changeset.duplicates = duplicateIdentities(old: old, new: new, ends: ends, id: id)
    }
    return changeset
  }

  /// The old-to-new mapping, the deletes and the updates, in one pass over the old list.
  @inlinable
  static func oldSide<Element>(
    old: UnsafeBufferPointer<Element>,
    new: UnsafeBufferPointer<Element>,
    ends: CommonEnds,
    matching: MiddleMatching,
    isEqual: (Element, Element) -> Bool
  ) -> (oldToNew: [Int?], deletes: [Int], updates: [Int]) {
    let oldCount = old.count
    let prefix = ends.prefix
    let middleEnd = oldCount - ends.suffix
    let shift = new.count - oldCount
    let deleteCount = middleEnd - prefix - matching.matchedCount
    var updates = ends.prefixUpdates
    var deletes: [Int] = []
    deletes.reserveCapacity(deleteCount)
    var oldToNew: [Int?] = []
    oldToNew.reserveCapacity(oldCount)
    for index in 0..<prefix { oldToNew.append(index) }
    for index in prefix..<middleEnd {
      guard let target = matching.target(ofOld: index - prefix) else {
        oldToNew.append(nil)
        deletes.append(index)
        continue
      }
      let newIndex = prefix + target
      oldToNew.append(newIndex)
      if !isEqual(old[index], new[newIndex]) { updates.append(index) }
    }
    for index in middleEnd..<oldCount { oldToNew.append(index + shift) }
    updates.append(contentsOf: ends.suffixUpdates)
    return (oldToNew, deletes, updates)
  }

  /// The new-to-old mapping and the inserts, in one pass over the new list.
  @inlinable
  static func newSide(
    oldCount: Int,
    newCount: Int,
    ends: CommonEnds,
    matching: MiddleMatching
  ) -> (newToOld: [Int?], inserts: [Int]) {
    let prefix = ends.prefix
    let middleEnd = newCount - ends.suffix
    let shift = newCount - oldCount
    let insertCount = middleEnd - prefix - matching.matchedCount
    let sources = matching.sources
    var inserts: [Int] = []
    inserts.reserveCapacity(insertCount)
    var newToOld: [Int?] = []
    newToOld.reserveCapacity(newCount)
    for index in 0..<prefix { newToOld.append(index) }
    for index in prefix..<middleEnd {
      let source = Int(sources[index - prefix])
      if source < 0 {
        newToOld.append(nil)
        inserts.append(index)
      } else {
        newToOld.append(prefix + source)
      }
    }
    for index in middleEnd..<newCount { newToOld.append(index - shift) }
    return (newToOld, inserts)
  }

  /// The mapping of an unchanged list onto itself: position `i` maps to `i`.
  @inlinable
  static func identityMapping(count: Int) -> [Int?] {
    (0..<count).map { $0 }
  }
}
