/// A value of a JSON document with the path that leads to it, so that every error names the
/// bad value: `sections[1].rows[0].title: expected a string, found 42`.
///
/// Errors quote a string by its first 40 characters, its control characters escaped
/// (`quoted(limit:)`): a document's text never reaches the terminal raw.
struct JSONNode {
  /// An error in a document, at a path.
  struct Error: Swift.Error, CustomStringConvertible, Equatable {
    let path: String
    let message: String
    var description: String { "\(path.isEmpty ? "document" : path): \(message)" }
  }

  /// Where a value stands in its document, spelled out only when an error or a warning names
  /// it: formatting the path of every value read cost more than reading the values.
  indirect enum Location {
    /// The document's root value.
    case root
    /// The value of a key of an object.
    case key(String, in: Location)
    /// An element of an array.
    case index(Int, in: Location)

    /// The path, as errors print it: `sections[1].rows[0].title`, empty for the root.
    var path: String {
      switch self {
      case .root: return ""
      case .key(let key, let parent):
        let base = parent.path
        return base.isEmpty ? key : "\(base).\(key)"
      case .index(let index, let parent): return "\(parent.path)[\(index)]"
      }
    }
  }

  let value: JSONValue
  let location: Location

  /// The path to the value, as errors and warnings print it.
  var path: String { location.path }

  /// The value of a key of an object, `nil` if it is missing or null.
  func child(_ key: String) -> JSONNode? {
    guard let child = value.member(key) else { return nil }
    if case .null = child { return nil }
    return JSONNode(value: child, location: .key(key, in: location))
  }

  func require(_ key: String) throws -> JSONNode {
    guard case .object = value else { throw mismatch("an object") }
    guard let child = child(key) else {
      throw Error(path: Location.key(key, in: location).path, message: "is missing")
    }
    return child
  }

  func string() throws -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  func bool() throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch("true or false") }
    return bool
  }

  func array() throws -> [JSONNode] {
    guard case .array(let array) = value else { throw mismatch("an array") }
    return array.enumerated().map { JSONNode(value: $1, location: .index($0, in: location)) }
  }

  /// An identity: a string, or an integer written as one.
  func identity() throws -> String {
    if case .string(let string) = value { return string }
    guard case .number(let number) = value, let integer = Int(exactly: number) else {
      throw mismatch("a string or an integer")
    }
    return String(integer)
  }

  func string(_ key: String) throws -> String { try require(key).string() }
  /// The `"id"` of an object, if it has one.
  func optionalIdentity() throws -> String? { try child("id")?.identity() }
  func optionalString(_ key: String) throws -> String? { try child(key)?.string() }
  func optionalBool(_ key: String) throws -> Bool? { try child(key)?.bool() }

  private func mismatch(_ expected: String) -> Error {
    Error(path: path, message: "expected \(expected), found \(Self.describe(value))")
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let string): return string.quoted()
    case .bool(let bool): return "\(bool)"
    case .number(let number): return "\(number)"
    case .array: return "an array"
    case .object: return "an object"
    case .null: return "null"
    }
  }
}
