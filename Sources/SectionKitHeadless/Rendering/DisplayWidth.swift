@_spi(Hosting) import SectionKit

/// How many columns of a terminal text takes: what padding and truncation measure.
///
/// A `Character` is not a column. CJK ideographs, kana, Hangul syllables, fullwidth forms and
/// emoji take two columns; combining marks, joiners and variation selectors take none; an emoji
/// sequence (`👩‍💻`, `🇯🇵`, `❤️`) is one picture of two columns. The rules, per grapheme cluster
/// (one `Character`):
///
/// - a cluster's width is the width of its first scalar, except that a cluster with the emoji
///   variation selector (U+FE0F) after an emoji, or a pair of regional indicators (a flag),
///   takes two, and one with the text variation selector (U+FE0E) takes at most one;
/// - a scalar takes none when it is a control, a nonspacing or enclosing mark, a format
///   character (joiners, U+200B, bidirectional marks, tags) or a Hangul medial vowel or final
///   consonant; two when it is East Asian Wide or Fullwidth or has the emoji presentation
///   (a regional indicator alone takes one); one otherwise (East Asian Ambiguous characters
///   such as `·`, `…`, `→` take one, as in a terminal outside a CJK locale).
///
/// Terminals disagree about a few sequences (a flag, a ZWJ sequence the font does not join);
/// these rules give each of them the two columns of one emoji.
package enum DisplayWidth {
  /// The number of terminal columns `text` takes.
  ///
  /// - Parameter text: Text without controls (escape it with ``TerminalText`` first: a control
  ///   counts as no column here, and its escape as the columns of the escape).
  /// - Returns: The width in columns.
  /// - Complexity: O(n) in the length of `text`.
  package static func of(_ text: some StringProtocol) -> Int {
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The number of terminal columns one grapheme cluster takes: 0, 1 or 2.
  ///
  /// - Parameter character: A grapheme cluster.
  /// - Returns: Its width in columns.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let width = of(first)
    guard scalars.count > 1 else { return width }
    if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
    if scalars.contains("\u{FE0E}") { return min(width, 1) }
    if isRegionalIndicator(first), scalars.dropFirst().contains(where: isRegionalIndicator) {
      return 2
    }
    return width
  }

  /// Returns `text` cut to at most `width` columns, with `…` at the end when it was cut.
  ///
  /// A grapheme cluster is never split; a wide one that would straddle the limit is left out,
  /// so the result may be one column narrower than `width`.
  ///
  /// - Parameters:
  ///   - text: Text without controls.
  ///   - width: The most columns the result may take.
  /// - Returns: `text` when it fits, otherwise its longest beginning that fits with `…` after
  ///   it (only `…` for a width of 1, nothing for 0).
  /// - Complexity: O(n) in the length of `text`.
  package static func truncating(_ text: some StringProtocol, toWidth width: Int) -> String {
    guard of(text) > width else { return String(text) }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let columns = of(character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// The width of one scalar on its own: 0, 1 or 2.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20, value < 0x7F { return 1 }  // printable ASCII
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }  // controls
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return 0  // Hangul medial vowels and final consonants join the syllable's first jamo
    }
    if isRegionalIndicator(scalar) { return 1 }  // alone; two of them are a flag
    if scalar.properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
    return 1
  }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Whether a scalar is East Asian Wide or Fullwidth (Unicode's `EastAsianWidth.txt`, `W` and
  /// `F`), leaving out the emoji, which the scalar's width finds by their presentation.
  ///
  /// - Complexity: O(log r), r being the number of ranges.
  static func isEastAsianWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count
    while low < high {
      let mid = (low + high) / 2
      if wideRanges[mid].upperBound < value { low = mid + 1 } else { high = mid }
    }
    return low < wideRanges.count && wideRanges[low].contains(value)
  }

  /// The East Asian Wide and Fullwidth blocks, in order; unassigned code points inside CJK
  /// blocks count as wide, as `EastAsianWidth.txt` says.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK punctuation
    0x3041...0x3247,  // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes
    0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
    0x4E00...0xA4CF,  // CJK unified ideographs, Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols and punctuation
    0x16FF0...0x16FF1,
    0x17000...0x18DFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
    0x30000...0x3FFFD,  // CJK extensions G and H
  ]
}
