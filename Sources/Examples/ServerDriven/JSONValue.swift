import Foundation

/// A value of a parsed JSON document: its tape, and the index of its entry there.
///
/// Read by ``JSONValue/read(_:)`` straight from the document's UTF-8, or from what Foundation's
/// `JSONSerialization` returns for a document outside the reader's strict subset of JSON: one
/// entry per value in a flat ``JSONTape``, where Foundation's tree boxes each in `Any` (and its
/// objects in dictionaries), which cost most of the time of reading a large document.
///
/// A value is a view: reading it reads its tape, and strings are made when asked for.
struct JSONValue {
  /// The document the value is in.
  let tape: JSONTape
  /// The index of the value's entry in the tape.
  let index: Int

  /// Whether the value is `null`.
  var isNull: Bool { tape.kind(at: index) == .null }

  /// Whether the value is an array.
  var isArray: Bool { tape.kind(at: index) == .array }

  /// Whether the value is an object.
  var isObject: Bool { tape.kind(at: index) == .object }

  /// The string, if the value is one.
  var string: String? { tape.string(at: index) }

  /// The boolean, if the value is one.
  var bool: Bool? { tape.bool(at: index) }

  /// The number, if the value is one, as Foundation gives it: an integer reads back as it was
  /// written.
  var number: NSNumber? { tape.number(at: index) }

  /// The value as an identity: a string, or an integer written as one.
  var identity: String? { tape.identity(at: index) }

  /// The elements, if the value is an array.
  ///
  /// - Complexity: O(n), n being the number of entries the array spans.
  var elements: [JSONValue]? {
    guard isArray else { return nil }
    var elements: [JSONValue] = []
    elements.reserveCapacity(tape.count(at: index))
    var element = index + 1
    while element < tape.next(after: index) {
      elements.append(JSONValue(tape: tape, index: element))
      element = tape.next(after: element)
    }
    return elements
  }

  /// The members, if the value is an object, in document order (a key written twice is
  /// there twice).
  ///
  /// - Complexity: O(n), n being the number of entries the object spans.
  var members: [(key: String, value: JSONValue)]? {
    guard isObject else { return nil }
    var members: [(key: String, value: JSONValue)] = []
    members.reserveCapacity(tape.count(at: index))
    var key = index + 1
    while key < tape.next(after: index) {
      members.append((tape.string(at: key) ?? "", JSONValue(tape: tape, index: key + 1)))
      key = tape.next(after: key + 1)
    }
    return members
  }

  /// The value of a key of an object, `nil` if the value is not an object or lacks the key.
  ///
  /// A key written twice is read at its last value, as Foundation's parser keeps the last one.
  ///
  /// - Complexity: O(k), k being the number of the object's members.
  func member(_ key: String) -> JSONValue? {
    tape.member(key, of: index).map { JSONValue(tape: tape, index: $0) }
  }

  /// The value of what Foundation's `JSONSerialization` returned.
  ///
  /// - Complexity: O(n), n being the number of values.
  init(foundation value: Any) {
    var builder = JSONTapeBuilder(documentSize: 0)
    builder.append(foundation: value)
    self.init(tape: builder.finish(), index: 0)
  }

  /// A value of a tape.
  init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }
}

extension JSONValue {
  /// Reads a document written in a strict subset of JSON, the one documents are written in:
  /// UTF-8 without a byte order mark, an array or an object at the root, nested at most
  /// ``JSONNode/maximumDepth`` levels, no comma before a closing bracket, integers of at most
  /// 18 digits, and escapes that spell whole characters.
  ///
  /// Everything this reader reads, Foundation's parser reads to the same values.
  ///
  /// - Parameter bytes: The document.
  /// - Returns: The root value, or `nil` if the document is not in the subset (invalid, or
  ///   valid but unusual): `JSONSerialization` decides, and its errors name the place.
  /// - Complexity: O(n), n being the size of the document.
  static func read(_ bytes: UnsafeRawBufferPointer) -> JSONValue? {
    var reader = StrictJSONReader(bytes: bytes)
    do {
      reader.skipWhitespace()
      guard reader.peek == UInt8(ascii: "{") || reader.peek == UInt8(ascii: "[") else {
        return nil
      }
      try reader.value(depth: 0)
      reader.skipWhitespace()
      guard reader.offset == bytes.count else { return nil }
      return JSONValue(tape: reader.tape.finish(), index: 0)
    } catch {
      return nil
    }
  }
}
