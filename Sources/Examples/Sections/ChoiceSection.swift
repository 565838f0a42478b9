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

  func numberOfRows(in context: SectionContext) -> Int { options.count }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ValueCell.self, for: row)
    cell.title = options[row]
    cell.accessory = row == chosen ? .checkmark : .none
    return cell
  }

  func titleForHeader(in context: SectionContext) -> String? { title }

  func didSelectRow(at row: Int, in context: SectionContext) {
    context.cellForRow(chosen, as: ValueCell.self)?.accessory = .none
    chosen = row
    context.cellForRow(row, as: ValueCell.self)?.accessory = .checkmark
    context.deselectRow(row)
  }
}
