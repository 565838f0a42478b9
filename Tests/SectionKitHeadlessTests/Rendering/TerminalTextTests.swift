import Testing

@testable import SectionKit
@testable import SectionKitHeadless

@Suite struct TerminalTextTests {
  @Test(
    "Controls are escaped as Swift writes them",
    arguments: [
      ("\u{1B}[31mred", #"\u{1B}[31mred"#),
      ("bell\u{07}", #"bell\u{07}"#),
      ("\u{00}nul", #"\u{00}nul"#),
      ("a\tb", #"a\u{09}b"#),
      ("del\u{7F}", #"del\u{7F}"#),
      ("\u{9B}2J", #"\u{9B}2J"#),
      ("\u{202E}gnp.exe", #"\u{202E}gnp.exe"#),
      ("\u{2066}isolate\u{2069}", #"\u{2066}isolate\u{2069}"#),
    ])
  func controlsAreEscaped(text: String, expected: String) {
    #expect(TerminalText.escaping(text) == expected)
  }

  @Test(
    "Every kind of line break is one ⏎",
    arguments: [
      ("a\nb", "a⏎b"), ("a\r\nb", "a⏎b"), ("a\rb", "a⏎b"), ("a\r\r\nb", "a⏎⏎b"),
      ("a\u{85}b", "a⏎b"), ("a\u{2028}b", "a⏎b"), ("a\u{2029}b", "a⏎b"), ("\n\n", "⏎⏎"),
    ])
  func lineBreaksAreOneMarker(text: String, expected: String) {
    #expect(TerminalText.escaping(text) == expected)
  }

  @Test func printableTextIsLeftAsItIs() {
    for text in [
      "", "plain", "Café", "e\u{301}", "日本語", "👩‍👩‍👧", "❤️", "🇫🇷", "→ ‹ › ⏎", "\u{200D}\u{FE0F}",
      "\u{A0}no-break", "€100",
    ] {
      #expect(TerminalText.escaping(text) == text)
    }
  }

  @Test func theQuickTestFlagsExactlyTheControls() {
    // Every scalar up to U+2FFF (all the controls, and every character whose UTF-8 starts with
    // C2 or E2), alone and between letters.
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let isControl = TerminalText.isControl(scalar) || TerminalText.isLineBreak(scalar)
      let text = String(Character(scalar))
      #expect(TerminalText.mayHoldControls(text) == isControl, "U+\(String(value, radix: 16))")
      #expect(TerminalText.mayHoldControls("a" + text + "b") == isControl)
    }
    #expect(!TerminalText.mayHoldControls("Name · Row 1 › ✓ ★"))
  }

  @Test func theQuickTestReadsLongTextAndSubstringsToTheirLastByte() {
    let long = String(repeating: "Name · Row 12345 › ", count: 4)
    #expect(!TerminalText.mayHoldControls(long))
    #expect(TerminalText.mayHoldControls(long + "\u{1B}"))
    #expect(TerminalText.mayHoldControls(long + "\u{2028}"))
    let line = long + "\u{9B}" + long
    #expect(TerminalText.mayHoldControls(line.dropFirst(3)))
    #expect(!TerminalText.mayHoldControls(line.prefix(long.count)))
  }

  @Test func escapingTwiceChangesNothing() {
    let once = TerminalText.escaping("\u{1B}]0;x\u{07}\nnext\u{9B}")
    #expect(TerminalText.escaping(once) == once)
  }

  @Test func linesKeepTheirBreaks() {
    #expect(TerminalText.escapingLines("one\u{1B}\ntwo\r\n") == #"one\u{1B}"# + "\ntwo\n")
  }
}
