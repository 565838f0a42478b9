import SectionKit
import SectionKitHeadless
import Testing

@Suite("VoiceOver text") @MainActor
struct VoiceOverTextTests {
  @Test func aScreenReadsAsVoiceOverReadsIt() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("network", header: "Network", footer: "Joins known networks.") {
        Row("airplane", RowContent("Airplane Mode", accessory: .toggle(isOn: false) { _ in }))
        Row("wifi", RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator)) {}
        Row("name", RowContent("Name", detail: "Ada"))
        Row("compose", RowContent("", image: .system("square.and.pencil"))) {}
          .accessibility(label: "New message", hint: "Writes a message.")
        Row("dark", RowContent("Dark", accessory: .checkmark))
      }
    }
    screen.flushUpdates()
    #expect(
      list.accessibilityText() == """
        Network, Heading
        Airplane Mode, Off, Switch button
        Wi-Fi, Home, Button
        Name, Ada
        New message, Button, Image. Writes a message.
        Selected, Dark
        Joins known networks.

        """)
  }

  @Test func aScreenReadsInOrderWithTheListsHeaderControlsAndHandWrittenCells() throws {
    let network = CompositeController()
    let people = FollowersSection([Follower(name: "Grace")])
    let screen = CompositeController([network, VoiceOverProfileSection("Ada"), people])
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.listHeader = RowContent("Settings")
    screen.listFooter = RowContent("Version 2.1")
    network.show {
      ListSection("network", header: "Network") {
        Row("airplane", RowContent("Airplane Mode", accessory: .toggle(isOn: true) { _ in }))
        Row("home", RowContent("Home", detail: "Saved"))
          .trailingSwipeActions([
            SwipeAction(identifier: "forget", title: "Forget", style: .destructive) { $0(true) },
            SwipeAction(identifier: "pin", title: nil, imageName: "pin") { $0(true) },
          ])
          .contextMenu(
            ContextMenu(identifier: "home") {
              ContextMenu.Action(identifier: "share", title: "Share") {}
              ContextMenu.Submenu(title: "More") {
                ContextMenu.Action(identifier: "rename", title: "Rename") {}
                ContextMenu.Action(identifier: "lock", title: "Lock", attributes: .disabled) {}
                ContextMenu.Action(identifier: "debug", title: "Debug", attributes: .hidden) {}
              }
            })
      }
    }
    screen.flushUpdates()
    #expect(
      list.accessibilityText() == """
        Settings
        Network, Heading
        Airplane Mode, On, Switch button
        Home, Saved. Actions: Forget, (untitled 'pin'), Share, Rename
        Profile
        Ada, Offline, Button, Adjustable. Actions: Archive
        Grace, Button
        Follow, Button
        Off, Switch button, Dimmed
        Version 2.1

        """)
  }

  @Test func hiddenHeadersAndRowsAreSkipped() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("profile", header: "Decoration", footer: "Shown to friends.") {
        Row("spacer", RowContent("Spacer")).accessibility(isHidden: true)
        Row("name", RowContent("Name", detail: "Ada"))
      }
      .accessibility(header: ListAccessibility(isHidden: true))
    }
    screen.flushUpdates()
    #expect(list.renderedText().contains("│ Spacer\n"))
    #expect(
      list.accessibilityText() == """
        Name, Ada
        Shown to friends.

        """)
  }

  @Test func aControlReadsTheLabelItIsGivenAndItsState() throws {
    let people = FollowersSection([Follower(name: "Ada")])
    let screen = CompositeController([people])
    let list = HeadlessListView()
    screen.attach(to: list)
    let cell = try #require(
      list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? PersonRowCell)

    cell.notify.accessibilityLabel = "Notifications"
    cell.follow.isEnabled = false

    #expect(
      list.accessibilityText() == """
        Ada, Button
        Follow, Button, Dimmed
        Notifications, Off, Switch button, Dimmed

        """)
    cell.notify.accessibilityLabel = nil
    #expect(list.accessibilityText().hasSuffix("\nOff, Switch button, Dimmed\n"))
  }
}
