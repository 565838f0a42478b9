extension Diff {
  /// Runs all stages of the diff on contiguous copies of the two lists.
  ///
  /// Trims the common ends, matches the middle, derives deletes, inserts, updates and the
  /// index mappings, computes the minimal moves, and reports duplicates when any were seen.
  @inlinable
  static func makeChangeset<Element, ID: Hashable>(
    old: ContiguousArray<Element>,
    new: ContiguousArray<Element>,
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

    let matching = matchMiddle(old: old, new: new, ends: ends, id: id)
    let oldMiddle = oldCount - suffix - prefix
    let newMiddle = newCount - suffix - prefix
    let matched = matching.matchedCount

    var deletes: [Int] = []
    deletes.reserveCapacity(oldMiddle - matched)
    var updates = ends.prefixUpdates
    var oldToNew = [Int?]()
    oldToNew.reserveCapacity(oldCount)
    for index in 0..<prefix { oldToNew.append(index) }
    old.withUnsafeBufferPointer { oldBuffer in
      new.withUnsafeBufferPointer { newBuffer in
        matching.oldToNew.withUnsafeBufferPointer { middleOldToNew in
          for index in 0..<oldMiddle {
            let target = middleOldToNew[index]
            let oldIndex = prefix + index
            if target < 0 {
              deletes.append(oldIndex)
              oldToNew.append(nil)
            } else {
              let newIndex = prefix + target
              oldToNew.append(newIndex)
              if !isEqual(oldBuffer[oldIndex], newBuffer[newIndex]) {
                updates.append(oldIndex)
              }
            }
          }
        }
      }
    }
    let shift = newCount - oldCount
    for index in (oldCount - suffix)..<oldCount { oldToNew.append(index + shift) }
    updates.append(contentsOf: ends.suffixUpdates)

    var inserts: [Int] = []
    inserts.reserveCapacity(newMiddle - matched)
    var newToOld = [Int?]()
    newToOld.reserveCapacity(newCount)
    var survivorOld = ContiguousArray<Int>()
    var survivorNew = ContiguousArray<Int>()
    survivorOld.reserveCapacity(matched)
    survivorNew.reserveCapacity(matched)
    for index in 0..<prefix { newToOld.append(index) }
    matching.newToOld.withUnsafeBufferPointer { middleNewToOld in
      for index in 0..<newMiddle {
        let source = middleNewToOld[index]
        if source < 0 {
          inserts.append(prefix + index)
          newToOld.append(nil)
        } else {
          newToOld.append(prefix + source)
          survivorOld.append(source)
          survivorNew.append(index)
        }
      }
    }
    for index in (newCount - suffix)..<newCount { newToOld.append(index - shift) }

    let moves = fewestMoves(old: survivorOld, new: survivorNew, offset: prefix)

    let duplicates =
      matching.hasDuplicates
      ? duplicateIdentities(old: old, new: new, ends: ends, id: id) : []
    return Changeset(
      deletes: deletes,
      inserts: inserts,
      moves: moves,
      updates: updates,
      oldToNew: oldToNew,
      newToOld: newToOld,
      duplicates: duplicates
    )
  }

  /// The mapping of an unchanged list onto itself: position `i` maps to `i`.
  ///
  /// With a count of zero, `init(unsafeUninitializedCapacity:)` starts from the standard
  /// library's one shared empty array and writes its count (zero) back into it, which is a
  /// data race when diffs run concurrently; an empty literal writes nothing.
  @inlinable
  static func identityMapping(count: Int) -> [Int?] {
    guard count > 0 else { return [] }
    return [Int?](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      for index in 0..<count {
        (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: index)
      }
      initializedCount = count
    }
  }
}
