import Foundation
import SectionKitTestSupport
import Testing

@testable import SectionKit

/// Rows are placed after a batch from the batch's changes in their sections alone
/// (`ListBatch.RowPlaces`, for the scroll anchor, the split of reconfigures and the headless
/// host): every row stands where the batch's full mapping of its section puts it.
@Suite("Where rows stand after a batch") @MainActor
struct RowPlacesTests {
  @Test func everyRowPlacedStandsWhereTheBatchMapsIt() {
    var random = SeededGenerator.fresh(for: "RowPlacesTests")
    let seed = random.seed
    var placed = 0
    var staying = 0
    var moved = 0
    for round in 0..<300 {
      let old = ListSnapshotDiffTests.randomSnapshot(&random)
      let new = ListSnapshotDiffTests.randomSnapshot(&random)
      let batch = new.batchUpdate(from: old)
      let oldCounts = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0).count }
      let newCounts = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0).count }
      let mapping = batch.mapping(oldCounts: oldCounts, newCounts: newCounts)
      let keepsSections =
        batch.insertedSections.isEmpty && batch.deletedSections.isEmpty
        && batch.movedSections.isEmpty
      let rows = oldCounts.indices.flatMap { section in
        (0..<oldCounts[section]).map { ListIndexPath(row: $0, section: section) }
      }
      // Gathered for some of the rows' sections, as the anchor and the reconfigures gather.
      let some = rows.filter { _ in Bool.random(using: &random) }
      let places = ListBatch.RowPlaces(
        batch: batch, sections: keepsSections ? nil : mapping.sections, rows: some)
      let everywhere = ListBatch.RowPlaces(batch: batch, sections: mapping.sections)
      let movedAway = Set(batch.movedRows.map(\.from))
      let movedSections = Set(batch.movedSections.map(\.from))
      for old in some {
        let mapped = mapping.rows(ofOldSection: old.section)[old.row]
        let context = "seed \(seed), round \(round), row \(old)"
        #expect(places.newPath(of: old) == mapped, "\(context)")
        #expect(everywhere.newPath(of: old) == mapped, "\(context), every section gathered")
        if mapped != nil { placed += 1 }
        if movedAway.contains(old) { moved += 1 }
        let place = places.stayingPath(of: old)
        if movedAway.contains(old) || movedSections.contains(old.section) {
          #expect(place == nil, "\(context): a row that leaves its place does not stay")
        } else {
          #expect(place == mapped, "\(context): a row that stays")
          if place != nil { staying += 1 }
        }
      }
    }
    #expect(placed > 200 && staying > 100 && moved > 10, "seed \(seed): the rounds placed rows")
  }

  /// Large batches: a diff's many changes close together (read back from a bitmap of the rows
  /// they span) and a few changes spread over a long section (sorted), in one section and over
  /// many short ones, place every row where the batch's mapping does.
  @Test(arguments: [
    (sections: 1, rows: 3_000, changes: 150),  // dense: marked
    (sections: 1, rows: 200_000, changes: 60),  // sparse: sorted
    (sections: 300, rows: 10, changes: 200),  // many short sections: marked
  ])
  func largeBatchesPlaceEveryRowWhereTheBatchMapsIt(
    shape: (sections: Int, rows: Int, changes: Int)
  ) {
    var random = SeededGenerator.fresh(for: "RowPlacesTests.large")
    let seed = random.seed
    var old = ListSnapshot<Int, Int>()
    old.appendSections(Array(0..<shape.sections))
    for section in 0..<shape.sections {
      old.appendItems(
        Array(section * shape.rows..<(section + 1) * shape.rows), toSection: section)
    }
    var items = (0..<shape.sections).map { old.itemIdentifiers(inSection: $0) }
    var next = shape.sections * shape.rows
    for change in 0..<shape.changes {
      let section = Int.random(in: 0..<shape.sections, using: &random)
      guard !items[section].isEmpty else { continue }
      let row = Int.random(in: 0..<items[section].count, using: &random)
      switch change % 3 {
      case 0: items[section].remove(at: row)
      case 1:
        items[section].insert(next, at: row)
        next += 1
      default:
        let item = items[section].remove(at: row)
        let target = Int.random(in: 0..<shape.sections, using: &random)
        items[target].insert(item, at: Int.random(in: 0...items[target].count, using: &random))
      }
    }
    var new = ListSnapshot<Int, Int>()
    new.appendSections(Array(0..<shape.sections))
    for section in 0..<shape.sections { new.appendItems(items[section], toSection: section) }
    let batch = new.batchUpdate(from: old)
    #expect(batch.deletedRows.count + batch.movedRows.count >= 32, "seed \(seed): a large batch")
    let oldCounts = Array(repeating: shape.rows, count: shape.sections)
    let mapping = batch.mapping(
      oldCounts: oldCounts, newCounts: items.map(\.count))
    let places = ListBatch.RowPlaces(batch: batch, sections: mapping.sections)
    // A screen's rows, as the anchor gathers: only the changes up to them are read.
    for _ in 0..<20 {
      let section = Int.random(in: 0..<shape.sections, using: &random)
      let first = Int.random(in: 0..<shape.rows, using: &random)
      let screen = (first..<min(first + 20, shape.rows)).map {
        ListIndexPath(row: $0, section: section)
      }
      let near = ListBatch.RowPlaces(batch: batch, sections: mapping.sections, rows: screen)
      let mapped = mapping.rows(ofOldSection: section)
      for path in screen where near.newPath(of: path) != mapped[path.row] {
        Issue.record(
          "seed \(seed), \(shape): on screen, row \(path) placed at \(String(describing: near.newPath(of: path))), mapped to \(String(describing: mapped[path.row]))"
        )
        return
      }
    }
    for section in 0..<shape.sections {
      let mapped = mapping.rows(ofOldSection: section)
      for row in 0..<shape.rows {
        let path = ListIndexPath(row: row, section: section)
        guard places.newPath(of: path) == mapped[row] else {
          Issue.record(
            """
            seed \(seed), \(shape): row \(path) placed at \
            \(String(describing: places.newPath(of: path))), mapped to \
            \(String(describing: mapped[row]))
            """)
          return
        }
      }
    }
  }
}
