import Foundation
import SectionKit
import SectionKitHeadless

/// A section of `count` rows that keeps its context to insert rows, and counts the row heights
/// the host asks it for.
final class InsertingSection: SectionController, SectionRowHeights {
  var count: Int
  private(set) var heightQuestions = 0
  init(count: Int) { self.count = count }
  override func numberOfRows(in context: SectionContext) -> Int { count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: NumberCell.self, for: row)
  }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    heightQuestions += 1
    return 44
  }

  /// Inserts one row at `row`, through the context.
  func insertRow(at row: Int) {
    context.performBatch { batch in
      count += 1
      batch.insertRows(at: [row])
    }
  }
}

/// The shapes of list the one-row insert is measured in.
struct ListShape: CustomStringConvertible {
  let sections: Int
  let rowsPerSection: Int
  var rows: Int { sections * rowsPerSection }
  var description: String { "\(rows) rows (\(sections) × \(rowsPerSection))" }
}

struct OneRowInsertResult {
  let shape: ListShape
  let time: Measurement
  /// The row heights the host asked for, per insert.
  let heightQuestions: Int
}

/// Times one row inserted through a context, and applied by the headless host, at the top of
/// the first section of a list, on screen (the viewport shows the first rows, which move down).
@MainActor
func runOneRowInsertBenchmark(shape: ListShape, runs: Int) -> OneRowInsertResult {
  let sections = (0..<shape.sections).map { _ in InsertingSection(count: shape.rowsPerSection) }
  let root = CompositeController(sections)
  let host = HeadlessListView(size: CGSize(width: 390, height: 844))
  root.attach(to: host)
  let target = sections[0]
  let before = sections.reduce(0) { $0 + $1.heightQuestions }
  let time = Measurement.run("insert", runs: runs) {
    target.insertRow(at: 0)
    root.flushUpdates()
  }
  let questions = sections.reduce(0) { $0 + $1.heightQuestions } - before
  withExtendedLifetime((root, host)) {}
  return OneRowInsertResult(
    shape: shape, time: time, heightQuestions: questions / (time.samples.count + 1))
}
