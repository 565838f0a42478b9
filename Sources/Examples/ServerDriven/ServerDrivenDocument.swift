import Foundation
import SectionKit

/// A screen described by a JSON document, turned into section controllers through a registry
/// of section kinds.
///
/// ```json
/// { "sections": [
///     { "kind": "list", "header": "Account", "footer": "…",
///       "rows": [ { "kind": "value", "title": "Name", "value": "Ada" },
///                 { "kind": "toggle", "title": "Sync", "on": true },
///                 { "kind": "button", "title": "Sign Out", "action": "sign-out",
///                   "destructive": true } ] },
///     { "kind": "banner", "text": "Welcome back" } ] }
/// ```
///
/// An invalid document throws an error naming the path to the bad value; a row or section of
/// an unknown kind is skipped with a warning.
@MainActor
struct ServerDrivenDocument {
  /// Builds a section controller from its JSON description.
  typealias SectionBuilder = (JSONNode, inout [String], ServerDrivenActions) throws ->
    any SectionController

  /// The section kinds the screen knows.
  static let sectionKinds: [String: SectionBuilder] = [
    "list": { node, warnings, actions in
      try ServerListSection(node, warnings: &warnings, actions: actions)
    },
    "banner": { node, _, _ in BannerSection(text: try node.string("text")) },
  ]

  let sections: [any SectionController]
  let warnings: [String]

  /// Parses a document.
  ///
  /// - Parameters:
  ///   - data: The JSON document.
  ///   - actions: Where the rows' actions are reported.
  /// - Throws: ``JSONNode/Error`` naming the path to the first bad value.
  init(_ data: Data, actions: ServerDrivenActions) throws {
    let root = try JSONNode.parse(data)
    var warnings: [String] = []
    var sections: [any SectionController] = []
    for node in try root.require("sections").array() {
      let kind = try node.string("kind")
      guard let build = Self.sectionKinds[kind] else {
        warnings.append("warning: \(node.path): unknown section kind \(kind.quoted()), skipped")
        continue
      }
      sections.append(try build(node, &warnings, actions))
    }
    self.sections = sections
    self.warnings = warnings
  }
}

/// The actions rows of a server-driven screen performed, in order.
@MainActor
final class ServerDrivenActions {
  private(set) var performed: [String] = []
  func perform(_ action: String) { performed.append(action) }
}

/// A list of rows of several kinds.
final class ServerListSection: SectionController {
  enum Row {
    case value(title: String, value: String)
    case toggle(title: String, isOn: Bool)
    case button(title: String, action: String?, destructive: Bool)
  }

  static let rowKinds: [String: (JSONNode) throws -> Row] = [
    "value": { .value(title: try $0.string("title"), value: try $0.optionalString("value") ?? "") },
    "toggle": { .toggle(title: try $0.string("title"), isOn: try $0.optionalBool("on") ?? false) },
    "button": {
      .button(
        title: try $0.string("title"), action: try $0.optionalString("action"),
        destructive: try $0.optionalBool("destructive") ?? false)
    },
  ]

  let header: String?
  let footer: String?
  private(set) var rows: [Row]
  private let actions: ServerDrivenActions

  init(_ node: JSONNode, warnings: inout [String], actions: ServerDrivenActions) throws {
    header = try node.optionalString("header")
    footer = try node.optionalString("footer")
    self.actions = actions
    var rows: [Row] = []
    for row in try node.require("rows").array() {
      let kind = try row.string("kind")
      guard let build = Self.rowKinds[kind] else {
        warnings.append("warning: \(row.path): unknown row kind \(kind.quoted()), skipped")
        continue
      }
      rows.append(try build(row))
    }
    self.rows = rows
  }

  func numberOfRows(in context: SectionContext) -> Int { rows.count }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    switch rows[row] {
    case .value(let title, let value):
      let cell = context.dequeueReusableCell(ofType: ValueCell.self, for: row)
      cell.title = title
      cell.value = value
      return cell
    case .toggle(let title, let isOn):
      let cell = context.dequeueReusableCell(ofType: ToggleCell.self, for: row)
      cell.title = title
      cell.isOn = isOn
      return cell
    case .button(let title, _, let destructive):
      let cell = context.dequeueReusableCell(ofType: ButtonCell.self, for: row)
      cell.title = title
      cell.isDestructive = destructive
      return cell
    }
  }

  func titleForHeader(in context: SectionContext) -> String? { header }
  func titleForFooter(in context: SectionContext) -> String? { footer }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    if case .value = rows[row] { return false }
    return true
  }

  func didSelectRow(at row: Int, in context: SectionContext) {
    switch rows[row] {
    case .toggle(let title, let isOn):
      rows[row] = .toggle(title: title, isOn: !isOn)
      context.performBatch { $0.reconfigureRows(at: [row]) }
    case .button(_, let action, _):
      if let action { actions.perform(action) }
    case .value:
      break
    }
    context.deselectRow(row)
  }
}

/// A one-row banner.
final class BannerSection: SectionController {
  let text: String
  init(text: String) { self.text = text }
  func numberOfRows(in context: SectionContext) -> Int { 1 }
  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: TextCell.self, for: row)
    cell.text = "★ \(text)"
    return cell
  }
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
}
