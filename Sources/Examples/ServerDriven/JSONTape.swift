import Foundation

/// A parsed JSON document laid flat: one entry per value and per object key, in document order,
/// in one contiguous array, the text of its strings and keys in one byte buffer (the document
/// itself, when the document's reader reads it).
///
/// An array's or object's entry is followed by its contents (an object's members as a key
/// entry then the value's entries) and records the index just past them, so a value is skipped
/// in O(1) whatever its size. Strings are read out of the text buffer when asked for; a key is
/// compared with the buffer's bytes without becoming a `String`.
///
/// A document is a few buffers, allocated once and released at once: a tree of arrays (one per
/// array and object, grown while reading) cost as much to free, node by node, as to build.
final class JSONTape: Sendable {
  /// What an entry holds.
  enum Kind: UInt8 {
    case null
    case `false`
    case `true`
    /// An integer the document's reader read: the entry's `payload`.
    case integer
    /// A number Foundation's parser read: `numbers[payload]`.
    case number
    /// A string, or an object's key: `count` bytes of `text` from `payload`.
    case string
    /// An array: `count` elements, the entries up to `payload`.
    case array
    /// An object: `count` members, each a key entry then its value's, up to `payload`.
    case object
  }

  /// One value or key, in 16 bytes.
  ///
  /// A string of 4 GiB or more, or an array or object of 2³² values or more, does not fit its
  /// `count`: building such a tape traps.
  struct Entry {
    /// An integer's value, a number's index in ``numbers``, a string's offset in ``text``, or
    /// the index of the entry that follows an array or object.
    var payload: Int
    /// A string's size in bytes, or the number of an array's elements or an object's members.
    var count: UInt32
    var kind: Kind
    /// Whether a string is ASCII: two ASCII strings are equal if and only if their bytes are.
    var isASCII: Bool
  }

  /// The values, in document order; the root's entry is the first.
  let entries: [Entry]
  /// The UTF-8 of every string and key: the document, then the text of its strings with
  /// escapes (the document's reader), or the text of every string (from Foundation).
  let text: [UInt8]
  /// The numbers Foundation's parser read (the reader's own integers are in their entries).
  let numbers: [NSNumber]

  /// A tape of a builder's entries, text and numbers.
  init(entries: [Entry], text: [UInt8], numbers: [NSNumber]) {
    self.entries = entries
    self.text = text
    self.numbers = numbers
  }

  /// The kind of the value at an index.
  func kind(at index: Int) -> Kind { entries[index].kind }

  /// The number of elements or members of the array or object at an index.
  func count(at index: Int) -> Int { Int(entries[index].count) }

  /// The index of the entry after the value at an index, and after all it contains.
  ///
  /// - Complexity: O(1).
  func next(after index: Int) -> Int {
    let entry = entries[index]
    switch entry.kind {
    case .array, .object: return entry.payload
    default: return index + 1
    }
  }

  /// The string at an index, `nil` if the value there is not one.
  ///
  /// - Complexity: O(m), m being the string's size.
  func string(at index: Int) -> String? {
    let entry = entries[index]
    guard entry.kind == .string else { return nil }
    return text.withUnsafeBufferPointer {
      String(decoding: Self.bytes(of: entry, in: $0), as: UTF8.self)
    }
  }

  /// The boolean at an index, `nil` if the value there is not one.
  func bool(at index: Int) -> Bool? {
    switch entries[index].kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The number at an index, as Foundation gives it (an integer reads back as it was written),
  /// `nil` if the value there is not one.
  func number(at index: Int) -> NSNumber? {
    let entry = entries[index]
    switch entry.kind {
    case .integer: return NSNumber(value: entry.payload)
    case .number: return numbers[entry.payload]
    default: return nil
    }
  }

  /// The value at an index as an identity: a string, or an integer written as one.
  func identity(at index: Int) -> String? {
    let entry = entries[index]
    switch entry.kind {
    case .string: return string(at: index)
    case .integer: return String(entry.payload)
    case .number: return Int(exactly: numbers[entry.payload]).map(String.init)
    default: return nil
    }
  }

  /// The index of the value of a key of the object at an index, `nil` if the value there is
  /// not an object or lacks the key.
  ///
  /// A key written twice is read at its last value, as Foundation's parser keeps the last one.
  /// Keys are compared as `String`s are (by canonical equivalence), byte by byte when that
  /// answers: when the bytes match, or when both keys are ASCII.
  ///
  /// - Complexity: O(k), k being the number of the object's members.
  func member(_ key: String, of object: Int) -> Int? {
    guard entries[object].kind == .object else { return nil }
    var key = key
    return key.withUTF8 { key in
      let keyIsASCII = key.allSatisfy { $0 < 0x80 }
      return entries.withUnsafeBufferPointer { entries in
        text.withUnsafeBufferPointer { text in
          var found: Int?
          var index = object + 1
          let end = entries[object].payload
          while index < end {
            let entry = entries[index]
            if Self.bytes(of: entry, in: text, are: key) {
              found = index + 1
            } else if !(entry.isASCII && keyIsASCII),
              String(decoding: Self.bytes(of: entry, in: text), as: UTF8.self)
                == String(decoding: key, as: UTF8.self)
            {
              found = index + 1
            }
            let value = entries[index + 1]
            switch value.kind {
            case .array, .object: index = value.payload
            default: index += 2
            }
          }
          return found
        }
      }
    }
  }

  /// The bytes of a string's entry.
  private static func bytes(
    of entry: Entry, in text: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: text[entry.payload..<entry.payload + Int(entry.count)])
  }

  /// Whether the bytes of a string's entry are `key`.
  private static func bytes(
    of entry: Entry, in text: UnsafeBufferPointer<UInt8>, are key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard Int(entry.count) == key.count else { return false }
    var offset = 0
    while offset < key.count {
      guard text[entry.payload + offset] == key[offset] else { return false }
      offset += 1
    }
    return true
  }
}
