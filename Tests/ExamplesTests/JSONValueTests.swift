import Foundation
import SectionKitTestSupport
import Testing

@testable import Examples

/// The document reader's own JSON reader against Foundation's: whatever it reads, Foundation
/// reads to the same values; whatever it leaves to Foundation is read or rejected there.
@Suite("Server-driven JSON reader")
struct JSONValueTests {
  @Test(
    "The reader reads what Foundation reads, or leaves the document to it",
    arguments: [
      "{}", "[]", " \r\n\t[1, -2, 0, -0, 123456789012345678] ", #"{"a": 1, "a": 2}"#,
      #"[true, false, null, "", "a\"b\\c\/d\b\f\n\r\t"]"#, #"["\u00e9\u0000\uD83D\uDE00", "é👩‍👩‍👧"]"#,
      #"{"sections": [{"kind": "list", "rows": [], "id": 3}]}"#,
      // Left to Foundation: accepted there, or rejected with its message.
      "[1,]", #"{"a": 1,}"#, "[1.5, 2e3, 1E400]", "[1234567890123456789]", "[01]", "[-]",
      "\u{FEFF}[1]", "1", "\"s\"", "", "[1] x", #"["\ud800"]"#, #"["\udc00"]"#, #"["\x"]"#,
      "[\"a\u{01}b\"]", "[nul]", "[tru]", "{\"a\" 1}", "{1: 2}", "[1 2]",
    ])
  func agreesWithFoundation(json: String) {
    expectAgreement(Data(json.utf8))
  }

  @Test func keysAreComparedAsStrings() {
    // "é" precomposed and decomposed, and the Kelvin sign and "K", are the same key.
    let data = Data(#"{"caf\u00e9": 1, "cafe\u0301": 2, "K": 3, "k": 4}"#.utf8)
    let value = data.withUnsafeBytes(JSONValue.read)
    #expect(value?.member("café")?.identity == "2")
    #expect(value?.member("cafe\u{301}")?.identity == "2")
    #expect(value?.member("\u{212A}")?.identity == "3")
    #expect(value?.member("k")?.identity == "4")
    #expect(value?.member("cafe") == nil)
  }

  @Test func invalidUTF8IsLeftToFoundation() {
    for bytes: [UInt8] in [[0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC3, 0x22, 0x5D]] {
      #expect(Data(bytes).withUnsafeBytes(JSONValue.read) == nil)
    }
  }

  @Test func nestingBeyondTheLimitIsLeftToFoundation() {
    let depth = JSONNode.maximumDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(Data(deepest.utf8).withUnsafeBytes(JSONValue.read) != nil)
    let deeper = "[" + deepest + "]"
    #expect(Data(deeper.utf8).withUnsafeBytes(JSONValue.read) == nil)
  }

  @Test func theFuzzDocumentsAgree() {
    var random = SeededGenerator(seed: 20_261_123)
    var read = 0
    for index in 0..<1_000 {
      let (_, data) = FuzzDocument.make(index, using: &random)
      if expectAgreement(data) { read += 1 }
    }
    #expect(read > 300, "the reader read \(read) documents")
  }

  /// Expects the reader to read the document as Foundation does, or to leave it to Foundation;
  /// returns whether it read it.
  @discardableResult
  private func expectAgreement(_ data: Data) -> Bool {
    guard let value = data.withUnsafeBytes(JSONValue.read) else { return false }
    let excerpt = String(decoding: data.prefix(200), as: UTF8.self).debugDescription
    guard let foundation = try? JSONSerialization.jsonObject(with: data) else {
      Issue.record("Foundation rejects what the reader read: \(excerpt)")
      return true
    }
    #expect(same(value, JSONValue(foundation: foundation)), "\(excerpt)")
    return true
  }

  /// Whether two values are the same: strings by their UTF-8, numbers as printed, objects by
  /// the last value of each key.
  private func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    if a.isNull || b.isNull { return a.isNull && b.isNull }
    if let x = a.bool { return b.bool == x }
    if let x = a.number { return b.number.map { y in x == y && "\(x)" == "\(y)" } ?? false }
    if let x = a.string { return b.string.map { x.utf8.elementsEqual($0.utf8) } ?? false }
    if let x = a.elements {
      guard let y = b.elements else { return false }
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    }
    guard let x = a.members, let y = b.members else { return false }
    let keys = Set(x.map(\.key))
    return keys == Set(y.map(\.key))
      && keys.allSatisfy { key in
        a.member(key).flatMap { left in b.member(key).map { same(left, $0) } } ?? false
      }
  }
}
