import Testing

@testable import SectionKit

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

  @Test func escapingTwiceChangesNothing() {
    let once = TerminalText.escaping("\u{1B}]0;x\u{07}\nnext\u{9B}")
    #expect(TerminalText.escaping(once) == once)
  }

  @Test func linesKeepTheirBreaks() {
    #expect(TerminalText.escapingLines("one\u{1B}\ntwo\r\n") == #"one\u{1B}"# + "\ntwo\n")
  }
}
