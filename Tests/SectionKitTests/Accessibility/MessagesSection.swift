import SectionKit
import SectionKitHeadless
import SectionKitTestSupport

/// A section of messages that announces the rows it inserts by their texts, read from its
/// model when asked, and records what it was asked.
final class MessagesSection: SectionController, SectionDisplayDelegate,
  SectionInsertionAnnouncements
{
  /// The section's name and identity; the first word of its announcements.
  let name: String
  /// The rows' texts.
  var messages: [String]
  /// The rows it was asked to announce, one entry per question.
  private(set) var asked: [[Int]] = []
  /// Runs when it is asked, before it answers.
  var onAsked: (() -> Void)?
  /// Runs when a cell is about to be displayed, with its row.
  var onWillDisplay: ((Int) -> Void)?

  init(_ name: String, _ messages: [String]) {
    self.name = name
    self.messages = messages
  }

  override var sectionIdentity: AnyHashable { name }
  override func numberOfRows(in context: SectionContext) -> Int { messages.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = messages[row]
    return cell
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    onWillDisplay?(row)
  }

  func accessibilityAnnouncement(
    forInsertedRows rows: [Int], in context: SectionContext
  ) -> String? {
    asked.append(rows)
    onAsked?()
    return "\(name): " + rows.map { messages[$0] }.joined(separator: ", ")
  }

  /// Appends messages in one request.
  func append(_ texts: String..., completion: ((ListBatch.Outcome) -> Void)? = nil) {
    context.performBatch(
      updates: { batch in
        let start = messages.count
        messages += texts
        batch.insertRows(at: Array(start..<messages.count))
      }, completion: completion)
  }

  /// Inserts a message at a row, in one request.
  func insert(_ text: String, at row: Int) {
    context.performBatch { batch in
      messages.insert(text, at: row)
      batch.insertRows(at: [row])
    }
  }

  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}

/// The text of the cell at an index path, if it is on screen.
@MainActor
func text(at indexPath: ListIndexPath?, in list: HeadlessListView) -> String? {
  indexPath.flatMap { (list.cellForRow(at: $0) as? HeadlessCell)?.textDescription }
}
