import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Outlines (Sources/SectionKit/SectionKit.docc/Outlines.md).

struct Folder: Identifiable {
  var id: String
  var children: [Folder] = []
}

struct RemoteFolder: Identifiable {
  var id: String
  var hasSubfolders = false
  var subfolders: [RemoteFolder] = []
}

/// A server that lists a folder's subfolders, and remembers what it was asked.
@MainActor
final class FolderAPI {
  var requests: [String] = []

  func subfolders(of id: String) async throws -> [RemoteFolder] {
    requests.append(id)
    return [RemoteFolder(id: "2025"), RemoteFolder(id: "2026")]
  }
}

@Suite("Article: Outlines") @MainActor
struct OutlinesTests {
  @Test func theOutlineExpandsKeepsItsExpansionAndForgetsRemovedFolders() throws {
    var opened: [String] = []

    let library = [
      Folder(id: "Documents", children: [Folder(id: "Work"), Folder(id: "Photos")]),
      Folder(id: "Music"),
    ]
    let folders = OutlineSection(roots: library, children: \.children) { folder in
      RowContent(folder.id, imageName: "folder")
    }
    folders.onSelect = { context, row, folder in opened.append(folder.id) }

    let screen = CompositeController([folders])
    let list = HeadlessListView()
    screen.attach(to: list)

    try list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨folder⟩ Documents ▾
        │   ⟨folder⟩ Work
        │   ⟨folder⟩ Photos
        │ ⟨folder⟩ Music
        └

        """)
    #expect(list.lastBatch?.description == "insert rows [0, 1] [0, 2]; reconfigure rows [0, 0]")

    folders.setRoots([Folder(id: "Documents", children: [Folder(id: "Photos")])])
    screen.flushUpdates()
    #expect(folders.isExpanded("Documents"))
    #expect(list.lastBatch?.description == "delete rows [0, 1] [0, 3]")

    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    #expect(opened == ["Photos"])
  }

  @Test func theUserIsAskedBeforeAFolderExpandsOrCollapsesAndATapOnTheRowTogglesIt() throws {
    var expanded: [String] = []
    let library = [
      Folder(id: "Documents", children: [Folder(id: "Work"), Folder(id: "Photos")]),
      Folder(id: "Music"),
    ]
    let folders = OutlineSection(roots: library, children: \.children) { folder in
      RowContent(folder.id, imageName: "folder")
    }
    let screen = CompositeController([folders])
    let list = HeadlessListView()
    screen.attach(to: list)

    folders.shouldCollapse = { folder in folder.id != "Documents" }
    folders.willExpand = { folder in expanded.append(folder.id) }
    folders.togglesOnTap = true

    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(expanded == ["Documents"])
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨folder⟩ Documents ▾
        │   ⟨folder⟩ Work
        │   ⟨folder⟩ Photos
        │ ⟨folder⟩ Music
        └

        """)
  }

  @Test func subfoldersLoadWhenTheirFolderExpands() async throws {
    let api = FolderAPI()
    let server = OutlineSection(
      roots: [RemoteFolder(id: "Archive", hasSubfolders: true)], children: \.subfolders,
      hasChildren: \.hasSubfolders,
      loadChildren: { folder in try await api.subfolders(of: folder.id) },
      content: { folder in RowContent(folder.id, imageName: "folder") })
    let screen = CompositeController([server])
    let list = HeadlessListView()
    screen.attach(to: list)

    try list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨folder⟩ Archive ▾
        │   Loading…
        └

        """)

    await server.loadTask(for: "Archive")?.value
    screen.flushUpdates()
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨folder⟩ Archive ▾
        │   ⟨folder⟩ 2025
        │   ⟨folder⟩ 2026
        └

        """)
    #expect(api.requests == ["Archive"])
  }
}
