import Foundation
import SectionKit
import SectionKitHeadless
import Testing

@testable import ExampleScreens
@testable import Examples

/// Reading a document into sections and rows with identities.
@Suite("Server-driven document") @MainActor
struct ServerDrivenDocumentTests {
  @Test func identitiesComeFromIDsHeadersKindsAndTitles() throws {
    let json = """
      { "sections": [
          { "kind": "list", "id": 7, "header": "Seven", "rows": [] },
          { "kind": "list", "header": "Account", "rows": [
              { "kind": "value", "title": "Name" },
              { "kind": "toggle", "id": "sync", "title": "Sync" } ] },
          { "kind": "list", "rows": [] },
          { "kind": "banner", "text": "Hello" },
          { "kind": "banner", "id": "welcome", "text": "Welcome" },
          { "kind": "banner", "text": "Bye" } ] }
      """
    let document = try ServerDrivenDocument(Data(json.utf8))
    #expect(
      document.sections.map(\.id) == ["7", "Account", "list#2", "banner#0", "welcome", "banner#2"])
    #expect(document.sections[1].rows.map(\.id) == ["Name", "sync"])
    #expect(document.warnings.isEmpty)
  }

  @Test func aRepeatedIdentityIsSkippedWithAWarning() throws {
    let json = """
      { "sections": [
          { "kind": "list", "header": "Account", "rows": [
              { "kind": "value", "title": "Name" },
              { "kind": "value", "title": "Name", "value": "again" },
              { "kind": "toggle", "id": "Name", "title": "Sync" } ] },
          { "kind": "banner", "id": "Account", "text": "Hello" },
          { "kind": "list", "id": "x", "rows": [] },
          { "kind": "list", "id": "x", "rows": [] } ] }
      """
    let document = try ServerDrivenDocument(Data(json.utf8))
    #expect(
      document.warnings == [
        #"sections[0].rows[1]: the identity "Name" is already sections[0].rows[0]'s, skipped"#,
        #"sections[0].rows[2]: the identity "Name" is already sections[0].rows[0]'s, skipped"#,
        #"sections[1]: the identity "Account" is already sections[0]'s, skipped"#,
        #"sections[3]: the identity "x" is already sections[2]'s, skipped"#,
      ])
    #expect(document.sections.map(\.id) == ["Account", "x"])
    #expect(document.sections[0].rows.map(\.id) == ["Name"])

    let root = CompositeController()
    let list = HeadlessListView()
    root.show(try ServerDrivenDocument(Data(defaultServerDocument.utf8)), actions: .init())
    root.attach(to: list)
    root.show(document, actions: ServerDrivenActions())
    root.flushUpdates()
    #expect(root.diagnostics.isEmpty)
    #expect(list.renderedText() == "┌ ACCOUNT\n│ Name\n└\n\n┌\n└\n")
  }

  /// A repeated row identity names the row that had it first, counted in the document (rows of
  /// unknown kinds and repeated rows included), in a small section, whose identities are
  /// compared one by one, and in a large one, past the limit, whose identities are in a table.
  @Test(arguments: [3, 8, 9, 20])
  func aRepeatedRowNamesItsFirstPlaceInSectionsOfAnySize(rows: Int) throws {
    // rows[0], skipped: not the first place of r0, whose title it has.
    var items = [#"{ "kind": "carousel", "title": "r0" }"#]
    items += (0..<rows).map { #"{ "kind": "value", "title": "r\#($0)" }"# }
    items.insert(#"{ "kind": "value", "title": "r0", "value": "early" }"#, at: 3)
    items.append(#"{ "kind": "value", "title": "r1", "value": "late" }"#)
    let json =
      #"{ "sections": [ { "kind": "list", "header": "H", "rows": ["#
      + items.joined(separator: ", ") + "] } ] }"
    let document = try ServerDrivenDocument(Data(json.utf8))
    let early = min(3, rows + 1)  // where the early repeat of r0 went
    let late = items.count - 1
    let firstOfR1 = early <= 2 ? 3 : 2
    #expect(
      document.warnings == [
        #"sections[0].rows[0]: unknown row kind "carousel", skipped"#,
        #"sections[0].rows[\#(early)]: the identity "r0" is already sections[0].rows[1]'s, skipped"#,
        #"sections[0].rows[\#(late)]: the identity "r1" is already sections[0].rows[\#(firstOfR1)]'s, skipped"#,
      ])
    #expect(document.sections[0].rows.map(\.id) == (0..<rows).map { "r\($0)" })
  }
}
