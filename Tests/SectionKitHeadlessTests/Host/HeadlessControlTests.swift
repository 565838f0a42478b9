import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A person the user may follow, and the row that shows them with a Follow button and a
/// notifications switch.
struct Follower: Equatable {
  var name: String
  var isFollowed = false
  var notifies = false
}

final class PersonRowCell: HeadlessCell {
  var name = ""
  let follow = HeadlessButton("Follow", name: "follow")
  let notify = HeadlessSwitch(name: "notify")

  override var controls: [HeadlessControl] { [follow, notify] }
  override var textDescription: String { name }
}

/// People, each row reloaded when its person changes.
final class FollowersSection: SectionController {
  private(set) var people: [Follower]
  private(set) var selections: [Int] = []

  init(_ people: [Follower]) { self.people = people }

  override func numberOfRows(in context: SectionContext) -> Int { people.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: PersonRowCell.self, for: row)
    let person = people[row]
    cell.name = person.name
    cell.follow.title = person.isFollowed ? "Following" : "Follow"
    cell.follow.onPrimaryAction = { [weak self, weak context] in
      guard let self, let context else { return }
      context.performBatch { batch in
        self.people[row].isFollowed.toggle()
        batch.reloadRows(at: [row])
      }
    }
    cell.notify.isOn = person.notifies
    cell.notify.isEnabled = person.isFollowed
    cell.notify.onValueChanged = { [weak self] isOn in self?.people[row].notifies = isOn }
    return cell
  }

  override func didSelectRow(at row: Int, in context: SectionContext) { selections.append(row) }
}

@Suite("Headless list view: controls in cells") @MainActor
struct HeadlessControlTests {
  @Test func aFollowButtonUpdatesItsRowAndTheTextShowsIt() throws {
    let people = FollowersSection([Follower(name: "Ada"), Follower(name: "Grace")])
    let screen = CompositeController([people])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(
      list.renderedText() == """
        ┌
        │ Ada [Follow] [off ⊘]
        │ Grace [Follow] [off ⊘]
        └

        """)

    try list.tapButton("Follow", inRowAt: ListIndexPath(row: 1, section: 0))

    // Settled: the row the action reloaded shows the new title; the tap selected nothing.
    #expect(people.people.map(\.isFollowed) == [false, true])
    #expect(
      list.renderedText() == """
        ┌
        │ Ada [Follow] [off ⊘]
        │ Grace [Following] [off]
        └

        """)
    #expect(list.indexPathsForSelectedRows.isEmpty)
    #expect(people.selections.isEmpty)
    #expect(list.lastBatch?.reloadedRows == [ListIndexPath(row: 1, section: 0)])

    // The button goes by its name whatever its title; the switch is enabled once followed.
    try list.tapButton("follow", inRowAt: ListIndexPath(row: 1, section: 0))
    #expect(list.renderedText().contains("│ Grace [Follow] [off ⊘]"))
    try list.tapButton("Follow", inRowAt: ListIndexPath(row: 0, section: 0))
    try list.setSwitch("notify", to: true, inRowAt: ListIndexPath(row: 0, section: 0))
    #expect(people.people[0] == Follower(name: "Ada", isFollowed: true, notifies: true))
    #expect(list.renderedText().contains("│ Ada [Following] [on]"))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aControlTheUserCannotTouchThrowsAndSaysWhy() throws {
    let people = FollowersSection((1...30).map { Follower(name: "Person \($0)") })
    let screen = CompositeController([people])
    let list = HeadlessListView(size: CGSize(width: 390, height: 200))
    screen.attach(to: list)

    let offScreen = #expect(throws: HostError.self) {
      try list.tapButton("Follow", inRowAt: ListIndexPath(row: 20, section: 0))
    }
    #expect(
      offScreen?.message
        == "row [0, 20] is not on screen; scroll to it before tapping its button 'Follow'")

    let misspelled = #expect(throws: HostError.self) {
      try list.tapButton("Folow", inRowAt: ListIndexPath(row: 0, section: 0))
    }
    #expect(
      misspelled?.message == """
        row [0, 0] has no button 'Folow'; its cell 'SectionKitHeadlessTests.PersonRowCell' holds: \
        button 'follow' ('Follow'), switch 'notify'
        """)

    let disabled = #expect(throws: HostError.self) {
      try list.setSwitch("notify", to: true, inRowAt: ListIndexPath(row: 0, section: 0))
    }
    #expect(
      disabled?.message
        == "the switch 'notify' of row [0, 0] is disabled: UIKit sends a disabled control no "
        + "event; enable it (isEnabled) first")
    #expect(people.people[0].notifies == false)

    let noField = #expect(throws: HostError.self) {
      try list.typeText("a", intoFieldNamed: "search", inRowAt: ListIndexPath(row: 0, section: 0))
    }
    #expect(noField?.message.contains("has no text field 'search'") == true)
  }
}

/// Forty rows of notes.
final class NotesSection: SectionController {
  var notes = Array(repeating: "", count: 40)
  override func numberOfRows(in context: SectionContext) -> Int { notes.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: NoteCell.self, for: row)
    cell.field.text = notes[row]
    cell.field.onEditingChanged = { [weak self] text in self?.notes[row] = text }
    return cell
  }
}

@Suite("Headless list view: a field scrolled away") @MainActor
struct HeadlessFieldReuseTests {
  @Test func aFieldScrolledAwayGivesUpTheKeyboardAndItsCellShowsNoCaretInAnotherRow() throws {
    let notes = NotesSection()
    let screen = CompositeController([notes])
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    screen.attach(to: list)
    try list.typeText("hi", intoFieldNamed: "note", inRowAt: ListIndexPath(row: 0, section: 0))
    #expect(list.firstResponder != nil)
    list.scroll(toOffset: 1000)
    #expect(list.firstResponder == nil)
    #expect(!list.renderedText().contains("▏"))
    #expect(notes.notes[0] == "hi")
  }
}
