import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Snapshots past their data source's `backgroundDiffingThreshold`, diffed off the main actor
/// and applied on it.
///
/// `.ci/run` runs this suite under the thread sanitizer with `ConcurrentDiffTests`. Nothing
/// here waits for time: `waitForUpdates()` awaits the diffs in flight, and what a test checks
/// holds whichever way the main actor and the diff interleave.
@Suite("Background diffing") @MainActor
struct BackgroundDiffingTests {
  /// The rows every snapshot of these tests shares, after the rows that tell them apart: past
  /// the threshold the tests set.
  static let shared = Array(1...300)

  /// A snapshot of one section: `first`, then the shared rows.
  static func snapshot(_ first: [Int]) -> ListSnapshot<String, Int> {
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(first + shared)
    return snapshot
  }

  /// A screen of three visible rows, diffing off the main actor from 100 rows, showing
  /// `first` then the shared rows; it records the first rows the list shows after each update
  /// that reaches it.
  static func screen(showing first: [Int]) -> (SnapshotScreen, Recorder) {
    let screen = SnapshotScreen(height: 3 * 44)
    let recorder = Recorder()
    screen.dataSource.apply(snapshot(first), animatingDifferences: false)
    screen.dataSource.backgroundDiffingThreshold = 100
    screen.dataSource.composite.onDidApply = { [weak list = screen.list] _, _ in
      guard let list else { return }
      recorder.states.append(
        list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
          .joined(separator: " "))
    }
    return (screen, recorder)
  }

  /// What the list showed after each update, and the completions that ran.
  final class Recorder {
    var states: [String] = []
    var completions: [String] = []
  }

  @Test func aLargeSnapshotIsShownOnceItsDiffComesBack() async {
    let (screen, recorder) = Self.screen(showing: [])
    let batches = screen.list.batchCount
    #expect(screen.shown == ["1", "2", "3"], "the first load is a load")

    screen.dataSource.apply(Self.snapshot([-1])) { recorder.completions.append("-1") }
    #expect(screen.shown == ["1", "2", "3"], "apply returned before the diff")
    #expect(screen.list.batchCount == batches)
    #expect(recorder.completions.isEmpty)
    #expect(screen.dataSource.snapshot.itemIdentifiers.first == 1, "the snapshot shown")

    await screen.dataSource.composite.waitForUpdates()
    #expect(screen.shown == ["-1", "1", "2"])
    #expect(screen.list.lastBatch?.description == "insert rows [0, 0]", "a batch, not a reload")
    #expect(screen.list.reloadCount == 1)
    #expect(recorder.states == ["-1 1 2"])
    #expect(recorder.completions == ["-1"])
    #expect(screen.dataSource.snapshot.itemIdentifiers.first == -1)
  }

  @Test func threeQuickSnapshotsShowTheLastOnceAndCompleteInOrder() async {
    let (screen, recorder) = Self.screen(showing: [])
    for marker in [-1, -2, -3] {
      screen.dataSource.apply(Self.snapshot([marker])) {
        recorder.completions.append("\(marker)")
      }
    }
    await screen.dataSource.composite.waitForUpdates()
    #expect(recorder.states == ["-3 1 2"], "only the last state is shown")
    #expect(recorder.completions == ["-1", "-2", "-3"])
    #expect(screen.list.lastBatch?.description == "insert rows [0, 0]", "diffed from the list")
  }

  @Test func aNewerSnapshotWhileTheOlderIsDiffedIsNeverFollowedByTheOlder() async {
    let (screen, recorder) = Self.screen(showing: [])
    screen.dataSource.apply(Self.snapshot([-1])) { recorder.completions.append("-1") }
    // Lets the first apply's diff start (the main actor runs its task) before the second.
    await Task.yield()
    screen.dataSource.apply(Self.snapshot([-2, -1])) { recorder.completions.append("-2") }
    await screen.dataSource.composite.waitForUpdates()
    // Dropped, or shown before the newer one: never after it.
    #expect(recorder.states == ["-2 -1 1"] || recorder.states == ["-1 1 2", "-2 -1 1"])
    #expect(recorder.states.last == "-2 -1 1")
    #expect(recorder.completions == ["-1", "-2"])
    #expect(screen.dataSource.snapshot.itemIdentifiers.prefix(3) == [-2, -1, 1])
  }

