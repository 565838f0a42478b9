/// The `"id"` of a section or a row as the document gives it: a string, or an integer, which
/// is written as its decimal string (`7` is `"7"`).
struct WireIdentity: Decodable {
  /// The identity.
  let value: String

  /// Decodes a string or an integer (`1.0` and `1e2` are integers; `1.5` is not).
  ///
  /// - Throws: `DecodingError.typeMismatch` for any other value.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let string = try? container.decode(String.self) {
      value = string
    } else if let integer = try? container.decode(Int.self) {
      value = String(integer)
    } else {
      throw DecodingError.typeMismatch(
        String.self,
        .init(codingPath: decoder.codingPath, debugDescription: "not a string or an integer"))
    }
  }
}
