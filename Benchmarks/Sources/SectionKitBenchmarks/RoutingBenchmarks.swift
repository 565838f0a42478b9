import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless

/// A cell made once and handed back by its controller, so that routing is measured without the
/// cost of dequeuing.
final class PreparedCell: HeadlessCell {}

/// A section that answers from a plain array: its row count, and a prepared cell per row; the
/// capability benchmarks' sections subclass it.
class ArraySection: SectionController {
  let cells: [PreparedCell]
  init(cells: [PreparedCell]) { self.cells = cells }
  override func numberOfRows(in context: SectionContext) -> Int { cells.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable { cells[row] }
}

/// Builds a composite of `sections` sections, either flat or nested `depth` levels deep.
@MainActor
func routingTree(sections: [ArraySection], depth: Int) -> CompositeController {
  guard depth > 1 else { return CompositeController(sections) }
  let groups = stride(from: 0, to: sections.count, by: 10).map {
    Array(sections[$0..<min($0 + 10, sections.count)])
  }
  var level: [SectionProvider] = groups.map { CompositeController($0) }
  for _ in 2..<depth {
    level = stride(from: 0, to: level.count, by: 10).map {
      CompositeController(Array(level[$0..<min($0 + 10, level.count)]))
    }
  }
  return CompositeController(level)
}

/// A hand-written data source answering from plain arrays, as a `UITableViewDataSource` without
/// SectionKit would: the baseline routing is compared with.
final class HandWrittenDataSource: ListDataSource {
  let arrays: [[PreparedCell]]
  init(arrays: [[PreparedCell]]) { self.arrays = arrays }
  func numberOfSections() -> Int { arrays.count }
  func numberOfRows(inSection section: Int) -> Int { arrays[section].count }
  func cell(at indexPath: ListIndexPath) -> any Reusable {
    arrays[indexPath.section][indexPath.row]
  }
  func titleForHeader(inSection section: Int) -> String? { nil }
  func titleForFooter(inSection section: Int) -> String? { nil }
  func canEditRow(at indexPath: ListIndexPath) -> Bool { false }
  func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}
}

/// Asks every row count and every cell of a data source, as a host would.
///
/// Callers pass the data source as a host holds it (read back from the host), so that the
/// optimiser cannot specialise this function for the concrete type and inline its answers: a
/// host only ever knows its data source as `any ListDataSource`, as UIKit only knows an object
/// conforming to `UITableViewDataSource`.
@inline(never)
@MainActor
func askEverything(_ dataSource: any ListDataSource, sections: Int) -> Int {
  var total = 0
  for section in 0..<sections {
    let count = dataSource.numberOfRows(inSection: section)
    total &+= count
    for row in 0..<count {
      let cell = dataSource.cell(at: ListIndexPath(row: row, section: section))
      total &+= Int(bitPattern: ObjectIdentifier(cell))
    }
  }
  return total
}

struct RoutingResult {
  let shape: String
  let composite: Measurement
  let handWritten: Measurement
  let arrays: Measurement
}

/// Asks every row count and every cell of 1,000 sections (10 rows each) through the composite,
/// through a hand-written data source over the same arrays, and of the arrays directly.
///
/// The three are timed in interleaved rounds (one sample of each per round, the order turning
/// from one round to the next), and compared by their minimums. On a shared machine the
/// hand-written data source does not run at one speed: its samples come in stretches of a few
/// milliseconds at about 0.9 ms and stretches about 20% slower, switching when the process is
/// preempted, while the composite's samples stay put. Fifteen consecutive samples of one, then
/// fifteen of the other, compared by their medians, caught the baseline in whichever stretch
/// it happened to be in: the ratio flipped between runs. Interleaved rounds give both the same
/// conditions, and each one's minimum is its speed when undisturbed; the baseline's fast
/// stretch is the one compared with, which makes the composite look no better than it is.
/// The stretches last up to tens of milliseconds: a hundred rounds (about 0.2 s a shape) make
/// it unlikely that the baseline spends all of them in its slow one.
@MainActor
func runRoutingBenchmarks(rounds: Int = 101) -> [RoutingResult] {
  let sectionCount = 1_000
  let rows = 10
  let arrays = (0..<sectionCount).map { _ in (0..<rows).map { _ in PreparedCell() } }
  let sections = arrays.map(ArraySection.init)
  let handWritten = HandWrittenDataSource(arrays: arrays)
  var results: [RoutingResult] = []
  for (shape, depth) in [("flat", 1), ("nested 4 deep", 4)] {
    let root = routingTree(sections: sections, depth: depth)
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    root.attach(to: host)
    let baselineHost = HeadlessListView(size: CGSize(width: 320, height: 0))
    baselineHost.connect(dataSource: handWritten, delegate: nil)
    guard let rootAsHeld = host.dataSource, let handWrittenAsHeld = baselineHost.dataSource else {
      fatalError("the hosts lost their data sources")
    }
    let contestants: [() -> Void] = [
      { blackHole(askEverything(rootAsHeld, sections: sectionCount)) },
      { blackHole(askEverything(handWrittenAsHeld, sections: sectionCount)) },
      {
        var total = 0
        for section in 0..<sectionCount {
          total &+= arrays[section].count
          for cell in arrays[section] { total &+= Int(bitPattern: ObjectIdentifier(cell)) }
        }
        blackHole(total)
      },
    ]
    let samples = interleavedSamples(of: contestants, rounds: rounds)
    results.append(
      RoutingResult(
        shape: shape, composite: Measurement(name: "composite", samples: samples[0]),
        handWritten: Measurement(name: "hand-written", samples: samples[1]),
        arrays: Measurement(name: "arrays", samples: samples[2])))
    root.detach()
  }
  return results
}

/// Takes a sample of each of two measures once per round, after one warm-up sample of each,
/// alternating which goes first; each measure sets up what it needs untimed and returns the
/// time of its timed part.
///
/// - Returns: The samples of `first`, then those of `second`.
@MainActor
func alternatingSamples(
  _ first: () -> Duration, _ second: () -> Duration, rounds: Int
) -> (first: [Duration], second: [Duration]) {
  _ = first()
  _ = second()
  var samples: (first: [Duration], second: [Duration]) = ([], [])
  for round in 0..<rounds {
    if round.isMultiple(of: 2) {
      samples.first.append(first())
      samples.second.append(second())
    } else {
      samples.second.append(second())
      samples.first.append(first())
    }
  }
  return samples
}

/// Times each of `bodies` once per round, after one warm-up run of each, starting each round
/// with the next body: every body is measured in the same conditions, and none always runs
/// right after the same other one.
///
/// - Returns: The samples of each body, in the order of `bodies`.
@MainActor
func interleavedSamples(of bodies: [() -> Void], rounds: Int) -> [[Duration]] {
  let clock = ContinuousClock()
  for body in bodies { body() }
  var samples = bodies.map { _ in [Duration]() }
  for round in 0..<rounds {
    for offset in bodies.indices {
      let index = (round + offset) % bodies.count
      samples[index].append(clock.measure { bodies[index]() })
    }
  }
  return samples
}
