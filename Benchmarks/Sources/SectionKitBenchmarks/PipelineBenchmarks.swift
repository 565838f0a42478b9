import Foundation
import SectionKit
import SectionKitHeadless

final class NumberCell: HeadlessCell {}

/// 10,000 sections of 10 identified rows, and a seeded change to 10% of the controllers (a
/// third deleted, a third inserted, a third moved) and to the rows of 10% of the sections (one
/// row deleted, one inserted, one moved in each).
@MainActor
struct PipelineData {
  typealias Section = IdentifiedSection<Int, Int>

  let oldRows: [[Int]]
  let newRows: [[Int]]
  let oldOrder: [Int]
  let newOrder: [Int]

  init(sections: Int = 10_000, rows: Int = 10) {
    var random = SeededGenerator(seed: 2026)
    var next = sections * rows
    oldRows = (0..<sections).map { section in (0..<rows).map { section * rows + $0 } }
    var newRows = oldRows
    for section in 0..<sections where Int.random(in: 0..<10, using: &random) == 0 {
      var items = newRows[section]
      items.remove(at: Int.random(in: 0..<items.count, using: &random))
      items.insert(next, at: Int.random(in: 0...items.count, using: &random))
      next += 1
      let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
      items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
      newRows[section] = items
    }
    oldOrder = Array(0..<sections)
    var order = oldOrder
    let third = sections / 30
    for _ in 0..<third { order.remove(at: Int.random(in: 0..<order.count, using: &random)) }
    for _ in 0..<third {
      let moved = order.remove(at: Int.random(in: 0..<order.count, using: &random))
      order.insert(moved, at: Int.random(in: 0...order.count, using: &random))
    }
    var extra = sections
    for _ in 0..<third {
      order.insert(extra, at: Int.random(in: 0...order.count, using: &random))
      newRows.append(
        (0..<rows).map { _ in
          next += 1
          return next
        })
      extra += 1
    }
    self.newRows = newRows
    newOrder = order
  }

  static func section(_ rows: [Int]) -> Section {
    IdentifiedSection(
      items: rows, id: { $0 },
      cell: { context, row, _ in context.dequeueReusableCell(ofType: NumberCell.self, for: row) })
  }
}

struct PipelineResult {
  let pipeline: Measurement
  let diffAlone: Measurement
  /// Making the 10,000 sections of the list (`IdentifiedSection`s of 10 values), before any
  /// list: not part of the pipeline.
  let making: Measurement
  let batches: Int
  let reloads: Int
}

/// Times the whole update pipeline, from giving the controllers their new values and the
/// composite its new children to the headless host having applied the batches, against the
/// diff of the same data alone (the section identities and every row), in interleaved rounds:
/// each round measures both, in turn first, so that neither gets the quieter half of the run.
@MainActor
func runPipelineBenchmark(rounds: Int = 9) -> PipelineResult {
  let data = PipelineData()
  struct State {
    let root: CompositeController
    let host: HeadlessListView
    let sections: [PipelineData.Section]
  }
  var batches = 0
  var reloads = 0
  let clock = ContinuousClock()
  func pipelineSample() -> Duration {
    let sections = data.oldRows.map(PipelineData.section)
    let root = CompositeController(sections)
    let host = HeadlessListView(size: CGSize(width: 390, height: 844))
    root.attach(to: host)
    let state = State(
      root: root, host: host,
      sections: sections + data.newRows.dropFirst(data.oldRows.count).map(PipelineData.section))
    return clock.measure {
      for (index, rows) in data.newRows.prefix(data.oldRows.count).enumerated()
      where rows != data.oldRows[index] {
        state.sections[index].setItems(rows)
      }
      state.root.setChildren(data.newOrder.map { state.sections[$0] })
      // The turn's requests and the change of sections, applied as the end of the turn would.
      state.root.flushUpdates()
      batches = state.host.batchCount
      reloads = state.host.reloadCount
    }
  }
  let oldFlat = data.oldOrder.flatMap { data.oldRows[$0] }
  let newFlat = data.newOrder.flatMap { data.newRows[$0] }
  func diffSample() -> Duration {
    clock.measure {
      blackHole(Changeset(fromIdentities: data.oldOrder, to: data.newOrder))
      blackHole(Changeset(fromIdentities: oldFlat, to: newFlat))
    }
  }
  let (pipeline, diffAlone) = alternatingSamples(pipelineSample, diffSample, rounds: rounds)
  let making = Measurement.run("making", runs: 5) {
    blackHole(data.oldRows.map(PipelineData.section).count)
  }
  return PipelineResult(
    pipeline: Measurement(name: "pipeline", samples: pipeline),
    diffAlone: Measurement(name: "diff alone", samples: diffAlone), making: making,
    batches: batches, reloads: reloads)
}
