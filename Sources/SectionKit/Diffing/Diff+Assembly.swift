extension Diff {
  /// Runs all stages of the diff on the contiguous storage of the two lists.
  ///
  /// Trims the common ends, matches the middle, derives deletes, inserts, updates and the
  /// index mappings, computes the minimal moves, and reports duplicates when any were seen.
  /// The working arrays live in scratch memory borrowed for the call (see ``withScratch``);
  /// a list whose identities did not change needs none.
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
    let layout = ScratchLayout(
      oldMiddle: oldCount - prefix - suffix, newMiddle: newCount - prefix - suffix)
    return withScratch(byteCount: layout.byteCount) { scratch in
      let matching = matchMiddle(
        old: old, new: new, ends: ends, id: id, layout: layout, scratch: scratch)
      var changeset = Changeset()
      (changeset.oldToNew, changeset.deletes, changeset.updates) = oldSide(
        old: old, new: new, ends: ends, matching: matching, isEqual: isEqual)
      (changeset.newToOld, changeset.inserts) = newSide(
        oldCount: oldCount, newCount: newCount, ends: ends, matching: matching)
      changeset.moves = fewestMoves(
        sources: matching.sources,
        count: layout.newMiddle,
        matchedCount: matching.matchedCount,
        search: layout.runSearch(in: scratch),
        sourceOffset: prefix,
        destinationOffset: prefix
      )
      if matching.hasDuplicates {
        changeset.duplicates = duplicateIdentities(old: old, new: new, ends: ends, id: id)
      }
      return changeset
    }
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
    let oldToNew = uninitializedArray(of: Int?.self, count: oldCount) { mapping in
      for index in 0..<prefix { (mapping + index).initialize(to: index) }
      func mapMiddle(recordDelete: (Int) -> Void) {
        for index in prefix..<middleEnd {
          guard let target = matching.target(ofOld: index - prefix) else {
            (mapping + index).initialize(to: nil)
            recordDelete(index)
            continue
          }
          let newIndex = prefix + target
          (mapping + index).initialize(to: newIndex)
          if !isEqual(old[index], new[newIndex]) { updates.append(index) }
        }
      }
      deletes = uninitializedArray(of: Int.self, count: deleteCount) { deletes in
        var deleted = 0
        mapMiddle { index in
          (deletes + deleted).initialize(to: index)
          deleted += 1
        }
      }
      if deleteCount == 0 { mapMiddle { _ in } }
      for index in middleEnd..<oldCount { (mapping + index).initialize(to: index + shift) }
    }
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
    let newToOld = uninitializedArray(of: Int?.self, count: newCount) { mapping in
      for index in 0..<prefix { (mapping + index).initialize(to: index) }
      func mapMiddle(recordInsert: (Int) -> Void) {
        for index in prefix..<middleEnd {
          let source = Int(sources[index - prefix])
          if source < 0 {
            (mapping + index).initialize(to: nil)
            recordInsert(index)
          } else {
            (mapping + index).initialize(to: prefix + source)
          }
        }
      }
      inserts = uninitializedArray(of: Int.self, count: insertCount) { inserts in
        var inserted = 0
        mapMiddle { index in
          (inserts + inserted).initialize(to: index)
          inserted += 1
        }
      }
      if insertCount == 0 { mapMiddle { _ in } }
      for index in middleEnd..<newCount { (mapping + index).initialize(to: index - shift) }
    }
    return (newToOld, inserts)
  }

  /// An array of `count` elements that `initialize` initializes, every one of them.
  ///
  /// With a count of zero, `initialize` is not called and the result is an empty literal:
  /// `init(unsafeUninitializedCapacity:)` would start from the standard library's one shared
  /// empty array and write its count (zero) back into it, which is a data race when diffs run
  /// concurrently.
  @inlinable
  static func uninitializedArray<Value>(
    of _: Value.Type,
    count: Int,
    _ initialize: (UnsafeMutablePointer<Value>) -> Void
  ) -> [Value] {
    guard count > 0 else { return [] }
    return [Value](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      initialize(buffer.baseAddress.unsafelyUnwrapped)
      initializedCount = count
    }
  }

  /// The mapping of an unchanged list onto itself: position `i` maps to `i`.
  @inlinable
  static func identityMapping(count: Int) -> [Int?] {
    uninitializedArray(of: Int?.self, count: count) { mapping in
      for index in 0..<count { (mapping + index).initialize(to: index) }
    }
  }
}
