/// Why ``StrictJSONReader`` stopped: the document is outside its subset of JSON.
struct OutsideTheSubset: Error {}

/// A recursive-descent reader of the subset of JSON that ``JSONValue/read(_:)`` accepts,
/// writing what it reads to a tape.
struct StrictJSONReader {
  /// The document, its bytes bound to `UInt8` so that a string's are copied in one piece.
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  /// The tape read so far.
  var tape: JSONTapeBuilder

  /// A reader at the start of a document.
  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes.bindMemory(to: UInt8.self)
    tape = JSONTapeBuilder(document: self.bytes)
  }

  /// The next byte, 0 at the end (NUL is never valid outside a string).
  var peek: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  /// Moves past spaces, tabs and line breaks.
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

  /// Reads the value at the offset; `depth` is the number of arrays and objects around it.
  ///
  /// - Complexity: O(m), m being the size of the value.
  mutating func value(depth: Int) throws(OutsideTheSubset) {
    skipWhitespace()
    switch peek {
    case UInt8(ascii: "{"):
      guard depth < JSONNode.maximumDepth else { throw OutsideTheSubset() }
      offset += 1
      try members(depth: depth + 1)
    case UInt8(ascii: "["):
      guard depth < JSONNode.maximumDepth else { throw OutsideTheSubset() }
      offset += 1
      try elements(depth: depth + 1)
    case UInt8(ascii: "\""):
      try string()
    case UInt8(ascii: "t"):
      try literal("true")
      tape.appendBool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      tape.appendBool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      tape.appendNull()
    default:
      tape.appendInteger(try integer())
    }
  }

  /// Reads an object's members, the offset after its opening brace.
  mutating func members(depth: Int) throws(OutsideTheSubset) {
    let object = tape.open(.object)
    var count = 0
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      offset += 1
      tape.close(object, count: count)
      return
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { throw OutsideTheSubset() }
      try string()
      try expect(UInt8(ascii: ":"))
      try value(depth: depth)
      count += 1
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        tape.close(object, count: count)
        return
      default: throw OutsideTheSubset()
      }
    }
  }

  /// Reads an array's elements, the offset after its opening bracket.
  mutating func elements(depth: Int) throws(OutsideTheSubset) {
    let array = tape.open(.array)
    var count = 0
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      offset += 1
      tape.close(array, count: count)
      return
    }
    while true {
      try value(depth: depth)
      count += 1
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        tape.close(array, count: count)
        return
      default: throw OutsideTheSubset()
      }
    }
  }

  /// Consumes `word`, or fails.
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
  mutating func integer() throws(OutsideTheSubset) -> Int {
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
    default: return negative ? -magnitude : magnitude
    }
  }

  /// Reads a string, the offset at its opening quote: where it stands in the document, or,
  /// with escapes, its text appended to the tape's.
  ///
  /// - Complexity: O(m), m being the string's size.
  mutating func string() throws(OutsideTheSubset) {
    offset += 1
    let start = offset
    var ascii = true
    // The common case: no escape, the string as it stands.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        guard ascii || isValidUTF8(bytes[start..<offset]) else {
          throw OutsideTheSubset()
        }
        // The tape's text begins with the document.
        tape.appendString(at: start, count: offset - start, isASCII: ascii)
        offset += 1
        return
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw OutsideTheSubset() }
      if byte >= 0x80 { ascii = false }
      offset += 1
    }
    try escapedString(from: start)
  }

  /// Reads a string with escapes, `start` the offset after its opening quote, into the tape's
  /// text.
  mutating func escapedString(from start: Int) throws(OutsideTheSubset) {
    let textStart = tape.text.count
    tape.appendText(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        let text = tape.text[textStart...]
        let ascii = text.allSatisfy { $0 < 0x80 }
        guard ascii || isValidUTF8(text) else {
          throw OutsideTheSubset()
        }
        tape.appendString(from: textStart, isASCII: ascii)
        return
      case UInt8(ascii: "\\"):
        try escape()
      case 0..<0x20:
        throw OutsideTheSubset()
      default:
        tape.appendText(byte)
      }
    }
    throw OutsideTheSubset()
  }

  /// Appends the character an escape spells, the offset after its backslash, to the tape's
  /// text in UTF-8.
  mutating func escape() throws(OutsideTheSubset) {
    let byte = peek
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): tape.appendText(byte)
    case UInt8(ascii: "b"): tape.appendText(0x08)
    case UInt8(ascii: "f"): tape.appendText(0x0C)
    case UInt8(ascii: "n"): tape.appendText(0x0A)
    case UInt8(ascii: "r"): tape.appendText(0x0D)
    case UInt8(ascii: "t"): tape.appendText(0x09)
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
      for unit in String(scalar).utf8 { tape.appendText(unit) }
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

/// Whether `bytes` are well-formed UTF-8 (`String(validating:as:)` needs iOS 18 / macOS 15).
///
/// - Complexity: O(n), n being the number of bytes.
private func isValidUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
  var iterator = bytes.makeIterator()
  var decoder = UTF8()
  while true {
    switch decoder.decode(&iterator) {
    case .scalarValue: continue
    case .emptyInput: return true
    case .error: return false
    }
  }
}
