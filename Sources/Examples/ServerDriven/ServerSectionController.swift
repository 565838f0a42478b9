import SectionKit

/// The controller of one section of a server-driven screen, kept by the section's identity
/// across versions of the document.
///
/// It shows the section as a declarative ``ListSection`` of ``RowContent`` rows through a
/// ``ListSectionController``, which animates the difference each newer version of the section
/// makes (rows inserted, deleted, moved, reconfigured; the section reloaded when a title
/// changes), and answers taps, which declarative rows do not: a toggle row flips its switch, a
/// button row performs its action.
final class ServerSectionController: ModelSectionController {
  private(set) var section: ServerSection
  private let actions: ServerDrivenActions
  private lazy var list = ListSectionController(model: listSection())

  init(model: ServerSection, actions: ServerDrivenActions) {
    section = model
    self.actions = actions
  }

  func didUpdate(to model: ServerSection) {
    section = model
    list.didUpdate(to: listSection())
  }

  func numberOfRows(in context: SectionContext) -> Int { list.numberOfRows(in: context) }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    list.cell(at: row, in: context)
  }

  func titleForHeader(in context: SectionContext) -> String? { list.titleForHeader(in: context) }
  func titleForFooter(in context: SectionContext) -> String? { list.titleForFooter(in: context) }
  func didAttach(to context: SectionContext) { list.didAttach(to: context) }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    switch section.rows[row].kind {
    case .toggle, .button: return true
    case .text, .value: return false
    }
  }

  func didSelectRow(at row: Int, in context: SectionContext) {
    switch section.rows[row].kind {
    case .toggle(_, let isOn):
      setSwitch(of: section.rows[row].id, to: !isOn)
    case .button(_, let action?, _):
      actions.perform(action)
    case .button, .text, .value:
      break
    }
    context.deselectRow(row)
  }

  /// Shows a row's switch in a new state, as a tap on the row or a flip of the switch sets it.
  private func setSwitch(of id: String, to isOn: Bool) {
    guard let index = section.rows.firstIndex(where: { $0.id == id }),
      case .toggle(let title, _) = section.rows[index].kind
    else { return }
    section.rows[index].kind = .toggle(title: title, isOn: isOn)
    list.didUpdate(to: listSection())
  }

  /// The section as declarative rows: each row's content, under its identity.
  private func listSection() -> ListSection {
    ListSection(
      section.id, header: section.header, footer: section.footer,
      rows: section.rows.map { Row($0.id, content(of: $0)) })
  }

  private func content(of row: ServerRow) -> RowContent {
    switch row.kind {
    case .text(let text):
      return RowContent(text)
    case .value(let title, let value):
      return RowContent(title, detail: value?.isEmpty == false ? value : nil)
    case .toggle(let title, let isOn):
      // The row's identity, not its index: rows move between versions of the document.
      return RowContent(
        title,
        accessory: .toggle(isOn: isOn) { [weak self, id = row.id] isOn in
          self?.setSwitch(of: id, to: isOn)
        })
    case .button(let title, _, let destructive):
      return RowContent(title, role: destructive ? .destructive : .normal)
    }
  }
}

extension CompositeController {
  /// Shows a document's sections, one ``ServerSectionController`` per section identity: a
  /// section whose identity stays keeps its controller, which animates its rows' changes.
  func show(_ document: ServerDrivenDocument, actions: ServerDrivenActions) {
    setModels(document.sections) { ServerSectionController(model: $0, actions: actions) }
  }
}
