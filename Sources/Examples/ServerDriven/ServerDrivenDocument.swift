import Foundation

/// A screen described by a JSON document: its sections, read through a registry of section
/// kinds, and the warnings of reading it.
///
/// ```json
/// { "sections": [
///     { "kind": "list", "id": "account", "header": "Account", "footer": "…",
///       "rows": [ { "kind": "value", "title": "Name", "value": "Ada" },
///                 { "kind": "toggle", "id": "sync", "title": "Sync", "on": true },
///                 { "kind": "button", "title": "Sign Out", "action": "sign-out",
///                   "destructive": true } ] },
///     { "kind": "banner", "text": "Welcome back" } ] }
/// ```
///
/// An invalid document throws an error naming the path to the bad value. A row or section of an
/// unknown kind, or whose identity (see ``ServerSection``) came earlier, is skipped with a
/// warning.
struct ServerDrivenDocument {
  /// Reads a section of one kind, given the identity derived for it when it has no `"id"`
  /// (spelled only if used), and adds its warnings.
  typealias SectionReader =
    @Sendable (JSONNode, () -> String, inout [String]) throws -> ServerSection

  /// The section kinds the screen knows.
  static let sectionKinds: [String: SectionReader] = [
    "list": { node, derivedID, warnings in
      let header = try node.optionalString("header")
      return ServerSection(
        id: try node.optionalIdentity() ?? header ?? derivedID(), header: header,
        footer: try node.optionalString("footer"), rows: try rows(of: node, warnings: &warnings))
    },
    "banner": { node, derivedID, _ in
      ServerSection(
        id: try node.optionalIdentity() ?? derivedID(),
        rows: [ServerRow(id: "text", kind: .text("★ " + (try node.string("text"))))])
    },
  ]

  /// The row kinds of a list.
  static let rowKinds: [String: @Sendable (JSONNode) throws -> ServerRow.Kind] = [
    "value": { .value(title: try $0.string("title"), value: try $0.optionalString("value")) },
    "toggle": { .toggle(title: try $0.string("title"), isOn: try $0.optionalBool("on") ?? false) },
    "button": {
      .button(
        title: try $0.string("title"), action: try $0.optionalString("action"),
        destructive: try $0.optionalBool("destructive") ?? false)
    },
  ]

  /// The sections, in order, each identity once.
  let sections: [ServerSection]
  /// What was skipped, and why: `sections[3]: unknown section kind "carousel", skipped`.
  let warnings: [String]

  /// Reads a document.
  ///
  /// - Parameter data: The JSON document.
  /// - Throws: ``JSONNode/Error`` naming the path to the first bad value.
  /// - Complexity: O(n), n being the size of the document.
  init(_ data: Data) throws {
    let root = try JSONNode.parse(data)
    var warnings: [String] = []
    var sections: [ServerSection] = []
    var kindCounts: [String: Int] = [:]
    var places: [String: JSONNode.Location] = [:]  // identity → the section that has it
    let nodes = try root.require("sections").elements()
    sections.reserveCapacity(nodes.count)
    places.reserveCapacity(nodes.count)
    for node in nodes {
      let kind = try node.string("kind")
      guard let read = Self.sectionKinds[kind] else {
        warnings.append("\(node.path): unknown section kind \(kind.quoted()), skipped")
        continue
      }
      let count = kindCounts[kind, default: 0]
      let section = try read(node, { "\(kind)#\(count)" }, &warnings)
      kindCounts[kind] = count + 1
      if let first = places[section.id] {
        warnings.append(Self.duplicate(section.id, at: node.path, first: first.path))
        continue
      }
      places[section.id] = node.location
      sections.append(section)
    }
    self.sections = sections
    self.warnings = warnings
  }

  /// The rows of a list, each identity once.
  ///
  /// A section has a few rows: an identity is looked for among the rows read so far, not in a
  /// table made for each section (two allocations a section, for thousands of sections), until
  /// there are more than ``pairwiseLimit``.
  private static func rows(of node: JSONNode, warnings: inout [String]) throws -> [ServerRow] {
    let elements = try node.require("rows").elements()
    var rows: [ServerRow] = []
    // Room for every row at once: grown one row at a time, the array is made three times
    // for a section of three rows.
    rows.reserveCapacity(elements.count)
    var identities: Set<String> = []  // of the rows kept, once past the limit
    for row in elements {
      let kind = try row.string("kind")
      guard let read = rowKinds[kind] else {
        warnings.append("\(row.path): unknown row kind \(kind.quoted()), skipped")
        continue
      }
      let content = try read(row)
      let id = try row.optionalIdentity() ?? row.string("title")
      let isRepeated =
        rows.count <= pairwiseLimit ? rows.contains { $0.id == id } : identities.contains(id)
      if isRepeated {
        let first = try firstRow(identifiedBy: id, in: node)
        warnings.append(duplicate(id, at: row.path, first: first.path))
        continue
      }
      rows.append(ServerRow(id: id, kind: content))
      if rows.count > pairwiseLimit {
        if identities.isEmpty {
          identities = Set(rows.lazy.map(\.id))
        } else {
          identities.insert(id)
        }
      }
    }
    return rows
  }

  /// The most rows of a section whose identities are compared one by one.
  private static let pairwiseLimit = 8

  /// The first row of a known kind with an identity, the one kept: asked again only to name it
  /// in the warning of a later row of the same identity.
  ///
  /// - Complexity: O(n), n being the number of rows.
  private static func firstRow(identifiedBy id: String, in node: JSONNode) throws -> JSONNode {
    for row in try node.require("rows").elements() where rowKinds[try row.string("kind")] != nil {
      if try row.optionalIdentity() ?? row.string("title") == id { return row }
    }
    preconditionFailure("a repeated row identity was kept first")
  }

  private static func duplicate(_ id: String, at path: String, first: String) -> String {
    "\(path): the identity \(id.quoted()) is already \(first)'s, skipped"
  }
}
