import Foundation

/// The error of a document that is not JSON, at the line and column where it goes wrong.
extension ServerDrivenDocument.Error {
  /// The deepest nesting of arrays and objects a document may have: Foundation's JSON parsers
  /// stop at 512 levels.
  static let maximumDepth = 512

  /// The error of a document `JSONDecoder` could not read, where no field of the document
  /// named a more precise one.
  ///
  /// `JSONDecoder` names no place in a document that is not JSON, and reads a string's
  /// characters only when the string is decoded: `JSONSerialization` reads the document again
  /// and says where it first goes wrong.
  ///
  /// - Parameters:
  ///   - data: The document.
  ///   - error: What `JSONDecoder` threw.
  /// - Returns: `not valid JSON at line 3, column 15`, or `nested deeper than 512 levels at
  ///   line 1, column 526` (without the place when Foundation gives no offset); else the
  ///   decoder's error at its coding path.
  /// - Complexity: O(n), n being the size of the document.
  static func reading(_ data: Data, failedWith error: any Swift.Error) -> Self {
    if let syntaxError = syntaxError(in: data) { return syntaxError }
    if let error = error as? DecodingError { return Self(error) }
    return Self(path: "", message: "cannot be read")
  }

  /// The syntax error `JSONSerialization` finds in a document, at the line and column it
  /// names, or `nil` if it reads the document.
  ///
  /// - Complexity: O(n), n being the size of the document.
  private static func syntaxError(in data: Data) -> Self? {
    let description: String
    let offset: Int?
    do {
      _ = try JSONSerialization.jsonObject(with: data)
      return nil
    } catch {
      let error = error as NSError
      description = error.userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      offset = reportedOffset(in: error, description: description, size: data.count)
    }
    let place = offset.map { " at \(position(of: $0, in: data))" } ?? ""
    if description.contains("Too many nested") {
      return Self(path: "", message: "nested deeper than \(maximumDepth) levels\(place)")
    }
    return Self(path: "", message: "not valid JSON\(place)")
  }

  /// The byte offset a `JSONSerialization` error names: Apple's `NSJSONSerializationErrorIndex`,
  /// or on Linux the `around character N` of its description (`Invalid value around character
  /// 17.`, `Unescaped control character around character 25.`), its `at N` (`Invalid hex
  /// encoded sequence in "ZZZZ" at 26.`), or the end of a document that ends too early
  /// (`Unexpected end of file during JSON parse.`); `nil` when it names no place (`Unexpected
  /// end of file during string parse`, said of a lone surrogate escape wherever it is).
  private static func reportedOffset(
    in error: NSError, description: String, size: Int
  ) -> Int? {
    if let index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int { return index }
    for marker in ["character ", " at "] {
      if let range = description.range(of: marker, options: .backwards),
        let offset = Int(description[range.upperBound...].prefix(while: \.isNumber))
      {
        return offset
      }
    }
    return description.contains("end of file during JSON parse") ? size : nil
  }

  /// `line L, column C` of a byte offset: lines and columns count from 1, columns in the
  /// characters of the line.
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
