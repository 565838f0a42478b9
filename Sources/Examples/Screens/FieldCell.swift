import ExampleScreens
import SectionKit
import SectionKitHeadless

/// The headless list's cell for a text field: a composer, a search field.
///
/// Its field is named as the screen names it, so that a test types into it by that name.
final class FieldCell: HeadlessCell, TextFieldCell {
  private(set) var field = HeadlessTextField(name: "")

  override var controls: [HeadlessControl] { [field] }

  required init() {
    super.init()
    // VoiceOver reads the field, by its placeholder; the row around it is no element of its own.
    accessibility = ListAccessibility(isHidden: true)
  }

  func show(_ row: TextFieldRow) {
    // A control's name is fixed when it is made: a cell reused for another field gets a new one.
    if field.name != row.name { field = HeadlessTextField(name: row.name) }
    field.placeholder = row.placeholder
    field.text = row.text
    field.onEditingChanged = row.onChange
    field.onSubmit = row.onSubmit
  }
}
