/// The elements of an array, one node at a time.
extension JSONNode {
  /// The elements of an array, made as they are reached: a node per element, never an array
  /// of them all.
  struct Elements: Sequence, IteratorProtocol {
    private let tape: JSONTape
    /// The location of the array, shared by its elements.
    private let parent: Location.Parent
    /// The index of the next element's entry in the tape.
    private var entry: Int
    /// The index of the entry after the array.
    private let end: Int
    /// The next element's place in the array.
    private var position = 0
    /// The number of elements.
    let count: Int

    /// The elements of the array at an index of a tape, at a location.
    fileprivate init(of array: Int, in tape: JSONTape, at location: Location) {
      self.tape = tape
      parent = Location.Parent(location)
      entry = array + 1
      end = tape.next(after: array)
      count = tape.count(at: array)
    }

    var underestimatedCount: Int { count - position }

    /// The next element.
    ///
    /// - Complexity: O(1).
    mutating func next() -> JSONNode? {
      guard entry < end else { return nil }
      let node = JSONNode(
        value: JSONValue(tape: tape, index: entry), location: .index(position, in: parent))
      entry = tape.next(after: entry)
      position += 1
      return node
    }
  }

  /// The elements of an array.
  func elements() throws -> Elements {
    guard value.isArray else { throw mismatch("an array") }
    return Elements(of: value.index, in: value.tape, at: location)
  }

  /// The elements of an array, in an array.
  ///
  /// - Complexity: O(n), n being the number of entries the array spans.
  func array() throws -> [JSONNode] { Array(try elements()) }
}
