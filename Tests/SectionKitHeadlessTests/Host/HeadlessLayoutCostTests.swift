import Foundation
import SectionKitTestSupport
import Testing

@_spi(Hosting) @testable import SectionKit
@_spi(Hosting) @testable import SectionKitHeadless

/// A section of `count` rows of one height that inserts rows through its context and counts
/// the row heights the host asks it for.
private final class HeightCountingSection: SectionController, SectionRowHeights {
  var count: Int
  var heightQuestions = 0
  init(count: Int) { self.count = count }
  override func numberOfRows(in context: SectionContext) -> Int { count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: LabelCell.self, for: row)
  }
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    heightQuestions += 1
    return 44
  }
}

/// Rows identified by integers, each with its own height, answering a host directly.
@MainActor
private final class HeightModel: HandWrittenListModel {
  var sections: [[Int]]
  init(_ sections: [[Int]]) { self.sections = sections }
  func numberOfSections() -> Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].count }
  func cell(at indexPath: ListIndexPath) -> any Reusable { LabelCell() }
  func titleForHeader(inSection section: Int) -> String? { section % 2 == 0 ? "H" : nil }
  func titleForFooter(inSection section: Int) -> String? { nil }
  func canEditRow(at indexPath: ListIndexPath) -> Bool { false }
  func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}
  /// Even sections have rows of one height; odd sections rows of three heights.
  func heightForRow(at indexPath: ListIndexPath) -> CGFloat? {
    indexPath.section % 2 == 0
      ? 44 : [30, 44, 61.5][sections[indexPath.section][indexPath.row] % 3]
  }
}

@MainActor
@Suite struct HeadlessLayoutCostTests {
  /// One row inserted into a list of `sections` sections of `rows` rows: the row heights asked.
  private func heightsAskedForOneInsert(sections: Int, rows: Int) -> Int {
    let controllers = (0..<sections).map { _ in HeightCountingSection(count: rows) }
    let root = CompositeController(controllers)
    let list = HeadlessListView(size: CGSize(width: 390, height: 844))
    root.attach(to: list)
    let before = controllers.reduce(0) { $0 + $1.heightQuestions }
    controllers[0].context.performBatch { batch in
      controllers[0].count += 1
      batch.insertRows(at: [0])
    }
    root.flushUpdates()
    #expect(list.numberOfRows(inSection: 0) == rows + 1)
    #expect(list.contentSize.height == CGFloat(sections * rows + 1) * 44)
    #expect(list.indexPathsForVisibleRows.first == ListIndexPath(row: 0, section: 0))
    return controllers.reduce(0) { $0 + $1.heightQuestions } - before
  }

  @Test func aOneRowInsertAsksOneHeightInOneBigSection() {
    #expect(heightsAskedForOneInsert(sections: 1, rows: 100_000) <= 2)
  }

  @Test func aOneRowInsertAsksOneHeightInManySections() {
    #expect(heightsAskedForOneInsert(sections: 100, rows: 1_000) <= 2)
  }

  /// Random row batches over sections of one and of several heights: the layout after each
  /// batch is the one a full reload computes.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func batchesLayOutAsAReloadDoes(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var next = 0
    func ids(_ count: Int) -> [Int] {
      defer { next += count }
      return Array(next..<next + count)
    }
    let model = HeightModel((0..<6).map { _ in ids(Int.random(in: 0..<40, using: &random)) })
    let list = HeadlessListView(size: CGSize(width: 390, height: 600))
    list.connect(dataSource: model, delegate: model)
    for step in 0..<20 {
      list.scroll(toOffset: CGFloat.random(in: 0...list.contentSize.height, using: &random))
      var batch = ListBatch()
      var sections = model.sections
      for section in sections.indices where Bool.random(using: &random) {
        var rows = sections[section]
        for _ in 0..<Int.random(in: 0...3, using: &random) where !rows.isEmpty {
          rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          rows.insert(ids(1)[0], at: Int.random(in: 0...rows.count, using: &random))
        }
        if rows.count > 1 {
          let moved = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
          rows.insert(moved, at: Int.random(in: 0...rows.count, using: &random))
        }
        let changes = Changeset(fromIdentities: sections[section], to: rows)
        for row in changes.deletes {
          batch.deletedRows.insert(ListIndexPath(row: row, section: section))
        }
        for row in changes.inserts {
          batch.insertedRows.insert(ListIndexPath(row: row, section: section))
        }
        for move in changes.moves {
          batch.movedRows.append(
            ListBatch.RowMove(
              from: ListIndexPath(row: move.from, section: section),
              to: ListIndexPath(row: move.to, section: section)))
        }
        let moved = Set(changes.moves.map(\.from))
        if let kept = changes.oldToNew.indices.first(where: {
          changes.oldToNew[$0] != nil && !moved.contains($0)
        }), Bool.random(using: &random) {
          batch.reloadedRows.insert(ListIndexPath(row: kept, section: section))
        }
        sections[section] = rows
      }
      model.sections = sections
      try list.performBatchUpdates(batch)

      let reference = HeadlessListView(size: list.size)
      reference.connect(dataSource: model, delegate: model)
      reference.scroll(toOffset: list.contentOffset.y)
      #expect(list.contentSize == reference.contentSize, "seed \(seed), step \(step)")
      #expect(list.rowCounts == reference.rowCounts, "seed \(seed), step \(step)")
      for section in sections.indices {
        for row in sections[section].indices {
          let path = ListIndexPath(row: row, section: section)
          guard list.layout.rowSpan(path) == reference.layout.rowSpan(path) else {
            Issue.record("seed \(seed), step \(step): row \(path) is laid out elsewhere")
            return
          }
        }
      }
      #expect(
        list.indexPathsForVisibleRows == reference.indexPathsForVisibleRows,
        "seed \(seed), step \(step)")
    }
  }
}
