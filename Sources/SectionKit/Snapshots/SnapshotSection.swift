/// One section of a ``SnapshotDataSource``: the items of one section identifier, in a section
/// controller of the data source's composite.
///
/// This is the whole of the snapshot layer's presence in the core. The composite matches it
/// across snapshots by its section identifier (scoped to its data source, so that two data
/// sources, or a hand-written controller, in one list never collide), so sections insert,
/// delete and move as children do; its rows change by the diff of its items
/// (`ListSnapshot.SectionDiff`, the one snapshot diff, which `ListSnapshot.batchUpdate(from:)`
/// also uses), as one request of the section.
@MainActor
final class SnapshotSection<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  SectionController
{
  /// The diff of the section's items: the one snapshot diff.
  typealias Diff = ListSnapshot<SectionID, ItemID>.SectionDiff

  /// The section's identity among the composite's children: its data source and identifier.
  struct Key: Hashable {
    let dataSource: ObjectIdentifier
    let section: SectionID
  }

  /// The section identifier of the snapshot.
  let identifier: SectionID
  /// The items shown, one per row.
  private(set) var items: [ItemID]
  /// The data source whose cell provider, titles and selection the section uses; weak, as the
  /// data source holds the composite that holds its sections.
  private(set) weak var dataSource: SnapshotDataSource<SectionID, ItemID>?
  /// The section identifier and the data source, as the composite matches sections.
  let identity: AnyHashable
  /// The section identifier and the data source, as the composite matches sections.
  override var sectionIdentity: AnyHashable { identity }

  /// Creates the section of an identifier.
  ///
  /// - Parameters:
  ///   - identifier: The section identifier.
  ///   - items: Its items, one per row.
  ///   - dataSource: The data source it belongs to.
  init(
    identifier: SectionID, items: [ItemID], dataSource: SnapshotDataSource<SectionID, ItemID>
  ) {
    self.identifier = identifier
    self.items = items
    self.dataSource = dataSource
    self.identity = AnyHashable(
      Key(dataSource: ObjectIdentifier(dataSource), section: identifier))
  }

  /// Shows new items given their diff from the items shown, as one request of the section.
  ///
  /// - Parameters:
  ///   - newItems: The items to show.
  ///   - diff: Their diff from ``items``, computed here or off the main actor.
  ///   - animated: Whether to animate.
  /// - Complexity: O(c), c being the number of changes.
  func show(_ newItems: [ItemID], diff: Diff, animated: Bool) {
    context.showDiffedRows(
      diff.changes, reloading: diff.reloaded, reconfiguring: diff.reconfigured,
      animated: animated, requestsWhenUnchanged: false
    ) { items = newItems }
  }

  /// The number of items.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The number of rows.
  override func numberOfRows(in context: SectionContext) -> Int { items.count }

  /// The cell of the data source's cell provider, given the row's index path in the list.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The cell.
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    guard let dataSource, let section = context.tableSection else {
      misuse(
        """
        SectionKit: the SnapshotDataSource of section \(identifier) was released while its \
        composite is shown: keep the data source alive as long as its composite is in a list.
        """)
    }
    return dataSource.cellProvider(
      dataSource, ListIndexPath(row: row, section: section), items[row])
  }

  /// The data source's header title for the section identifier.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The title, or `nil`.
  override func titleForHeader(in context: SectionContext) -> String? {
    dataSource?.header?(identifier)
  }

  /// The data source's footer title for the section identifier.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The title, or `nil`.
  override func titleForFooter(in context: SectionContext) -> String? {
    dataSource?.footer?(identifier)
  }

  /// Calls the data source's action set with `onSelect(_:)`, with the item's index path in
  /// the list and the item.
  ///
  /// - Parameters:
  ///   - row: The row selected.
  ///   - context: The section's context.
  override func didSelectRow(at row: Int, in context: SectionContext) {
    guard let dataSource, let section = context.tableSection, items.indices.contains(row) else {
      return
    }
    dataSource.selectAction?(ListIndexPath(row: row, section: section), items[row])
  }

}

/// The user's moves of a snapshot's items (``SnapshotDataSource/reorderingHandlers``), through
/// the core's reordering within a section and its drag and drop across sections, as every
/// section controller: the section follows the list, which moved the row itself, and its data
/// source keeps the snapshot in step.
extension SnapshotSection: SectionReordering, SectionDragAndDrop {
  /// A dragged item: the data source it belongs to and the item.
  struct DraggedItem {
    let dataSource: ObjectIdentifier
    let item: ItemID
  }

