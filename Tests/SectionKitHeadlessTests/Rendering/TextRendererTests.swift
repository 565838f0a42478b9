import Foundation
import SectionKitTestSupport
import Testing

@testable import SectionKit
@testable import SectionKitHeadless

/// How many rows the renderer read.
private final class ReadCounter {
  var reads = 0
}

/// The visible rows of a list, counting how many the renderer reads.
private struct CountingRows: Sequence, IteratorProtocol {
  var base: IndexingIterator<[ListIndexPath]>
  let counter: ReadCounter

  mutating func next() -> ListIndexPath? {
    counter.reads += 1
    return base.next()
  }
}

/// A section of rows with a header and a footer title, all from data.
private final class TitledSection: SectionController {
  let header: String?
  let footer: String?
  let rows: [String]

  init(header: String?, footer: String? = nil, rows: [String]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }

  override func numberOfRows(in context: SectionContext) -> Int { rows.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = rows[row]
    return cell
  }
  override func titleForHeader(in context: SectionContext) -> String? { header }
  override func titleForFooter(in context: SectionContext) -> String? { footer }
}

@MainActor
@Suite struct TextRendererTests {
  /// The text of `sections` on a list whose viewport shows them all.
  private func render(_ sections: [SectionController]) -> String {
    let root = CompositeController(sections)
    let list = HeadlessListView(size: CGSize(width: 390, height: 1))
    root.attach(to: list)
    list.size = CGSize(width: 390, height: list.contentSize.height)
    return withExtendedLifetime(root) { list.renderedText() }
  }

  /// A list of `sections` sections of two rows, all on screen.
  private func everythingOnScreen(sections: Int) -> (CompositeController, HeadlessListView) {
    let root = CompositeController(
      (0..<sections).map { ItemsSection("s\($0)", ["a\($0)", "b\($0)"]) })
    let list = HeadlessListView(size: CGSize(width: 390, height: 1))
    root.attach(to: list)
    list.size = CGSize(width: 390, height: list.contentSize.height)
    return (root, list)
  }

