import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

// An inbox receives a message, then changes its model without saying so. This was the worked
// example of the design note on updates, since folded into the DocC article
// Sources/SectionKit/SectionKit.docc/UpdatesAndDiffing.md, which shows both steps with a mailbox
// ("Change rows from a section controller" and "When a request breaks a rule"), compiled in
// Tests/DocumentationTests/UpdatesAndDiffingTests.swift.

struct Message: Identifiable, Equatable {
  let id: Int
  var text: String
}

final class InboxSection: SectionController {
  private(set) var messages: [Message]

  init(messages: [Message]) { self.messages = messages }

  override func numberOfRows(in context: SectionContext) -> Int { messages.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = messages[row].text
    return cell
  }

  /// A new message arrives on top, and the oldest one is archived.
  func receive(_ message: Message) {
    context.performBatch { batch in
      let oldest = messages.count - 1
      messages.remove(at: oldest)
      messages.insert(message, at: 0)
      batch.deleteRows(at: [oldest])  // an index from before the batch
      batch.insertRows(at: [0])  // an index from after it
    }
  }

  /// A mistake: the model gains a row the batch does not mention.
  func receiveWithoutSaying(_ message: Message) {
    context.performBatch { _ in messages.insert(message, at: 0) }
  }
}

@Suite("Updates guide") @MainActor
struct UpdatesGuideTests {
  @Test func theWorkedExample() {
    let inbox = InboxSection(messages: [Message(id: 1, text: "Hi"), Message(id: 2, text: "Lunch?")])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    inbox.receive(Message(id: 3, text: "Are you there?"))
    screen.flushUpdates()  // or let the main-actor turn end
    #expect(list.batchCount == 1)
    #expect(list.renderedText() == "┌\n│ Are you there?\n│ Hi\n└\n")

    var diagnostics: [UpdateDiagnostic] = []
    screen.onDiagnostic = { diagnostics.append($0) }
    inbox.receiveWithoutSaying(Message(id: 4, text: "Hello?"))
    screen.flushUpdates()
    #expect(list.batchCount == 1, "the invalid batch never reached the list")
    #expect(list.renderedText() == "┌\n│ Hello?\n│ Are you there?\n│ Hi\n└\n")
    #expect(diagnostics.first?.violation.rule == .rowCount)
    #expect(diagnostics.first?.controller == "InboxSection")
    #expect(
      diagnostics.first?.description
        == """
        SectionKit: InboxSection (section 0) asked for a batch update that UIKit would reject \
        [rowCount]: Invalid update: invalid number of rows in section 0. The number of rows \
        contained in an existing section after the update (3) must be equal to the number of \
        rows contained in that section before the update (2), plus or minus the number of rows \
        inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the \
        number of rows moved into or out of that section (0 moved in, 0 moved out). The list \
        was reloaded instead.
        """, "the text UpdatesAndDiffing.md quotes, for its mailbox")
  }
}
