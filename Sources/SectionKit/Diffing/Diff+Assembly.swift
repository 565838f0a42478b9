extension Diff {
  /// Runs all stages of the diff on the contiguous storage of two lists of elements.
  ///
  /// Trims the common ends, reading the identities and comparing the values of the elements in
  /// place; a list whose identities did not change is done there. Otherwise the identities of
  /// the old list and of the new middle are read once, into arrays, the identities are diffed (see
  /// ``middleChanges(oldMiddle:newMiddle:oldCount:newCount:ends:trimmedIdentity:)``), and the
  /// values of the matched middle elements are compared last.
  ///
  /// Always inlined, with the stages that read elements, so that `id` and `isEqual` are inlined
  /// into their loops: a function value called with an element takes a copy of it.
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
      return unchanged(count: oldCount, updates: ends.prefixUpdates + ends.suffixUpdates)
    }
    // The old list's trimmed identities are read too: looking for duplicates may ask them, and
    // read from an element by a closure that is not inlined, each would copy its element.
    var changeset = withIdentities(
      of: old, new.slice(from: prefix, count: newCount - prefix - suffix), id: id
    ) { oldIdentities, newMiddle in
      middleChanges(
        oldMiddle: oldIdentities.slice(from: prefix, count: oldCount - prefix - suffix),
        newMiddle: newMiddle, oldCount: oldCount, newCount: newCount, ends: ends
      ) { index in oldIdentities[index] }
    }
    changeset.updates = updates(
      old: old, new: new, ends: ends, oldToNew: changeset.oldToNew, isEqual: isEqual)
    return changeset
  }

  /// Runs all stages of the diff on the contiguous storage of two lists of identities.
  @inlinable
  static func makeChangeset<ID: Hashable>(identities old: Elements<ID>, _ new: Elements<ID>)
    -> Changeset
  {
    let oldCount = old.count
    let newCount = new.count
    let ends = commonEnds(identities: old, new)
    let prefix = ends.prefix
    let suffix = ends.suffix
    if prefix + suffix == oldCount && oldCount == newCount {
      return unchanged(count: oldCount, updates: [])
    }
    return middleChanges(
      oldMiddle: old.slice(from: prefix, count: oldCount - prefix - suffix),
      newMiddle: new.slice(from: prefix, count: newCount - prefix - suffix),
      oldCount: oldCount, newCount: newCount, ends: ends
    ) { index in old[index] }
  }

  /// The changes of two lists whose identities differ between their common prefix and suffix,
  /// but for the updates.
  ///
  /// Matches the middles, derives deletes, inserts and the index mappings, computes the minimal
  /// moves, and reports duplicates when any were seen. The working arrays live in scratch
  /// memory borrowed for the call (see ``withScratch(_:_:)``).
  ///
  /// - Parameters:
  ///   - oldMiddle: The identities of the old list between its common prefix and suffix.
  ///   - newMiddle: The identities of the new list between its common prefix and suffix.
  ///   - oldCount: The number of elements of the old list.
  ///   - newCount: The number of elements of the new list.
  ///   - ends: The common prefix and suffix.
  ///   - trimmedIdentity: Returns the identity at an old position in the prefix or suffix
  ///     (asked only to look for duplicates).
  /// - Returns: The changeset, without updates.
  /// - Complexity: O(*n* + *m* log *m*) expected; see
  ///   ``Changeset/init(from:to:identifiedBy:isEqual:)``.
  @inlinable
  static func middleChanges<ID: Hashable>(
    oldMiddle: Elements<ID>,
    newMiddle: Elements<ID>,
    oldCount: Int,
    newCount: Int,
    ends: CommonEnds,
    trimmedIdentity: (Int) -> ID
  ) -> Changeset {
    precondition(
      oldCount <= maximumCount && newCount <= maximumCount,
      "Diff: lists of \(oldCount) and \(newCount) elements; at most \(maximumCount) are supported"
    )
    let prefix = ends.prefix
    let layout = ScratchLayout(oldMiddle: oldMiddle.count, newMiddle: newMiddle.count)
    return withScratch(layout) { scratch in
      let matching = matchMiddle(
        oldMiddle: oldMiddle, newMiddle: newMiddle, ends: ends, oldCount: oldCount,
        trimmedIdentity: trimmedIdentity, layout: layout, scratch: scratch)
      var changeset = Changeset()
      (changeset.oldToNew, changeset.deletes) = oldSide(
        oldCount: oldCount, newCount: newCount, ends: ends, matching: matching)
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
        changeset.duplicates = duplicateIdentities(
          oldMiddle: oldMiddle, newMiddle: newMiddle, ends: ends, oldCount: oldCount,
          newCount: newCount, trimmedIdentity: trimmedIdentity)
      }
      return changeset
    }
  }

  /// The old indexes of the matched elements whose values differ, ascending: the trimmed ones
  /// found with the common ends, and the middle ones compared here.
  ///
  /// Always inlined, so that `isEqual` is inlined into the loop (see
  /// ``commonEnds(old:new:id:isEqual:)``).
  @inlinable
  @inline(__always)
  static func updates<Element>(
    old: Elements<Element>,
    new: Elements<Element>,
    ends: CommonEnds,
    oldToNew: [Int?],
    isEqual: (Element, Element) -> Bool
  ) -> [Int] {
    var updates = ends.prefixUpdates
    for index in ends.prefix..<(old.count - ends.suffix) {
      guard let target = oldToNew[index] else { continue }
      if !isEqual(old[index], new[target]) { updates.append(index) }
    }
    updates.append(contentsOf: ends.suffixUpdates)
    return updates
  }

  /// The changeset of a list whose identities did not change: every position maps to itself.
  @inlinable
  static func unchanged(count: Int, updates: [Int]) -> Changeset {
    let mapping = identityMapping(count: count)
    return Changeset(updates: updates, oldToNew: mapping, newToOld: mapping)
  }

  /// The old-to-new mapping and the deletes, in one pass over the old list.
  @inlinable
  static func oldSide(
    oldCount: Int,
    newCount: Int,
    ends: CommonEnds,
    matching: MiddleMatching
  ) -> (oldToNew: [Int?], deletes: [Int]) {
    let prefix = ends.prefix
    let middleEnd = oldCount - ends.suffix
    let shift = newCount - oldCount
    let deleteCount = middleEnd - prefix - matching.matchedCount
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
          mapping.append(prefix + target)
        }
      }
      deletes = uninitializedArray(of: Int.self, count: deleteCount) { deletes in
        mapMiddle { index in deletes.append(index) }
      }
      if deleteCount == 0 { mapMiddle { _ in } }
      for index in middleEnd..<oldCount { mapping.append(index + shift) }
    }
    return (oldToNew, deletes)
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
