import Foundation
@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Where the rows of a valid batch go, grouped by section once, so that the new place of a
  /// row and the rows a section gains or loses are found without walking the section's rows.
  ///
  /// The rules are ``ListBatch/Mapping/rows(ofOldSection:)``'s: a moved row goes to its
  /// destination; the other rows of a section that is neither deleted nor reloaded keep their
  /// order and fill, in order, the rows of the new section that no insert or move takes.
  struct BatchRows {
    let mapping: ListBatch.Mapping
    /// Where every row of the batch's sections goes.
    private let places: ListBatch.RowPlaces
    /// Per old section, its rows deleted or moved away, sorted.
    var removed: [Int: [Int]] { places.removed }
    /// The destinations of the rows moved away, by their index paths before the batch.
    var movedAway: [ListIndexPath: ListIndexPath] { places.movedAway }
    /// Per new section, its rows inserted or moved in, sorted.
    var taken: [Int: [Int]] { places.taken }
    /// Per old section, its rows reloaded or reconfigured, whose heights are asked again.
    private(set) var refreshed: [Int: [Int]] = [:]
    /// The sections after the batch whose rows it changes, sorted.
    private(set) var changedSections: [Int] = []

    /// Groups a batch's rows by section.
    ///
    /// - Complexity: O(b log b), b being the number of rows the batch names.
    init(_ batch: ListBatch, mapping: ListBatch.Mapping) {
      self.mapping = mapping
      places = ListBatch.RowPlaces(batch: batch, sections: mapping.sections)
      for path in batch.reloadedRows { refreshed[path.section, default: []].append(path.row) }
      for path in batch.reconfiguredRows where !batch.reloadedRows.contains(path) {
        refreshed[path.section, default: []].append(path.row)
      }
      for key in refreshed.keys { refreshed[key]?.sort() }
      var changed = Set(places.taken.keys)
      for section in Array(places.removed.keys) + Array(refreshed.keys) {
        if let new = mapping.sections[section] { changed.insert(new) }
      }
      changedSections = changed.sorted()
    }

    /// The index path after the batch of a row before it; `nil` when the row is deleted or its
    /// section is deleted or reloaded.
    ///
    /// - Complexity: O(log b).
    func newPath(of old: ListIndexPath) -> ListIndexPath? {
      guard let new = places.newPath(of: old), new.row < mapping.newCounts[new.section] else {
        return nil
      }
      return new
    }
  }
}
