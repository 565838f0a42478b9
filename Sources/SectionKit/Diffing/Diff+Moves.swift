extension Diff {
  /// The fewest moves for matched elements: those outside one longest increasing run of their
  /// old positions.
  ///
  /// - Parameters:
  ///   - old: The old positions of the matched elements, in new order (non-negative).
  ///   - new: Their new positions, in the same order.
  ///   - offset: Added to every position reported (the length of a trimmed common prefix).
  /// - Returns: One move per matched element outside the run.
  /// - Complexity: O(m log m), m being the number of matched elements.
  @inlinable
  static func fewestMoves(
    old: ContiguousArray<Int>, new: ContiguousArray<Int>, offset: Int
  ) -> [Changeset.Move] {
    let stays = increasingSubsequenceMask(old)
    var moves: [Changeset.Move] = []
    moves.reserveCapacity(old.count - stays.lazy.filter { $0 }.count)
    for position in old.indices where !stays[position] {
      moves.append(Changeset.Move(from: offset + old[position], to: offset + new[position]))
    }
    return moves
  }

  /// Marks one longest strictly increasing subsequence of `values`.
  ///
  /// Patience sorting with binary search over the pile tops and predecessor links. A value
  /// larger than the last pile top is appended in O(1), so already ordered input is linear.
  /// The search is branch-free (arithmetic on the sign of a difference): on shuffled input its
  /// comparisons are unpredictable, and mispredicted branches cost more than the comparisons.
  /// `values` must be non-negative (they are positions in a list).
  /// The returned mask holds `true` at the positions that belong to the subsequence.
  @inlinable
  static func increasingSubsequenceMask(
    _ values: ContiguousArray<Int>
  ) -> ContiguousArray<Bool> {
    let count = values.count
    var mask = ContiguousArray<Bool>(repeating: false, count: count)
    guard count > 0 else { return mask }
    // The pile tops and the positions they came from, sized for the worst case (sorted input).
    let tops = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    let topPositions = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer {
      tops.deallocate()
      topPositions.deallocate()
    }
    var length = 0
    var predecessor = ContiguousArray<Int>(repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
      predecessor.withUnsafeMutableBufferPointer { predecessor in
        for position in 0..<count {
          let value = values[position]
          var pile = length
          if length > 0, tops[length &- 1] >= value {
            // The first top not below `value`; one exists, as the last top is not.
            var base = 0
            var size = length
            while size > 1 {
              let half = size &>> 1
              // All ones when the top is below `value`, else zero: positions are small enough
              // that the difference cannot overflow, and its sign bit says which.
              let below = (tops[base &+ half] &- value) &>> (Int.bitWidth &- 1)
              base &+= half & below
              size &-= half
            }
            pile = tops[base] < value ? base &+ 1 : base
          } else {
            length &+= 1
          }
          if pile > 0 { predecessor[position] = topPositions[pile &- 1] }
          tops[pile] = value
          topPositions[pile] = position
        }
      }
    }
    var position = topPositions[length - 1]
    while position >= 0 {
      mask[position] = true
      position = predecessor[position]
    }
    return mask
  }
}