  @Test func aSmallSnapshotAfterALargeOneSupersedesIt() async {
    let (screen, recorder) = Self.screen(showing: [])
    screen.dataSource.apply(Self.snapshot([-1])) { recorder.completions.append("large") }
    var small = ListSnapshot<String, Int>()
    small.appendSections(["main"])
    small.appendItems([7, 8, 9])
    screen.dataSource.backgroundDiffingThreshold = nil
    screen.dataSource.apply(small) { recorder.completions.append("small") }
    #expect(screen.shown == ["7", "8", "9"], "applied before apply returns")
    #expect(recorder.completions == ["large", "small"], "the older completion runs first")
    await screen.dataSource.composite.waitForUpdates()
    #expect(recorder.states == ["7 8 9"])
    #expect(recorder.completions == ["large", "small"])
  }

  @Test func reloadingSupersedesADiffInFlight() async {
    let (screen, recorder) = Self.screen(showing: [])
    screen.dataSource.apply(Self.snapshot([-1])) { recorder.completions.append("diffed") }
    screen.dataSource.applyUsingReloadData(Self.snapshot([-5])) {
      recorder.completions.append("reloaded")
    }
    await screen.dataSource.composite.waitForUpdates()
    #expect(screen.shown == ["-5", "1", "2"])
    #expect(recorder.states == ["-5 1 2"])
    #expect(recorder.completions == ["diffed", "reloaded"])
  }

  @Test func belowTheThresholdOrWithoutOneApplyingIsSynchronous() {
    let screen = SnapshotScreen(height: 3 * 44)
    screen.dataSource.backgroundDiffingThreshold = 1_000
    screen.dataSource.apply(Self.snapshot([]))
    var done: [String] = []
    screen.dataSource.apply(Self.snapshot([-1])) { done.append("below") }
    #expect(screen.shown == ["-1", "1", "2"])
    #expect(done == ["below"])

    screen.dataSource.backgroundDiffingThreshold = nil
    screen.dataSource.apply(Self.snapshot(Array(-2_000 ... -2))) { done.append("off") }
    #expect(screen.shown == ["-2000", "-1999", "-1998"])
    #expect(done == ["below", "off"])
  }

