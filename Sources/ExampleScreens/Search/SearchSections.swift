import SectionKit

/// The query field, first on the screen: each keystroke searches.
final class QuerySection: SectionController, SectionHighlighting {
  private(set) var query = ""
  /// Runs on each keystroke, with the query.
  var onChange: ((String) -> Void)?
  private let cellType: (any TextFieldCell.Type)?

  init(cellType: (any TextFieldCell.Type)?) { self.cellType = cellType }

  override var sectionIdentity: AnyHashable { "query" }

  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let field = TextFieldRow(
      name: "query", placeholder: "Search fruit", text: query,
      onChange: { [weak self] text in
        self?.query = text
        self?.onChange?(text)
      })
    return context.dequeueTextFieldCell(field, cellType: cellType, for: row)
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
}

/// "No results": one row while a query matches nothing.
///
/// GAP: the composite's empty state (`CompositeController.emptyState`) shows only while every
/// section is empty; a screen whose query field is a section never is, so the screen says
/// "No results" with a section of its own.
final class NoResultsSection: SectionController, SectionHighlighting {
  private(set) var query: String?

  override var sectionIdentity: AnyHashable { "no results" }

  override func numberOfRows(in context: SectionContext) -> Int { query == nil ? 0 : 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let query = self.query ?? ""
    return context.dequeueReusableCell(
      showing: RowContent("No results for “\(query)”", secondaryText: "Check the spelling."),
      for: row)
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// Shows the row for a query that matched nothing, or hides it (`nil`).
  func show(noResultsFor query: String?) {
    guard query != self.query else { return }
    let wasShown = self.query != nil
    context.performBatch { batch in
      self.query = query
      switch (wasShown, query != nil) {
      case (false, true): batch.insertRows(at: [0])
      case (true, false): batch.deleteRows(at: [0])
      default: batch.reconfigureRows(at: [0])
      }
    }
  }
}
