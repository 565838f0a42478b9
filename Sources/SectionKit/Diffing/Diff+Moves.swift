extension Diff {
  /// The mark that ``RunSearch/markLongestRun(of:count:)`` leaves in the predecessors of the
  /// positions in the run.
  @inlinable
  static var inRunMark: Int32 { .min }

  /// The search for one longest strictly increasing run of matched old positions, over three
  /// arrays of scratch memory as long as the sequence searched.
  ///
  /// Patience sorting with binary search over the pile tops and predecessor links. A value
  /// larger than the last pile top is appended in O(1), so already ordered input is linear.
  /// The search is branch-free (arithmetic on the sign of a difference): on shuffled input its
  /// comparisons are unpredictable, and mispredicted branches cost more than the comparisons.
  @usableFromInline
  struct RunSearch {
    /// For each position, the position before it in the run that ends there, or `-1`;
    /// ``Diff/inRunMark`` for the positions of the longest run once the search is done.
    @usableFromInline
    let predecessors: ScratchRegion<Int32>

    /// The smallest value that ends a run of each length (the pile tops), ascending.
    @usableFromInline
    let tops: ScratchRegion<Int32>

    /// The position each pile top came from.
    @usableFromInline
    let topPositions: ScratchRegion<Int32>

    /// Creates a search for a sequence of `count` values over `values` (uninitialized, at
    /// least three times `count` long), which it divides into its three arrays.
    @inlinable
    init(in values: ScratchRegion<Int32>, count: Int) {
      predecessors = values.region(from: 0, count: count)
      tops = values.region(from: count, count: count)
      topPositions = values.region(from: 2 * count, count: count)
    }

    /// Marks one longest strictly increasing run of the non-negative values of `sources`.
    ///
    /// Negative values (unmatched positions) are skipped and their predecessors left as they
    /// are; the predecessor of every position in the run becomes ``Diff/inRunMark``.
    ///
    /// - Parameters:
    ///   - sources: The values, distinct where non-negative and below 2^30.
    ///   - count: The number of values.
    /// - Returns: The length of the run.
    /// - Complexity: O(m log m), m being the number of non-negative values.
    @inlinable
    func markLongestRun(of sources: ScratchRegion<Int32>, count: Int) -> Int {
      var length = 0
      for position in 0..<count {
        let value = sources[position]
        guard value >= 0 else { continue }
        var pile = length
        if length > 0, tops[length &- 1] >= value {
          // The first top not below `value`; one exists, as the last top is not.
          var base = 0
          var size = length
          while size > 1 {
            let half = size &>> 1
            // All ones when the top is below `value`, else zero: values are small enough that
            // the difference cannot overflow, and its sign bit says which.
            let below = Int(truncatingIfNeeded: (tops[base &+ half] &- value) &>> 31)
            base &+= half & below
            size &-= half
          }
          pile = tops[base] < value ? base &+ 1 : base
        } else {
          length &+= 1
        }
        predecessors[position] = pile > 0 ? topPositions[pile &- 1] : -1
        tops[pile] = value
        topPositions[pile] = Int32(truncatingIfNeeded: position)
      }
      guard length > 0 else { return 0 }
      var position = Int(topPositions[length - 1])
      while position >= 0 {
        let previous = predecessors[position]
        predecessors[position] = inRunMark
        position = Int(previous)
      }
      return length
    }
  }

  /// The fewest moves for matched elements: those outside one longest increasing run of their
  /// old positions.
  ///
  /// - Parameters:
  ///   - sources: For each new position of the region, the old position of the element there
  ///     (non-negative, distinct), or a negative value for an inserted element.
  ///   - count: The number of new positions in the region.
  ///   - matchedCount: The number of non-negative values in `sources`.
  ///   - search: Scratch arrays for the run search, each at least `count` long.
  ///   - sourceOffset: Added to every old position reported.
  ///   - destinationOffset: Added to every new position reported (the region's start).
  /// - Returns: One move per matched element outside the run, in new order.
  /// - Complexity: O(m log m), m being the number of matched elements.
  @inlinable
  static func fewestMoves(
    sources: ScratchRegion<Int32>,
    count: Int,
    matchedCount: Int,
    search: RunSearch,
    sourceOffset: Int,
    destinationOffset: Int
  ) -> [Changeset.Move] {
    let moveCount = matchedCount - search.markLongestRun(of: sources, count: count)
    let predecessors = search.predecessors
    return uninitializedArray(of: Changeset.Move.self, count: moveCount) { moves in
      for position in 0..<count {
        let source = sources[position]
        guard source >= 0, predecessors[position] != inRunMark else { continue }
        moves.append(
          Changeset.Move(from: sourceOffset + Int(source), to: destinationOffset + position))
      }
    }
  }
}
