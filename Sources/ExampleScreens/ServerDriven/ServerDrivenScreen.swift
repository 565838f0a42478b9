import Foundation
import SectionKit

extension ExampleScreen {
  /// A screen built from a JSON document (the built-in one, or `--file PATH`); `--then PATH`
  /// shows a second version of the document, animating the difference.
  static let serverDriven = ExampleScreen(
    name: "server-driven",
    title: "Account",
    summary: "A screen described by JSON (--file PATH); --then PATH animates a new version.",
    readsDocuments: true
  ) { options in
    let actions = ServerDrivenActions()
    let (first, warnings) = try readDocument(at: options.file)
    let root = CompositeController()
    root.show(first, actions: actions)
    var content = ScreenContent(
      root: root, warnings: warnings, report: { actions.performed.map { "action: \($0)" } })
    if let path = options.then {
      let (second, warnings) = try readDocument(at: path)
      content.warnings += warnings
      content.steps = [
        .init(title: "then \(path.escapingControlCharacters(limit: 200))") {
          root.show(second, actions: actions)
        }
      ]
    }
    return content
  }

  /// Reads the document at `path`, or the built-in one, and its warnings as `examples` prints
  /// them: `warning: FILE: sections[3]: unknown section kind "carousel", skipped`.
  private static func readDocument(
    at path: String?
  ) throws -> (ServerDrivenDocument, warnings: [String]) {
    let source = path.map { "\($0.escapingControlCharacters(limit: 200)): " } ?? ""
    let data: Data
    if let path {
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw UsageError(description: "cannot read \(path.quoted(limit: 200))")
      }
      data = contents
    } else {
      data = Data(defaultServerDocument.utf8)
    }
    do {
      let document = try ServerDrivenDocument(data)
      return (document, document.warnings.map { "warning: \(source)\($0)" })
    } catch let error as ServerDrivenDocument.Error {
      throw UsageError(description: "invalid document: \(source)\(error)")
    }
  }
}

/// The document `server-driven` shows without `--file`; `--then
/// Docs/examples/server-driven-updated.json` shows its next version.
let defaultServerDocument = """
  {
    "sections": [
      { "kind": "banner", "id": "welcome", "text": "Welcome back, Ada" },
      {
        "kind": "list", "header": "Account", "footer": "Managed by your organisation.",
        "rows": [
          { "kind": "value", "title": "Name", "value": "Ada Lovelace" },
          { "kind": "value", "title": "Plan", "value": "Analytical" },
          { "kind": "rating", "stars": 5 }
        ]
      },
      {
        "kind": "list", "header": "Preferences",
        "rows": [
          { "kind": "toggle", "title": "Sync", "on": true },
          { "kind": "toggle", "title": "Newsletter", "on": false },
          {
            "kind": "button", "id": "sign-out", "title": "Sign Out", "action": "sign-out",
            "destructive": true
          }
        ]
      },
      { "kind": "carousel", "items": [] }
    ]
  }
  """
