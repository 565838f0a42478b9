import Foundation
import SectionKit
import SectionKitHeadless

/// A section of `count` rows backed by an array of integers, the model's own storage.
final class LongSection: SectionController {
  let values: [Int]
  init(count: Int) { values = Array(0..<count) }
  override func numberOfRows(in context: SectionContext) -> Int { values.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: NumberCell.self, for: row)
  }
}

/// The process's resident memory, in bytes (Linux's `/proc/self/status`; 0 elsewhere).
func residentBytes() -> Int {
  statusKilobytes("VmRSS:") * 1_024
}

/// A figure in kilobytes from Linux's `/proc/self/status`, such as `VmRSS:`; 0 elsewhere.
func statusKilobytes(_ field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
  else { return 0 }
  return line.split(separator: " ").compactMap { Int($0) }.first ?? 0
}

struct MemoryResult {
  let rows: Int
  let peakLiveCells: Int
  let createdCells: Int
  let residentGrowth: Int
  let modelBytes: Int
  let scrollTime: Duration
}

/// Builds a list of `rows` rows, scrolls from top to bottom a viewport at a time, and reports
/// the live cells and the growth of resident memory against the model's own array.
@MainActor
func runMemoryBenchmark(rows: Int) -> MemoryResult {
  let before = residentBytes()
  let section = LongSection(count: rows)
  let root = CompositeController([section])
  let host = HeadlessListView(size: CGSize(width: 390, height: 844))
  root.attach(to: host)
  var peak = host.liveCellCount
  let clock = ContinuousClock()
  let time = clock.measure {
    while host.contentOffset.y < host.contentSize.height - host.size.height {
      host.scroll(by: host.size.height)
      peak = max(peak, host.liveCellCount)
    }
  }
  let after = residentBytes()
  withExtendedLifetime(root) {}
  return MemoryResult(
    rows: rows, peakLiveCells: peak, createdCells: host.createdCellCount,
    residentGrowth: after - before, modelBytes: rows * MemoryLayout<Int>.stride, scrollTime: time)
}
