/// The rows selected on the host, by the identity of their section and of the value each row
/// shows, so that the root composite selects them again where the host drops them: a reload of
/// the list, or of the rows.
///
/// A host keeps the selection of a row that a batch moves, drops it for a row the batch deletes
/// or reloads, and drops every selection when it reloads (UIKit's behaviour, which
/// `HeadlessListView` follows). The composite remembers the selection whenever the host and the
/// models agree (after each batch or reload it hands over, and after each selection of the
/// user's or from a ``SectionContext``), forgets what the host deselected in the meantime just
/// before the next hand-off, and afterwards selects again each remembered row whose identity its
/// section still shows (``SectionRowIdentity/identityOfRow(at:in:)``). Rows without an identity
/// are not remembered: they keep what the host keeps.
@MainActor struct SelectionMemory {
  /// A selected row: where the host showed it when it was remembered, and its identities.
  struct Entry {
    /// The row's index path when it was remembered.
    var indexPath: ListIndexPath
    /// The identity of its section.
    var section: SectionKey
    /// The identity of the value the row showed.
    var row: AnyHashable
  }

  /// The rows remembered, in the order of the host's selection.
  private(set) var entries: [Entry] = []

  /// Remembers the host's selection, as the models show it now.
  ///
  /// - Parameters:
  ///   - selected: The host's selected rows; the models must agree with the host.
  ///   - table: The composite's sections, as the host shows them.
  /// - Complexity: O(k), k being the number of selected rows.
  mutating func remember(_ selected: [ListIndexPath], in table: SectionTable) {
    entries = selected.compactMap { indexPath in
      guard let leaf = table.leaf(at: indexPath.section), indexPath.row >= 0,
        indexPath.row < leaf.numberOfRows(),
        let row = leaf.capabilities.rowIdentity?.identityOfRow(at: indexPath.row, in: leaf.context)
      else { return nil }
      return Entry(indexPath: indexPath, section: leaf.identity, row: row)
    }
  }

  /// Forgets the rows the host no longer selects (deselected from code, by the user, or by the
  /// appearance of a view controller), just before a hand-off moves the index paths.
  ///
  /// - Parameter selected: The host's selected rows.
  /// - Complexity: O(k), k being the number of remembered rows.
  mutating func keep(_ selected: Set<ListIndexPath>) {
    entries.removeAll { !selected.contains($0.indexPath) }
  }

  /// Moves the remembered index paths as the user's move of a row moved them.
  ///
  /// The host moved the row, and its selection, itself (no batch follows), so the rows it
  /// selects still match the rows remembered at the next hand-off. A row moved into another
  /// section is filed under that section's identity from then on.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it is now, in its own section or in another.
  ///   - table: The composite's sections, as the host shows them.
  /// - Complexity: O(k), k being the number of remembered rows.
  mutating func followMove(
    from source: ListIndexPath, to destination: ListIndexPath, in table: SectionTable
  ) {
    for index in entries.indices {
      var path = entries[index].indexPath
      if path == source {
        path = destination
        if let leaf = table.leaf(at: destination.section) {
          entries[index].section = leaf.identity
        }
      } else {
        if path.section == source.section, path.row > source.row { path.row -= 1 }
        if path.section == destination.section, path.row >= destination.row { path.row += 1 }
      }
      entries[index].indexPath = path
    }
  }

  /// Files remembered rows under another section, where a drop moves them: the batch that
  /// shows the drop deletes them where they were, and the hand-off selects them again in their
  /// new section by their identity.
  ///
  /// - Parameters:
  ///   - rows: The rows moved, where the host shows them before the drop.
  ///   - section: The identity of the section they move into.
  /// - Complexity: O(k · m), k remembered and m moved rows.
  mutating func refile(_ rows: [ListIndexPath], under section: SectionKey) {
    for index in entries.indices where rows.contains(entries[index].indexPath) {
      entries[index].section = section
    }
  }

  /// Forgets everything: the composite left its host.
  mutating func forget() { entries = [] }

  /// The remembered rows the host does not select, where their sections show them now.
  ///
  /// - Parameters:
  ///   - selected: The host's selected rows, after the hand-off.
  ///   - table: The composite's sections, as the host now shows them.
  /// - Returns: The rows to select, in section order; a row whose identity its section no
  ///   longer shows (deleted, or its section removed) is left out.
  /// - Complexity: O(k + s + r): k selected and remembered rows, s sections, and the r rows of
  ///   the sections that lost a selected row, whose identities are asked once; O(k) when the
  ///   host kept every remembered row.
  func missing(from selected: Set<ListIndexPath>, in table: SectionTable) -> [ListIndexPath] {
    guard !entries.isEmpty else { return [] }
    var kept = SelectionMemory()
    kept.remember(Array(selected), in: table)
    let present = Set(kept.entries.lazy.map { [AnyHashable($0.section), $0.row] })
    var wanted: [SectionKey: Set<AnyHashable>] = [:]
    for entry in entries where !present.contains([AnyHashable(entry.section), entry.row]) {
      wanted[entry.section, default: []].insert(entry.row)
    }
    guard !wanted.isEmpty else { return [] }
    var missing: [ListIndexPath] = []
    for (section, leaf) in table.leaves.enumerated() {
      guard var identities = wanted[leaf.identity] else { continue }
      for row in 0..<leaf.numberOfRows() where !identities.isEmpty {
        guard
          let identity = leaf.capabilities.rowIdentity?.identityOfRow(at: row, in: leaf.context),
          identities.remove(identity) != nil
        else { continue }
        missing.append(ListIndexPath(row: row, section: section))
      }
    }
    return missing
  }
}
