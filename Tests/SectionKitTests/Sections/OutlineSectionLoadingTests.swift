import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
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

/// A disk whose folders' children load when the test answers.
///
/// It remembers the loads that found their task cancelled; a load whose task is cancelled
/// throws at once, so that no load outlives its test.
@MainActor
final class WaitingFolderDisk {
  var requests: [String] = []
  /// The folders whose load found its task cancelled, in order.
  var cancelled: [String] = []
  private var waiting: [(call: Int, continuation: CheckedContinuation<[Folder], any Error>)] = []
  private var arrival: CheckedContinuation<Void, Never>?

  func subfolders(of folder: Folder) async throws -> [Folder] {
    requests.append(folder.id)
    let call = requests.count
    let children: [Folder]?
    do {
      children = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation {
          waiting.append((call, $0))
          arrival?.resume()
          arrival = nil
        }
      } onCancel: {
        Task { @MainActor in self.cancel(call) }
      }
    } catch {
      children = nil
    }
    if Task.isCancelled {
      cancelled.append(folder.id)
      throw CancellationError()
    }
    guard let children else { throw CancellationError() }
    return children
  }

  /// Waits until a load waits for the test (a load's task runs after the turn that started it).
  func reached() async {
    if waiting.isEmpty { await withCheckedContinuation { arrival = $0 } }
  }

  /// Lets every waiting load return two subfolders.
  func answerAll() {
    for (call, continuation) in waiting {
      let id = requests[call - 1]
      continuation.resume(returning: [Folder("\(id)/Shared"), Folder("\(id)/Backups")])
    }
    waiting = []
  }

  private func cancel(_ call: Int) {
    guard let index = waiting.firstIndex(where: { $0.call == call }) else { return }
    waiting.remove(at: index).continuation.resume(throwing: CancellationError())
  }
}

/// An outline of a server, whose children load when it expands, and of a music folder.
@MainActor
final class LoadingOutlineScreen {
  let disk = FolderDisk()
  let outline: OutlineSection<Folder, String>
  let root: CompositeController
  let list = HeadlessListView(size: CGSize(width: 320, height: 2000))

  /// Creates the screen; its loads ask `waitingDisk` when given, else ``disk``.
  init(waitingDisk: WaitingFolderDisk? = nil) {
    let disk = self.disk
    outline = OutlineSection(
      roots: [Folder("Server"), Folder("Music")], children: \.children,
      hasChildren: { $0.id == "Server" || $0.id.hasSuffix("Shared") },
      loadChildren: {
        if let waitingDisk {
          try await waitingDisk.subfolders(of: $0)
        } else {
          try await disk.subfolders(of: $0)
        }
      }, content: { RowContent($0.id) })
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

  @Test func leavingTheListCancelsTheLoadAndRejoiningLoadsAgain() async throws {
    let disk = WaitingFolderDisk()
    let screen = LoadingOutlineScreen(waitingDisk: disk)
    try screen.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    await disk.reached()
    let load = try #require(screen.outline.loadTask(for: "Server"))

    screen.root.remove(at: 0)
    screen.root.flushUpdates()
    #expect(screen.outline.loadTask(for: "Server") == nil)
    disk.answerAll()  // a load the section did not cancel returns, and the test does not hang
    await load.value
    #expect(disk.cancelled == ["Server"], "the loader saw its task cancelled")
    #expect(screen.list.renderedText() == "")

    screen.root.append(screen.outline)
    screen.root.flushUpdates()
    #expect(
      screen.list.renderedText() == """
        ┌
        │ Server ▾
        │   Loading…
        │ Music
        └

        """)
    if screen.outline.loadTask(for: "Server") != nil { await disk.reached() }
    #expect(disk.requests == ["Server", "Server"], "the load started over")
    disk.answerAll()
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
  }

  @Test func releasingTheSectionCancelsItsLoad() async throws {
    let disk = WaitingFolderDisk()
    weak var released: OutlineSection<Folder, String>?
    var screen: LoadingOutlineScreen? = LoadingOutlineScreen(waitingDisk: disk)
    try screen?.list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    await disk.reached()
    let load = try #require(screen?.outline.loadTask(for: "Server"))
    released = screen?.outline

    screen = nil
    #expect(released == nil)
    #expect(load.isCancelled)
    disk.answerAll()  // a load the section did not cancel returns, and the test does not hang
    await load.value
    #expect(disk.cancelled == ["Server"], "the loader saw its task cancelled")
  }
}
