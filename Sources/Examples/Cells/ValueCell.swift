import SectionKit

/// A row with a title on the left and a value or an accessory on the right.
final class ValueCell: HeadlessCell {
  /// What a row shows at its trailing edge.
  enum Accessory {
    case none
    case disclosure
    case checkmark
  }

  var title = ""
  var value = ""
  var accessory = Accessory.none

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    value = ""
    accessory = .none
  }

  override var textDescription: String {
    let trailing: String
    switch accessory {
    case .none: trailing = value
    case .disclosure: trailing = value.isEmpty ? "›" : "\(value) ›"
    case .checkmark: trailing = "✓"
    }
    return Columns.line(title, trailing)
  }
}

/// Lays a title and a trailing text out in two columns, measured in terminal columns.
enum Columns {
  /// The columns a line takes when its title fits.
  static let width = 40

  /// The title, then the trailing text ending at column ``width``.
  ///
  /// Both are escaped as the renderer prints them (``TerminalText``) and measured in terminal
  /// columns (``DisplayWidth``: a CJK character or an emoji takes two, a combining accent none).
  /// A title too wide for its column is cut with `…`, so that the trailing texts of all rows
  /// stand in one column.
  static func line(_ leading: String, _ trailing: String) -> String {
    let leading = TerminalText.escaping(leading)
    guard !trailing.isEmpty else { return leading }
    let trailing = TerminalText.escaping(trailing)
    let trailingWidth = DisplayWidth.of(trailing)
    let title = DisplayWidth.truncating(leading, toWidth: max(1, width - trailingWidth - 1))
    let gap = max(1, width - DisplayWidth.of(title) - trailingWidth)
    return title + String(repeating: " ", count: gap) + trailing
  }
}
