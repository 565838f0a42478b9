import Foundation
import SectionKit

extension ExampleScreen {
  /// A screen built from a JSON document (the built-in one, or `--file PATH`).
  static let serverDriven = ExampleScreen(
    name: "server-driven",
    title: "Account",
    summary: "A screen described by JSON (--file PATH), built through section kinds."
  ) { options in
    let data: Data
    if let path = options.file {
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw ExamplesCommand.UsageError(description: "cannot read \(path.quoted(limit: 200))")
      }
      data = contents
    } else {
      data = Data(defaultServerDocument.utf8)
    }
    let actions = ServerDrivenActions()
    let document: ServerDrivenDocument
    do {
      document = try ServerDrivenDocument(data, actions: actions)
    } catch let error as JSONNode.Error {
      throw ExamplesCommand.UsageError(description: "invalid document: \(error)")
    }
    return ScreenContent(
      root: CompositeController(document.sections), warnings: document.warnings,
      report: { actions.performed.map { "action: \($0)" } })
  }
}

/// The document `server-driven` shows without `--file`.
let defaultServerDocument = """
  {
    "sections": [
      { "kind": "banner", "text": "Welcome back, Ada" },
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
          { "kind": "button", "title": "Sign Out", "action": "sign-out", "destructive": true }
        ]
      },
      { "kind": "carousel", "items": [] }
    ]
  }
  """