  /// Whether the row shows a reorder control: the data source's `canReorderItem` for its item.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: Whether the user may move the row.
  func canMoveRow(at row: Int, in context: SectionContext) -> Bool {
    guard let dataSource, items.indices.contains(row) else { return false }
    return dataSource.canReorder(items[row])
  }

  /// Moves the item the user moved within the section, the data source's snapshot with it,
  /// between its `willReorder` and `didReorder`.
  ///
  /// - Parameters:
  ///   - source: The row it came from.
  ///   - destination: The row it went to.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of items of the data source.
  func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    // The list moved the row already: follow it even if the handlers changed meanwhile.
    guard items.indices.contains(source), items.indices.contains(destination) else { return }
    let transaction = dataSource?.transaction(
      moving: [items[source]], to: identifier, at: destination)
    if let transaction { dataSource?.beginReorder(transaction, rowsToLeave: 0) }
    items.insert(items.remove(at: source), at: destination)
    if let transaction { dataSource?.endReorder(transaction) }
  }

  /// One item for the row when the data source lets the user move its item, so that it may
  /// land in the data source's other sections; none otherwise.
  ///
  /// - Parameters:
  ///   - row: The row pressed.
  ///   - context: The section's context.
  /// - Returns: The items.
  func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] {
    guard let dataSource, items.indices.contains(row), dataSource.canReorder(items[row]) else {
      return []
    }
    return [
      ListDragItem(
        localObject: DraggedItem(dataSource: ObjectIdentifier(dataSource), item: items[row]))
    ]
  }

  /// Moves in the items of the same data source, dragged in this list, between rows; anything
  /// else is forbidden.
  ///
  /// - Parameters:
  ///   - session: The items dragged.
  ///   - row: The row the drop is over.
  ///   - context: The section's context.
  /// - Returns: The proposal.
  /// - Complexity: O(i), i being the number of items dragged.
  func dropProposal(
    for session: ListDropSession, atRow row: Int, in context: SectionContext
  ) -> ListDropProposal {
    guard let dataSource, dataSource.reorderingHandlers.canReorderItem != nil, session.allowsMove,
      session.items.allSatisfy({
        ($0.localObject as? DraggedItem)?.dataSource == ObjectIdentifier(dataSource)
      })
    else { return .forbidden }
    return .move
  }

  /// Inserts the items dropped before `row` and begins the data source's move, which ends once
  /// they left their rows (``removeDraggedRows(_:in:)``).
  ///
  /// - Parameters:
  ///   - session: The items dropped.
  ///   - proposal: The proposal made for them: a move.
  ///   - row: The row the drop is over, as the section showed before the drop.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of items of the data source.
  func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  ) {
    let moved = session.items.compactMap { ($0.localObject as? DraggedItem)?.item }
    let index = min(max(row, 0), items.count)
    // Items of this section dropped below where they were leave a place above the drop.
    let above = items.countDragged(before: index, of: Set(moved), id: { $0 })
    if let dataSource {
      dataSource.beginReorder(
        dataSource.transaction(moving: moved, to: identifier, at: index - above),
        rowsToLeave: moved.count)
    }
    items.insert(contentsOf: moved, at: index)
  }

  /// Removes the rows dragged elsewhere, or to another place in the section; the data source's
  /// move ends once every dragged row has left.
  ///
  /// - Parameters:
  ///   - rows: The rows the dragged ones stand at now.
  ///   - context: The section's context.
  /// - Complexity: O(n + r), n being the number of items and r the number removed.
  func removeDraggedRows(_ rows: [Int], in context: SectionContext) {
    let leaving = rows.filter(items.indices.contains)
    for row in leaving.sorted(by: >) { items.remove(at: row) }
    dataSource?.reorderedRowsLeft(leaving.count)
  }
}

/// A snapshot's rows are its items: the selection follows them by their identifiers through
/// reloads, and across the data source's sections, as it follows any identified row.
extension SnapshotSection: SectionRowIdentity {
  /// The item identifier of the row.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The item identifier, or `nil` for a row out of range.
  /// - Complexity: O(1).
  func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    items.indices.contains(row) ? AnyHashable(items[row]) : nil
  }
}
