/// The object a section, a row or a document is decoded from.
extension Decoder {
  /// The keyed container of an object, or an error naming what is there instead
  /// (`sections[0]: expected an object, found 1`).
  ///
  /// - Parameter type: The keys to read the object by.
  /// - Returns: The object's container.
  /// - Throws: ``ServerDrivenDocument/Error`` if the value is not an object (`null` included);
  ///   the decoder's error if it is an object that is not valid JSON.
  func objectContainer<Key: CodingKey>(
    keyedBy type: Key.Type
  ) throws -> KeyedDecodingContainer<Key> {
    do {
      return try container(keyedBy: type)
    } catch DecodingError.typeMismatch(_, _), DecodingError.valueNotFound(_, _) {
      throw ServerDrivenDocument.Error(
        expected: "an object", found: try JSONValueDescription(from: self), at: codingPath)
    }
  }
}
