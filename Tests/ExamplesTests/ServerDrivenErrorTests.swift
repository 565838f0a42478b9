import Foundation
import Testing

@testable import ExampleScreens
@testable import Examples

/// The document's errors and warnings: short, positioned, and safe to print to a terminal.
@Suite("Server-driven document errors")
struct ServerDrivenErrorTests {
  /// The error of reading `json` as a document, or `nil` if it reads.
  private func error(_ json: String) -> ServerDrivenDocument.Error? {
    do {
      _ = try ServerDrivenDocument(Data(json.utf8))
      return nil
    } catch {
      return error as? ServerDrivenDocument.Error
    }
  }

  /// A document of one list whose one row is `row`.
  private func document(row: String) -> String {
    #"{"sections": [{"kind": "list", "rows": [\#(row)]}]}"#
  }

  @Test func aWrongTypedValueIsQuotedByItsFirstFortyCharacters() {
    let long = String(repeating: "x", count: 1_000_000)
    let quoted = "\"" + String(repeating: "x", count: 40) + "…\""
    #expect(
      error(document(row: #"{"kind": "toggle", "title": "A", "on": "\#(long)"}"#))
        == ServerDrivenDocument.Error(
          path: "sections[0].rows[0].on", message: "expected true or false, found \(quoted)"))
  }

  @Test func aShortValueIsQuotedWhole() {
    #expect(
      error(document(row: #"{"kind": "toggle", "title": "A", "on": "yes"}"#))
        == ServerDrivenDocument.Error(
          path: "sections[0].rows[0].on", message: #"expected true or false, found "yes""#))
    #expect(
      error(document(row: #"{"kind": "value", "title": 42}"#))
        == ServerDrivenDocument.Error(
          path: "sections[0].rows[0].title", message: "expected a string, found 42"))
  }

  @Test(
    "What was found is named as it reads",
    arguments: [
      ("2.5", "2.5"), ("-3", "-3"), ("1.0", "1"), ("1e300", "1e+300"), ("1e400", "a number"),
      ("true", "true"), ("false", "false"), ("[1]", "an array"), (#"{"a": 1}"#, "an object"),
    ])
  func whatWasFoundIsNamedAsItReads(json: String, found: String) {
    #expect(
      error(document(row: #"{"kind": "value", "title": \#(json)}"#))?.description
        == "sections[0].rows[0].title: expected a string, found \(found)")
  }

  @Test func anIdentityThatIsNeitherAStringNorAnIntegerIsNamed() {
    for (json, found) in [
      ("2.5", "2.5"), ("true", "true"), ("[]", "an array"), ("{}", "an object"),
    ] {
      #expect(
        error(document(row: #"{"kind": "value", "title": "A", "id": \#(json)}"#))?.description
          == "sections[0].rows[0].id: expected a string or an integer, found \(found)")
    }
  }

  @Test func anIdentityIsAStringOrAnInteger() throws {
    let json = """
      { "sections": [
          { "kind": "banner", "id": 1.0, "text": "A" },
          { "kind": "banner", "id": "x", "text": "B" },
          { "kind": "banner", "id": -7, "text": "C" } ] }
      """
    let document = try ServerDrivenDocument(Data(json.utf8))
    #expect(document.sections.map(\.id) == ["1", "x", "-7"])
  }

  @Test func anElementThatIsNotAnObjectIsNamed() {
    #expect(error("[1, 2]")?.description == "document: expected an object, found an array")
    #expect(
      error(#"{"sections": [null]}"#)?.description == "sections[0]: expected an object, found null")
    #expect(
      error(document(row: #""Name""#))?.description
        == #"sections[0].rows[0]: expected an object, found "Name""#)
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
    #expect(error(json)?.description == "document: not valid JSON at \(position)")
  }

  /// `JSONDecoder` reads a string's characters when it decodes the string: a string that is
  /// not valid is found there, and placed as a syntax error.
  @Test(
    "A string that is not valid JSON is a syntax error",
    arguments: [
      // Foundation names where the string's characters start.
      (#"{"sections": [{"kind": "li~st"}]}"#, "line 1, column 25"),
      (#"{"sections": ["~"]}"#, "line 1, column 16"),
      ("{\"sections\": [{\"kind\": \"a\u{1}b\"}]}", "line 1, column 26"),
      (#"{"sections": [{"kind": "\uZZZZ"}]}"#, "line 1, column 27"),
    ])
  func aStringThatIsNotValidJSONIsASyntaxError(json: String, position: String) {
    // `~` stands for a byte that is never UTF-8.
    let data = Data(json.utf8.map { $0 == UInt8(ascii: "~") ? 0xFF : $0 })
    #expect {
      try ServerDrivenDocument(data)
    } throws: { error in
      "\(error)" == "document: not valid JSON at \(position)"
    }
  }

  /// Foundation names no place for a lone surrogate escape (its message says the file ended),
  /// and the error names none.
  @Test func aLoneSurrogateIsNotValidJSONWithoutAPlace() {
    #expect(
      error(#"{"sections": [{"kind": "\ud800\u0041"}]}"#)?.description
        == "document: not valid JSON")
  }

  @Test func nestingDeeperThanTheLimitIsNotCalledInvalid() {
    // The object is level 1; the 512th bracket, at offset 13 + 511, opens level 513, and
    // Foundation names the offset after it, 13 + 512.
    let json =
      #"{"sections": "# + String(repeating: "[", count: 600)
      + String(repeating: "]", count: 600) + "}"
    #expect(
      error(json)?.description == "document: nested deeper than 512 levels at line 1, column 526")
  }

  @Test func nestingUpToTheLimitIsRead() {
    // The object is level 1, and the sections' array level 2: 510 more make 512.
    let json =
      #"{"sections": ["# + String(repeating: "[", count: 510)
      + String(repeating: "]", count: 511) + "}"
    #expect(error(json)?.description == "sections[0]: expected an object, found an array")
  }

  @Test func warningsAndErrorsEscapeControlCharacters() throws {
    let json = #"{"sections": [{"kind": "\u001b]0;title\u0007\n"}]}"#
    let document = try ServerDrivenDocument(Data(json.utf8))
    #expect(
      document.warnings == [#"sections[0]: unknown section kind "\u{1B}]0;title\u{07}\n", skipped"#]
    )
    #expect(
      error(#"{"sections": "\u001b[2J\"\\"}"#)
        == ServerDrivenDocument.Error(
          path: "sections", message: #"expected an array, found "\u{1B}[2J\"\\""#))
  }

  @Test func aLongUnknownKindIsQuotedShort() throws {
    let kind = String(repeating: "k", count: 100_000)
    let json = #"{"sections": [{"kind": "\#(kind)"}]}"#
    let document = try ServerDrivenDocument(Data(json.utf8))
    let quoted = "\"" + String(repeating: "k", count: 40) + "…\""
    #expect(document.warnings == ["sections[0]: unknown section kind \(quoted), skipped"])
  }
}
