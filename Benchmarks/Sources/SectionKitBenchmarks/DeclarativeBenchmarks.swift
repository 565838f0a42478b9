import Foundation
import SectionKit
import SectionKitHeadless

/// One row's model: an identity and the title its row shows.
struct DeclarativeItem: Equatable {
  let id: Int
  var title: String
}

/// A screen of `shape.rows` rows and the same screen with 1% of its rows changed: four fifths of
/// them show another title, a tenth are deleted and a tenth inserted, in seeded random places.
struct DeclarativeData {
  let shape: ListShape
  let old: [[DeclarativeItem]]
  let new: [[DeclarativeItem]]

  init(shape: ListShape) {
    self.shape = shape
    var random = SeededGenerator(seed: 1_616)
    let perSection = shape.rowsPerSection
    old = (0..<shape.sections).map { section in
      (0..<perSection).map { row in
        let id = section * perSection + row
        return DeclarativeItem(id: id, title: "Row \(id)")
      }
    }
    var new = old
    let changed = shape.rows / 100
    for _ in 0..<(changed * 8 / 10) {
      let section = Int.random(in: 0..<new.count, using: &random)
      let row = Int.random(in: 0..<new[section].count, using: &random)
      new[section][row].title += " (edited)"
    }
    for _ in 0..<(changed / 10) {
      let section = Int.random(in: 0..<new.count, using: &random)
      new[section].remove(at: Int.random(in: 0..<new[section].count, using: &random))
    }
    for index in 0..<(changed / 10) {
      let section = Int.random(in: 0..<new.count, using: &random)
      let id = shape.rows + index
      new[section].insert(
        DeclarativeItem(id: id, title: "Row \(id)"),
        at: Int.random(in: 0...new[section].count, using: &random))
    }
    self.new = new
  }
}

/// The sections of a screen of items, as an app writes them.
@SectionBuilder
func declarativeScreen(_ sections: [[DeclarativeItem]]) -> [ListSection] {
  for (index, items) in sections.enumerated() {
    ListSection(index) {
      for item in items { Row(item.id, RowContent(item.title)) }
    }
  }
}

struct DeclarativeResult {
  let shape: ListShape
  /// `show { … }` given the changed screen's values, then the flush: the reconciliation, until
  /// the host applied the batches.
  let reconciliation: Measurement
  /// `show { … }` given the values, without the flush: the host's batches queued.
  let show: Measurement
  /// The builder alone: the changed screen's values, not shown.
  let values: Measurement
  /// What an app pays: the builder, `show { … }` and the flush.
  let reEvaluation: Measurement
  /// The diff of the same identities and titles: sections, then each section's rows.
  let diff: Measurement
  let batches: Int
  let reloads: Int
}

/// Times the re-evaluation of a declarative screen shown on a headless list against the diff
/// of the same data.
@MainActor
func runDeclarativeBenchmark(shape: ListShape, runs: Int = 9) -> DeclarativeResult {
  let data = DeclarativeData(shape: shape)
  struct State {
    let screen: CompositeController
    let list: HeadlessListView
    let batchesBefore: Int
    let reloadsBefore: Int
  }
  var batches = 0
  var reloads = 0
  let setUp = { () -> State in
    let screen = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 844))
    screen.attach(to: list)
    screen.show(declarativeScreen(data.old))
    screen.flushUpdates()
    return State(
      screen: screen, list: list, batchesBefore: list.batchCount, reloadsBefore: list.reloadCount)
  }
  let newValues = declarativeScreen(data.new)
  let reconciliation = Measurement.run("reconciliation", runs: runs, setup: setUp) { state in
    state.screen.show(newValues)
    state.screen.flushUpdates()
    batches = state.list.batchCount - state.batchesBefore
    reloads = state.list.reloadCount - state.reloadsBefore
  }
  var states: [State] = []  // kept until the end: their queued batches are never flushed
  let show = Measurement.run("show", runs: runs, setup: setUp) { state in
    state.screen.show(newValues)
    states.append(state)
  }
  states.removeAll()
  let values = Measurement.run("values", runs: runs) { blackHole(declarativeScreen(data.new)) }
  let reEvaluation = Measurement.run("re-evaluation", runs: runs, setup: setUp) { state in
    state.screen.show(declarativeScreen(data.new))
    state.screen.flushUpdates()
  }
  let oldIDs = Array(data.old.indices)
  let newIDs = Array(data.new.indices)
  let diff = Measurement.run("diff", runs: runs) {
    blackHole(Changeset(fromIdentities: oldIDs, to: newIDs))
    for (old, new) in zip(data.old, data.new) {
      blackHole(Changeset(from: old, to: new, identifiedBy: \.id))
    }
  }
  return DeclarativeResult(
    shape: shape, reconciliation: reconciliation, show: show, values: values,
    reEvaluation: reEvaluation, diff: diff, batches: batches, reloads: reloads)
}

/// A declarative screen of 10,000 rows, as 100 sections of 100 rows and as one section,
/// evaluated again with 1% of its rows changed.
@MainActor
func runDeclarativeGroup(_ verdicts: inout [Verdict]) {
  var table = Table(
    title:
      "Declarative screens (10,000 rows, 1% changed, shown again on a headless list; \(buildConfiguration))",
    columns: [
      "screen", "reconciliation", "of which show { … }", "diff of the same data", "ratio",
      "the values (builder)", "re-evaluation (all)", "ratio (all)", "host batches",
      "host reloads",
    ])
  for shape in [
    ListShape(sections: 100, rowsPerSection: 100), ListShape(sections: 1, rowsPerSection: 10_000),
  ] {
    let result = runDeclarativeBenchmark(shape: shape)
    table.rows.append([
      shape.description, spread(result.reconciliation), spread(result.show), spread(result.diff),
      ratio(result.reconciliation.median, result.diff.median), spread(result.values),
      spread(result.reEvaluation), ratio(result.reEvaluation.median, result.diff.median),
      "\(result.batches)", "\(result.reloads)",
    ])
    let factor = result.reconciliation.median.milliseconds / result.diff.median.milliseconds
    verdicts.append(
      (
        "declarative \(shape): reconciliation ≤ 3× the diff (\(buildConfiguration))",
        factor <= 3, String(format: "%.2f×", factor)
      ))
    verdicts.append(
      (
        "declarative \(shape) reaches the host in batches, no reload",
        result.batches > 0 && result.reloads == 0,
        "\(result.batches) batches, \(result.reloads) reloads"
      ))
  }
  print(table.render())
}
