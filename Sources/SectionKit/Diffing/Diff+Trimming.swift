extension Diff {
  /// Walks both lists from the front and from the back while identities are equal.
  ///
  /// Identities are compared directly, so no hashing happens here. The suffix never overlaps
  /// the prefix in either list, which keeps the result correct with duplicates (for example
  /// old `[a, a]` and new `[a]`). Values of the trimmed pairs are compared with `isEqual`.
  @inlinable
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
    // Elements are read in place, never bound to a local: a copy of an element that holds
    // references (a declarative row holds several) costs a retain and a release of each.
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
}
