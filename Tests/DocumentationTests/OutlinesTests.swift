import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Outlines (Sources/SectionKit/SectionKit.docc/Outlines.md).

struct Folder: Identifiable {
  var id: String
  var children: [Folder] = []
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
}
