import Foundation

/// Parsing a document, with errors that say where the document goes wrong.
extension JSONNode {
  /// The deepest nesting of arrays and objects a document may have: Foundation's JSON parser
  /// stops at 512 levels.
  static let maximumDepth = 512

  /// Parses a document.
  ///
  /// - Parameter data: The document, in UTF-8.
  /// - Returns: The document's root value.
  /// - Throws: ``Error`` naming the line and column of a syntax error (`not valid JSON at
  ///   line 3, column 15 (Invalid value)`), or of the array or object that opens a level
  ///   deeper than ``maximumDepth`` (`nested deeper than 512 levels at line 1, column 525`).
  /// - Complexity: O(n), n being the size of the document.
  static func parse(_ data: Data) throws -> JSONNode {
    if let value = data.withUnsafeBytes(JSONValue.read) {
      return JSONNode(value: value, location: .root)
    }
    // Outside the reader's subset: Foundation reads it, or names what is wrong.
    do {
      var tape = JSONTapeBuilder(documentSize: data.count)
      tape.append(foundation: try JSONSerialization.jsonObject(with: data))
      return JSONNode(value: JSONValue(tape: tape.finish(), index: 0), location: .root)
    } catch {
      throw syntaxError(error as NSError, in: data)
    }
  }

  /// The error to report for a document Foundation did not parse: nesting too deep, if that is
  /// where the document first goes wrong, or the parser's reason, at the place it names.
  private static func syntaxError(_ error: NSError, in data: Data) -> Error {
    let description = error.userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    let offset = reportedOffset(in: error, description: description, size: data.count)
    if let deep = offsetBeyondMaximumDepth(in: data), deep <= offset ?? data.count {
      return Error(
        path: "",
        message: "nested deeper than \(maximumDepth) levels at \(position(of: deep, in: data))")
    }
    // The reason without its position ("Invalid value around character 17."), cut short: the
    // parser quotes the document ("Number 99…9 is not representable").
    var reason = description.components(separatedBy: " around ").first ?? ""
    if reason.hasSuffix(".") { reason.removeLast() }
    if reason.isEmpty { reason = error.localizedDescription }
    let place = offset.map { " at \(position(of: $0, in: data))" } ?? ""
    return Error(
      path: "",
      message: "not valid JSON\(place) (\(reason.escapingControlCharacters(limit: 80)))")
  }

  /// The byte offset the parser's error names: Apple's `NSJSONSerializationErrorIndex`, the
  /// `around character N` of its description on Linux, or the end of a document that ends too
  /// early.
  private static func reportedOffset(
    in error: NSError, description: String, size: Int
  ) -> Int? {
    if let index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int { return index }
    if let range = description.range(of: "character "),
      let offset = Int(description[range.upperBound...].prefix(while: \.isNumber))
    {
      return offset
    }
    return description.contains("end of file") ? size : nil
  }

  /// The offset of the first `[` or `{`, outside strings, that opens a level deeper than
  /// ``maximumDepth``.
  ///
  /// - Complexity: O(n), n being the size of the document.
  private static func offsetBeyondMaximumDepth(in data: Data) -> Int? {
    data.withUnsafeBytes { bytes in
      var depth = 0
      var inString = false
      var escaped = false
      for (offset, byte) in bytes.enumerated() {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""):
          inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > maximumDepth { return offset }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth = max(0, depth - 1)
        default:
          break
        }
      }
      return nil
    }
  }

  /// `line L, column C` of a byte offset: lines and columns count from 1, columns in
  /// characters.
  ///
  /// - Complexity: O(n), n being the offset.
  private static func position(of offset: Int, in data: Data) -> String {
    data.withUnsafeBytes { bytes in
      let end = min(max(0, offset), bytes.count)
      var line = 1
      var lineStart = 0
      for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
      return "line \(line), column \(column)"
    }
  }
}
