import Foundation
import SectionKit
import SectionKitHeadless
import Testing

/// A disk whose folders' children load on demand, and that remembers what it was asked.
@MainActor
final class FolderDisk {
  var requests: [String] = []
  var fails = false

  func subfolders(of folder: Folder) async throws -> [Folder] {
    requests.append(folder.id)
    if fails { throw CancellationError() }
    return [Folder("\(folder.id)/Shared"), Folder("\(folder.id)/Backups")]
  }
}

/// An outline of a server, whose children load when it expands, and of a music folder.
@MainActor
final class LoadingOutlineScreen {
  let disk = FolderDisk()
  let outline: OutlineSection<Folder, String>
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 2000))

  init() {
    let disk = self.disk
    outline = OutlineSection(
      roots: [Folder("Server"), Folder("Music")], children: \.children,
      hasChildren: { $0.id == "Server" || $0.id.hasSuffix("Shared") },
      loadChildren: { try await disk.subfolders(of: $0) }, content: { RowContent($0.id) })
    root = CompositeController([outline])
    root.attach(to: list)
  }

  /// Waits until the children of `id` are shown, or its failed load collapsed it.
  func finishLoading(_ id: String) async {
    await outline.loadTask(for: id)?.value
    root.flushUpdates()
  }
}

@Suite("Outline section: children that load on expand") @MainActor
struct OutlineSectionLoadingTests {
  @Test func expandingShowsALoadingRowThenTheChildrenTheLoaderReturns() async throws {
    let screen = LoadingOutlineScreen()
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Server ▸
        │ Music
        └

        """)

    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Server ▾
        │   Loading…
        │ Music
        └

        """)

    await screen.finishLoading("Server")
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Server ▾
        │   Server/Shared ▸
        │   Server/Backups
        │ Music
        └

        """)
    #expect(screen.list.lastBatch?.description == "delete rows [0, 1]; insert rows [0, 1] [0, 2]")
    #expect(screen.disk.requests == ["Server"])
  }

  @Test func loadedChildrenStayByIdentityAndLoadOnce() async throws {
    let screen = LoadingOutlineScreen()
    let server = ListIndexPath(row: 0, section: 0)
    try screen.list.tapOutlineDisclosure(at: server)
    await screen.finishLoading("Server")

    try screen.list.tapOutlineDisclosure(at: server)
    screen.outline.setRoots([Folder("Music"), Folder("Server")])
    screen.root.flushUpdates()
    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 1, section: 0))
    #expect(screen.outline.loadTask(for: "Server") == nil)
    #expect(
      screen.list.renderedText().contains("│ Server ▾\n│   Server/Shared ▸\n│   Server/Backups\n"))
    #expect(screen.disk.requests == ["Server"])

    screen.outline.setRoots([Folder("Music")])
    screen.outline.setRoots([Folder("Music"), Folder("Server")])
    screen.root.flushUpdates()
    #expect(screen.list.renderedText().contains("│ Server ▸\n"))
    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 1, section: 0))
    await screen.finishLoading("Server")
    #expect(screen.disk.requests == ["Server", "Server"])
  }

  @Test func aFailedLoadCollapsesTheNodeAndExpandingAgainRetries() async throws {
    let screen = LoadingOutlineScreen()
    let server = ListIndexPath(row: 0, section: 0)
    screen.disk.fails = true
    try screen.list.tapOutlineDisclosure(at: server)
    await screen.finishLoading("Server")
    #expect(screen.list.renderedText().contains("│ Server ▸\n│ Music\n"))

    screen.disk.fails = false
    try screen.list.tapOutlineDisclosure(at: server)
    await screen.finishLoading("Server")
    #expect(screen.list.renderedText().contains("│ Server ▾\n│   Server/Shared ▸\n"))
    #expect(screen.disk.requests == ["Server", "Server"])
  }

  @Test func collapsingWhileTheChildrenLoadDropsTheLoad() async throws {
    let screen = LoadingOutlineScreen()
    let server = ListIndexPath(row: 0, section: 0)
    try screen.list.tapOutlineDisclosure(at: server)
    let load = try #require(screen.outline.loadTask(for: "Server"))
    try screen.list.tapOutlineDisclosure(at: server)
    #expect(screen.outline.loadTask(for: "Server") == nil)
    await load.value
    screen.root.flushUpdates()
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Server ▸
        │ Music
        └

        """)
  }
}
