import Foundation
import SectionKit

/// One text field whose Return sends what it holds: a chat's composer, a feed's "What's new?".
///
/// The draft is the section's own: each keystroke keeps it, Return hands a draft that is not
/// blank to ``onSend`` and empties the field by reconfiguring its row, so the cell (and the
/// keyboard) stay. A tap on the row does nothing: the field takes it.
final class ComposerSection: SectionController, SectionHighlighting {
  /// The draft: what the field holds.
  private(set) var draft = ""
  /// What Return does with a draft that is not blank.
  var onSend: ((String) -> Void)?

  private let identity: String
  private let placeholder: String
  private let cellType: (any TextFieldCell.Type)?

  /// Creates a composer.
  ///
  /// - Parameters:
  ///   - identity: The section's identity, and the field's name.
  ///   - placeholder: What the empty field shows, and VoiceOver's label for it.
  ///   - cellType: The host's field cell.
  init(identity: String, placeholder: String, cellType: (any TextFieldCell.Type)?) {
    self.identity = identity
    self.placeholder = placeholder
    self.cellType = cellType
  }

  override var sectionIdentity: AnyHashable { identity }

  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let field = TextFieldRow(
      name: identity, placeholder: placeholder, text: draft,
      onChange: { [weak self] text in self?.draft = text },
      onSubmit: { [weak self] _ in self?.send() })
    return context.dequeueTextFieldCell(field, cellType: cellType, for: row)
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// Puts `text` in the field, as a reply's quote does.
  func setDraft(_ text: String) {
    draft = text
    context.performBatch { $0.reconfigureRows(at: [0]) }
  }

  /// Hands the draft to ``onSend`` and empties the field; a blank draft is not sent.
  func send() {
    let text = draft.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return }
    setDraft("")
    onSend?(text)
  }
}
