import Foundation

/// A value of a parsed JSON document.
///
/// Built by ``JSONValue/read(_:)`` straight from the document's UTF-8, or from what Foundation's
/// `JSONSerialization` returns for a document outside the reader's strict subset of JSON: one
/// value per JSON value, where Foundation's tree boxes each in `Any` (and its objects in
/// dictionaries), which cost most of the time of reading a large document.
enum JSONValue {
  case null
  case bool(Bool)
  /// A number, as Foundation gives it: an integer reads back as it was written.
  case number(NSNumber)
  case string(String)
  case array([JSONValue])
  /// An object's members, in document order; a key written twice is read at its last value.
  case object([Member])

  /// One member of an object.
  struct Member {
    let key: String
    let value: JSONValue
  }

  /// The value of a key of an object, `nil` if the value is not an object or lacks the key.
  ///
  /// - Complexity: O(k), k being the number of the object's members.
  func member(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    // The last member with the key, as Foundation's parser keeps the last one.
    var index = members.endIndex
    while index > members.startIndex {
      index -= 1
      if members[index].key == key { return members[index].value }
    }
    return nil
  }

  /// The string, if the value is one.
  var string: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The boolean, if the value is one.
  var bool: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  /// The value as an identity: a string, or an integer written as one.
  var identity: String? {
    switch self {
    case .string(let string): return string
    case .number(let number): return Int(exactly: number).map(String.init)
    default: return nil
    }
  }

  /// The value of what Foundation's `JSONSerialization` returned.
  init(foundation value: Any) {
    switch value {
    case let string as String:
      self = .string(string)
    case let number as NSNumber:
      self = isBool(number) ? .bool(number.boolValue) : .number(number)
    case let array as [Any]:
      self = .array(array.map(JSONValue.init(foundation:)))
    case let object as [String: Any]:
      self = .object(object.map { Member(key: $0.key, value: JSONValue(foundation: $0.value)) })
    default:
      self = .null
    }
  }
}

/// Whether an `NSNumber` from `JSONSerialization` is a boolean: booleans come back as
/// `__NSCFBoolean`, whose Objective-C type is `c`, numbers as `i`, `q` or `d`.
func isBool(_ number: NSNumber) -> Bool {
  let type = number.objCType
  return type[0] == CChar(UInt8(ascii: "c")) && type[1] == 0
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
    var reader = StrictReader(bytes: bytes)
    do {
      reader.skipWhitespace()
      guard reader.peek == UInt8(ascii: "{") || reader.peek == UInt8(ascii: "[") else {
        return nil
      }
      let value = try reader.value(depth: 0)
      reader.skipWhitespace()
      return reader.offset == bytes.count ? value : nil
    } catch {
      return nil
    }
  }
}

/// Why ``StrictReader`` stopped: the document is outside its subset of JSON.
private struct OutsideTheSubset: Error {}

/// A recursive-descent reader of the subset of JSON that ``JSONValue/read(_:)`` accepts.
private struct StrictReader {
  let bytes: UnsafeRawBufferPointer
  var offset = 0

  init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The next byte, 0 at the end (NUL is never valid outside a string).
  var peek: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default:
        return
      }
    }
  }

  /// Consumes `byte` after optional whitespace, or fails.
  mutating func expect(_ byte: UInt8) throws(OutsideTheSubset) {
    skipWhitespace()
    guard peek == byte else { throw OutsideTheSubset() }
    offset += 1
  }

  /// The value at the offset; `depth` is the number of arrays and objects around it.
  mutating func value(depth: Int) throws(OutsideTheSubset) -> JSONValue {
    skipWhitespace()
    switch peek {
    case UInt8(ascii: "{"):
      guard depth < JSONNode.maximumDepth else { throw OutsideTheSubset() }
      offset += 1
      return .object(try members(depth: depth + 1))
    case UInt8(ascii: "["):
      guard depth < JSONNode.maximumDepth else { throw OutsideTheSubset() }
      offset += 1
      return .array(try elements(depth: depth + 1))
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default:
      return .number(try integer())
    }
  }

  mutating func members(depth: Int) throws(OutsideTheSubset) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      offset += 1
      return members
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { throw OutsideTheSubset() }
      let key = try string()
      try expect(UInt8(ascii: ":"))
      members.append(JSONValue.Member(key: key, value: try value(depth: depth)))
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return members
      default: throw OutsideTheSubset()
      }
    }
  }

  mutating func elements(depth: Int) throws(OutsideTheSubset) -> [JSONValue] {
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      offset += 1
      return elements
    }
    while true {
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return elements
      default: throw OutsideTheSubset()
      }
    }
  }

  mutating func literal(_ word: StaticString) throws(OutsideTheSubset) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - offset >= count else { throw OutsideTheSubset() }
    for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
      throw OutsideTheSubset()
    }
    offset += count
  }

  /// An integer of at most 18 digits, without a leading zero: anything else (a fraction, an
  /// exponent, a larger integer) Foundation reads and prints its own way.
  mutating func integer() throws(OutsideTheSubset) -> NSNumber {
    let negative = peek == UInt8(ascii: "-")
    if negative { offset += 1 }
    let start = offset
    var magnitude = 0
    while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"),
      bytes[offset] <= UInt8(ascii: "9")
    {
      magnitude = magnitude * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
      offset += 1
      guard offset - start <= 18 else { throw OutsideTheSubset() }
    }
    let digits = offset - start
    guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else {
      throw OutsideTheSubset()
    }
    switch peek {
    case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw OutsideTheSubset()
    default: return NSNumber(value: negative ? -magnitude : magnitude)
    }
  }

  /// A string, the offset at its opening quote.
  mutating func string() throws(OutsideTheSubset) -> String {
    offset += 1
    let start = offset
    var ascii = true
    // The common case: no escape, read in one piece.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
        offset += 1
        if ascii { return String(decoding: text, as: UTF8.self) }
        guard let string = String(validating: text, as: UTF8.self) else {
          throw OutsideTheSubset()
        }
        return string
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw OutsideTheSubset() }
      if byte >= 0x80 { ascii = false }
      offset += 1
    }
    return try escapedString(from: start)
  }

  /// A string with escapes, `start` the offset after its opening quote.
  mutating func escapedString(from start: Int) throws(OutsideTheSubset) -> String {
    var text: [UInt8] = []
    text.append(contentsOf: bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let string = String(validating: text, as: UTF8.self) else {
          throw OutsideTheSubset()
        }
        return string
      case UInt8(ascii: "\\"):
        try escape(into: &text)
      case 0..<0x20:
        throw OutsideTheSubset()
      default:
        text.append(byte)
      }
    }
    throw OutsideTheSubset()
  }

  /// The character an escape spells, the offset after its backslash, appended in UTF-8.
  mutating func escape(into text: inout [UInt8]) throws(OutsideTheSubset) {
    let byte = peek
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hexQuad()
      if (0xD800..<0xDC00).contains(code) {
        // A high surrogate, and its low one.
        guard peek == UInt8(ascii: "\\") else { throw OutsideTheSubset() }
        offset += 1
        guard peek == UInt8(ascii: "u") else { throw OutsideTheSubset() }
        offset += 1
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw OutsideTheSubset() }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw OutsideTheSubset() }
      text.append(contentsOf: String(scalar).utf8)
    default:
      throw OutsideTheSubset()
    }
  }

  /// Four hexadecimal digits.
  mutating func hexQuad() throws(OutsideTheSubset) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw OutsideTheSubset() }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw OutsideTheSubset()
      }
      code = code << 4 | UInt32(digit)
      offset += 1
    }
    return code
  }
}
