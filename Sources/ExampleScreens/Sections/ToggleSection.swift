import SectionKit

/// A group of on/off switches; flipping a switch, or selecting its row, changes the setting.
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

  override func numberOfRows(in context: SectionContext) -> Int { toggles.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let toggle = toggles[row]
    // The rows never move, so the row identifies the setting.
    let content = RowContent(
      toggle.title,
      accessory: .toggle(isOn: toggle.isOn) { [weak self] isOn in self?.toggles[row].isOn = isOn })
    return context.dequeueReusableCell(showing: content, for: row)
  }

  override func titleForHeader(in context: SectionContext) -> String? { title }
  override func titleForFooter(in context: SectionContext) -> String? { footer }

  /// Flips the row's switch, as a tap on the switch would, and shows it.
  override func didSelectRow(at row: Int, in context: SectionContext) {
    context.performBatch { batch in
      toggles[row].isOn.toggle()
      batch.reconfigureRows(at: [row])
    }
    context.deselectRow(row)
  }
}
