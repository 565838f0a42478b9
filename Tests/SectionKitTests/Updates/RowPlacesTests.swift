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
}
