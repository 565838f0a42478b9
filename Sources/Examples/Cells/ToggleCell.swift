import SectionKit

/// A row with a title and an on/off switch.
final class ToggleCell: HeadlessCell {
  var title = ""
  var isOn = false

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    isOn = false
  }

  override var textDescription: String { Columns.line(title, isOn ? "[ on]" : "[off]") }
}
