import Foundation
import SectionKitTestSupport
import Testing

@testable import SectionKit

/// The anchor places the rows on screen after a batch from the batch's changes in their
/// sections alone (`ScrollAnchor.RowPlaces`): every row it places stands where the batch's full
/// mapping of the section puts it.
@Suite("Scroll anchor: where rows stand after a batch") @MainActor
struct ScrollAnchorRowPlacesTests {
  @Test func everyRowPlacedStandsWhereTheBatchMapsIt() {
    var random = SeededGenerator.fresh(for: "ScrollAnchorRowPlacesTests")
    let seed = random.seed
    var placed = 0
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
      let places = ScrollAnchor.RowPlaces(
        batch: batch, sections: keepsSections ? nil : mapping.sections, rows: rows)
      let movedAway = Set(batch.movedRows.map(\.from))
      let movedSections = Set(batch.movedSections.map(\.from))
      for section in oldCounts.indices {
        let mapped = mapping.rows(ofOldSection: section)
        for row in mapped.indices {
          let old = ListIndexPath(row: row, section: section)
          let place = places.newPath(of: old)
          let context = "seed \(seed), round \(round), row \(old)"
          if movedAway.contains(old) || movedSections.contains(section)
            || mapping.sections[section] == nil
            || batch.reloadedSections.contains(section)
          {
            #expect(place == nil, "\(context): a row that leaves its place is not placed")
          } else {
            #expect(place == mapped[row], "\(context)")
            if place != nil { placed += 1 }
          }
        }
      }
    }
    #expect(placed > 200, "seed \(seed): the rounds placed rows")
  }
}
