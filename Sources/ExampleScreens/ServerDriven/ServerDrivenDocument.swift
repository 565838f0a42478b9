import Foundation

/// A screen described by a JSON document: its sections, decoded with `JSONDecoder` by their
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
/// The document decodes into ``WireDocument``'s `Decodable` types; an invalid one throws an
/// ``Error`` naming the path to the bad value. A row or section of an unknown kind, or whose
/// identity (see ``ServerSection``) came earlier, is skipped with a warning.
struct ServerDrivenDocument {
  /// The sections, in order, each identity once.
  let sections: [ServerSection]
  /// What was skipped, and why: `sections[3]: unknown section kind "carousel", skipped`.
  let warnings: [String]

  /// Reads a document.
  ///
  /// - Parameter data: The JSON document.
  /// - Throws: ``Error`` naming the path to the first bad value, or the line and column of a
  ///   syntax error.
  /// - Complexity: O(n), n being the size of the document.
  init(_ data: Data) throws {
    let document: WireDocument
    do {
      document = try JSONDecoder().decode(WireDocument.self, from: data)
    } catch let error as Error {
      throw error
    } catch {
      throw Error.reading(data, failedWith: error)
    }
    var warnings: [String] = []
    var sections: [ServerSection] = []
    var lists = 0
    var banners = 0
    var places: [String: Int] = [:]  // identity → the section that has it
    sections.reserveCapacity(document.sections.count)
    places.reserveCapacity(document.sections.count)
    for (index, wire) in document.sections.enumerated() {
      let section: ServerSection
      switch wire {
      case .list(let id, let header, let footer, let rows):
        section = ServerSection(
          id: id ?? header ?? "list#\(lists)", header: header, footer: footer,
          rows: Self.rows(rows, ofSection: index, warnings: &warnings))
        lists += 1
      case .banner(let id, let text):
        section = ServerSection(
          id: id ?? "banner#\(banners)", rows: [ServerRow(id: "text", kind: .text(text))])
        banners += 1
      case .unknown(let kind):
        warnings.append("sections[\(index)]: unknown section kind \(kind.quoted()), skipped")
        continue
      }
      if let first = places[section.id] {
        warnings.append(
          Self.duplicate(section.id, at: "sections[\(index)]", first: "sections[\(first)]"))
        continue
      }
      places[section.id] = index
      sections.append(section)
    }
    self.sections = sections
    self.warnings = warnings
  }

  /// The rows of a list, each identity once.
  ///
  /// A section has a few rows: an identity is looked for among the rows kept so far, not in a
  /// table made for each section (two allocations a section, for thousands of sections), until
  /// there are more than ``pairwiseLimit``.
  ///
  /// - Complexity: O(n), n being the number of rows (O(n × ``pairwiseLimit``) at most in a
  ///   small section).
  private static func rows(
    _ wires: [WireRow], ofSection section: Int, warnings: inout [String]
  ) -> [ServerRow] {
    var rows: [ServerRow] = []
    // Room for every row at once: grown one row at a time, the array is made three times
    // for a section of three rows.
    rows.reserveCapacity(wires.count)
    var identities: Set<String> = []  // of the rows kept, once past the limit
    for (index, wire) in wires.enumerated() {
      let row: ServerRow
      switch wire {
      case .row(let known): row = known
      case .unknown(let kind):
        warnings.append(
          "sections[\(section)].rows[\(index)]: unknown row kind \(kind.quoted()), skipped")
        continue
      }
      let isRepeated =
        rows.count <= pairwiseLimit
        ? rows.contains { $0.id == row.id } : identities.contains(row.id)
      if isRepeated {
        warnings.append(
          duplicate(
            row.id, at: "sections[\(section)].rows[\(index)]",
            first: "sections[\(section)].rows[\(firstRow(identifiedBy: row.id, in: wires))]"))
        continue
      }
      rows.append(row)
      if rows.count > pairwiseLimit {
        if identities.isEmpty {
          identities = Set(rows.lazy.map(\.id))
        } else {
          identities.insert(row.id)
        }
      }
    }
    return rows
  }

  /// The most rows of a section whose identities are compared one by one.
  private static let pairwiseLimit = 8

  /// The place of the first row of a known kind with an identity, the one kept: asked only to
  /// name it in the warning of a later row of the same identity.
  ///
  /// - Complexity: O(n), n being the number of rows.
  private static func firstRow(identifiedBy id: String, in wires: [WireRow]) -> Int {
    for (index, wire) in wires.enumerated() {
      if case .row(let row) = wire, row.id == id { return index }
    }
    preconditionFailure("a repeated row identity was kept first")
  }

  private static func duplicate(_ id: String, at path: String, first: String) -> String {
    "\(path): the identity \(id.quoted()) is already \(first)'s, skipped"
  }
}
