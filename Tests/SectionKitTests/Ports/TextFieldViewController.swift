// A port of Epoxy's "Text Field" example screen to SectionKit, written anew (no code or prose
// copied). Source: github.com/airbnb/epoxy-ios,
// Example/EpoxyExample/ViewControllers/CollectionView/TextFieldViewController.swift, with its
// row (Example/EpoxyExample/Views/TextFieldRow.swift) and its bottom bar's button
// (Example/EpoxyExample/Views/ButtonRow.swift).
//
// What it exercises: a row holding a text field whose typing is the screen's state
// (`username`), each change of the state setting the screen's items again, animated, without
// disturbing the field being typed into; a "Submit" button in a bar below the list that ends
// the editing and submits what was typed.

import SectionKit
import SectionKitHeadless
import Testing

/// The port's types, in a namespace of their own.
enum TextFieldScreen {
  // MARK: The screen

  /// The screen: one row whose content is a text field, shown again as the username changes.
  ///
  /// The original sets its collection view's items, one `TextFieldRow` item model diffed by its
  /// data ID, each time the username changes: here the screen shows one row, identified the
  /// same way, whose content is a text field (`RowContent.Accessory.textField`). As Epoxy
  /// compares an item's content and not its behaviors, a row is compared by its content and
  /// not its closures; a row whose text changed is configured again in the cell it has, and the
  /// field is not set to the text it holds (the caret stays).
  ///
  /// Was a GAP: declarative rows had no text field, and a section controller of one row with a
  /// cell of its own stood for the item model.
  @MainActor
  final class TextFieldViewController {
    let composite = CompositeController()
    /// The original's bottom bar, installed below the list and above the keyboard by Epoxy's
    /// `BottomBarInstaller`: the bar is the view controller's, beside its list, as a toolbar
    /// is in UIKit (SectionKit, as IGListKit, lays out the list and not the screen around it).
    let submitButton = HeadlessButton("Submit")
    /// What the original prints when the user submits.
    private(set) var submitted: [String] = []
    /// The list the screen is shown on, for `endEditing`.
    weak var list: HeadlessListView?

    private enum DataID: Hashable, Sendable {
      case username
      case button
    }

    private var username = "@airbnb" {
      didSet { setItems(animated: true) }
    }

    init() {
      setItems(animated: false)
      submitButton.onPrimaryAction = { [weak self] in
        guard let self else { return }
        // The original's `view.endEditing(true)` (was a GAP: the headless list had no
        // `endEditing`; the test resigned the field itself).
        list?.endEditing(true)
        submitted.append("Submitted '\(username)'")
      }
    }

    /// The original's `setItems(items, animated:)`.
    private func setItems(animated: Bool) {
      composite.show(animated: animated) {
        ListSection("form") {
          Row(
            DataID.username,
            RowContent(
              "",
              accessory: .textField(text: username, placeholder: "Username") { [weak self] in
                self?.username = $0
              }))
        }
      }
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
    let cell = list.cellForRow(at: row)
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
