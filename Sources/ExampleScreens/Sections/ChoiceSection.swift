import SectionKit

/// A single choice among options, shown with a checkmark.
final class ChoiceSection: SectionController {
  let title: String
  let options: [String]
  private(set) var chosen: Int

  init(title: String, options: [String], chosen: Int) {
    self.title = title
    self.options = options
    self.chosen = chosen
  }

  override func numberOfRows(in context: SectionContext) -> Int { options.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(
      showing: RowContent(options[row], accessory: row == chosen ? .checkmark : .none), for: row)
  }

  override func titleForHeader(in context: SectionContext) -> String? { title }

  /// Moves the checkmark: the two rows are configured again in place.
  override func didSelectRow(at row: Int, in context: SectionContext) {
    let previous = chosen
    context.performBatch { batch in
      chosen = row
      batch.reconfigureRows(at: [previous, row])
    }
    context.deselectRow(row)
  }
}
