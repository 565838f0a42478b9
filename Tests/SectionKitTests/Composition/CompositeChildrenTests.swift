import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Composite children: finding a child, and removing it where it stands") @MainActor
struct CompositeChildrenTests {
  @Test func removingAChildFoundByInstanceTakesItsSectionOffTheScreen() throws {
    let account = RecordingSection("account", rows: 1)
    account.header = "Account"
    let privacy = RecordingSection("privacy", rows: 2)
    privacy.header = "Privacy"
    let screen = Screen([account, privacy], height: 400)

    let index = try #require(screen.root.firstIndex(of: privacy))
    #expect(screen.root.remove(at: index) === privacy)
    screen.root.flushUpdates()

    let text = screen.list.renderedText()
    #expect(text == "┌ ACCOUNT\n│ account 0\n└\n")
    #expect(screen.list.lastBatch?.deletedSections == [1])
    #expect(privacy.events.contains("didDetach"))
  }

  @Test func aGrandchildIsFoundAndRemovedThroughItsOwnComposite() throws {
    let nested = RecordingSection("nested", rows: 1)
    let feature = CompositeController([nested])
    let stranger = RecordingSection("stranger", rows: 1)
    let screen = Screen([feature], height: 400)
    let batches = screen.list.batchCount

    #expect(screen.root.firstIndex(of: stranger) == nil)
    #expect(screen.root.firstIndex(of: nested) == nil, "a grandchild is not the root's child")
    screen.root.flushUpdates()

    #expect(screen.list.batchCount == batches)
    #expect(screen.list.rowCounts == [1])
    feature.remove(at: try #require(feature.firstIndex(of: nested)))
    screen.root.flushUpdates()
    #expect(screen.list.rowCounts == [])
  }

  @Test func containsAndFirstIndexSeeDirectChildrenOnly() {
    let a = RecordingSection("a", rows: 1)
    let b = RecordingSection("b", rows: 1)
    let inner = RecordingSection("inner", rows: 1)
    let feature = CompositeController([inner])
    let root = CompositeController([a, feature, b])

    #expect(root.contains(a) && root.contains(feature) && root.contains(b))
    #expect(!root.contains(inner))
    #expect(root.firstIndex(of: b) == 2)
    #expect(root.firstIndex(of: inner) == nil)
    #expect(feature.contains(inner))
  }

  @Test func findingAChildAmongManyLooksAtEachChildOnce() throws {
    let children = (0..<2_000).map { RecordingSection("s\($0)", rows: 0) }
    let root = CompositeController(children)

    #expect(root.firstIndex(of: children[1_500]) == 1_500)
    #expect(root.remove(at: try #require(root.firstIndex(of: children[700]))) === children[700])
    #expect(root.firstIndex(of: children[1_500]) == 1_499)
    #expect(root.children.count == 1_999)
  }
}
