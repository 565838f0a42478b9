import SectionKit
import SectionKitHeadless

/// A headless cell that shows one line of text.
package final class LabelCell: HeadlessCell {
  /// The text shown.
  package var text = ""
  /// How many times `prepareForReuse()` ran on this instance.
  package private(set) var prepareCount = 0

  /// Clears the text.
  package override func prepareForReuse() {
    super.prepareForReuse()
    prepareCount += 1
    text = ""
  }

  /// The text.
  package override var textDescription: String { text }
}

/// A headless header or footer view that shows one line of text.
package final class LabelHeaderView: HeadlessHeaderFooterView {
  /// The text shown.
  package var text = ""

  /// The text, in brackets to tell it from a title.
  package override var textDescription: String { "[\(text)]" }
}

/// A cell whose name is also used by a type in the test module, to show that identifiers
/// derived in different modules never collide.
package final class SameNameCell: HeadlessCell {}
