/// The children of a composite, kept in chunks: inserting or removing one child moves the
/// children of one chunk, not every child after it.
///
/// A composite of n children changed one child at a time would otherwise shift n/2 children on
/// average per change (an array insert), which over thousands of changes is the largest cost of
/// building a list section by section. Finding a position walks the chunks' counts (n / 256
/// steps); appending goes straight to the last chunk.
@MainActor
struct ChildList {
  /// The most children a chunk holds before it is split in two.
  static let chunkLimit = 512

  private var chunks: [[SectionProvider]] = []
  /// The number of children.
  private(set) var count = 0

  /// Creates a list of children.
  ///
  /// - Parameter children: The children, in order.
  init(_ children: [SectionProvider] = []) {
    replaceAll(with: children)
  }

  /// The children, in order.
  ///
  /// - Complexity: O(n).
  var array: [SectionProvider] {
    var all: [SectionProvider] = []
    all.reserveCapacity(count)
    for chunk in chunks { all.append(contentsOf: chunk) }
    return all
  }

  /// Replaces every child.
  ///
  /// - Parameter children: The new children, in order.
  mutating func replaceAll(with children: [SectionProvider]) {
    chunks = []
    count = children.count
    var start = 0
    while start < children.count {
      let end = min(start + Self.chunkLimit / 2, children.count)
      chunks.append(Array(children[start..<end]))
      start = end
    }
  }

  /// The children, chunk by chunk, in order: iterate them with two loops (a main-actor closure
  /// per child would check its executor on every call).
  var chunked: [[SectionProvider]] { chunks }

  /// The child at a position.
  ///
  /// - Parameter index: A position in `0..<count`.
  subscript(index: Int) -> SectionProvider {
    get {
      let (chunk, offset) = locate(index)
      return chunks[chunk][offset]
    }
    set {
      let (chunk, offset) = locate(index)
      chunks[chunk][offset] = newValue
    }
  }

  /// Inserts a child.
  ///
  /// - Parameters:
  ///   - child: The child.
  ///   - index: Its position, in `0...count`.
  /// - Complexity: O(n / 256 + 512) at most; O(1) amortized at the end.
  mutating func insert(_ child: SectionProvider, at index: Int) {
    if index < 0 || index > count { Self.outOfRange(index, in: 0...count) }
    count += 1
    if chunks.isEmpty {
      chunks.append([child])
      return
    }
    let (chunk, offset) =
      index == count - 1 ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(index)
    chunks[chunk].insert(child, at: offset)
    if chunks[chunk].count > Self.chunkLimit {
      let half = chunks[chunk].count / 2
      let tail = Array(chunks[chunk][half...])
      chunks[chunk].removeSubrange(half...)
      chunks.insert(tail, at: chunk + 1)
    }
  }

  /// Removes a child.
  ///
  /// - Parameter index: Its position, in `0..<count`.
  /// - Returns: The child removed.
  /// - Complexity: O(n / 256 + 512) at most.
  mutating func remove(at index: Int) -> SectionProvider {
    let (chunk, offset) = locate(index)
    let removed = chunks[chunk].remove(at: offset)
    if chunks[chunk].isEmpty { chunks.remove(at: chunk) }
    count -= 1
    return removed
  }

  /// The position of an object among the children.
  ///
  /// - Parameter object: A child.
  /// - Returns: Its position, or `nil` when it is not a child.
  /// - Complexity: O(n).
  func firstIndex(of object: AnyObject) -> Int? {
    var start = 0
    for chunk in chunks {
      for (offset, child) in chunk.enumerated() where child === object { return start + offset }
      start += chunk.count
    }
    return nil
  }

  /// Whether an object is one of the children.
  ///
  /// - Parameter object: A child.
  /// - Returns: Whether it is in the list.
  /// - Complexity: O(n).
  func contains(_ object: AnyObject) -> Bool { firstIndex(of: object) != nil }

  /// Stops on a position that names no child.
  private static func outOfRange(_ index: Int, in valid: ClosedRange<Int>) -> Never {
    misuse(
      "SectionKit: there is no child at position \(index) of the CompositeController; "
        + "positions go from \(valid.lowerBound) to \(valid.upperBound).")
  }

  /// The chunk and the position in it of a child.
  private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
    if index < 0 || index >= count { Self.outOfRange(index, in: 0...max(0, count - 1)) }
    var offset = index
    for (chunk, children) in chunks.enumerated() {
      if offset < children.count { return (chunk, offset) }
      offset -= children.count
    }
    preconditionFailure("SectionKit: the children's chunks do not add up to their count")
  }
}
