import SectionKit

/// A group of on/off switches; selecting a row flips its switch.
final class ToggleSection: SectionController {
  struct Toggle {
    var title: String
    var isOn: Bool
  }

  let title: String
  let footer: String?
  private(set) var toggles: [Toggle]

  init(title: String, footer: String? = nil, toggles: [Toggle]) {
    self.title = title
    self.footer = footer
    self.toggles = toggles
  }

  func numberOfRows(in context: SectionContext) -> Int { toggles.count }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ToggleCell.self, for: row)
    cell.title = toggles[row].title
    cell.isOn = toggles[row].isOn
    return cell
  }

  func titleForHeader(in context: SectionContext) -> String? { title }
  func titleForFooter(in context: SectionContext) -> String? { footer }

  func didSelectRow(at row: Int, in context: SectionContext) {
    toggles[row].isOn.toggle()
    context.cellForRow(row, as: ToggleCell.self)?.isOn = toggles[row].isOn
    context.deselectRow(row)
  }
}
