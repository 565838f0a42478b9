/// One section of a server-driven document as `JSONDecoder` decodes it, by its `"kind"`.
///
/// A section of a kind the screen does not know decodes too, as ``unknown(kind:)``, so that it
/// is skipped with a warning rather than failing the document; nothing else of it is read.
enum WireSection: Decodable {
  /// A list: `"rows"`, and an optional `"header"` and `"footer"`.
  case list(id: String?, header: String?, footer: String?, rows: [WireRow])
  /// A banner: one line of `"text"`.
  case banner(id: String?, text: String)
  /// A section of another kind.
  case unknown(kind: String)

  private enum CodingKeys: String, CodingKey {
    case kind, id, header, footer, rows, text
  }

  /// Decodes a section: its `"kind"`, then the fields of that kind, in the order the errors
  /// name them.
  ///
  /// - Throws: ``ServerDrivenDocument/Error`` naming the path to the first bad value.
  /// - Complexity: O(n), n being the size of the section's JSON.
  init(from decoder: any Decoder) throws {
    let container = try decoder.objectContainer(keyedBy: CodingKeys.self)
    let kind = try container.string(.kind)
    switch kind {
    case "list":
      let header = try container.optionalString(.header)
      let id = try container.optionalIdentity(.id)
      self = .list(
        id: id, header: header, footer: try container.optionalString(.footer),
        rows: try container.array(of: WireRow.self, .rows))
    case "banner":
      let id = try container.optionalIdentity(.id)
      self = .banner(id: id, text: try container.string(.text))
    default:
      self = .unknown(kind: kind)
    }
  }
}
