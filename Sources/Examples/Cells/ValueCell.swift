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

/// Lays a title and a trailing text out in two columns.
enum Columns {
  static let width = 40

  static func line(_ leading: String, _ trailing: String) -> String {
    guard !trailing.isEmpty else { return leading }
    let gap = max(1, width - leading.count - trailing.count)
    return leading + String(repeating: " ", count: gap) + trailing
  }
}
