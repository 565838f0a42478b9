import Foundation

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

  let value: Any
  let location: Location

  /// The path to the value, as errors and warnings print it.
  var path: String { location.path }

  func child(_ key: String) -> JSONNode? {
    guard let object = value as? [String: Any], let child = object[key], !isNull(child) else {
      return nil
    }
    return JSONNode(value: child, location: .key(key, in: location))
  }

  /// Whether a parsed value is JSON's null.
  ///
  /// Compares the type: `child is NSNull` on a Swift
  /// array or dictionary bridges the whole collection to Foundation first, which made every
  /// lookup cost the size of the value found (quadratic over a document's sections).
  private func isNull(_ value: Any) -> Bool {
    ObjectIdentifier(type(of: value)) == ObjectIdentifier(NSNull.self)
  }

  func require(_ key: String) throws -> JSONNode {
    guard value is [String: Any] else { throw mismatch("an object") }
    guard let child = child(key) else {
      throw Error(path: Location.key(key, in: location).path, message: "is missing")
    }
    return child
  }

  func string() throws -> String {
    guard let string = value as? String else { throw mismatch("a string") }
    return string
  }

  func bool() throws -> Bool {
    guard let number = value as? NSNumber, isBool(number) else {
      throw mismatch("true or false")
    }
    return number.boolValue
  }

  func array() throws -> [JSONNode] {
    guard let array = value as? [Any] else { throw mismatch("an array") }
    return array.enumerated().map { JSONNode(value: $1, location: .index($0, in: location)) }
  }

  /// An identity: a string, or an integer written as one.
  func identity() throws -> String {
    if let string = value as? String { return string }
    guard let number = value as? NSNumber, !isBool(number), let integer = Int(exactly: number)
    else { throw mismatch("a string or an integer") }
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

  private static func describe(_ value: Any) -> String {
    switch value {
    case let string as String: return string.quoted()
    case let number as NSNumber: return isBool(number) ? "\(number.boolValue)" : "\(number)"
    case is [Any]: return "an array"
    case is [String: Any]: return "an object"
    default: return "null"
    }
  }
}

/// Whether an `NSNumber` from `JSONSerialization` is a boolean: booleans come back as
/// `__NSCFBoolean`, whose Objective-C type is `c`, numbers as `i`, `q` or `d`.
private func isBool(_ number: NSNumber) -> Bool {
  let type = number.objCType
  return type[0] == CChar(UInt8(ascii: "c")) && type[1] == 0
}
