/// The section controller of a declarative section: it shows a ``ListSection``'s rows as
/// ``RowContent``, animates the difference when told a newer section of the same identity, and
/// routes the user's taps, flips, swipes and presses to the rows' closures.
///
/// ``CompositeController/show(animated:_:completion:)`` makes one per section; make one yourself to mix
/// declarative sections with other models through `setModels(_:id:animated:makeController:completion:)`.
/// Rows are diffed by identity: inserts, deletes and the fewest moves; a row that stays and
/// shows something else (see ``RowContent``'s values, not its closures) is reconfigured in the
/// cell it has. A changed header or footer title reloads the section, as a list view has no
/// finer request for a title. A row's closures are not compared: the newest ones answer the next
/// event (see ``Row``), and a row whose closures alone changed is not configured again.
@MainActor
package final class ListSectionController: ModelSectionController<ListSection>, SectionRowIdentity,
  SectionAccessibility, SectionInsertionAnnouncements, SectionHighlighting, SectionSwipeActions,
  SectionContextMenus
{
  /// The section shown.
  package internal(set) var listSection: ListSection {
    // Any change of the section, in place or whole, forgets its rows' identities (without
    // `oldValue`, a change in place stays in place).
    didSet { rowIdentities = nil }
  }
  /// The identities of the rows of ``listSection`` when every one is an `Int`, kept from the
  /// diff that showed them: the next diff reads its old side from here rather than from rows
  /// spread over memory (`nil` when unknown or not all integers; the first diff gathers them).
  private var rowIdentities: [Int]?
  /// Whether the next change of rows is animated; set by the composite before an update.
  var animatesChanges = true
  /// The identity of the row whose context menu was handed out last, for its preview commit.
  var menuRow: Row.Key?
  /// Reports a row identity given twice in a section; set by the composite that shows the
  /// section.
  var reportDuplicate: ((UpdateDiagnostic) -> Void)?

  /// Creates the controller of a section.
  ///
  /// - Parameter model: The section to show.
  package init(model: ListSection) {
    listSection = model
  }

  /// Shows a newer section of the same identity, animating the difference of its rows.
  ///
  /// A row whose identity came earlier in the section is left out and reported. The diff of
  /// the rows finds such identities, so rows are hashed once, and only where the diff hashes:
  /// a section whose identities did not change, or changed in a few places, is compared, not
  /// hashed.
  ///
  /// - Parameter model: The newer section.
  /// - Complexity: O(n + m log m), n being the number of rows and m the number of rows that
  ///   stay but change position.
  package override func didUpdate(to model: ListSection) {
    let old = listSection
    guard context.section != nil else {
      listSection = leavingOutDuplicateRows(of: model)
      return
    }
    // A title, or a header view's content, changes the header's view: the section reloads. The header's and footer's
    // accessibility are asked by the host when VoiceOver reads them (as for any section
    // controller): a change of it alone reloads nothing, so that a header counting the rows
    // leaves their inserts animated, announced and VoiceOver's focus in place.
    if old.header != model.header || old.footer != model.footer
      || !Self.sameContent(old.headerContent, model.headerContent)
      || !Self.sameContent(old.footerContent, model.footerContent)
    {
      let model = leavingOutDuplicateRows(of: model)
      context.performBatch(animated: animatesChanges) { batch in
        self.listSection = model
        batch.reloadSection()
      }
      return
    }
    var model = model
    var (changes, identities) = Self.rowChanges(
      from: old.rows, identifiedBy: rowIdentities, to: model.rows)
    if changes.duplicates.contains(where: { $0.newIndexes.count > 1 }) {
      model = leavingOutDuplicateRows(of: model)
      (changes, identities) = Self.rowChanges(
        from: old.rows, identifiedBy: rowIdentities, to: model.rows)
    }
    // The same values: the newest closures, no request.
    context.showDiffedRows(
      changes, reconfiguring: changes.updates, animated: animatesChanges,
      requestsWhenUnchanged: false
    ) {
      listSection = model
      rowIdentities = identities
    }
  }

  /// Whether two header or footer contents show the same thing (both `nil`, or the same values).
  private static func sameContent(_ old: RowContent?, _ new: RowContent?) -> Bool {
    switch (old, new) {
    case (nil, nil): return true
    case (let old?, let new?): return old.hasSameValues(as: new)
    default: return false
    }
  }

  /// Leaves out the rows of the section shown whose identity came earlier, and reports them.
  func leaveOutDuplicateRows() { listSection = leavingOutDuplicateRows(of: listSection) }

  /// The rows' inserts, deletes, moves, and updates of rows whose content shows something else.
  ///
  /// Rows whose identities are the same, in the same order (a section untouched, or whose rows
  /// only show something else, the usual re-evaluation), are compared in one pass. Otherwise
  /// the diff runs over positions (old rows first, then new ones) rather than rows: a row holds
  /// several references, and a diff handed rows copies each row it reads, where a position
  /// lets it read the key and the content in place. Integer identities are first gathered
  /// into one array and diffed alone, so that the diff hashes and compares integers; the rows
  /// they match are then compared in one loop, as the diff itself compares the pairs it
  /// matches (in order of the old rows). The old rows' identities are those the last diff
  /// gathered, when the section has not changed since (`oldIdentities`).
  ///
  /// - Returns: The changes, and the new rows' integer identities, if all are integers.
  private static func rowChanges(
    from old: [Row], identifiedBy oldIdentities: [Int]?, to new: [Row]
  ) -> (changes: Changeset, newIdentities: [Int]?) {
    let oldCount = old.count
    if oldCount == new.count {
      var updates: [Int] = []
      var same = true
      for index in 0..<oldCount {
        guard old[index].key == new[index].key else {
          same = false
          break
        }
        if !old[index].content.hasSameValues(as: new[index].content) { updates.append(index) }
      }
      if same { return (Changeset(updates: updates), oldIdentities) }
    }
    if let oldIdentities = oldIdentities ?? integerIdentities(of: old),
      let newIdentities = integerIdentities(of: new)
    {
      // The identities diffed alone, as integers; then the contents of the rows they match
      // compared in one loop, where a closure handed to the diff is called for each pair.
      var changes = Changeset(fromIdentities: oldIdentities, to: newIdentities)
      for (index, target) in changes.oldToNew.enumerated() {
        guard let target, !old[index].content.hasSameValues(as: new[target].content) else {
          continue
        }
        changes.updates.append(index)
      }
      return (changes, newIdentities)
    }
    let changes = Changeset(
      from: 0..<oldCount, to: oldCount..<(oldCount + new.count),
      identifiedBy: { $0 < oldCount ? old[$0].key : new[$0 - oldCount].key },
      isEqual: { old[$0].content.hasSameValues(as: new[$1 - oldCount].content) })
    return (changes, nil)
  }

  /// The identities of the rows, when every one is an `Int`; `nil` otherwise.
  ///
  /// The diff then hashes and compares plain integers read from one small array, as a diff of
  /// `Int` identities does, instead of keys read from rows spread over memory.
  ///
  /// - Complexity: O(n), n being the number of rows.
  private static func integerIdentities(of rows: [Row]) -> [Int]? {
    var identities: [Int] = []
    identities.reserveCapacity(rows.count)
    for index in rows.indices {
      guard case .int(let id) = rows[index].key else { return nil }
      identities.append(id)
    }
    return identities
  }

  /// A section with every row whose identity came earlier in it left out and reported.
  ///
  /// - Complexity: O(n), n being the number of rows: every identity is hashed, in a section
  ///   of more than 8 rows or with a duplicate; the identities of a smaller section are
  ///   compared pairwise, without a table.
  private func leavingOutDuplicateRows(of section: ListSection) -> ListSection {
    let unique = DuplicatesLeftOut(section.rows, identifiedBy: { $0.key })
    guard !unique.leftOut.isEmpty else { return section }
    for (index, first) in unique.leftOut {
      reportDuplicate?(
        .duplicate(
          of: "row", section.rows[index].id.base, first: "row \(first)",
          again: "row \(index) of the section \(section.id.base)",
          controller: String(describing: Self.self), section: context.section))
    }
    var kept = section
    kept.rows = unique.kept
    return kept
  }

  /// The number of rows of the section.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The number of rows.
  package override func numberOfRows(in context: SectionContext) -> Int { listSection.rows.count }

  /// The host's content cell, showing the row's content; its switch and information button
  /// run the closures of the row as the screen was last evaluated.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The cell.
  package override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: routedContent(ofRowAt: row), for: row)
  }

  /// The header title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The section's ``ListSection/header``.
  package override func titleForHeader(in context: SectionContext) -> String? { listSection.header }

  /// The row's identity (its `id`), so that a selected row stays selected when it is reloaded.
  package func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    AnyHashable(listSection.rows[row].key)
  }

  /// The footer title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The section's ``ListSection/footer``.
  package override func titleForFooter(in context: SectionContext) -> String? { listSection.footer }

  /// What VoiceOver reads for the header.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The section's ``ListSection/headerAccessibility``.
  package func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? {
    listSection.headerAccessibility
  }

  /// What VoiceOver reads for the footer.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The section's ``ListSection/footerAccessibility``.
  package func accessibilityForFooter(in context: SectionContext) -> ListAccessibility? {
    listSection.footerAccessibility
  }

  /// What VoiceOver reads of rows a newer section inserted: the section's
  /// ``ListSection/insertedRowsAnnouncement``, given those rows.
  ///
  /// - Parameters:
  ///   - rows: The inserted rows, local and ascending, as the section shows them now.
  ///   - context: The section's context.
  /// - Returns: The message, or `nil`.
  package func accessibilityAnnouncement(
    forInsertedRows rows: [Int], in context: SectionContext
  ) -> String? {
    guard let announcement = listSection.insertedRowsAnnouncement else { return nil }
    return announcement(rows.map { listSection.rows[$0] })
  }

  // MARK: Row actions
  //
  // A declarative section's row actions: each event goes to the closure of the row as the screen
  // was last evaluated.
  //
  // Events that arrive by row index (a tap, a swipe, a press) read the row at that index now; the
  // closures a cell holds (a switch, an information button) and a context menu's preview commit
  // find their row by identity, since a cell keeps what it was configured with while its row
  // moves or its closures change without the row being configured again.

  /// Whether a touch highlights the row: only a row with a tap action does.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: Whether the row has a tap action.
  package func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    listSection.rows[row].selectAction != nil
  }

  /// Runs the row's tap action, after deselecting the row unless it keeps its selection.
  ///
  /// The row is deselected first, so that an action that evaluates the screen again (and moves
  /// rows) does not leave another row deselected instead.
  ///
  /// - Parameters:
  ///   - row: The local row selected.
  ///   - context: The section's context.
  package override func didSelectRow(at row: Int, in context: SectionContext) {
    let selected = listSection.rows[row]
    if !selected.keepsSelection { context.deselectRow(row, animated: true) }
    selected.selectAction?()
  }

  /// The row's leading swipe actions.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The actions given by ``Row/leadingSwipeActions(_:performsFirstActionWithFullSwipe:)``, or `nil`.
  package func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    listSection.rows[row].actions?.leading
  }

  /// The row's trailing swipe actions.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The actions given by ``Row/trailingSwipeActions(_:performsFirstActionWithFullSwipe:)``, or `nil`.
  package func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    listSection.rows[row].actions?.trailing
  }

  /// The row's context menu; its preview commit goes to the same row, wherever it is then.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The menu given by ``Row/contextMenu(_:onCommitPreview:)``, or `nil`.
  package func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    let pressed = listSection.rows[row]
    guard let menu = pressed.actions?.contextMenu else { return nil }
    menuRow = pressed.key
    return menu
  }

  /// Runs the preview action of the row the menu was made for, as the screen was last
  /// evaluated; nothing when that row is gone.
  ///
  /// - Parameters:
  ///   - menu: The menu.
  ///   - row: The local row the menu was made for, then.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of rows.
  package func willCommitPreview(
    of menu: ContextMenu, forRow row: Int, in context: SectionContext
  ) {
    guard let key = menuRow else { return }
    menuRow = nil
    self.row(key)?.actions?.commitPreview?()
  }
}
