import SectionKit

/// A section whose rows are answered with content, not with a cell type: the same controller
/// runs on every host.
package final class ContentSection: SectionController {
  /// What each row shows.
  package var rows: [RowContent]
  /// The section's header title.
  package let title: String?
  /// The rows selected so far, in order.
  package private(set) var selections: [Int] = []

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - title: The header title.
  ///   - rows: What each row shows.
  package init(title: String? = nil, _ rows: [RowContent]) {
    self.title = title
    self.rows = rows
  }

  package override func numberOfRows(in context: SectionContext) -> Int { rows.count }

  package override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: rows[row], for: row)
  }

  package override func titleForHeader(in context: SectionContext) -> String? { title }

  package override func didSelectRow(at row: Int, in context: SectionContext) {
    selections.append(row)
  }
}
