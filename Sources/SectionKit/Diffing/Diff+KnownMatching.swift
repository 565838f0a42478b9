extension Diff {
  /// The deletes, inserts and fewest moves between two lists whose elements are already
  /// matched, for a caller that found the matches itself (the composite, while rebuilding its
  /// table, looks up every section identity once and needs no second dictionary).
  ///
  /// The common prefix and suffix (positions matched to themselves, counted from either end)
  /// are left out of the moves, as in ``changes(from:to:identifiedBy:isEqual:)``; the moves
  /// are the matched elements outside one longest increasing run of old positions.
  ///
  /// - Parameters:
  ///   - newToOld: For each new position, the old position of the same element, or a negative
  ///     value for an inserted element; no old position may appear twice.
  ///   - oldCount: The number of old elements.
  /// - Returns: The deletes, inserts and moves; no updates, mappings or duplicates.
  /// - Complexity: O(n + m log m), n being the number of elements and m the number of matched
  ///   elements outside the common prefix and suffix.
  static func changes(matching newToOld: ContiguousArray<Int>, oldCount: Int) -> Changeset {
    let newCount = newToOld.count
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter, newToOld[prefix] == prefix { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, newToOld[newCount - 1 - suffix] == oldCount - 1 - suffix {
      suffix += 1
    }
    precondition(
      oldCount <= maximumCount && newCount <= maximumCount,
      "Diff: lists of \(oldCount) and \(newCount) elements; at most \(maximumCount) are supported"
    )
    var survives = [Bool](repeating: false, count: oldCount)
    var inserts: [Int] = []
    let middle = newCount - prefix - suffix
    var matched = 0
    let moves = withScratch(valueCount: 4 * middle) { values in
      let sources = values.region(from: 3 * middle, count: middle)
      for (new, old) in newToOld.enumerated() {
        let inMiddle = new >= prefix && new < newCount - suffix
        guard old >= 0 else {
          inserts.append(new)
          if inMiddle { sources[new - prefix] = -1 }
          continue
        }
        survives[old] = true
        if inMiddle {
          sources[new - prefix] = Int32(truncatingIfNeeded: old)
          matched += 1
        }
      }
      return fewestMoves(
        sources: sources,
        count: middle,
        matchedCount: matched,
        search: RunSearch(in: values, count: middle),
        sourceOffset: 0,
        destinationOffset: prefix
      )
    }
    return Changeset(
      deletes: survives.indices.filter { !survives[$0] }, inserts: inserts, moves: moves)
  }
}