  @Test func readsEachVisibleRowOnce() {
    let (root, list) = everythingOnScreen(sections: 500)
    let visible = list.indexPathsForVisibleRows
    #expect(visible.count == 1_000)
    let counter = ReadCounter()
    let rows = CountingRows(base: visible.makeIterator(), counter: counter)
    let text = TextRenderer.render(list, visibleRows: rows, cursor: nil)
    // One read per row, and one more that finds the end: not one pass per section.
    #expect(counter.reads <= visible.count + 1)
    #expect(text == list.renderedText())
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 500 * 5)
    withExtendedLifetime(root) {}
  }

  @Test func aLongTextIsWrittenWholeAndInOrder() {
    // Thousands of lines, and a row longer than the renderer's 4 KB buffer between others.
    let long = String(repeating: "é", count: 3_000)  // 6,000 bytes
    var sections = (0..<300).map { TitledSection(header: "s\($0)", rows: ["a\($0)", "b\($0)"]) }
    sections[150] = TitledSection(header: "long", rows: ["before", long, "after"])
    var expected = ""
    for (index, section) in sections.enumerated() {
      if index > 0 { expected += "\n" }
      expected += "┌ \(section.header!.uppercased())\n"
      for row in section.rows { expected += "│ \(row)\n" }
      expected += "└\n"
    }
    #expect(render(sections) == expected)
  }

  @Test func blocksAreSeparatedByABlankLine() {
    let (root, list) = everythingOnScreen(sections: 2)
    try? list.tapRow(at: ListIndexPath(row: 1, section: 1))
    let text = list.renderedText(cursor: ListIndexPath(row: 0, section: 0))
    #expect(text == "┌\n» a0\n│ b0\n└\n\n┌\n│ a1\n▶ b1\n└\n")
    withExtendedLifetime(root) {}
  }

  @Test func controlCharactersFromDataAreShownNotSent() {
    let text = render([
      TitledSection(
        header: "\u{1B}]0;pwned\u{07}Inbox", footer: "\u{9B}2J\u{7F}",
        rows: ["\u{1B}[2J\u{1B}[HWiped", "tab\there", "\u{202E}txt.exe"])
    ])
    #expect(
      text == #"""
        ┌ \u{1B}]0;PWNED\u{07}INBOX
        │ \u{1B}[2J\u{1B}[HWiped
        │ tab\u{09}here
        │ \u{202E}txt.exe
        └ \u{9B}2J\u{7F}

        """#)
    let controls = text.unicodeScalars.filter { $0 != "\n" && TerminalText.isControl($0) }
    #expect(controls.isEmpty, "\(controls.map(\.value))")
  }

  @Test func rowContentFromDataIsEscapedInEveryPart() {
    let root = CompositeController()
    root.show {
      ListSection("s") {
        Row(
          "a",
          RowContent(
            "\u{1B}[2J", secondaryText: "two\r\nlines", detail: "\u{07}", imageName: "\u{9B}x",
            accessory: .checkmark, role: .destructive))
        Row("b", RowContent("plain", accessory: .toggle(isOn: true) { _ in }))
      }
    }
    let list = HeadlessListView(size: CGSize(width: 390, height: 1_000))
    root.attach(to: list)
    #expect(
      list.renderedText() == "┌\n"
        + #"│ ⟨\u{9B}x⟩ \u{1B}[2J · two⏎lines · \u{07} ✓ (!)"# + "\n│ plain [on]\n└\n")
    withExtendedLifetime(root) {}
  }

  @Test func theEmptyStateFromDataIsEscapedToo() {
    let root = CompositeController()
    root.emptyState = RowContent("\u{1B}]0;pwned\u{07}Nothing", detail: "a\nb")
    let list = HeadlessListView()
    root.attach(to: list)
    #expect(list.renderedText() == #"∅ \u{1B}]0;pwned\u{07}Nothing · a⏎b"# + "\n")
    withExtendedLifetime(root) {}
  }

  @Test func emojiAndAccentsAreLeftAlone() {
    let text = render([TitledSection(header: nil, rows: ["👩‍👩‍👧 family", "❤️ e\u{301}te\u{301}"])])
    #expect(text == "┌\n│ 👩‍👩‍👧 family\n│ ❤️ e\u{301}te\u{301}\n└\n")
  }

  @Test func aLineBreakInATitleOrARowShowsAsOneLine() {
    let text = render([
      TitledSection(
        header: "Two\nlines", footer: "Dos\r\nlíneas",
        rows: ["first\nsecond", "carriage\rreturn", "separator\u{2028}here"])
    ])
    #expect(
      text == """
        ┌ TWO⏎LINES
        │ first⏎second
        │ carriage⏎return
        │ separator⏎here
        └ Dos⏎líneas

        """)
  }

  @Test func aHeaderViewsTextIsEscapedToo() {
    let section = RecordingSection("\u{1B}[2J", rows: 1)
    section.usesHeaderView = true
    #expect(render([section]) == #"┌ [\u{1B}[2J]"# + "\n" + #"│ \u{1B}[2J 0"# + "\n└\n")
  }

  @Test func anEmptySectionShowsTheSameAtTheEndsAndInTheMiddle() {
    let text = render([
      TitledSection(header: nil, rows: []),
      TitledSection(header: nil, rows: ["a"]),
      TitledSection(header: nil, rows: []),
      TitledSection(header: "Empty", rows: []),
      TitledSection(header: nil, rows: ["b"]),
      TitledSection(header: nil, rows: []),
    ])
    #expect(
      text == """
        ┌
        └

        ┌
        │ a
        └

        ┌
        └

        ┌ EMPTY
        └

        ┌
        │ b
        └

        ┌
        └

        """)
  }

  @Test func anEmptySectionAtTheTopOfAScrolledViewportShowsToo() {
    let root = CompositeController([
      TitledSection(header: nil, rows: ["a", "b"]),
      TitledSection(header: nil, rows: []),
      TitledSection(header: nil, rows: ["c", "d"]),
    ])
    let list = HeadlessListView(size: CGSize(width: 390, height: 88))
    root.attach(to: list)
    list.scroll(toOffset: 88)
    #expect(list.visibleSections == [1, 2])
    #expect(list.renderedText() == "┆ 1 section above\n\n┌\n└\n\n┌\n│ c\n│ d\n└\n")
    withExtendedLifetime(root) {}
  }

  @Test func sectionsWhollyOutOfViewAreCountedAboveAndBelow() {
    let root = CompositeController([
      TitledSection(header: "A", rows: ["a"]), TitledSection(header: "B", rows: ["b"]),
      TitledSection(header: "C", rows: ["c"]), TitledSection(header: "D", rows: ["d"]),
    ])
    let list = HeadlessListView(size: CGSize(width: 390, height: 50))
    root.attach(to: list)
    list.scroll(toOffset: 80)
    #expect(list.visibleSections == [1])
    #expect(
      list.renderedText() == "┆ 1 section above\n\n┌ B\n│ b\n└\n\n┆ 2 sections below\n")
    withExtendedLifetime(root) {}
  }

  /// The text of `sections` in a viewport of `height` points scrolled to `offset`.
  private func render(
    _ sections: [SectionController], height: CGFloat, offset: CGFloat
  ) -> String {
    let root = CompositeController(sections)
    let list = HeadlessListView(size: CGSize(width: 390, height: height))
    root.attach(to: list)
    list.scroll(toOffset: offset)
    return withExtendedLifetime(root) { list.renderedText() }
  }

  private var inbox: TitledSection {
    TitledSection(header: "Inbox", footer: "10 messages", rows: (0..<10).map { "m\($0)" })
  }

  @Test func aSectionCutAtBothEndsSaysWhatIsOutOfView() {
    // The header takes 28 points and each row 44: rows 3 to 5 fill the viewport.
    #expect(
      render([inbox], height: 132, offset: 28 + 3 * 44) == """
        ┆ header and 3 rows above
        │ m3
        │ m4
        │ m5
        ┆ 4 rows and footer below

        """)
  }

  @Test func aScrolledAwayHeaderIsNotAMissingHeader() {
    #expect(
      render([inbox], height: 44 * 10 + 28, offset: 28) == """
        ┆ header above
        │ m0
        │ m1
        │ m2
        │ m3
        │ m4
        │ m5
        │ m6
        │ m7
        │ m8
        │ m9
        └ 10 messages

        """)
    #expect(
      render([inbox], height: 28 + 44 * 10, offset: 0) == """
        ┌ INBOX
        │ m0
        │ m1
        │ m2
        │ m3
        │ m4
        │ m5
        │ m6
        │ m7
        │ m8
        │ m9
        ┆ footer below

        """)
  }

  @Test func theViewportCutsTheSectionsAtItsEdgesOnly() {
    let sections = [
      TitledSection(header: nil, rows: ["a0", "a1", "a2"]),
      TitledSection(header: "B", rows: ["b0"]),
      TitledSection(header: nil, rows: ["c0", "c1"]),
    ]
    #expect(
      render(sections, height: 44 + 28 + 44 + 44, offset: 2 * 44) == """
        ┆ 2 rows above
        │ a2
        └

        ┌ B
        │ b0
        └

        ┌
        │ c0
        ┆ 1 row below

        """)
  }
}
