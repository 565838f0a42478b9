import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A form written declaratively with a text-field row: no hand-written section or cell.
@Suite("Row content: a text field") @MainActor
struct RowContentTextFieldTests {
  /// An event's form: its title in a field, and what the user submitted.
  @MainActor
  final class EventForm {
    var title = ""
    var submitted: [String] = []
    let screen = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 320, height: 300))

    init() {
      show()
      screen.attach(to: list)
    }

    func show() {
      screen.show {
        ListSection("event", header: "Event") {
          Row(
            "title",
            RowContent(
              "Title",
              accessory: .textField(
                text: title, placeholder: "Required", name: "title",
                onSubmit: { [weak self] in self?.submitted.append($0) },
                onChange: { [weak self] in
                  self?.title = $0
                  self?.show()
                })))
          Row("length", RowContent("Characters", detail: "\(title.count)"))
        }
      }
    }
  }

  let title = ListIndexPath(row: 0, section: 0)

  @Test func theUserTypesIntoTheFieldAndTheModelAndTheRowFollow() throws {
    let form = EventForm()
    #expect(form.list.text(ofRowAt: title) == "Title «(Required)»")
    let cell = form.list.cellForRow(at: title)

    try form.list.typeText("Dinner", intoFieldNamed: "title", inRowAt: title)

    #expect(form.title == "Dinner", "each keystroke reached onChange")
    #expect(form.list.text(ofRowAt: title) == "Title «Dinner▏»", "the field keeps the keyboard")
    #expect(form.list.text(ofRowAt: ListIndexPath(row: 1, section: 0)) == "Characters · 6")
    #expect(form.list.cellForRow(at: title) === cell, "the row was reconfigured, not reloaded")
    #expect(form.list.firstResponder?.name == "title")
    #expect(form.screen.diagnostics.isEmpty)
  }

  @Test func returnSubmitsAndTheKeyboardStays() throws {
    let form = EventForm()
    try form.list.replaceText("Lunch", inFieldNamed: "title", inRowAt: title)
    try form.list.submitText(inFieldNamed: "title", inRowAt: title)
    #expect(form.submitted == ["Lunch"])
    #expect(form.list.firstResponder?.name == "title")
  }

  @Test func theFieldIsReadByVoiceOverWithItsTextOrPlaceholder() throws {
    let form = EventForm()
    let empty = RowContent(
      "Title", accessory: .textField(text: "", placeholder: "Required") { _ in })
    #expect(empty.resolvedAccessibility(isTappable: false, isSelected: false).value == "Required")
    try form.list.typeText("Tea", intoFieldNamed: "title", inRowAt: title)
    let filled = RowContent("Title", accessory: .textField(text: form.title) { _ in })
    #expect(filled.resolvedAccessibility(isTappable: false, isSelected: false).value == "Tea")
  }

  @Test func aRowWithADifferentTextOrPlaceholderIsNotTheSameValue() {
    let a = RowContent("Title", accessory: .textField(text: "A") { _ in })
    let b = RowContent("Title", accessory: .textField(text: "B") { _ in })
    let a2 = RowContent("Title", accessory: .textField(text: "A") { _ in })
    #expect(!a.hasSameValues(as: b))
    #expect(a.hasSameValues(as: a2))
  }
}
