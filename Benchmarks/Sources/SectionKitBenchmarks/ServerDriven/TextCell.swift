import SectionKit
import SectionKitHeadless

/// A row that shows one line of text.
final class TextCell: HeadlessCell {
  var text = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }

  override var textDescription: String { text }
}
