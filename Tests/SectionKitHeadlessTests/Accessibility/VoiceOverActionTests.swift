import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("VoiceOver actions") @MainActor
struct VoiceOverActionTests {
  let inbox = VoiceOverMailSection(["Lunch?", "Invoice"])
  let archive = VoiceOverMailSection(["Receipt", "Trip"])
  let screen: CompositeController
  let list = HeadlessListView()

  init() {
    screen = CompositeController([inbox, archive])
    screen.attach(to: list)
  }

  private func path(_ section: Int, _ row: Int) -> ListIndexPath {
    ListIndexPath(row: row, section: section)
  }

  @Test func aSwipeActionOfferedToVoiceOverReachesTheSectionOfItsRow() throws {
    #expect(
      list.accessibilityText() == """
        Lunch?, Button. Actions: Archive, Flag
        Invoice, Button. Actions: Archive, Flag
        Receipt, Button. Actions: Archive, Flag
        Trip, Button. Actions: Archive, Flag

        """)

    let succeeded = try list.performAccessibilityAction(.custom("Archive"), at: path(1, 1))

    #expect(succeeded)
    #expect(archive.messages == ["Receipt"])
    #expect(inbox.messages == ["Lunch?", "Invoice"])
    #expect(
      list.renderedText() == """
        ┌
        │ Lunch?
        │ Invoice
        └

        ┌
        │ Receipt
        └

        """)
    #expect(
      list.accessibilityText() == """
        Lunch?, Button. Actions: Archive, Flag
        Invoice, Button. Actions: Archive, Flag
        Receipt, Button. Actions: Archive, Flag

        """)
  }

  @Test func aMenuActionInASubmenuRunsAsChoosingItDoes() throws {
    try list.performAccessibilityAction(.custom("Flag"), at: path(0, 1))

    #expect(inbox.flagged == ["Invoice"])
    #expect(archive.flagged.isEmpty)
    #expect(list.accessibilityText().contains("Invoice ⚑, Button. Actions: Archive, Flag\n"))
  }

  @Test func aSwipeOrMenuActionCanBeNamedByItsIdentifier() throws {
    try list.performAccessibilityAction(.custom("archive"), at: path(0, 0))
    #expect(inbox.messages == ["Invoice"])
  }

  @Test func activatingATappableRowTapsItAndItsSectionHearsTheSelection() throws {
    try list.performAccessibilityAction(.activate, at: path(1, 1))

    #expect(archive.selections == [1])
    #expect(inbox.selections.isEmpty)
    #expect(list.indexPathsForSelectedRows == [path(1, 1)])
    #expect(list.accessibilityText().contains("Selected, Trip, Button. Actions: Archive, Flag\n"))
  }

  @Test func uiKitsOwnDeleteActionIsOfferedAndCommitsTheDeletion() throws {
    let notes = VoiceOverNotesSection(["Milk", "Eggs"])
    let screen = CompositeController([notes])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(
      list.accessibilityText() == """
        Milk, Button. Actions: Remove
        Eggs, Button. Actions: Remove

        """)

    try list.performAccessibilityAction(.custom("Remove"), at: path(0, 0))

    #expect(notes.notes == ["Eggs"])
    #expect(list.accessibilityText() == "Eggs, Button. Actions: Remove\n")
  }

  @Test func activatingARowWithASwitchFlipsIt() throws {
    let settings = CompositeController()
    let list = HeadlessListView()
    settings.attach(to: list)
    var flips: [Bool] = []
    settings.show {
      ListSection("general") {
        Row(
          "airplane",
          RowContent("Airplane Mode", accessory: .toggle(isOn: false) { flips.append($0) }))
      }
    }
    settings.flushUpdates()

    try list.performAccessibilityAction(.activate, at: path(0, 0))

    #expect(flips == [true])
    #expect(list.accessibilityText() == "Airplane Mode, On, Switch button\n")
    #expect(list.indexPathsForSelectedRows.isEmpty, "a flip does not select the row")
  }

  @Test func swipingUpAdjustsTheRow() throws {
    let ada = VoiceOverProfileSection("Ada")
    let screen = CompositeController([ada])
    let list = HeadlessListView()
    screen.attach(to: list)

    try list.performAccessibilityAction(.increment, at: path(0, 0))

    #expect(ada.isOnline)
    #expect(list.renderedText().contains("│ Ada ●\n"))
    #expect(list.accessibilityText().contains("Ada, Online, Button, Adjustable"))
    try list.performAccessibilityAction(.decrement, at: path(0, 0))
    #expect(list.accessibilityText().contains("Ada, Offline, Button, Adjustable"))
  }

  @Test func activatingAControlOperatesIt() throws {
    let people = FollowersSection([Follower(name: "Ada", isFollowed: true)])
    let screen = CompositeController([people])
    let list = HeadlessListView()
    screen.attach(to: list)

    try list.performAccessibilityAction(.activate, onControl: "notify", inRowAt: path(0, 0))
    try list.performAccessibilityAction(.activate, onControl: "follow", inRowAt: path(0, 0))

    #expect(people.people == [Follower(name: "Ada", isFollowed: false, notifies: true)])
    #expect(
      list.accessibilityText() == """
        Ada, Button
        Follow, Button
        On, Switch button, Dimmed

        """)
  }
}

@Suite("VoiceOver actions: what a VoiceOver user cannot do") @MainActor
struct VoiceOverActionErrorTests {
  let inbox = VoiceOverMailSection(["Lunch?", "Invoice"])
  let screen: CompositeController
  let list = HeadlessListView(size: CGSize(width: 390, height: 44))

  init() {
    screen = CompositeController([inbox])
    screen.attach(to: list)
  }

  private func message(of body: () throws(HostError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return error.message
    }
  }

  @Test func anActionTheRowDoesNotHaveIsNamedWithTheOnesItHas() {
    #expect(
      message { () throws(HostError) in
        try list.performAccessibilityAction(
          .custom("Delete"), at: ListIndexPath(row: 0, section: 0))
      } == "row [0, 0] has no accessibility action \"Delete\"; it has \"Archive\", \"Flag\"")
  }

  @Test func aDisabledMenuActionIsNotOffered() {
    #expect(
      message { () throws(HostError) in
        try list.performAccessibilityAction(.custom("Move"), at: ListIndexPath(row: 0, section: 0))
      } == "the menu action \"Move\" of row [0, 0] is disabled: VoiceOver does not offer it")
    #expect(inbox.messages == ["Lunch?", "Invoice"])
  }

  @Test func aRowOffScreenIsOutOfVoiceOversReach() {
    #expect(
      message { () throws(HostError) in
        try list.performAccessibilityAction(.activate, at: ListIndexPath(row: 1, section: 0))
      }
        == "row [0, 1] is not on screen; scroll to it before VoiceOver performs activate on it")
    #expect(inbox.selections.isEmpty)
  }

  @Test func aRowWithoutAnAdjustmentIsNotAdjustable() {
    #expect(
      message { () throws(HostError) in
        try list.performAccessibilityAction(.increment, at: ListIndexPath(row: 0, section: 0))
      }
        == "row [0, 0] is not adjustable: give its content an adjustment "
        + "(accessibility(adjustment:)) for VoiceOver's swipe up and down")
  }

  @Test func activatingARowThatDoesNotHighlightIsAnError() {
    list.allowsSelection = false
    #expect(
      message { () throws(HostError) in
        try list.performAccessibilityAction(.activate, at: ListIndexPath(row: 0, section: 0))
      }
        == "activating row [0, 0] does nothing: it shows no switch and does not highlight when "
        + "touched (allowsSelection, shouldHighlightRow)")
  }
}
