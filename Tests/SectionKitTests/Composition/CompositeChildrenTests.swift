import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Composite children: finding and removing a child by instance") @MainActor
struct CompositeChildrenTests {
  @Test func removingAChildByInstanceTakesItsSectionOffTheScreen() {
    let account = RecordingSection("account", rows: 1)
    account.header = "Account"
    let privacy = RecordingSection("privacy", rows: 2)
    privacy.header = "Privacy"
    let screen = Screen([account, privacy], height: 400)

    #expect(screen.root.remove(privacy))
    screen.root.flushUpdates()

    let text = screen.list.renderedText()
    #expect(text == "┌ ACCOUNT\n│ account 0\n└\n")
    #expect(screen.list.lastBatch?.deletedSections == [1])
    #expect(privacy.events.contains("didDetach"))
  }

  @Test func removingWhatIsNotADirectChildChangesNothing() {
    let nested = RecordingSection("nested", rows: 1)
    let feature = CompositeController([nested])
    let stranger = RecordingSection("stranger", rows: 1)
    let screen = Screen([feature], height: 400)
    let batches = screen.list.batchCount

    #expect(!screen.root.remove(stranger))
    #expect(!screen.root.remove(nested), "a grandchild is removed through its own composite")
    screen.root.flushUpdates()

    #expect(screen.list.batchCount == batches)
    #expect(screen.list.rowCounts == [1])
    #expect(feature.remove(nested))
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

  @Test func findingAChildAmongManyLooksAtEachChildOnce() {
    let children = (0..<2_000).map { RecordingSection("s\($0)", rows: 0) }
    let root = CompositeController(children)

    #expect(root.firstIndex(of: children[1_500]) == 1_500)
    #expect(root.remove(children[700]))
    #expect(root.firstIndex(of: children[1_500]) == 1_499)
    #expect(root.children.count == 1_999)
  }
}
