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
  ///
  /// The elements of an array share their parent; a typed read at a key (``string(_:)``,
  /// ``optionalBool(_:)``…) makes no location unless it fails.
  enum Location {
    /// The document's root value.
    case root
    /// The value of a key of an object.
    case key(String, in: Parent)
    /// An element of an array.
    case index(Int, in: Parent)

    /// The location of an object or array, shared by its values.
    final class Parent {
      let location: Location
      init(_ location: Location) { self.location = location }
    }

    /// The path, as errors print it: `sections[1].rows[0].title`, empty for the root.
    var path: String {
      switch self {
      case .root: return ""
      case .key(let key, let parent):
        let base = parent.location.path
        return base.isEmpty ? key : "\(base).\(key)"
      case .index(let index, let parent): return "\(parent.location.path)[\(index)]"
      }
    }
  }

  let value: JSONValue
  let location: Location

  /// The path to the value, as errors and warnings print it.
  var path: String { location.path }

  /// The location of a key of this object.
  private func location(of key: String) -> Location { .key(key, in: Location.Parent(location)) }

  /// The value of a key of an object, `nil` if it is missing or null.
  func child(_ key: String) -> JSONNode? {
    member(key).map { JSONNode(value: $0, location: location(of: key)) }
  }

  /// The value of a key, `nil` if it is missing or null, or if this is not an object.
  private func member(_ key: String) -> JSONValue? {
    guard let child = value.member(key) else { return nil }
    if case .null = child { return nil }
    return child
  }

  func require(_ key: String) throws -> JSONNode {
    JSONNode(value: try requiredMember(key), location: location(of: key))
  }

  /// The value of a key, which must be there.
  private func requiredMember(_ key: String) throws -> JSONValue {
    guard case .object = value else { throw mismatch("an object") }
    guard let child = member(key) else {
      throw Error(path: location(of: key).path, message: "is missing")
    }
    return child
  }

  func string() throws -> String {
    guard let string = value.string else { throw mismatch("a string") }
    return string
  }

  func bool() throws -> Bool {
    guard let bool = value.bool else { throw mismatch("true or false") }
    return bool
  }

  func array() throws -> [JSONNode] {
    guard case .array(let array) = value else { throw mismatch("an array") }
    let parent = Location.Parent(location)
    return array.enumerated().map { JSONNode(value: $1, location: .index($0, in: parent)) }
  }

  /// An identity: a string, or an integer written as one.
  func identity() throws -> String {
    guard let identity = value.identity else { throw mismatch("a string or an integer") }
    return identity
  }

  func string(_ key: String) throws -> String {
    let child = try requiredMember(key)
    guard let string = child.string else { throw mismatch("a string", child, at: key) }
    return string
  }

  /// The `"id"` of an object, if it has one.
  func optionalIdentity() throws -> String? {
    try optional("id", "a string or an integer", \.identity)
  }

  func optionalString(_ key: String) throws -> String? { try optional(key, "a string", \.string) }
  func optionalBool(_ key: String) throws -> Bool? { try optional(key, "true or false", \.bool) }

  /// The value of a key as `read` reads it, `nil` if it is missing or null.
  private func optional<T>(
    _ key: String, _ expected: String, _ read: (JSONValue) -> T?
  ) throws -> T? {
    guard let child = member(key) else { return nil }
    guard let result = read(child) else { throw mismatch(expected, child, at: key) }
    return result
  }

  /// The error of a value of a key that is not what was expected.
  private func mismatch(_ expected: String, _ child: JSONValue, at key: String) -> Error {
    JSONNode(value: child, location: location(of: key)).mismatch(expected)
  }

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
