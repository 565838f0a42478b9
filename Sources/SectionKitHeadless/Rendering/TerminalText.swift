@_spi(Hosting) import SectionKit

/// Text that is safe to print to a terminal: nothing in it is a control the terminal would act on.
///
/// Titles, cell texts and actions come from data (a server, a file, a user), and data may hold
/// escape sequences: `ESC [2J` clears the screen, `ESC ]0;…BEL` sets the window title, `CSI`
/// (U+009B) starts a sequence on its own. Printed as they are, they act on the reader's
/// terminal. The renderer prints them visibly instead, as Swift writes them in a string literal:
///
/// | in the text | printed |
/// |---|---|
/// | a line break (`LF`, `CR`, `CR LF`, `NEL`, U+2028, U+2029) | `⏎` |
/// | a C0 control other than a line break (U+0000–U+001F: `ESC`, `BEL`, `TAB`…) | `\u{1B}`, `\u{07}`, `\u{09}` |
/// | `DEL` and the C1 controls (U+007F–U+009F) | `\u{7F}`, `\u{9B}` |
/// | a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) | `\u{202E}` |
///
/// Everything else is printed as it is, including the joiners and variation selectors that
/// emoji are made of. The result is one line; escaping it again changes nothing.
package enum TerminalText {
  /// The marker a line break is printed as.
  package static let lineBreak = "⏎"

  /// Returns `text` as one line with every control character made visible.
  ///
  /// - Parameter text: Text from anywhere.
  /// - Returns: The text with line breaks as `⏎` and other controls as `\u{…}` escapes.
  /// - Complexity: O(n) in the length of `text`; text without controls is returned as it is
  ///   after one pass over its UTF-8 bytes.
  package static func escaping(_ text: some StringProtocol) -> String {
    guard mayHoldControls(text) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      if isLineBreak(scalar) {
        if scalar == "\n", previousWasCarriageReturn { continue }  // CR LF is one break
        result += lineBreak
      } else if isControl(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Returns `text` with every control character made visible, line by line: its line breaks
  /// (`LF` or `CR LF`) stay, as `\n`, for messages of several lines.
  ///
  /// - Parameter text: Text from anywhere.
  /// - Returns: The lines of `text`, each escaped as ``escaping(_:)`` does, joined by `\n`.
  /// - Complexity: O(n) in the length of `text`.
  package static func escapingLines(_ text: String) -> String {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map { escaping($0) }.joined(separator: "\n")
  }

  /// Whether a scalar breaks a line.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Whether a scalar is a control a terminal may act on, or one that reorders what follows.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The scalar as a Swift escape, `\u{1B}`: upper-case hexadecimal, at least two digits.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
  }

  /// Whether the text may hold a control: a cheap test that lets most text through untouched.
  ///
  /// It looks for a byte below `0x20`, `DEL`, or the UTF-8 form of a C1 control (`C2 80` to
  /// `C2 9F`), of U+2028 to U+202E (`E2 80 A8` to `E2 80 AE`: the line and paragraph
  /// separators and bidirectional embeddings) or of U+2066 to U+2069 (`E2 81 A6` to
  /// `E2 81 A9`: the bidirectional isolates). Other characters that start with `C2` or `E2`
  /// (`·`, `›`, `✓`, `★`) let the text through: the renderer's rows are full of them.
  ///
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  static func mayHoldControls(_ text: some StringProtocol) -> Bool {
    // The two bytes before the one read: a C1 control is `C2 xx`, a separator or an isolate
    // `E2 xx yy`.
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case 0x00..<0x20, 0x7F:
        return true
      case 0x80...0x9F where previous == 0xC2:
        return true
      case 0xA8...0xAE where beforePrevious == 0xE2 && previous == 0x80,
        0xA6...0xA9 where beforePrevious == 0xE2 && previous == 0x81:
        return true
      default:
        break
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
