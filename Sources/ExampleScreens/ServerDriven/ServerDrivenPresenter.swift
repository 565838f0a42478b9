import SectionKit

/// A server-driven document on screen, written as a declarative screen: each section a
/// ``ListSection`` of ``Row``s under the identities the document gives, shown with
/// `CompositeController.show { … }`.
///
/// Showing a newer version of the document shows it again: sections and rows are reconciled by
/// identity, so only what changed is animated (rows inserted, deleted, moved, reconfigured;
/// sections inserted, deleted, moved). A tap on a toggle row flips its switch, and a tap on a
/// button row performs its action: the switch's new state is kept here, and the screen shown
/// again, which reconfigures that one row.
@MainActor
final class ServerDrivenPresenter {
  private weak var root: CompositeController?
  private var sections: [ServerSection]
  private let actions: ServerDrivenActions

  init(root: CompositeController, document: ServerDrivenDocument, actions: ServerDrivenActions) {
    self.root = root
    sections = document.sections
    self.actions = actions
  }

  /// Shows the sections, animating what changed since they were last shown.
  func show(animated: Bool = true) {
    // Mapped rather than looped in a builder: a `for` in a builder gathers each iteration's
    // value in an array of its own, then joins them.
    root?.show(
      sections.map { section in
        ListSection(
          section.id, header: section.header, footer: section.footer,
          rows: section.rows.map { self.row($0, in: section.id) })
      }, animated: animated)
  }

  private func row(_ row: ServerRow, in section: String) -> Row {
    switch row.kind {
    case .text(let text):
      // The star is decoration: VoiceOver reads the text alone.
      return Row(row.id, RowContent("★ " + text).accessibility(label: text))
    case .value(let title, let value):
      return Row(row.id, RowContent(title, detail: value?.isEmpty == false ? value : nil))
    case .toggle(let title, let isOn):
      // The row's identity, not its index: rows move between versions of the document.
      let flip: @MainActor @Sendable (Bool) -> Void = { [id = row.id] isOn in
        self.setSwitch(of: id, in: section, to: isOn)
      }
      return Row(row.id, RowContent(title, accessory: .toggle(isOn: isOn, onChange: flip))) {
        flip(!isOn)
      }
    case .button(let title, let action, let destructive):
      let content = RowContent(title, role: destructive ? .destructive : .normal)
      guard let action else { return Row(row.id, content) }
      return Row(row.id, content) { [actions] in actions.perform(action) }
    }
  }

  /// Shows a row's switch in a new state, as a tap on the row or a flip of the switch sets it.
  private func setSwitch(of id: String, in section: String, to isOn: Bool) {
    guard let s = sections.firstIndex(where: { $0.id == section }),
      let r = sections[s].rows.firstIndex(where: { $0.id == id }),
      case .toggle(let title, _) = sections[s].rows[r].kind
    else { return }
    sections[s].rows[r].kind = .toggle(title: title, isOn: isOn)
    show()
  }
}

extension CompositeController {
  /// Shows a document's sections as a declarative screen: a section or row whose identity
  /// stays keeps its controller and cell, and only the difference is animated.
  func show(_ document: ServerDrivenDocument, actions: ServerDrivenActions) {
    ServerDrivenPresenter(root: self, document: document, actions: actions).show()
  }
}
