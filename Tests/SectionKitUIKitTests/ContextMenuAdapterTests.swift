#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The view controller a message's preview shows.
  final class MessageViewController: UIViewController {
    let message: String
    init(message: String) {
      self.message = message
      super.init()
    }
  }

  /// A section whose menus and swipe actions are those of a mail app, with a preview.
  final class MessageSection: SectionController, SectionContextMenus, SectionSwipeActions {
    let messages: [String]
    var events: [String] = []
    init(_ messages: [String]) { self.messages = messages }

    override func numberOfRows(in context: SectionContext) -> Int { messages.count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent(messages[row]), for: row)
    }
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      let message = messages[row]
      return ContextMenu(identifier: "message.\(message)", title: message) {
        ContextMenu.Action(
          identifier: "reply", title: "Reply", subtitle: "to everyone",
          imageName: "arrowshape.turn.up.left"
        ) { self.events.append("reply(\(message))") }
        ContextMenu.Submenu(title: "Move to", imageName: "folder") {
          ContextMenu.Action(identifier: "inbox", title: "Inbox", state: .on) {}
          ContextMenu.Action(identifier: "archive", title: "Archive") {
            self.events.append("archive(\(message))")
          }
        }
        ContextMenu.Submenu(options: .displayInline) {
          ContextMenu.Action(identifier: "read", title: "Read", attributes: .keepsMenuPresented) {}
          ContextMenu.Action(identifier: "hide", title: "Hide", attributes: [.hidden, .disabled]) {}
          ContextMenu.Action(
            identifier: "delete", title: "Delete", imageName: "trash", attributes: .destructive
          ) {}
        }
      }
      .preview { MessageViewController(message: message) }
    }
    func willCommitPreview(
      of menu: ContextMenu, forRow row: Int, in context: SectionContext
    ) {
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
        SwipeAction(identifier: "delete", title: "Delete", style: .destructive) { done in
          done(true)
        },
      ])
    }
  }

  @Suite("Context menus and swipe actions, as UIKit receives them") @MainActor
  struct ContextMenuAdapterTests {
    final class PreviewAnimator: MirrorContextMenuAnimator {}

    let other = MessageSection(["Hello"])
    let mail = MessageSection(["Lunch?", "Invoice"])
    let root: CompositeController
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter: TableViewAdapter

    init() {
      root = CompositeController([other, mail])
      adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
    }

    @Test func theMenuTreeHasTitlesImagesAttributesAndAnInlineGroup() throws {
      let configuration = try #require(
        adapter.tableView(
          tableView, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 1), point: .zero))
      let menu = try #require(configuration.actionProvider?([]))
      #expect(menu.title == "Invoice")
      #expect(menu.children.count == 3)

      let reply = try #require(menu.children[0] as? UIAction)
      #expect(reply.title == "Reply" && reply.subtitle == "to everyone")
      #expect(reply.image?.mirrorSystemName == "arrowshape.turn.up.left")
      #expect(reply.identifier == UIAction.Identifier("reply") && reply.state == .off)

      let move = try #require(menu.children[1] as? UIMenu)
      #expect(move.title == "Move to" && move.image?.mirrorSystemName == "folder")
      #expect(move.options == [])
      let folders = move.children.compactMap { $0 as? UIAction }
      #expect(folders.map(\.title) == ["Inbox", "Archive"])
      #expect(folders.map(\.state) == [.on, .off])

      let inline = try #require(menu.children[2] as? UIMenu)
      #expect(inline.options == .displayInline && inline.title == "")
      let marks = inline.children.compactMap { $0 as? UIAction }
      #expect(marks.map(\.title) == ["Read", "Hide", "Delete"])
      #expect(
        marks.map(\.attributes) == [.keepsMenuPresented, [.hidden, .disabled], .destructive])
      #expect(marks[2].image?.mirrorSystemName == "trash")

      folders[1].handler(folders[1])
      #expect(mail.events == ["archive(Invoice)"] && other.events.isEmpty)
    }

    @Test func thePreviewIsTheSectionsViewControllerAndItsCommitReachesTheSection() throws {
      let configuration = try #require(
        adapter.tableView(
          tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 1), point: .zero))
      let provider = try #require(configuration.previewProvider)
      let preview = try #require(provider() as? MessageViewController)
      #expect(preview.message == "Lunch?")

      adapter.tableView(
        tableView, willPerformPreviewActionForMenuWith: configuration, animator: PreviewAnimator())
      #expect(mail.events == ["open(Lunch?)"] && other.events.isEmpty)
    }

    @Test func onCommitShowsThePreviewOnceUIKitsAnimationsEnd() throws {
      var shown: [String] = []
      let menu = ContextMenu(
        identifier: "plain", actions: [ContextMenu.Action(identifier: "a", title: "A") {}]
      )
      .preview {
        MessageViewController(message: "Lunch?")
      } onCommit: { preview in
        shown.append((preview as? MessageViewController)?.message ?? "?")
      }
      let root = CompositeController([PlainMenuSection(menu: menu)])
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      let configuration = try #require(
        adapter.tableView(
          tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero))
      let animator = PreviewAnimator(preview: configuration.previewProvider?())
      adapter.tableView(
        tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      #expect(shown == [] && animator.preferredCommitStyle == .pop)
      animator.mirrorFinish()
      #expect(shown == ["Lunch?"])
    }

    @Test func withoutOnCommitThePreviewIsDismissed() throws {
      let configuration = try #require(
        adapter.tableView(
          tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 1), point: .zero))
      let animator = PreviewAnimator(preview: configuration.previewProvider?())
      adapter.tableView(
        tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      #expect(animator.preferredCommitStyle == .dismiss)
    }

    @Test func aMenuWithoutAPreviewPreviewsTheCell() throws {
      let menu = ContextMenu(
        identifier: "plain", actions: [ContextMenu.Action(identifier: "a", title: "A") {}])
      #expect(!menu.hasPreview && menu.preview { nil }.hasPreview)
      let plain = PlainMenuSection(menu: menu)
      let root = CompositeController([plain])
      let adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
      let configuration = try #require(
        adapter.tableView(
          tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero))
      #expect(configuration.previewProvider == nil)
    }

    @Test func swipeActionsHaveTheirImagesAndColours() throws {
      let swipe = try #require(
        adapter.tableView(
          tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 1)))
      #expect(swipe.actions.map(\.title) == ["Flag", nil, "Delete"])
      #expect(swipe.actions.map(\.image?.mirrorSystemName) == ["flag", "clock", nil])
      #expect(
        swipe.actions.map { $0.backgroundColor?.mirrorName } == [
          "systemOrange", "rgba(0.5, 0.25, 1.0, 1.0)", nil,
        ])
      #expect(swipe.actions.map(\.style) == [.normal, .normal, .destructive])
    }
  }

  /// A section of one row whose menu is given.
  final class PlainMenuSection: SectionController, SectionContextMenus {
    let menu: ContextMenu
    init(menu: ContextMenu) { self.menu = menu }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent("row"), for: row)
    }
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? { menu }
  }
#endif
