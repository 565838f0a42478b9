import Testing

@testable import SectionKit
@testable import SectionKitHeadless

@Suite struct DisplayWidthTests {
  @Test(
    "Columns a text takes in a terminal",
    arguments: [
      ("", 0), ("Wi-Fi", 5), ("Café", 4), ("Cafe\u{301}", 4), ("a\u{20DD}", 1),
      ("日本語", 6), ("한국어", 6), ("カタカナ", 8), ("ｶﾀｶﾅ", 4), ("Ｆｕｌｌ", 8), ("　", 2),
      ("𠀋", 2), ("😀", 2), ("👍🏽", 2), ("👩‍👩‍👧", 2), ("👩‍💻 Role", 7), ("🇯🇵", 2), ("🇯", 1),
      ("❤", 1), ("❤️", 2), ("⌚", 2), ("⌚\u{FE0E}", 1), ("1\u{FE0F}\u{20E3}", 2),
      ("a\u{200D}b", 2), ("zero\u{200B}width", 9), ("\u{FEFF}", 0), ("葛\u{E0100}", 2),
      ("\u{1100}\u{1161}\u{11A8}", 2), ("· … → ○ ◉ ♥ ★ ✓ ⟨ ⟩ ⓘ ⏎", 23), ("\u{1B}[2J", 3),
    ])
  func widthOf(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map(\.value))")
  }

  @Test func everyWideBlockIsWideAtBothEnds() {
    for (first, last) in [
      (0x1100, 0x115F), (0x2E80, 0x303E), (0x3041, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA4CF),
      (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFF00, 0xFF60), (0x20000, 0x2FFFD),
    ] {
      #expect(DisplayWidth.isEastAsianWide(UInt32(first)))
      #expect(DisplayWidth.isEastAsianWide(UInt32(last)))
      #expect(!DisplayWidth.isEastAsianWide(UInt32(first - 1)) || first == 0x3250)
    }
    #expect(!DisplayWidth.isEastAsianWide(0x303F), "the half fill space is narrow")
    #expect(!DisplayWidth.isEastAsianWide(0xFF61), "halfwidth katakana are narrow")
    #expect(!DisplayWidth.isEastAsianWide(0x41))
  }

  @Test(
    "Cut to a width, never through a character",
    arguments: [
      ("Wi-Fi", 5, "Wi-Fi"), ("Wi-Fi", 4, "Wi-…"), ("Wi-Fi", 1, "…"), ("Wi-Fi", 0, ""),
      ("日本語", 6, "日本語"), ("日本語", 5, "日本…"), ("日本語", 4, "日…"), ("日本語", 2, "…"),
      ("👩‍👩‍👧👩‍👩‍👧", 3, "👩‍👩‍👧…"), ("Cafe\u{301} au lait", 5, "Cafe\u{301}…"),
    ])
  func truncating(text: String, width: Int, expected: String) {
    let cut = DisplayWidth.truncating(text, toWidth: width)
    #expect(cut == expected)
    #expect(DisplayWidth.of(cut) <= width)
  }
}
