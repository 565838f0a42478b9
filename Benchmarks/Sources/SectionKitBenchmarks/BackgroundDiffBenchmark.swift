import Foundation
import SectionKit
import SectionKitHeadless

/// A cell that shows an item's number.
final class ItemCell: HeadlessCell {
  var item = 0
}

/// The main thread's time per update of a 100,000-row snapshot, diffed on the main actor and
/// diffed off it, in one run.
struct BackgroundDiffResult {
  let rows: Int
  /// The update diffed and applied on the main actor (`backgroundDiffingThreshold = nil`).
  let onMain: Measurement
  /// The same update past the threshold: the main thread's share, from `apply` until the
  /// completion ran (the diff itself runs on another thread).
  let offMain: Measurement
  /// The wall time from `apply` until the completion ran, off the main actor.
  let offMainWall: Measurement
  /// The last batch each way, which must be the same.
  let batchOnMain: String
  let batchOffMain: String
}

/// The CPU time the calling thread has used: waiting (blocked in the run loop) costs none, so
/// the difference over an update is the main thread's work for it, whatever else the machine
/// runs.
func threadCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// One section of `rows` items on a headless list, and the update a screen of that size gets:
/// 0.5% of the items deleted, 0.5% new ones inserted, 0.1% moved, seeded.
@MainActor
struct BackgroundDiffScenario {
  let before: ListSnapshot<String, Int>
  let after: ListSnapshot<String, Int>

  init(rows: Int) {
    var generator = SeededGenerator(seed: 30)
    var items = Array(0..<rows)
    var shown = ListSnapshot<String, Int>()
    shown.appendSections(["feed"])
    shown.appendItems(items, toSection: "feed")
    for _ in 0..<(rows / 200) {
      items.remove(at: Int.random(in: 0..<items.count, using: &generator))
    }
    for new in 0..<(rows / 200) {
      items.insert(rows + new, at: Int.random(in: 0...items.count, using: &generator))
    }
    for _ in 0..<(rows / 1_000) {
      let item = items.remove(at: Int.random(in: 0..<items.count, using: &generator))
      items.insert(item, at: Int.random(in: 0...items.count, using: &generator))
    }
    var next = ListSnapshot<String, Int>()
    next.appendSections(["feed"])
    next.appendItems(items, toSection: "feed")
    before = shown
    after = next
  }

  /// A data source on a phone-sized headless list, showing `before`.
  func makeScreen() -> (SnapshotDataSource<String, Int>, HeadlessListView) {
    let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, item in
      let cell = dataSource.dequeueReusableCell(ofType: ItemCell.self, for: indexPath)
      cell.item = item
      return cell
    }
    let list = HeadlessListView(size: CGSize(width: 390, height: 844))
    dataSource.backgroundDiffingThreshold = nil
    dataSource.composite.attach(to: list)
    dataSource.apply(before, animatingDifferences: false)
    return (dataSource, list)
  }
}

/// Runs the main run loop (which runs the main actor's jobs) until `done` says so.
@MainActor
func runMainLoop(until done: () -> Bool) {
  while !done() {
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
  }
}

/// Times the update of a `rows`-row snapshot on the main actor and off it, interleaved.
@MainActor
func runBackgroundDiffBenchmark(rows: Int, runs: Int) -> BackgroundDiffResult {
  let scenario = BackgroundDiffScenario(rows: rows)
  var onMain: [Duration] = []
  var offMain: [Duration] = []
  var offMainWall: [Duration] = []
  var batches = ("", "")
  let clock = ContinuousClock()
  for run in 0...runs {
    // On the main actor: `apply` diffs and shows before it returns.
    do {
      let (dataSource, list) = scenario.makeScreen()
      var done = false
      let start = threadCPUTime()
      dataSource.apply(scenario.after) { done = true }
      runMainLoop { done }
      if run > 0 { onMain.append(threadCPUTime() - start) }
      batches.0 = list.lastBatch?.description ?? "none"
    }
    // Off it: `apply` returns at once; the main actor applies the diff when it comes back.
    do {
      let (dataSource, list) = scenario.makeScreen()
      dataSource.backgroundDiffingThreshold = 10_000
      var done = false
      let wallStart = clock.now
      let start = threadCPUTime()
      dataSource.apply(scenario.after) { done = true }
      runMainLoop { done }
      if run > 0 {
        offMain.append(threadCPUTime() - start)
        offMainWall.append(clock.now - wallStart)
      }
      batches.1 = list.lastBatch?.description ?? "none"
    }
  }
  return BackgroundDiffResult(
    rows: rows, onMain: Measurement(name: "on main", samples: onMain),
    offMain: Measurement(name: "off main", samples: offMain),
    offMainWall: Measurement(name: "off main, wall", samples: offMainWall),
    batchOnMain: batches.0, batchOffMain: batches.1)
}
