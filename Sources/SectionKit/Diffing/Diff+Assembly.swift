extension Diff {
  /// Runs all stages of the diff on the contiguous storage of the two lists.
  ///
  /// Trims the common ends, matches the middle, derives deletes, inserts, updates and the
  /// index mappings, computes the minimal moves, and reports duplicates when any were seen.
  /// The working arrays live in scratch memory borrowed for the call (see ``withScratch(_:_:)``);
  /// a list whose identities did not change needs none.
  @inlinable
  @inline(__always)
  static func makeChangeset<Element, ID: Hashable>(
    old: Elements<Element>,
    new: Elements<Element>,
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
    return withScratch(layout) { scratch in
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
    old: Elements<Element>,
    new: Elements<Element>,
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
      for index in 0..<prefix { mapping.append(index) }
      func mapMiddle(recordDelete: (Int) -> Void) {
        for index in prefix..<middleEnd {
          guard let target = matching.target(ofOld: index - prefix) else {
            mapping.append(nil)
            recordDelete(index)
            continue
          }
          let newIndex = prefix + target
          mapping.append(newIndex)
          if !isEqual(old[index], new[newIndex]) { updates.append(index) }
        }
      }
      deletes = uninitializedArray(of: Int.self, count: deleteCount) { deletes in
        mapMiddle { index in deletes.append(index) }
      }
      if deleteCount == 0 { mapMiddle { _ in } }
      for index in middleEnd..<oldCount { mapping.append(index + shift) }
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
      for index in 0..<prefix { mapping.append(index) }
      func mapMiddle(recordInsert: (Int) -> Void) {
        for index in prefix..<middleEnd {
          let source = Int(sources[index - prefix])
          if source < 0 {
            mapping.append(nil)
            recordInsert(index)
          } else {
            mapping.append(prefix + source)
          }
        }
      }
      inserts = uninitializedArray(of: Int.self, count: insertCount) { inserts in
        mapMiddle { index in inserts.append(index) }
      }
      if insertCount == 0 { mapMiddle { _ in } }
      for index in middleEnd..<newCount { mapping.append(index - shift) }
    }
    return (newToOld, inserts)
  }

  /// The mapping of an unchanged list onto itself: position `i` maps to `i`.
  @inlinable
  static func identityMapping(count: Int) -> [Int?] {
    uninitializedArray(of: Int?.self, count: count) { mapping in
      for index in 0..<count { mapping.append(index) }
    }
  }
}
