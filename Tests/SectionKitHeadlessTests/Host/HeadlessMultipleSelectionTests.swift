import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section of named rows that logs the selection questions and events it hears, in its local
/// rows, and answers them as a test sets.
@MainActor
final class PickerSection: SectionController, SectionSelectionRules, SectionMultipleSelection {
  let name: String
  let items: [String]
  let log: EventLog
  var selectable: (Int) -> Bool = { _ in true }
  var deselectable: (Int) -> Bool = { _ in true }
  var beginsMultipleSelection = true

  init(_ name: String, _ items: [String], log: EventLog) {
    self.name = name
    self.items = items
    self.log = log
  }

  override func numberOfRows(in context: SectionContext) -> Int { items.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    return cell
  }
  func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool {
    logged("shouldSelectRow", row, answering: selectable(row))
  }
  func willSelectRow(at row: Int, in context: SectionContext) -> Int? {
    logged("willSelectRow", row, answering: row)
  }
  override func didSelectRow(at row: Int, in context: SectionContext) {
    logged("didSelectRow", row, answering: ())
  }
  func shouldDeselectRow(at row: Int, in context: SectionContext) -> Bool {
    logged("shouldDeselectRow", row, answering: deselectable(row))
  }
  func willDeselectRow(at row: Int, in context: SectionContext) -> Int? {
    logged("willDeselectRow", row, answering: row)
  }
  override func didDeselectRow(at row: Int, in context: SectionContext) {
    logged("didDeselectRow", row, answering: ())
  }
  func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool {
    logged("shouldBeginMultipleSelection", row, answering: beginsMultipleSelection)
  }
  func didBeginMultipleSelection(at row: Int, in context: SectionContext) {
    logged("didBeginMultipleSelection", row, answering: ())
  }
  func didEndMultipleSelection(in context: SectionContext) {
    log.append("\(name).didEndMultipleSelection")
  }

  /// Logs `question(row)` under the section's name and gives `answer`.
  private func logged<Answer>(_ question: String, _ row: Int, answering answer: Answer) -> Answer {
    log.append("\(name).\(question)(\(row))")
    return answer
  }
}

@Suite("Headless list view: editing and multiple selection") @MainActor
struct HeadlessMultipleSelectionTests {
  func mailboxes() -> (
    EventLog, PickerSection, PickerSection, CompositeController, HeadlessListView
  ) {
    let log = EventLog()
    let inbox = PickerSection("inbox", ["Ada", "Grace", "Alan"], log: log)
    let archive = PickerSection("archive", ["Edsger", "Barbara"], log: log)
    let screen = CompositeController([inbox, archive])
    screen.allowsMultipleSelectionDuringEditing = true
    let list = HeadlessListView()
    screen.attach(to: list)
    return (log, inbox, archive, screen, list)
  }

