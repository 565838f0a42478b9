extension Diff {
  /// Sentinel for a new middle position whose identity does not occur in the old middle.
  @usableFromInline
  static var absentSentinel: Int { -2 }

  /// Sentinel for a position that is not matched (its identity exists but is used up).
  @usableFromInline
  static var unmatchedSentinel: Int { -1 }

  /// Matches the changed middle region through one dictionary from identity to old index.
  ///
  /// The old middle is inserted back to front with `updateValue`, which yields, per identity,
  /// the first old index and a chain (`next`) through the later occurrences in ascending order.
  /// Each new element then takes the current head of its chain and advances it, so the k-th
  /// occurrence in new matches the k-th occurrence in old. Duplicate detection is folded into
  /// these passes: a chain that already exists, or a chain that is used up, means a duplicate.
  @inlinable
  static func matchMiddle<Element, ID: Hashable>(
    old: ContiguousArray<Element>,
    new: ContiguousArray<Element>,
    ends: CommonEnds,
    id: (Element) -> ID
  ) -> MiddleMatching {
    let prefix = ends.prefix
    let oldMiddle = old.count - ends.suffix - prefix
    let newMiddle = new.count - ends.suffix - prefix
    var oldToNew = ContiguousArray<Int>(repeating: unmatchedSentinel, count: oldMiddle)
    var newToOld = ContiguousArray<Int>(repeating: absentSentinel, count: newMiddle)
    var table = [ID: Int](minimumCapacity: oldMiddle)
    var hasDuplicates = false
    var matched = 0
    var absent = newMiddle
    if oldMiddle > 0 {
      var next = ContiguousArray<Int>(repeating: unmatchedSentinel, count: oldMiddle)
      old.withUnsafeBufferPointer { buffer in
        next.withUnsafeMutableBufferPointer { next in
          var index = oldMiddle - 1
          while index >= 0 {
            if let later = table.updateValue(index, forKey: id(buffer[prefix + index])) {
              next[index] = later
              hasDuplicates = true
            }
            index -= 1
          }
        }
      }
      new.withUnsafeBufferPointer { buffer in
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
          newToOld.withUnsafeMutableBufferPointer { newToOld in
            for index in 0..<newMiddle {
              guard let slot = table.index(forKey: id(buffer[prefix + index])) else {
                continue
              }
              absent -= 1
              let cursor = table.values[slot]
              if cursor >= 0 {
                newToOld[index] = cursor
                oldToNew[cursor] = index
                table.values[slot] = next[cursor]
                matched += 1
              } else {
                newToOld[index] = unmatchedSentinel
                hasDuplicates = true
              }
            }
          }
        }
      }
    }
    let trimmed = prefix + ends.suffix
    var absentIdentities = Set<ID>()
    if !hasDuplicates && absent > 0 && (absent > 1 || trimmed > 0) {
      absentIdentities.reserveCapacity(absent)
      new.withUnsafeBufferPointer { buffer in
        for index in 0..<newMiddle where newToOld[index] == absentSentinel {
          if !absentIdentities.insert(id(buffer[prefix + index])).inserted {
            hasDuplicates = true
            break
          }
        }
      }
    }
    if !hasDuplicates && trimmed > 0 && oldMiddle + newMiddle > 0 {
      hasDuplicates = trimmedEndsShareIdentity(
        old: old,
        ends: ends,
        table: table,
        absentIdentities: absentIdentities,
        id: id
      )
    }
    return MiddleMatching(
      oldToNew: oldToNew,
      newToOld: newToOld,
      matchedCount: matched,
      hasDuplicates: hasDuplicates
    )
  }
}
