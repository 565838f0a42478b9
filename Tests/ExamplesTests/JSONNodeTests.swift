import Foundation
import Testing

@testable import Examples

/// The reader's errors and warnings: short, positioned, and safe to print to a terminal.
@Suite("Server-driven document reader")
struct JSONNodeTests {
  @Test func aWrongTypedValueIsQuotedByItsFirstFortyCharacters() throws {
    let long = String(repeating: "x", count: 1_000_000)
    let node = try JSONNode.parse(Data(#"{"on": "\#(long)"}"#.utf8))
    let quoted = "\"" + String(repeating: "x", count: 40) + "…\""
    #expect(throws: JSONNode.Error(path: "on", message: "expected true or false, found \(quoted)"))
    {
      try node.require("on").bool()
    }
  }

  @Test func aShortValueIsQuotedWhole() throws {
    let node = try JSONNode.parse(Data(#"{"on": "yes", "title": 42}"#.utf8))
    #expect(throws: JSONNode.Error(path: "on", message: #"expected true or false, found "yes""#)) {
      try node.require("on").bool()
    }
    #expect(throws: JSONNode.Error(path: "title", message: "expected a string, found 42")) {
      try node.string("title")
    }
  }

  @Test(
    "A syntax error names its line and column",
    arguments: [
      ("{\n  \"sections\": [\n    { \"kind\": list }\n  ]\n}", "line 3, column 15"),
      ("[1, 2", "line 1, column 6"),
      ("{\"a\": \"é\",\n \"b\": ]}", "line 2, column 7"),
      ("{\"é\": x}", "line 1, column 7"),
      ("", "line 1, column 1"),
    ])
  func aSyntaxErrorNamesItsLineAndColumn(json: String, position: String) {
    #expect {
      try JSONNode.parse(Data(json.utf8))
    } throws: { error in
      "\(error)".hasPrefix("document: not valid JSON at \(position)")
    }
  }

  @Test func nestingDeeperThanTheLimitIsNotCalledInvalid() {
    // The object is level 1; the 512th bracket, at offset 13 + 511, opens level 513.
    let json =
      #"{"sections": "# + String(repeating: "[", count: 600)
      + String(repeating: "]", count: 600) + "}"
    #expect {
      try JSONNode.parse(Data(json.utf8))
    } throws: { error in
      "\(error)" == "document: nested deeper than 512 levels at line 1, column 525"
    }
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let json = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try JSONNode.parse(Data(json.utf8)).array().count == 1)
  }

  @Test func warningsAndErrorsEscapeControlCharacters() throws {
    let json = #"{"sections": [{"kind": "\u001b]0;title\u0007\n"}]}"#
    let document = try ServerDrivenDocument(Data(json.utf8))
    #expect(
      document.warnings == [#"sections[0]: unknown section kind "\u{1B}]0;title\u{07}\n", skipped"#]
    )
    let node = try JSONNode.parse(Data(#"{"sections": "\u001b[2J\"\\"}"#.utf8))
    #expect(
      throws: JSONNode.Error(
        path: "sections", message: #"expected an array, found "\u{1B}[2J\"\\""#)
    ) { try node.require("sections").array() }
  }

  @Test func aLongUnknownKindIsQuotedShort() throws {
    let kind = String(repeating: "k", count: 100_000)
    let json = #"{"sections": [{"kind": "\#(kind)"}]}"#
    let document = try ServerDrivenDocument(Data(json.utf8))
    let quoted = "\"" + String(repeating: "k", count: 40) + "…\""
    #expect(document.warnings == ["sections[0]: unknown section kind \(quoted), skipped"])
  }
}
