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
  let batches: Int
  let reloads: Int
}

/// Times the whole update pipeline, from giving the controllers their new values and the
/// composite its new children to the headless host having applied the batches, against the
/// diff of the same data alone (the section identities and every row).
@MainActor
func runPipelineBenchmark() -> PipelineResult {
  let data = PipelineData()
  struct State {
    let root: CompositeController
    let host: HeadlessListView
    let sections: [PipelineData.Section]
  }
  var batches = 0
  var reloads = 0
  let pipeline = Measurement.run(
    "pipeline", runs: 5,
    setup: { () -> State in
      let sections = data.oldRows.map(PipelineData.section)
      let root = CompositeController(sections)
      let host = HeadlessListView(size: CGSize(width: 390, height: 844))
      root.attach(to: host)
      return State(
        root: root, host: host,
        sections: sections + data.newRows.dropFirst(data.oldRows.count).map(PipelineData.section))
    },
    measuring: { state in
      for (index, rows) in data.newRows.prefix(data.oldRows.count).enumerated()
      where rows != data.oldRows[index] {
        state.sections[index].setItems(rows)
      }
      state.root.setChildren(data.newOrder.map { state.sections[$0] })
      // The turn's requests and the change of sections, applied as the end of the turn would.
      state.root.flushUpdates()
      batches = state.host.batchCount
      reloads = state.host.reloadCount
    })
  let oldFlat = data.oldOrder.flatMap { data.oldRows[$0] }
  let newFlat = data.newOrder.flatMap { data.newRows[$0] }
  let diffAlone = Measurement.run("diff alone", runs: 5) {
    blackHole(Changeset(fromIdentities: data.oldOrder, to: data.newOrder))
    blackHole(Changeset(fromIdentities: oldFlat, to: newFlat))
  }
  return PipelineResult(
    pipeline: pipeline, diffAlone: diffAlone, batches: batches, reloads: reloads)
}
