/// A JSON value as an error names what was found: a string quoted by its first 40 characters
/// (`"yes"`, `"xxxx…"`, control characters escaped), a number as it reads (`42`, `2.5`),
/// `true`, `false`, `null`, `an array` or `an object`.
///
/// Decoded from the value a field could not decode, so that its error can say what is there:
/// `expected true or false, found "yes"`.
struct JSONValueDescription: Decodable, CustomStringConvertible {
  let description: String

  /// Any key of an object.
  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Describes the value at a decoder.
  ///
  /// - Throws: The decoder's error if the value is not valid JSON (a string that is not valid
  ///   UTF-8, or holds a control character: `JSONDecoder` reads a string when it is decoded).
  /// - Complexity: O(1) for a scalar; O(n) for a string of n characters (only 40 are
  ///   quoted) and for an object of n members, which the decoder reads to open it.
  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      description = "null"
    } else if let bool = try Self.ifOfType({ try value.decode(Bool.self) }) {
      description = bool ? "true" : "false"
    } else if let string = try Self.ifOfType({ try value.decode(String.self) }) {
      description = string.quoted()
    } else if try Self.ifOfType({ try decoder.unkeyedContainer() }) != nil {
      description = "an array"
    } else if try Self.ifOfType({ try decoder.container(keyedBy: AnyKey.self) }) != nil {
      description = "an object"
    } else if let integer = try? value.decode(Int.self) {
      description = "\(integer)"
    } else if let number = try? value.decode(Double.self) {
      description = "\(number)"
    } else {
      // A number too large for a `Double` (`1e400`).
      description = "a number"
    }
  }

  /// What `decode` decodes, `nil` if the value is of another type.
  ///
  /// - Throws: Any other error of `decode`.
  private static func ifOfType<T>(_ decode: () throws -> T) throws -> T? {
    do {
      return try decode()
    } catch DecodingError.typeMismatch(_, _) {
      return nil
    }
  }
}
