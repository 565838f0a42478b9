/// The fields of a document's objects, read with the document's rules: `null` counts as
/// missing, and a value of the wrong type is an error that says what was expected and what was
/// found (`sections[1].rows[0].title: expected a string, found 42`).
extension KeyedDecodingContainer {
  /// The string at a key, which must be there.
  func string(_ key: Key) throws -> String {
    try required(String.self, key, expected: "a string")
  }

  /// The string at a key, `nil` if it is missing or null.
  func optionalString(_ key: Key) throws -> String? {
    try decodeValue(String.self, forKey: key, expected: "a string")
  }

  /// The boolean at a key, `nil` if it is missing or null.
  func optionalBool(_ key: Key) throws -> Bool? {
    try decodeValue(Bool.self, forKey: key, expected: "true or false")
  }

  /// The identity at a key (a string, or an integer written as one), `nil` if it is missing or
  /// null.
  func optionalIdentity(_ key: Key) throws -> String? {
    try decodeValue(WireIdentity.self, forKey: key, expected: "a string or an integer")?.value
  }

  /// The array at a key, which must be there, its elements decoded in order.
  ///
  /// - Complexity: O(n), n being the size of the array's JSON.
  func array<Element: Decodable>(of type: Element.Type, _ key: Key) throws -> [Element] {
    try required([Element].self, key, expected: "an array")
  }

  /// The value at a key, which must be there and not null.
  private func required<T: Decodable>(
    _ type: T.Type, _ key: Key, expected: String
  ) throws -> T {
    guard let value = try decodeValue(type, forKey: key, expected: expected) else {
      throw ServerDrivenDocument.Error(at: codingPath + [key], message: "is missing")
    }
    return value
  }

  /// The value at a key, `nil` if it is missing or null.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - key: The key.
  ///   - expected: What the value should be, as the error says it (`a string`).
  /// - Returns: The value, `nil` if it is missing or null.
  /// - Throws: ``ServerDrivenDocument/Error``: the error of a value inside this one (an element
  ///   of an array), or, if this value is of another type, `expected …, found …`, the value
  ///   decoded again as a ``JSONValueDescription`` to say what it is. A document that is not
  ///   valid JSON where the decoder reads it (`JSONDecoder` reads a string's characters when
  ///   the string is decoded) throws the decoder's error, which ``ServerDrivenDocument``
  ///   places in the document.
  func decodeValue<T: Decodable>(
    _ type: T.Type, forKey key: Key, expected: String
  ) throws -> T? {
    do {
      return try decodeIfPresent(type, forKey: key)
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch(_, let context) where context.codingPath.count == codingPath.count + 1:
        throw ServerDrivenDocument.Error(
          expected: expected, found: try decode(JSONValueDescription.self, forKey: key),
          at: codingPath + [key])
      case .dataCorrupted:
        throw error
      default:
        // Deeper than this value: an element's own error, which it did not name itself.
        throw ServerDrivenDocument.Error(error)
      }
    }
  }
}
