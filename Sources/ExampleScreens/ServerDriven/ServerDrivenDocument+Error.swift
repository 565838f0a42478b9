/// The errors of reading a document.
extension ServerDrivenDocument {
  /// An error in a document, at a path: `sections[1].rows[0].title: expected a string, found
  /// 42`, or `document: not valid JSON at line 3, column 15` for the document as a whole.
  ///
  /// Messages quote a string by its first 40 characters, its control characters escaped
  /// (`quoted(limit:)`): a document's text never reaches the terminal raw.
  struct Error: Swift.Error, CustomStringConvertible, Equatable {
    /// The path to the bad value (`sections[1].rows[0].title`), empty for the document.
    let path: String
    /// What is wrong with it.
    let message: String

    var description: String { "\(path.isEmpty ? "document" : path): \(message)" }

    /// An error at a path.
    init(path: String, message: String) {
      self.path = path
      self.message = message
    }

    /// An error at a decoder's coding path.
    ///
    /// - Complexity: O(n), n being the length of the path.
    init(at codingPath: [any CodingKey], message: String) {
      self.init(path: Self.path(codingPath), message: message)
    }

    /// The error of a value that is not what was expected: `expected true or false, found
    /// "yes"`.
    ///
    /// - Parameters:
    ///   - expected: What the value should have been (`a string`, `an array`).
    ///   - found: The value, as ``JSONValueDescription`` describes it.
    ///   - codingPath: The path to the value.
    init(expected: String, found: JSONValueDescription, at codingPath: [any CodingKey]) {
      self.init(at: codingPath, message: "expected \(expected), found \(found)")
    }

    /// The error of a `DecodingError` that no field turned into a more precise one: a missing
    /// value, or a value of the wrong type, at its coding path.
    ///
    /// The document's fields name what they expect and what they found
    /// (``Swift/KeyedDecodingContainer/decodeValue(_:forKey:expected:)``); a syntax error is
    /// placed by ``reading(_:failedWith:)``.
    init(_ error: DecodingError) {
      switch error {
      case .keyNotFound(let key, let context):
        self.init(at: context.codingPath + [key], message: "is missing")
      case .valueNotFound(_, let context):
        self.init(at: context.codingPath, message: "is missing")
      case .typeMismatch(_, let context):
        self.init(at: context.codingPath, message: "has the wrong type")
      case .dataCorrupted(let context):
        self.init(
          at: context.codingPath,
          message: context.codingPath.isEmpty ? "not valid JSON" : "is not valid")
      @unknown default:
        self.init(path: "", message: "cannot be read")
      }
    }

    /// A coding path as errors print it: `sections[1].rows[0].title`, an index in brackets.
    ///
    /// - Complexity: O(n), n being the length of the path.
    static func path(_ codingPath: [any CodingKey]) -> String {
      var path = ""
      for key in codingPath {
        if let index = key.intValue {
          path += "[\(index)]"
        } else {
          path += path.isEmpty ? key.stringValue : "." + key.stringValue
        }
      }
      return path
    }
  }
}
