/// A server-driven document as `JSONDecoder` decodes it: its sections, of any kind.
///
/// ``ServerDrivenDocument`` turns it into the sections the screen shows, with their
/// identities and the warnings of what it skips.
struct WireDocument: Decodable {
  /// The sections, in the document's order, unknown kinds and repeated identities included.
  let sections: [WireSection]

  private enum CodingKeys: String, CodingKey {
    case sections
  }

  /// Decodes a document: an object with an array of sections.
  ///
  /// - Throws: ``ServerDrivenDocument/Error`` naming the path to the first bad value.
  /// - Complexity: O(n), n being the size of the document.
  init(from decoder: any Decoder) throws {
    let container = try decoder.objectContainer(keyedBy: CodingKeys.self)
    sections = try container.array(of: WireSection.self, .sections)
  }
}
