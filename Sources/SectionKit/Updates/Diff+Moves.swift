extension Diff {
  /// Marks one longest strictly increasing subsequence of `values`.
  ///
  /// Patience sorting with binary search over the pile tops and predecessor links. A value
  /// larger than the last pile top is appended in O(1), so already ordered input is linear.
  /// The returned mask holds `true` at the positions that belong to the subsequence.
  @inlinable
  static func increasingSubsequenceMask(
    _ values: ContiguousArray<Int>
  ) -> ContiguousArray<Bool> {
    let count = values.count
    var mask = ContiguousArray<Bool>(repeating: false, count: count)
    guard count > 0 else { return mask }
    var tops = ContiguousArray<Int>()
    var topPositions = ContiguousArray<Int>()
    tops.reserveCapacity(count)
    topPositions.reserveCapacity(count)
    var predecessor = ContiguousArray<Int>(repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
      predecessor.withUnsafeMutableBufferPointer { predecessor in
        for position in 0..<count {
          let value = values[position]
          let length = tops.count
          if length == 0 || tops[length - 1] < value {
            if length > 0 { predecessor[position] = topPositions[length - 1] }
            tops.append(value)
            topPositions.append(position)
            continue
          }
          var low = 0
          var high = length - 1
          while low < high {
            let middle = (low &+ high) >> 1
            if tops[middle] < value {
              low = middle + 1
            } else {
              high = middle
            }
          }
          if low > 0 { predecessor[position] = topPositions[low - 1] }
          tops[low] = value
          topPositions[low] = position
        }
      }
    }
    var position = topPositions[topPositions.count - 1]
    while position >= 0 {
      mask[position] = true
      position = predecessor[position]
    }
    return mask
  }
}
