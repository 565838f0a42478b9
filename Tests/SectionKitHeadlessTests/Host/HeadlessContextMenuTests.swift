import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A mailbox section whose rows have the menus and swipe actions of a mail app: images,
/// subtitles, a submenu, an inline group, a destructive and a disabled action, and a preview.
@MainActor
final class MailboxSection: SectionController, SectionEditing, SectionContextMenus,
  SectionSwipeActions
{
  let name: String
  var messages: [String]
  var folder: [String: String] = [:]
  var events: [String] = []

  init(_ name: String, messages: [String]) {
    self.name = name
    self.messages = messages
  }

  override func numberOfRows(in context: SectionContext) -> Int { messages.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent(messages[row]), for: row)
  }
  func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }

  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    let message = messages[row]
    let current = folder[message] ?? "Inbox"
    return ContextMenu(identifier: "\(name).\(message)", title: message, hasPreview: true) {
      ContextMenu.Action(
        identifier: "reply", title: "Reply", subtitle: "to everyone",
        imageName: "arrowshape.turn.up.left"
      ) { self.events.append("reply(\(message))") }
      ContextMenu.Submenu(title: "Move to", imageName: "folder") {
        for destination in ["Inbox", "Archive"] {
          ContextMenu.Action(
            identifier: "move.\(destination)", title: destination,
            state: destination == current ? .on : .off
          ) { self.folder[message] = destination }
        }
      }
      ContextMenu.Submenu(title: "Mark", options: .displayInline) {
        ContextMenu.Action(identifier: "read", title: "Read", attributes: .keepsMenuPresented) {}
        ContextMenu.Action(identifier: "rename", title: "Rename", attributes: .disabled) {}
      }
      ContextMenu.Action(
        identifier: "delete", title: "Delete", imageName: "trash", attributes: .destructive
      ) { self.events.append("delete(\(message))") }
    }
  }

  func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {
    events.append("open(\(messages[row]))")
  }

  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    SwipeActionsConfiguration(actions: [
      SwipeAction(
        identifier: "flag", title: "Flag", imageName: "flag", backgroundColor: .systemOrange
      ) { done in done(true) },
      SwipeAction(
        identifier: "later", title: nil, imageName: "clock",
        backgroundColor: ListColor(red: 0.5, green: 0.25, blue: 1)
      ) { done in done(true) },
      SwipeAction(identifier: "delete", title: "Delete", style: .destructive, imageName: "trash") {
        done in done(true)
      },
    ])
  }

  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {}
}

@Suite("Context menus as UIKit apps make them: images, submenus, states, a preview") @MainActor
struct HeadlessContextMenuTests {
  let inbox = MailboxSection("inbox", messages: ["Lunch?", "Invoice"])
  let sent = MailboxSection("sent", messages: ["Re: Lunch?"])
  let screen: Screen

  init() { screen = Screen([inbox, sent]) }

  @Test func theMenuReadsAsAUserSeesIt() throws {
    let menu = try #require(try screen.list.contextMenu(forRowAt: path(0, 1)))
    #expect(
      menu.renderedText() == """
        ≡ Invoice (preview)
          ⟨arrowshape.turn.up.left⟩ Reply · to everyone
          ⟨folder⟩ Move to ›
            Inbox ✓
            Archive
          — Mark —
            Read (keeps menu)
            Rename (disabled)
          ⟨trash⟩ Delete (!)
        """)
    #expect(
      menu.actions.map(\.identifier) == [
        "reply", "move.Inbox", "move.Archive", "read", "rename", "delete",
      ])
  }

  @Test func anActionInsideASubmenuRunsInTheSectionThatMadeTheMenu() throws {
    let menu = try #require(try screen.list.contextMenu(forRowAt: path(1, 0)))
    try screen.list.chooseAction("move.Archive", in: menu)
    #expect(sent.folder == ["Re: Lunch?": "Archive"])
    #expect(inbox.folder.isEmpty)
    let again = try #require(try screen.list.contextMenu(forRowAt: path(1, 0)))
    #expect(again.renderedText().contains("    Inbox\n    Archive ✓"))
  }

  @Test func aDisabledOrMissingActionCannotBeChosen() throws {
    let menu = try #require(try screen.list.contextMenu(forRowAt: path(0, 0)))
    #expect(throws: HostError("the action \"rename\" is disabled: a user cannot choose it")) {
      try screen.list.chooseAction("rename", in: menu)
    }
    #expect(
      throws: HostError(
        """
        the context menu "inbox.Lunch?" has no action "archive"; it has "reply", "move.Inbox", \
        "move.Archive", "read", "rename", "delete"
        """)
    ) { try screen.list.chooseAction("archive", in: menu) }
    try screen.list.chooseAction("delete", in: menu)
    #expect(inbox.events == ["delete(Lunch?)"])
  }

  @Test func thePreviewCommitReachesTheSectionThatMadeTheMenu() throws {
    let menu = try #require(try screen.list.contextMenu(forRowAt: path(0, 1)))
    #expect(menu.hasPreview)
    screen.list.commitPreview(of: menu)
    #expect(inbox.events == ["open(Invoice)"])
    #expect(sent.events.isEmpty)
  }

  @Test func swipeActionsShowTheirImagesAndColours() throws {
    let swipe = try #require(try screen.list.swipeActions(forRowAt: path(0, 0), edge: .trailing))
    #expect(
      swipe.renderedText() == """
        ⟨flag⟩ Flag · systemOrange (full swipe)
        ⟨clock⟩ · rgba(0.5, 0.25, 1, 1)
        ⟨trash⟩ Delete (!)
        """)
    #expect(
      swipe.actions.map(\.backgroundColor) == [
        .systemOrange, ListColor(red: 0.5, green: 0.25, blue: 1), nil,
      ])
  }

  @Test func aMenuOfActionsOnlyIsStillWrittenAsBefore() throws {
    let menu = ContextMenu(
      identifier: "m", actions: [ContextMenu.Action(identifier: "a", title: "A") {}])
    #expect(menu.renderedText() == "≡\n  A")
    #expect(menu.action("a")?.title == "A")
  }
}

#if os(macOS) || os(Linux) || os(Windows)
  /// A section whose menu names two actions alike, one of them in a submenu.
  final class TwiceNamedMenuSection: SectionController, SectionContextMenus {
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent("row"), for: row)
    }
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      ContextMenu(identifier: "twice") {
        ContextMenu.Action(identifier: "share", title: "Share") {}
        ContextMenu.Submenu(title: "More") {
          ContextMenu.Action(identifier: "share", title: "Share a copy") {}
        }
      }
    }
  }

  @Suite("Context menu misuse stops with a message that says how to fix it")
  struct ContextMenuMisuseExitTests {
    @Test func twoActionsOfOneMenuWithOneIdentifier() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let screen = Screen([TwiceNamedMenuSection()])
          _ = try? screen.list.contextMenu(forRowAt: ListIndexPath(row: 0, section: 0))
        }
      }
      #expect(
        standardError(result).contains(
          """
          SectionKit: the context menu "twice" of TwiceNamedMenuSection (row 0 of section 0) has \
          two actions named "share"; give each action of a menu, its submenus included, its own \
          identifier.
          """))
    }
  }
#endif
