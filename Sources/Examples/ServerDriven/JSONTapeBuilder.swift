import Foundation

/// Writes a ``JSONTape`` value by value, in document order: a scalar in one entry, an array or
/// object by opening it, writing its contents, then closing it.
struct JSONTapeBuilder {
  private var entries: [JSONTape.Entry] = []
  /// The UTF-8 of the strings written so far; a string is appended here then recorded.
  private(set) var text: [UInt8] = []
  private var numbers: [NSNumber] = []

  /// A builder with room for the values of a document of some size, so that its buffers do
  /// not grow while it is read: an entry takes about eight bytes of a document or more
  /// (`"a": 1, ` is two entries), and the text of its strings is at most its size.
  ///
  /// - Parameter size: The size of the document in bytes.
  init(documentSize size: Int) {
    entries.reserveCapacity(size / 8 + 2)
    text.reserveCapacity(size)
  }

  /// A builder whose text begins with a copy of the document.
  ///
  /// A string without escapes is then recorded where it stands in the document
  /// (``appendString(at:count:isASCII:)``), copied with the rest in one piece; the text of a
  /// string with escapes is appended after the document.
  ///
  /// - Parameter document: The document, in UTF-8.
  /// - Complexity: O(n), n being the size of the document.
  init(document: UnsafeBufferPointer<UInt8>) {
    entries.reserveCapacity(document.count / 8 + 2)
    text.reserveCapacity(document.count + document.count / 8)
    text.append(contentsOf: document)
  }

  /// The tape written.
  func finish() -> JSONTape { JSONTape(entries: entries, text: text, numbers: numbers) }

  mutating func appendNull() { append(.null, payload: 0) }

  mutating func appendBool(_ value: Bool) { append(value ? .true : .false, payload: 0) }

  /// Appends an integer the reader read.
  mutating func appendInteger(_ value: Int) { append(.integer, payload: value) }

  /// Appends a number Foundation's parser read, kept as it is.
  mutating func appendNumber(_ number: NSNumber) {
    append(.number, payload: numbers.count)
    numbers.append(number)
  }

  /// Appends a string whose bytes, valid UTF-8, are in the text.
  ///
  /// - Parameters:
  ///   - offset: Where the string's bytes begin in ``text``.
  ///   - count: How many they are.
  ///   - isASCII: Whether they are all ASCII.
  mutating func appendString(at offset: Int, count: Int, isASCII: Bool) {
    entries.append(
      JSONTape.Entry(payload: offset, count: UInt32(count), kind: .string, isASCII: isASCII))
  }

  /// Appends a string whose bytes, valid UTF-8, are the text from `start` on.
  mutating func appendString(from start: Int, isASCII: Bool) {
    appendString(at: start, count: text.count - start, isASCII: isASCII)
  }

  /// Appends a string's UTF-8 to the text.
  mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) { text.append(contentsOf: bytes) }

  /// Appends a byte of a string to the text.
  mutating func appendText(_ byte: UInt8) { text.append(byte) }

  /// Appends a string.
  ///
  /// - Complexity: O(m), m being the string's size.
  mutating func appendString(_ string: String) {
    let start = text.count
    text.append(contentsOf: string.utf8)
    appendString(from: start, isASCII: text[start...].allSatisfy { $0 < 0x80 })
  }

  /// Opens an array or an object: its contents follow.
  ///
  /// - Returns: The index of its entry, to close it with.
  mutating func open(_ kind: JSONTape.Kind) -> Int {
    append(kind, payload: 0)
    return entries.count - 1
  }

  /// Closes the array or object opened at an index, after its contents.
  ///
  /// - Parameters:
  ///   - index: The index of its entry, as ``open(_:)`` returned it.
  ///   - count: The number of its elements or members.
  mutating func close(_ index: Int, count: Int) {
    entries[index].payload = entries.count
    entries[index].count = UInt32(count)
  }

  private mutating func append(_ kind: JSONTape.Kind, payload: Int) {
    entries.append(JSONTape.Entry(payload: payload, count: 0, kind: kind, isASCII: true))
  }
}

extension JSONTapeBuilder {
  /// Appends what Foundation's `JSONSerialization` returned, an object's members in the
  /// dictionary's order.
  ///
  /// - Complexity: O(n), n being the number of values.
  mutating func append(foundation value: Any) {
    switch value {
    case let string as String:
      appendString(string)
    case let number as NSNumber:
      if isBool(number) { appendBool(number.boolValue) } else { appendNumber(number) }
    case let array as [Any]:
      let index = open(.array)
      for element in array { append(foundation: element) }
      close(index, count: array.count)
    case let object as [String: Any]:
      let index = open(.object)
      for (key, value) in object {
        appendString(key)
        append(foundation: value)
      }
      close(index, count: object.count)
    default:
      appendNull()
    }
  }
}

/// Whether an `NSNumber` from `JSONSerialization` is a boolean: booleans come back as
/// `__NSCFBoolean`, whose Objective-C type is `c`, numbers as `i`, `q` or `d`.
func isBool(_ number: NSNumber) -> Bool {
  let type = number.objCType
  return type[0] == CChar(UInt8(ascii: "c")) && type[1] == 0
}
