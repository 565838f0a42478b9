extension Diff {
  /// The mark that ``RunSearch/markLongestRun(of:)`` leaves in the predecessors of the
  /// positions in the run.
  @inlinable
  static var inRunMark: Int32 { .min }

  /// The search for one longest strictly increasing run of matched old positions.
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
    var predecessors: [Int32] = []

    /// The smallest value that ends a run of each length (the pile tops), ascending.
    @usableFromInline
    var tops: [Int32] = []

    /// The position each pile top came from.
    @usableFromInline
    var topPositions: [Int32] = []

    /// Creates a search with room for a sequence of `count` values.
    ///
    /// - Complexity: O(1), plus the allocations.
    @inlinable
    init(capacity count: Int) {
      predecessors.reserveCapacity(count)
      tops.reserveCapacity(count)
      topPositions.reserveCapacity(count)
    }

    /// Marks one longest strictly increasing run of the non-negative values of `sources`.
    ///
    /// Negative values (unmatched positions) are skipped and their predecessors set to `-1`;
    /// the predecessor of every position in the run becomes ``Diff/inRunMark``.
    ///
    /// - Parameter sources: The values, distinct where non-negative and below 2^30.
    /// - Returns: The length of the run.
    /// - Complexity: O(m log m), m being the number of non-negative values.
    @inlinable
    mutating func markLongestRun(of sources: [Int32]) -> Int {
      var length = 0
      for position in sources.indices {
        let value = sources[position]
        guard value >= 0 else {
          predecessors.append(-1)
          continue
        }
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
          tops[pile] = value
          topPositions[pile] = Int32(truncatingIfNeeded: position)
        } else {
          length &+= 1
          tops.append(value)
          topPositions.append(Int32(truncatingIfNeeded: position))
        }
        predecessors.append(pile > 0 ? topPositions[pile &- 1] : -1)
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
  ///   - matchedCount: The number of non-negative values in `sources`.
  ///   - sourceOffset: Added to every old position reported.
  ///   - destinationOffset: Added to every new position reported (the region's start).
  /// - Returns: One move per matched element outside the run, in new order.
  /// - Complexity: O(m log m), m being the number of matched elements.
  @inlinable
  static func fewestMoves(
    sources: [Int32],
    matchedCount: Int,
    sourceOffset: Int,
    destinationOffset: Int
  ) -> [Changeset.Move] {
    var search = RunSearch(capacity: sources.count)
    let moveCount = matchedCount - search.markLongestRun(of: sources)
    guard moveCount > 0 else { return [] }
    let predecessors = search.predecessors
    var moves: [Changeset.Move] = []
    moves.reserveCapacity(moveCount)
    for position in sources.indices {
      let source = sources[position]
      guard source >= 0, predecessors[position] != inRunMark else { continue }
      moves.append(
        Changeset.Move(from: sourceOffset + Int(source), to: destinationOffset + position))
    }
    return moves
  }
}
