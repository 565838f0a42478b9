extension Diff {
  /// Walks both lists from the front and from the back while identities are equal.
  ///
  /// Identities are compared directly, so no hashing happens here. The suffix never overlaps
  /// the prefix in either list, which keeps the result correct with duplicates (for example
  /// old `[a, a]` and new `[a]`). Values of the trimmed pairs are compared with `isEqual`.
  @inlinable
  static func commonEnds<Element, ID: Hashable>(
    old: UnsafeBufferPointer<Element>,
    new: UnsafeBufferPointer<Element>,
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
      let oldElement = old[prefix]
      let newElement = new[prefix]
      guard id(oldElement) == id(newElement) else { break }
      if !isEqual(oldElement, newElement) { prefixUpdates.append(prefix) }
      prefix += 1
    }
    let suffixLimit = limit - prefix
    var oldIndex = oldCount - 1
    var newIndex = newCount - 1
    while suffix < suffixLimit {
      let oldElement = old[oldIndex]
      let newElement = new[newIndex]
      guard id(oldElement) == id(newElement) else { break }
      if !isEqual(oldElement, newElement) { suffixUpdates.append(oldIndex) }
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