  @Test func aPanAsksTheSectionItStartsInAndSelectsEveryRowItCrosses() throws {
    let (log, inbox, archive, screen, list) = mailboxes()
    #expect(inbox.context.isEditing == false)
    #expect(try list.multiSelectPan(from: path(0, 1), to: path(1, 0)))
    #expect(
      log.events == [
        "inbox.shouldBeginMultipleSelection(1)", "inbox.didBeginMultipleSelection(1)",
        "inbox.shouldSelectRow(1)", "inbox.willSelectRow(1)", "inbox.didSelectRow(1)",
        "inbox.shouldSelectRow(2)", "inbox.willSelectRow(2)", "inbox.didSelectRow(2)",
        "archive.shouldSelectRow(0)", "archive.willSelectRow(0)", "archive.didSelectRow(0)",
        "inbox.didEndMultipleSelection",
      ])
    #expect(list.isEditing)
    #expect(screen.isEditing)
    #expect(archive.context.isEditing == true, "every section reads the list's mode")
    #expect(selectedLines(list) == ["▶ Grace", "▶ Alan", "▶ Edsger"])
  }

  @Test func aPanUpwardsSelectsTheRowsInTheOrderItCrossesThem() throws {
    let (log, _, _, screen, list) = mailboxes()
    defer { withExtendedLifetime(screen) {} }
    try list.multiSelectPan(from: path(1, 1), to: path(0, 2))
    #expect(
      log.events.filter { $0.contains("didSelectRow") || $0.contains("Multiple") } == [
        "archive.shouldBeginMultipleSelection(1)", "archive.didBeginMultipleSelection(1)",
        "archive.didSelectRow(1)", "archive.didSelectRow(0)", "inbox.didSelectRow(2)",
        "archive.didEndMultipleSelection",
      ])
    #expect(selectedLines(list) == ["▶ Alan", "▶ Edsger", "▶ Barbara"])
  }

  @Test func aSectionThatDeclinesKeepsThePanFromBeginning() throws {
    let (log, inbox, _, screen, list) = mailboxes()
    inbox.beginsMultipleSelection = false
    #expect(try !list.multiSelectPan(from: path(0, 0), to: path(0, 2)))
    #expect(log.events == ["inbox.shouldBeginMultipleSelection(0)"])
    #expect(!screen.isEditing)
    #expect(selectedLines(list).isEmpty)
  }

  @Test func noPanBeginsWithoutMultipleSelectionDuringEditing() throws {
    let (log, _, _, screen, list) = mailboxes()
    screen.allowsMultipleSelectionDuringEditing = false
    #expect(!list.allowsMultipleSelectionDuringEditing)
    let refusal = #expect(throws: HostError.self) {
      try list.multiSelectPan(from: path(0, 0), to: path(0, 2))
    }
    #expect(refusal?.message.contains("allowsMultipleSelectionDuringEditing to true") == true)
    #expect(log.events.isEmpty)
  }

  @Test func aRowItsSectionMayNotSelectIsLeftOutOfThePanAndATap() throws {
    let (log, _, archive, screen, list) = mailboxes()
    defer { withExtendedLifetime(screen) {} }
    archive.selectable = { $0 != 0 }
    try list.multiSelectPan(from: path(0, 2), to: path(1, 1))
    #expect(log.events.contains("archive.shouldSelectRow(0)"))
    #expect(!log.events.contains("archive.willSelectRow(0)"))
    #expect(selectedLines(list) == ["▶ Alan", "▶ Barbara"])
    log.clear()
    try list.tapRow(at: path(1, 0))
    #expect(log.events == ["archive.shouldSelectRow(0)"])
    #expect(selectedLines(list) == ["▶ Alan", "▶ Barbara"])
  }

  @Test func inEditingModeATapAddsToTheSelectionAndARowMayRefuseToBeDeselected() throws {
    let (log, inbox, _, screen, list) = mailboxes()
    screen.setEditing(true, animated: false)
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(1, 1))
    #expect(selectedLines(list) == ["▶ Ada", "▶ Barbara"])
    inbox.deselectable = { $0 != 0 }
    log.clear()
    try list.tapRow(at: path(0, 0))
    #expect(log.events == ["inbox.shouldDeselectRow(0)"])
    #expect(selectedLines(list) == ["▶ Ada", "▶ Barbara"])
    try list.tapRow(at: path(1, 1))
    #expect(
      log.events.suffix(3) == [
        "archive.shouldDeselectRow(1)", "archive.willDeselectRow(1)", "archive.didDeselectRow(1)",
      ])
    #expect(selectedLines(list) == ["▶ Ada"])
  }

  @Test func outOfEditingModeATapReplacesTheSelection() throws {
    let (_, _, _, screen, list) = mailboxes()
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(1, 1))
    #expect(selectedLines(list) == ["▶ Barbara"])
    screen.allowsMultipleSelection = true
    try list.tapRow(at: path(0, 0))
    #expect(selectedLines(list) == ["▶ Ada", "▶ Barbara"])
  }

  @Test func theCompositeHandsEditingAndMultipleSelectionToTheHostItIsAttachedTo() {
    let log = EventLog()
    let nested = CompositeController([PickerSection("inbox", ["Ada"], log: log)])
    let screen = CompositeController([nested])
    nested.setEditing(true, animated: false)
    nested.allowsMultipleSelection = true
    screen.allowsMultipleSelectionDuringEditing = true
    #expect(screen.isEditing)
    let list = HeadlessListView()
    #expect(!list.isEditing)
    screen.attach(to: list)
    #expect(list.isEditing)
    #expect(list.allowsMultipleSelection)
    #expect(list.allowsMultipleSelectionDuringEditing)
    screen.isEditing = false
    #expect(!list.isEditing)
    list.setEditing(true, animated: true)
    #expect(screen.isEditing, "the composite reads the host's mode, which the user may change")
  }
}
