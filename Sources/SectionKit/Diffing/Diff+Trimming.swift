extension Diff {
  /// Walks both lists from the front and from the back while identities are equal.
  ///
  /// Identities are compared directly, so no hashing happens here. The suffix never overlaps
  /// the prefix in either list, which keeps the result correct with duplicates (for example
  /// old `[a, a]` and new `[a]`). Values of the trimmed pairs are compared with `isEqual`.
  ///
  /// Always inlined, so that `id` and `isEqual`, closures written at the caller, are inlined
  /// into the loops: called through a function value, they take a copy of the element (a
  /// retain and a release of each reference it holds) on every call.
  @inlinable
  @inline(__always)
  static func commonEnds<Element, ID: Hashable>(
    old: Elements<Element>,
    new: Elements<Element>,
    id: (Element) -> ID,
    isEqual: (Element, Element) -> Bool
  ) -> CommonEnds {
    let oldCount = old.count
    let newCount = new.count
    let limit = Swift.min(oldCount, newCount)
    var prefixUpdates: [Int] = []
    var suffixUpdates: [Int] = []
    var prefix = 0
    var suffix = 0
    while prefix < limit {
      guard id(old[prefix]) == id(new[prefix]) else { break }
      if !isEqual(old[prefix], new[prefix]) { prefixUpdates.append(prefix) }
      prefix += 1
    }
    let suffixLimit = limit - prefix
    var oldIndex = oldCount - 1
    var newIndex = newCount - 1
    while suffix < suffixLimit {
      guard id(old[oldIndex]) == id(new[newIndex]) else { break }
      if !isEqual(old[oldIndex], new[newIndex]) { suffixUpdates.append(oldIndex) }
      suffix += 1
      oldIndex -= 1
      newIndex -= 1
    }
    suffixUpdates.reverse()
    return CommonEnds(
      prefix: prefix,
      suffix: suffix,
      prefixUpdates: prefixUpdates,
      suffixUpdates: suffixUpdates
    )
  }

  /// Walks two lists of identities from the front and from the back while they are equal.
  ///
  /// See ``commonEnds(old:new:id:isEqual:)``; there are no updates.
  @inlinable
  static func commonEnds<ID: Hashable>(identities old: Elements<ID>, _ new: Elements<ID>)
    -> CommonEnds
  {
    let oldCount = old.count
    let newCount = new.count
    let limit = Swift.min(oldCount, newCount)
    var prefix = 0
    while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix && old[oldCount - 1 - suffix] == new[newCount - 1 - suffix] {
      suffix += 1
    }
    return CommonEnds(prefix: prefix, suffix: suffix, prefixUpdates: [], suffixUpdates: [])
  }
}
