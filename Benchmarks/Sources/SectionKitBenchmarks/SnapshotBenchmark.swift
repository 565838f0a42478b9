import Foundation
import SectionKit
import SectionKitHeadless

struct SnapshotResult {
  /// Building a snapshot of 100 sections of 100 items, a section at a time.
  let build: Measurement
  /// Applying a snapshot with 3 items gone from each section, on the main actor, until the
  /// headless list has applied the batch.
  let apply: Measurement
  /// The diffs of the same items, section by section.
  let diff: Measurement
}

/// Times building a `ListSnapshot<String, Int>` as an app does (`appendSections`,
/// `appendItems`), and applying a changed one with a `SnapshotDataSource` on the main actor,
/// against the diffs of the same items.
@MainActor
func runSnapshotBenchmark(runs: Int = 9) -> SnapshotResult {
  let sections = 100
  let perSection = 100
  func snapshot(droppingFirst dropped: Int) -> ListSnapshot<String, Int> {
    var snapshot = ListSnapshot<String, Int>()
    for section in 0..<sections {
      snapshot.appendSections(["section \(section)"])
      snapshot.appendItems(
        Array((section * perSection + dropped)..<((section + 1) * perSection)),
        toSection: "section \(section)")
    }
    return snapshot
  }
  let build = Measurement.run("build", runs: runs) {
    blackHole(snapshot(droppingFirst: 0).numberOfItems)
  }
  let old = snapshot(droppingFirst: 0)
  let new = snapshot(droppingFirst: 3)
  let apply = Measurement.run(
    "apply", runs: runs,
    setup: { () -> (SnapshotDataSource<String, Int>, HeadlessListView) in
      let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, _ in
        dataSource.dequeueReusableCell(ofType: ItemCell.self, for: indexPath)
      }
      let list = HeadlessListView(size: CGSize(width: 390, height: 844))
      dataSource.backgroundDiffingThreshold = nil
      dataSource.composite.attach(to: list)
      dataSource.apply(old, animatingDifferences: false)
      return (dataSource, list)
    },
    measuring: { state in state.0.apply(new, animatingDifferences: false) })
  let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
  let newItems = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
  let diff = Measurement.run("diff", runs: runs) {
    for (shown, next) in zip(oldItems, newItems) {
      blackHole(Changeset(fromIdentities: shown, to: next))
    }
  }
  return SnapshotResult(build: build, apply: apply, diff: diff)
}

/// A snapshot built and applied, reported (no target): both run specialised for the app's
/// identifier types.
@MainActor
func runSnapshotGroup(_ verdicts: inout [Verdict]) {
  let result = runSnapshotBenchmark()
  var table = Table(
    title:
      "Snapshots (ListSnapshot<String, Int> of 100 sections × 100 items; applied with 3 items gone from each section, on the main actor; min / median of 9 runs; reported, not a target)",
    columns: ["build", "per item", "apply", "diff of the same items", "apply / diff"])
  table.rows.append([
    spread(result.build),
    String(format: "%.1f ns", result.build.median.milliseconds * 1e6 / 10_000),
    spread(result.apply), spread(result.diff),
    ratio(result.apply.median, result.diff.median),
  ])
  print(table.render())
}
