/// Text from a document or a command line, made safe to print to a terminal.
///
/// A terminal obeys the control characters it is sent: a string holding `ESC [ 2 J` clears the
/// screen, `ESC ] 0 ;` retitles the window. Messages that show such text escape them.
extension StringProtocol {
  /// The text with every control character, line or paragraph separator and bidirectional
  /// control escaped as Swift writes it (`\n`, `\t`, `\r`, `\u{07}`, `\u{1B}`), cut to its first
  /// `limit` Unicode scalars and an ellipsis when it is longer.
  ///
  /// - Parameter limit: The most Unicode scalars shown.
  /// - Returns: The escaped text.
  /// - Complexity: O(`limit`): the rest of the text is not read.
  func escapingControlCharacters(limit: Int = .max) -> String {
    Self.escaping(unicodeScalars, limit: limit, quotes: false)
  }

  /// The text between double quotes, its control characters, quotes and backslashes escaped,
  /// cut to its first `limit` Unicode scalars and an ellipsis when it is longer:
  /// `"\u{1B}[2Jhello"`, or `"xxxxxxxx…"` for a string of a million `x`.
  ///
  /// - Parameter limit: The most Unicode scalars quoted.
  /// - Returns: The quoted text.
  /// - Complexity: O(`limit`): the rest of the text is not read.
  func quoted(limit: Int = 40) -> String {
    "\"" + Self.escaping(unicodeScalars, limit: limit, quotes: true) + "\""
  }

  private static func escaping(
    _ scalars: some Sequence<Unicode.Scalar>, limit: Int, quotes: Bool
  ) -> String {
    var text = ""
    var count = 0
    for scalar in scalars {
      guard count < limit else {
        text += "…"
        break
      }
      count += 1
      switch scalar {
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case "\"" where quotes: text += "\\\""
      case "\\" where quotes: text += "\\\\"
      case _ where needsEscaping(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u{" + (hex.count == 1 ? "0" : "") + hex + "}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return scalar.properties.isBidiControl
    }
  }
}
