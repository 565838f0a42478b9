import Foundation
import SectionKit

/// A cell made once and handed back by its controller, so that routing is measured without the
/// cost of dequeuing.
final class PreparedCell: HeadlessCell {}

/// A section that answers from a plain array: its row count, and a prepared cell per row.
final class ArraySection: SectionController {
  let cells: [PreparedCell]
  init(cells: [PreparedCell]) { self.cells = cells }
  func numberOfRows(in context: SectionContext) -> Int { cells.count }
  func cell(at row: Int, in context: SectionContext) -> any Reusable { cells[row] }
}

/// Builds a composite of `sections` sections, either flat or nested `depth` levels deep.
@MainActor
func routingTree(sections: [ArraySection], depth: Int) -> CompositeController {
  guard depth > 1 else { return CompositeController(sections) }
  let groups = stride(from: 0, to: sections.count, by: 10).map {
    Array(sections[$0..<min($0 + 10, sections.count)])
  }
  var level: [any SectionProvider] = groups.map { CompositeController($0) }
  for _ in 2..<depth {
    level = stride(from: 0, to: level.count, by: 10).map {
      CompositeController(Array(level[$0..<min($0 + 10, level.count)]))
    }
  }
  return CompositeController(level)
}

struct RoutingResult {
  let shape: String
  let composite: Measurement
  let direct: Measurement
}

/// Asks every row count and every cell of 10,000 sections (10 rows each) through the composite,
/// and the same of the plain arrays directly.
@MainActor
func runRoutingBenchmarks() -> [RoutingResult] {
  let sectionCount = 10_000
  let rows = 10
  let arrays = (0..<sectionCount).map { _ in (0..<rows).map { _ in PreparedCell() } }
  let sections = arrays.map(ArraySection.init)
  var results: [RoutingResult] = []
  for (shape, depth) in [("flat", 1), ("nested 4 deep", 4)] {
    let root = routingTree(sections: sections, depth: depth)
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    root.attach(to: host)
    let composite = Measurement.run("composite", runs: 15) {
      var total = 0
      for section in 0..<sectionCount {
        let count = root.numberOfRows(inSection: section)
        total &+= count
        for row in 0..<count {
          total &+=
            ObjectIdentifier(root.cellForRow(at: ListIndexPath(row: row, section: section)))
            .hashValue & 1
        }
      }
      blackHole(total)
    }
    let direct = Measurement.run("direct", runs: 15) {
      var total = 0
      for section in 0..<sectionCount {
        let count = arrays[section].count
        total &+= count
        for row in 0..<count {
          total &+= ObjectIdentifier(arrays[section][row] as any Reusable).hashValue & 1
        }
      }
      blackHole(total)
    }
    results.append(RoutingResult(shape: shape, composite: composite, direct: direct))
    root.detach()
  }
  return results
}
