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

  /// The value: its document's tape, and its index there.
  ///
  /// Reads go by index through the one reference to the tape.
  let value: JSONValue
  let location: Location

  /// The path to the value, as errors and warnings print it.
  var path: String { location.path }

  private var tape: JSONTape { value.tape }

  /// The node of the value at an index of the tape.
  private func node(_ index: Int, at location: Location) -> JSONNode {
    JSONNode(value: JSONValue(tape: tape, index: index), location: location)
  }

  /// The location of a key of this object.
  private func location(of key: String) -> Location { .key(key, in: Location.Parent(location)) }

  /// The value of a key of an object, `nil` if it is missing or null.
  func child(_ key: String) -> JSONNode? {
    member(key).map { node($0, at: location(of: key)) }
  }

  /// The index of the value of a key, `nil` if it is missing or null, or if this is not an
  /// object.
  private func member(_ key: String) -> Int? {
    guard let child = tape.member(key, of: value.index), tape.kind(at: child) != .null else {
      return nil
    }
    return child
  }

  func require(_ key: String) throws -> JSONNode {
    node(try requiredMember(key), at: location(of: key))
  }

  /// The index of the value of a key, which must be there.
  private func requiredMember(_ key: String) throws -> Int {
    guard value.isObject else { throw mismatch("an object") }
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

  /// An identity: a string, or an integer written as one.
  func identity() throws -> String {
    guard let identity = value.identity else { throw mismatch("a string or an integer") }
    return identity
  }

  func string(_ key: String) throws -> String {
    let child = try requiredMember(key)
    guard let string = tape.string(at: child) else { throw mismatch("a string", child, at: key) }
    return string
  }

  /// The `"id"` of an object, if it has one.
  func optionalIdentity() throws -> String? {
    try optional("id", "a string or an integer", { $0.identity(at: $1) })
  }

  func optionalString(_ key: String) throws -> String? {
    try optional(key, "a string", { $0.string(at: $1) })
  }

  func optionalBool(_ key: String) throws -> Bool? {
    try optional(key, "true or false", { $0.bool(at: $1) })
  }

  /// The value of a key as `read` reads it from the tape, `nil` if it is missing or null.
  private func optional<T>(
    _ key: String, _ expected: String, _ read: (JSONTape, Int) -> T?
  ) throws -> T? {
    guard let child = member(key) else { return nil }
    guard let result = read(tape, child) else { throw mismatch(expected, child, at: key) }
    return result
  }

  /// The error of the value of a key, at an index, that is not what was expected.
  private func mismatch(_ expected: String, _ child: Int, at key: String) -> Error {
    node(child, at: location(of: key)).mismatch(expected)
  }

  func mismatch(_ expected: String) -> Error {
    Error(path: path, message: "expected \(expected), found \(describe())")
  }

  /// The value as an error quotes it.
  private func describe() -> String {
    switch tape.kind(at: value.index) {
    case .string: return (value.string ?? "").quoted()
    case .true: return "true"
    case .false: return "false"
    case .integer, .number: return "\(value.number ?? 0)"
    case .array: return "an array"
    case .object: return "an object"
    case .null: return "null"
    }
  }
}
