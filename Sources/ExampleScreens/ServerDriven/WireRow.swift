/// One row of a list section as `JSONDecoder` decodes it, by its `"kind"`.
///
/// A row of a kind the screen does not know decodes too, as ``unknown(kind:)``, so that it is
/// skipped with a warning; nothing else of it is read.
enum WireRow: Decodable {
  /// A row of a known kind, identified by its `"id"`, or else by its title.
  case row(ServerRow)
  /// A row of another kind.
  case unknown(kind: String)

  private enum CodingKeys: String, CodingKey {
    case kind, id, title, value, on, action, destructive
  }

  /// Decodes a row: its `"kind"`, its `"title"`, the fields of its kind (`"on"` and
  /// `"destructive"` are `false` unless given), then its `"id"`.
  ///
  /// - Throws: ``ServerDrivenDocument/Error`` naming the path to the first bad value.
  init(from decoder: any Decoder) throws {
    let container = try decoder.objectContainer(keyedBy: CodingKeys.self)
    let kind = try container.string(.kind)
    switch kind {
    case "value", "toggle", "button": break
    default:
      self = .unknown(kind: kind)
      return
    }
    let title = try container.string(.title)
    let content: ServerRow.Kind
    switch kind {
    case "value":
      content = .value(title: title, value: try container.optionalString(.value))
    case "toggle":
      content = .toggle(title: title, isOn: try container.optionalBool(.on) ?? false)
    default:
      content = .button(
        title: title, action: try container.optionalString(.action),
        destructive: try container.optionalBool(.destructive) ?? false)
    }
    self = .row(ServerRow(id: try container.optionalIdentity(.id) ?? title, kind: content))
  }
}
