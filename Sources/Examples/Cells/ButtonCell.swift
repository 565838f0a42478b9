import SectionKit

/// A row that acts as a button.
final class ButtonCell: HeadlessCell {
  var title = ""
  var isDestructive = false

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    isDestructive = false
  }

  override var textDescription: String { isDestructive ? "\(title) (!)" : title }
}
