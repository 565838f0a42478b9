import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A composer: one field whose Return sends what it holds.
@MainActor
private final class ComposerSection: SectionController {
  var draft = "Hello"
  private(set) var sent: [String] = []
  private(set) var changes: [String] = []

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: NoteCell.self, for: row)
    cell.field.text = draft
    cell.field.onEditingChanged = { [weak self] text in
      self?.draft = text
      self?.changes.append(text)
    }
    cell.field.onSubmit = { [weak self] text in self?.sent.append(text) }
    return cell
  }
}

@Suite("Headless list view: replacing a field's text, Return, and a row's text") @MainActor
struct HeadlessFieldEditingTests {
  let row = ListIndexPath(row: 0, section: 0)

  @Test func replacingTextTypesOverWhatTheFieldHeld() throws {
    let composer = ComposerSection()
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    let screen = CompositeController([composer])
    screen.attach(to: list)

    try list.replaceText("Bye", inFieldNamed: "note", inRowAt: row)

    #expect(composer.draft == "Bye")
    #expect(composer.changes == ["B", "By", "Bye"], "the first keystroke replaces the text")
    #expect(list.text(ofRowAt: row) == "«Bye▏»")
  }

  @Test func returnSendsTheTextAndTheFieldKeepsTheKeyboard() throws {
    let composer = ComposerSection()
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    let screen = CompositeController([composer])
    screen.attach(to: list)

    try list.typeText("!", intoFieldNamed: "note", inRowAt: row)
    try list.submitText(inFieldNamed: "note", inRowAt: row)

    #expect(composer.sent == ["Hello!"])
    #expect(list.firstResponder != nil)
  }

  @Test func aRowsTextIsItsLineWithItsControls() throws {
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    let screen = CompositeController([ComposerSection()])
    screen.attach(to: list)
    #expect(list.text(ofRowAt: row) == "«Hello»")
    #expect(list.renderedText().contains("│ «Hello»"))
    #expect(list.text(ofRowAt: ListIndexPath(row: 1, section: 0)) == nil, "no such row on screen")
  }
}
