import SectionKit
import SectionKitHeadless
import SectionKitTestSupport

/// A hand-written cell that says what VoiceOver reads for it, as a UIKit cell sets its own
/// accessibility properties.
final class VoiceOverProfileCell: HeadlessCell {
  var name = ""
  var isOnline = false

  override var textDescription: String { isOnline ? "\(name) ●" : name }
}

/// A header view of the app's own, with its own accessibility.
final class VoiceOverProfileHeaderView: HeadlessHeaderFooterView {
  override var textDescription: String { "PROFILE" }
}

/// One profile, shown by a hand-written cell under a header view of its own; a swipe up or
/// down on the row changes the profile's status, and its trailing swipe action archives it.
final class VoiceOverProfileSection: SectionController, SectionHeaderFooterViews,
  SectionSwipeActions
{
  var name: String
  var isOnline = false
  private(set) var archived: [String] = []
  private(set) var selections: [Int] = []

  init(_ name: String) { self.name = name }

  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: VoiceOverProfileCell.self, for: row)
    cell.name = name
    cell.isOnline = isOnline
    cell.accessibility = ListAccessibility(
      label: name, value: isOnline ? "Online" : "Offline",
      adjustment: ListAccessibility.Adjustment(
        increment: { [weak self, weak context] in self?.setOnline(true, context) },
        decrement: { [weak self, weak context] in self?.setOnline(false, context) }))
    return cell
  }

  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    let view = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: VoiceOverProfileHeaderView.self)
    view.accessibility = ListAccessibility(label: "Profile")
    return view
  }

  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "archive", title: "Archive") { [weak self] done in
        guard let self else { return }
        self.archived.append(self.name)
        done(true)
      }
    ])
  }

  override func didSelectRow(at row: Int, in context: SectionContext) { selections.append(row) }

  private func setOnline(_ isOnline: Bool, _ context: SectionContext?) {
    context?.performBatch { batch in
      self.isOnline = isOnline
      batch.reloadRows(at: [0])
    }
  }
}

/// A mailbox: each message a row, archived by its trailing swipe action, flagged from its
/// context menu's "Mark" submenu (where "Move" is disabled).
final class VoiceOverMailSection: SectionController, SectionSwipeActions, SectionContextMenus {
  private(set) var messages: [String]
  private(set) var flagged: Set<String> = []
  private(set) var selections: [Int] = []

  init(_ messages: [String]) { self.messages = messages }

  override func numberOfRows(in context: SectionContext) -> Int { messages.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = messages[row] + (flagged.contains(messages[row]) ? " ⚑" : "")
    return cell
  }

  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "archive", title: "Archive") { [weak self] done in
        self?.remove(at: row)
        done(true)
      }
    ])
  }

  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    ContextMenu(identifier: "message") {
      ContextMenu.Submenu(title: "Mark") {
        ContextMenu.Action(identifier: "flag", title: "Flag") { [weak self] in
          self?.toggleFlag(at: row)
        }
        ContextMenu.Action(identifier: "move", title: "Move", attributes: .disabled) {}
      }
    }
  }

  override func didSelectRow(at row: Int, in context: SectionContext) { selections.append(row) }

  /// A new message arrives at `row`.
  func insert(_ message: String, at row: Int) {
    context.performBatch { batch in
      self.messages.insert(message, at: row)
      batch.insertRows(at: [row])
    }
  }

  /// Moves VoiceOver's focus to `row`.
  func focus(_ row: Int) { context.moveAccessibilityFocus(toRow: row) }

  func remove(at row: Int) {
    context.performBatch { batch in
      self.messages.remove(at: row)
      batch.deleteRows(at: [row])
    }
  }

  private func toggleFlag(at row: Int) {
    context.performBatch { batch in
      if self.flagged.remove(self.messages[row]) == nil { self.flagged.insert(self.messages[row]) }
      batch.reloadRows(at: [row])
    }
  }
}

/// Notes the user deletes by UIKit's own Delete action: editable rows with no swipe actions.
final class VoiceOverNotesSection: SectionController, SectionEditing {
  private(set) var notes: [String]

  init(_ notes: [String]) { self.notes = notes }

  override func numberOfRows(in context: SectionContext) -> Int { notes.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = notes[row]
    return cell
  }

  func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }

  func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext)
    -> String?
  { "Remove" }

  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    context.performBatch { batch in
      self.notes.remove(at: row)
      batch.deleteRows(at: [row])
    }
  }
}