  @Test func theDefaultThresholdIsTenThousandRows() {
    #expect(
      SnapshotDataSource<String, Int> { _, _ in RowContent("") }.backgroundDiffingThreshold
        == 10_000)
  }

  /// The threshold's deprecated spelling on the root composite still applies to the data sources
  /// of its list, until one is given its own.
  @available(*, deprecated, message: "uses CompositeController.backgroundDiffingThreshold")
  @Test func theThresholdSetOnTheRootStillAppliesToItsDataSources() async {
    #expect(CompositeController().backgroundDiffingThreshold == 10_000)
    let list = HeadlessListView(size: CGSize(width: 320, height: 3 * 44))
    let screen = CompositeController()
    screen.backgroundDiffingThreshold = 100
    #expect(screen.backgroundDiffingThreshold == 100)
    screen.attach(to: list)
    let dataSource = SnapshotDataSource<String, Int> { _, item in RowContent("\(item)") }
    screen.append(dataSource.composite)
    #expect(dataSource.backgroundDiffingThreshold == 100)
    dataSource.apply(Self.snapshot([]))
    await screen.waitForUpdates()
    var completed = false
    dataSource.apply(Self.snapshot([-1])) { completed = true }
    #expect(!completed, "apply returned before the diff")
    await screen.waitForUpdates()
    #expect(completed)
    #expect(list.numberOfRows(inSection: 0) == 301)

    screen.backgroundDiffingThreshold = nil
    #expect(dataSource.backgroundDiffingThreshold == nil)
    var shownAtOnce = false
    dataSource.apply(Self.snapshot([-2])) { shownAtOnce = true }
    #expect(shownAtOnce, "diffed on the main actor, shown before apply returned")

    screen.backgroundDiffingThreshold = 100
    dataSource.backgroundDiffingThreshold = nil
    #expect(dataSource.backgroundDiffingThreshold == nil, "its own comes first")
    #expect(screen.backgroundDiffingThreshold == 100)
  }

  @Test func aDataSourceReleasedWhileDiffingAppliesNothingAndIsFreed() async throws {
    let list = HeadlessListView(size: CGSize(width: 320, height: 3 * 44))
    let screen = CompositeController()
    screen.attach(to: list)
    weak var released: SnapshotDataSource<String, Int>?
    do {
      let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, item in
        let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
        cell.text = "\(item)"
        return cell
      }
      released = dataSource
      dataSource.backgroundDiffingThreshold = 100
      screen.append(dataSource.composite)
      screen.flushUpdates()
      dataSource.apply(Self.snapshot([]))
      await screen.waitForUpdates()
      #expect(list.numberOfRows(inSection: 0) == 300)

      dataSource.apply(Self.snapshot([-1]))
      // Lets the diff start (it then holds the data source no more than the list does); should
      // it come back before the removal, it is shown then, as it should be.
      await Task.yield()
      screen.remove(at: 0)
      screen.flushUpdates()
    }
    #expect(released == nil, "the diff in flight does not keep the data source")
    let batches = list.batchCount
    await screen.waitForUpdates()
    #expect(list.numberOfSections == 0)
    #expect(list.batchCount == batches, "nothing applied")
  }

  /// A list whose screen holds a snapshot data source, diffing off the main actor from 100
  /// rows, that shows the shared rows.
  static func nestedDataSource() async -> (
    HeadlessListView, CompositeController, SnapshotDataSource<String, Int>
  ) {
    let list = HeadlessListView(size: CGSize(width: 320, height: 3 * 44))
    let screen = CompositeController()
    screen.attach(to: list)
    let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, item in
      let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
      cell.text = "\(item)"
      return cell
    }
    dataSource.backgroundDiffingThreshold = 100
    screen.append(dataSource.composite)
    dataSource.apply(Self.snapshot([]))
    await screen.waitForUpdates()
    return (list, screen, dataSource)
  }

  @Test func aDataSourceTakenOffTheListWhileDiffingKeepsTheNewItemsOnly() async {
    let (list, screen, dataSource) = await Self.nestedDataSource()
    var completed = false
    dataSource.apply(Self.snapshot([-1])) { completed = true }
    screen.remove(at: 0)
    screen.flushUpdates()
    let batches = list.batchCount
    await screen.waitForUpdates()
    #expect(list.numberOfSections == 0)
    #expect(list.batchCount == batches, "nothing reaches the list it left")
    #expect(completed)
    #expect(dataSource.snapshot.itemIdentifiers.prefix(2) == [-1, 1])
  }

  @Test func aDataSourceTakenOffTheListWhileDiffingWaitsForItsDiffItself() async {
    let (list, screen, dataSource) = await Self.nestedDataSource()
    var completed: [String] = []
    dataSource.apply(Self.snapshot([-1])) { completed.append("-1") }
    screen.remove(at: 0)
    screen.flushUpdates()
    // The screen the data source left is not the one to wait on: its own composite is.
    await dataSource.composite.waitForUpdates()
    #expect(completed == ["-1"])
    #expect(dataSource.snapshot.itemIdentifiers.prefix(2) == [-1, 1])
    #expect(list.numberOfSections == 0, "the list it left shows nothing of it")
  }
}
