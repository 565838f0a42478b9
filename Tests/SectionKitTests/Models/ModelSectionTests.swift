import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A conversation, the model of one section.
struct Conversation: Identifiable, Equatable {
  let id: String
  var messages: [String]
}

/// A section made from a conversation: a new conversation of the same id diffs its rows.
@MainActor
final class ConversationSection: BindingSection<Conversation, String, String> {
  private(set) var updates = 0

  override func items(for model: Conversation) -> [String] { model.messages }

  override func cell(for message: String, at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = message
    return cell
  }

  override func didUpdate(to model: Conversation) {
    updates += 1
    super.didUpdate(to: model)
  }
}

/// The same section written the way it was before `BindingSection`: a model section that
/// forwards its rows to an embedded `IdentifiedSection`, which must keep working.
@MainActor
final class ForwardingConversationSection: ModelSectionController<Conversation> {
  private let rows: IdentifiedSection<String, String>
  private(set) var updates = 0

  init(model: Conversation) {
    rows = IdentifiedSection(
      items: model.messages, id: { $0 },
      cell: { context, row, message in
        let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
        cell.text = message
        return cell
      })
  }

  override func didUpdate(to model: Conversation) {
    updates += 1
    rows.setItems(model.messages)
  }

  override func numberOfRows(in context: SectionContext) -> Int { rows.numberOfRows(in: context) }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    rows.cell(at: row, in: context)
  }
  override func didAttach(to context: SectionContext) { rows.didAttach(to: context) }
}

@Suite("Sections made from models") @MainActor
struct ModelSectionTests {
  func shown(_ list: HeadlessListView) -> [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }

  @Test func newModelsKeepTheirControllersAndAnimateOnlyWhatChanged() throws {
    let screen = CompositeController()
    screen.setModels(
      [Conversation(id: "ada", messages: ["hi"]), Conversation(id: "bob", messages: ["yo"])]
    ) { _ in ConversationSection() }
    let list = HeadlessListView()
    screen.attach(to: list)
    let ada = try #require(screen.sectionController(forSection: 0) as? ConversationSection)
    let adaCell = list.cellForRow(at: ListIndexPath(row: 0, section: 0))
    let batches = list.batchCount

    screen.setModels(
      [
        Conversation(id: "cy", messages: ["new"]),
        Conversation(id: "ada", messages: ["hi", "how are you?"]),
      ]) { _ in ConversationSection() }
    screen.flushUpdates()

    #expect(screen.sectionController(forSection: 1) === ada, "the same instance, moved")
    #expect(ada.updates == 1)
    #expect(list.cellForRow(at: ListIndexPath(row: 0, section: 1)) === adaCell, "no reload")
    #expect(shown(list) == ["new", "hi", "how are you?"])
    #expect(list.reloadCount == 1)
    // The rows first, where the section is, then the sections.
    #expect(list.batchCount == batches + 2)
    let (rows, sections) = (list.recentBatches[list.recentBatches.count - 2], list.lastBatch)
    #expect(rows.insertedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(sections?.insertedSections == [0] && sections?.deletedSections == [1])
    #expect(sections?.reloadedSections.isEmpty == true)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func anUnchangedModelIsNotToldAgain() throws {
    let screen = CompositeController()
    let models = [Conversation(id: "ada", messages: ["hi"])]
    screen.setModels(models) { _ in ConversationSection() }
    let ada = try #require(screen.sectionController(forSection: 0) as? ConversationSection)
    screen.setModels(models) { _ in ConversationSection() }
    #expect(ada.updates == 0)
  }

  @Test func duplicateIdentitiesAreReportedAndTheFirstIsShown() {
    let screen = CompositeController()
    var reported: [UpdateDiagnostic] = []
    screen.onDiagnostic = { reported.append($0) }
    screen.setModels(
      [Conversation(id: "ada", messages: ["1"]), Conversation(id: "ada", messages: ["2"])]
    ) { _ in ConversationSection() }
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(shown(list) == ["1"])
    #expect(reported.map(\.violation.rule) == [.duplicateIdentifier])
    #expect(reported.first?.description.contains("ada") == true)
  }

  @Test func modelsAndOtherChildrenDoNotMix() {
    let screen = CompositeController([ItemsSection("header", ["h"])])
    screen.setModels([Conversation(id: "ada", messages: ["hi"])]) { _ in ConversationSection() }
    #expect(screen.sectionCount == 1, "setModels sets all the children")
  }

  @Test func aModelSectionThatForwardsToAnIdentifiedSectionStillAnimatesItsRows() throws {
    let screen = CompositeController()
    screen.setModels(
      [Conversation(id: "ada", messages: ["hi"]), Conversation(id: "bob", messages: ["yo"])]
    ) { ForwardingConversationSection(model: $0) }
    let list = HeadlessListView()
    screen.attach(to: list)
    let ada = try #require(
      screen.sectionController(forSection: 0) as? ForwardingConversationSection)
    let batches = list.batchCount

    screen.setModels(
      [
        Conversation(id: "ada", messages: ["hi", "how are you?"]),
        Conversation(id: "bob", messages: ["yo"]),
      ]) { ForwardingConversationSection(model: $0) }
    screen.flushUpdates()

    #expect(screen.sectionController(forSection: 0) === ada)
    #expect(ada.updates == 1)
    #expect(shown(list) == ["hi", "how are you?", "yo"])
    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch?.insertedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(screen.diagnostics.isEmpty)
  }
}
