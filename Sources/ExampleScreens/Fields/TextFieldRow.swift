import SectionKit

/// What a row's text field shows and does: the host draws it in a cell of its own.
///
/// A composer, a search field, a title being edited: the section says what the field holds and
/// what its changes and its Return key do; each host supplies the cell (``TextFieldCell``).
package struct TextFieldRow {
  /// What a test names the field by (`typeText(_:intoFieldNamed:inRowAt:)`).
  package var name: String
  /// What the field shows while it is empty; VoiceOver reads it as the field's label.
  package var placeholder: String
  /// The text the field holds.
  package var text: String
  /// What each change the user makes runs, with the field's new text.
  package var onChange: @MainActor (String) -> Void
  /// What the Return key runs, with the field's text.
  package var onSubmit: @MainActor (String) -> Void

  package init(
    name: String, placeholder: String, text: String,
    onChange: @escaping @MainActor (String) -> Void,
    onSubmit: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.name = name
    self.placeholder = placeholder
    self.text = text
    self.onChange = onChange
    self.onSubmit = onSubmit
  }
}

/// A cell holding one text field, as a host draws it: the headless list's `HeadlessTextField`,
/// UIKit's `UITextField`.
///
/// A host may hand the screen a cell type of its own (``ScreenOptions/textFieldCell``); a host
/// that does not (the SwiftUI app) gets the field as content, a row with a text-field accessory
/// (`RowContent.Accessory.textField`), which every host's content cell draws.
@MainActor
package protocol TextFieldCell: Reusable {
  /// Shows the field: its text, its placeholder and its actions, replacing the previous ones.
  ///
  /// - Parameter field: What the field shows and does.
  func show(_ field: TextFieldRow)
}

extension SectionContext {
  /// Dequeues the host's field cell for `row` and shows `field` in it; without a field cell
  /// (a host that has none), the host's content cell, the field as its text-field accessory.
  ///
  /// - Parameters:
  ///   - field: What the field shows and does.
  ///   - cellType: The host's field cell.
  ///   - row: The row.
  /// - Returns: The configured cell.
  func dequeueTextFieldCell(
    _ field: TextFieldRow, cellType: (any TextFieldCell.Type)?, for row: Int
  ) -> any Reusable {
    guard let cellType else {
      let onChange = field.onChange
      let onSubmit = field.onSubmit
      let accessory = RowContent.Accessory.textField(
        text: field.text, placeholder: field.placeholder, name: field.name,
        onSubmit: { onSubmit($0) }, onChange: { onChange($0) })
      return dequeueReusableCell(
        showing: RowContent(field.placeholder, accessory: accessory), for: row)
    }
    return dequeueField(field, ofType: cellType, for: row)
  }

  private func dequeueField<Cell: TextFieldCell>(
    _ field: TextFieldRow, ofType type: Cell.Type, for row: Int
  ) -> any Reusable {
    let cell = dequeueReusableCell(ofType: type, for: row)
    cell.show(field)
    return cell
  }
}
