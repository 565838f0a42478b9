@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Whether every section is empty: no rows, or no sections.
  ///
  /// - Complexity: O(s) for s sections at worst; it stops at the first section with rows.
  var hasNoRows: Bool {
    for section in layout.sections where section.rowCount > 0 { return false }
    return true
  }

  /// Shows the empty state behind the rows while every section is empty, and nothing
  /// otherwise: after each load and batch, and when the empty state changes.
  func updateBackground() {
    backgroundContent = emptyState != nil && hasNoRows ? emptyState : nil
  }
}
