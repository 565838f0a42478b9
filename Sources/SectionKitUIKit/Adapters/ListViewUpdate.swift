#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// One native call of a batch to a list view, in UIKit's index paths; each adapter spells it
  /// in its view's own words (`deleteRows` or `deleteItems`).
  enum ListViewUpdate {
    /// Deletes sections, by before-update index.
    case deleteSections(IndexSet)
    /// Inserts sections, by after-update index.
    case insertSections(IndexSet)
    /// Reloads sections, by before-update index.
    case reloadSections(IndexSet)
    /// Moves a section from its old index to its new one.
    case moveSection(Int, to: Int)
    /// Deletes rows, by before-update index path.
    case deleteRows([IndexPath])
    /// Inserts rows, by after-update index path.
    case insertRows([IndexPath])
    /// Reloads rows, by before-update index path.
    case reloadRows([IndexPath])
    /// Moves a row from its old index path to its new one.
    case moveRow(IndexPath, to: IndexPath)
    /// Reconfigures the cells of rows in place, by before-update index path.
    case reconfigureRows([IndexPath])
  }

  extension ListBatch {
    /// The native calls that apply this batch, in the order the adapters make them.
    ///
    /// Sections first (deletes, inserts, reloads, moves), then rows likewise, then reconfigures.
    /// An empty set of changes makes no call; index paths are in ascending order.
    ///
    /// - Complexity: O(*n* log *n*) in the number of changed rows.
    var listViewUpdates: [ListViewUpdate] {
      func paths(_ set: Set<ListIndexPath>) -> [IndexPath] { set.sorted().map(IndexPath.init) }
      var updates: [ListViewUpdate] = []
      if !deletedSections.isEmpty { updates.append(.deleteSections(IndexSet(deletedSections))) }
      if !insertedSections.isEmpty { updates.append(.insertSections(IndexSet(insertedSections))) }
      if !reloadedSections.isEmpty { updates.append(.reloadSections(IndexSet(reloadedSections))) }
      updates += movedSections.map { .moveSection($0.from, to: $0.to) }
      if !deletedRows.isEmpty { updates.append(.deleteRows(paths(deletedRows))) }
      if !insertedRows.isEmpty { updates.append(.insertRows(paths(insertedRows))) }
      if !reloadedRows.isEmpty { updates.append(.reloadRows(paths(reloadedRows))) }
      updates += movedRows.map { .moveRow(IndexPath($0.from), to: IndexPath($0.to)) }
      if !reconfiguredRows.isEmpty { updates.append(.reconfigureRows(paths(reconfiguredRows))) }
      return updates
    }
  }
#endif
