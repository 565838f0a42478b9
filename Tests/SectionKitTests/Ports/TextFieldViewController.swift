// A port of Epoxy's "Text Field" example screen to SectionKit, written anew (no code or prose
// copied). Source: github.com/airbnb/epoxy-ios,
// Example/EpoxyExample/ViewControllers/CollectionView/TextFieldViewController.swift, with its
// row (Example/EpoxyExample/Views/TextFieldRow.swift) and its bottom bar's button
// (Example/EpoxyExample/Views/ButtonRow.swift).
//
// What it exercises: a row holding a text field whose typing is the screen's state
// (`username`), each change of the state setting the row's content again, animated, without
// disturbing the field being typed into; a "Submit" button in a bar below the list that ends
// the editing and submits what was typed.

import SectionKit
import SectionKitHeadless
import Testing

/// The port's types, in a namespace of their own.
enum TextFieldScreen {
  // MARK: Views

  /// The original's `TextFieldRow`, an Epoxy view with its content, behaviors and style.
  final class TextFieldRow: HeadlessCell {
    enum Style {
      case base
    }

    struct Content: Equatable {
      var text: String?
      var placeholder: String?
    }

    struct Behaviors {
      var didUpdateText: (String?) -> Void
    }

    private let textField = HeadlessTextField(name: "text")
    private var didUpdateText: ((String?) -> Void)?

    required init() {
      super.init()
      // The original's `.editingChanged` target.
      textField.onEditingChanged = { [weak self] text in self?.didUpdateText?(text) }
    }

    override var controls: [HeadlessControl] { [textField] }

    func setContent(_ content: Content, animated: Bool) {
      // As the original: a field is not set to the text it holds (the caret stays).
      if textField.text != content.text ?? "" { textField.text = content.text ?? "" }
      if textField.placeholder != content.placeholder ?? "" {
        textField.placeholder = content.placeholder ?? ""
      }
    }

    func setBehaviors(_ behaviors: Behaviors?) {
      didUpdateText = behaviors?.didUpdateText
    }
  }

  // MARK: The row's section

  // GAP (not closed): Epoxy's `setItems` takes models of any view (`TextFieldRow.itemModel`),
  // diffed by data ID; SectionKit's declarative rows show a `RowContent` only, which has no text
  // field. A section controller of one row stands for the item model: its content is compared
  // as Epoxy compares it, and a change reconfigures the row in the cell it has.
  final class TextFieldRowSection: SectionController {
    private(set) var content: TextFieldRow.Content
    private var behaviors: TextFieldRow.Behaviors

    init(content: TextFieldRow.Content, behaviors: TextFieldRow.Behaviors) {
      self.content = content
      self.behaviors = behaviors
    }

    func setItem(
      content: TextFieldRow.Content, behaviors: TextFieldRow.Behaviors, animated: Bool
    ) {
      self.behaviors = behaviors
      guard content != self.content else { return }
      context.performBatch(animated: animated) { batch in
        self.content = content
        batch.reconfigureRows(at: [0])
      }
    }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: TextFieldRow.self, for: row)
      cell.setContent(content, animated: false)
      cell.setBehaviors(behaviors)
      return cell
    }
  }

  // MARK: The screen

  @MainActor
  final class TextFieldViewController {
    let composite = CompositeController()
    // GAP (not closed): Epoxy's `BottomBarInstaller` puts bars below the list, above the
    // keyboard; SectionKit shows lists only. The screen holds its bar's button itself.
    let submitButton = HeadlessButton("Submit")
    /// What the original prints when the user submits.
    private(set) var submitted: [String] = []
    /// The list the screen is shown on, for `endEditing`.
    weak var list: HeadlessListView?

    private enum DataID {
      case username
      case button
    }

    private var username = "@airbnb" {
      didSet { setItems(animated: true) }
    }

    private lazy var textFieldRowSection = TextFieldRowSection(
      content: textFieldRowContent, behaviors: textFieldRowBehaviors)

    init() {
      composite.setChildren([textFieldRowSection], animated: false)
      submitButton.onPrimaryAction = { [weak self] in
        guard let self else { return }
        // The original's `view.endEditing(true)` (was a GAP: the headless list had no
        // `endEditing`; the test resigned the field itself).
        list?.endEditing(true)
        submitted.append("Submitted '\(username)'")
      }
    }

    private func setItems(animated: Bool) {
      textFieldRowSection.setItem(
        content: textFieldRowContent, behaviors: textFieldRowBehaviors, animated: animated)
    }

    private var textFieldRowContent: TextFieldRow.Content {
      .init(text: username, placeholder: "Username")
    }

    private var textFieldRowBehaviors: TextFieldRow.Behaviors {
      .init(didUpdateText: { [weak self] username in self?.username = username ?? "" })
    }
  }
}

@Suite("Port: Epoxy's TextFieldViewController") @MainActor
struct TextFieldViewControllerPortTests {
  @Test func typingIsTheScreensStateAndSubmittingEndsTheEditing() throws {
    let screen = TextFieldScreen.TextFieldViewController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 300))
    screen.list = list
    screen.composite.attach(to: list)

    #expect(list.renderedText() == "┌\n│ «@airbnb»\n└\n")

    // The user types: each keystroke sets the screen's username, which sets the row's content
    // again in the cell it has; the field keeps the keyboard.
    let row = ListIndexPath(row: 0, section: 0)
    let cell = try list.cell(at: row, as: TextFieldScreen.TextFieldRow.self)
    try list.typeText("bnb", intoFieldNamed: "text", inRowAt: row)
    #expect(list.renderedText() == "┌\n│ «@airbnbbnb▏»\n└\n")
    #expect(list.cellForRow(at: row) === cell, "the row is reconfigured, not reloaded")
    #expect(list.firstResponder != nil)
    #expect(screen.composite.diagnostics.isEmpty)

    // The user taps the bar's Submit button: the editing ends and what was typed is submitted.
    screen.submitButton.onPrimaryAction?()
    #expect(screen.submitted == ["Submitted '@airbnbbnb'"])
    #expect(list.firstResponder == nil)
    #expect(list.renderedText() == "┌\n│ «@airbnbbnb»\n└\n")

    // Clearing the field leaves the placeholder, and an empty username to submit.
    try list.clearText(inFieldNamed: "text", inRowAt: row)
    #expect(list.renderedText() == "┌\n│ «▏(Username)»\n└\n")
    screen.submitButton.onPrimaryAction?()
    #expect(screen.submitted.last == "Submitted ''")
  }
}
