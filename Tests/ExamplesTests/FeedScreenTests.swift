import SectionKit
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

@Suite("Feed example") @MainActor
struct FeedScreenTests {
  @Test func theScreenMatchesItsSnapshot() throws {
    #expect(snapshotMismatch(try ExamplesCommand.run(["feed"]), named: "feed") == nil)
  }

  @Test func theAnimationMatchesItsSnapshot() throws {
    let text = try ExamplesCommand.run(["feed", "--animate"])
    #expect(snapshotMismatch(text, named: "feed-animate") == nil)
  }

  @Test func eachStepAppliesTheExpectedBatch() throws {
    let text = try ExamplesCommand.run(["feed", "--animate"])
    let batches = text.split(separator: "\n").filter { $0.hasPrefix("batch: ") }
    #expect(
      batches == [
        "batch: insert rows [1, 0] [1, 1]",
        "batch: delete rows [1, 3]",
        "batch: move rows [1, 2]→[1, 0] [1, 3]→[1, 1]",
        "batch: reconfigure rows [1, 0]",
        "batch: insert sections 2",
        "batch: delete sections 2 3",
      ])
  }

  @Test func noStepFallsBackToAReload() throws {
    let screen = try RunningScreen(.feed)
    let reloads = screen.list.reloadCount
    _ = screen.animate()
    #expect(screen.list.reloadCount == reloads)
    #expect(screen.root.diagnostics.isEmpty)
    // One batch per step, and one more for step 3's reconfigure of a row that moves.
    #expect(screen.list.batchCount == screen.steps.count + 1)
  }
}
