/// Reordering by the user: which items move, and what the app hears of each move (UIKit's
/// `UITableViewDiffableDataSource.ReorderingHandlers`).
extension SnapshotDataSource {
  /// What the user may reorder, and what the app hears when they do: set
  /// ``SnapshotDataSource/reorderingHandlers``.
  ///
  /// The diffable data sources' `ReorderingHandlers`: with ``canReorderItem`` set, the rows of
  /// the items it allows show a reorder control in editing mode (and move by a reorder drag on
  /// the list's drag interaction), within their section and into the other sections of the
  /// data source.
  public struct ReorderingHandlers {
    /// Whether the user may move an item; `nil` (the default) moves none.
    public var canReorderItem: (@MainActor (ItemID) -> Bool)?
    /// Called when the user drops an item, before ``SnapshotDataSource/snapshot`` changes.
    public var willReorder: (@MainActor (Transaction) -> Void)?
    /// Called once ``SnapshotDataSource/snapshot`` shows the move: update the model the next
    /// snapshot is built from (for instance from `finalSnapshot`).
    public var didReorder: (@MainActor (Transaction) -> Void)?

    /// Creates handlers.
    ///
    /// - Parameters:
    ///   - canReorderItem: Whether the user may move an item; `nil` moves none.
    ///   - willReorder: Called before the data source's snapshot changes.
    ///   - didReorder: Called after it changed.
    /// - Complexity: O(1).
    public init(
      canReorderItem: (@MainActor (ItemID) -> Bool)? = nil,
      willReorder: (@MainActor (Transaction) -> Void)? = nil,
      didReorder: (@MainActor (Transaction) -> Void)? = nil
    ) {
      self.canReorderItem = canReorderItem
      self.willReorder = willReorder
      self.didReorder = didReorder
    }
  }

  /// One move by the user: the snapshot before it, the snapshot after it and their difference
  /// (UIKit's `NSDiffableDataSourceTransaction`).
  public struct Transaction: Sendable {
    /// The snapshot shown before the move.
    public let initialSnapshot: ListSnapshot<SectionID, ItemID>
    /// The snapshot shown after the move: ``SnapshotDataSource/snapshot`` once it is done.
    public let finalSnapshot: ListSnapshot<SectionID, ItemID>
    /// The difference between the items of the two snapshots, all sections in order, with
    /// moves inferred: `items.applying(difference)` turns the initial items into the final ones.
    public let difference: CollectionDifference<ItemID>

    /// Creates the transaction of a move.
    ///
    /// - Parameters:
    ///   - initialSnapshot: The snapshot before the move.
    ///   - finalSnapshot: The snapshot after it.
    /// - Complexity: O(n · d) for n items and d edits between them (2 for one item moved).
    init(
      from initialSnapshot: ListSnapshot<SectionID, ItemID>,
      to finalSnapshot: ListSnapshot<SectionID, ItemID>
    ) {
      self.initialSnapshot = initialSnapshot
      self.finalSnapshot = finalSnapshot
      difference = finalSnapshot.itemIdentifiers.difference(
        from: initialSnapshot.itemIdentifiers
      ).inferringMoves()
    }
  }
}

/// A move by the user, as the sections carry it out: the sections move their rows through the
/// core's reordering (``SectionReordering``, within a section) and drag and drop
/// (``SectionDragAndDrop``, across sections); the data source keeps the snapshot in step and
/// tells the handlers.
extension SnapshotDataSource {
  /// Whether the user may move an item: ``ReorderingHandlers/canReorderItem``'s answer.
  ///
  /// - Parameter item: The item of a row.
  /// - Returns: `false` when no handler is set.
  func canReorder(_ item: ItemID) -> Bool {
    reorderingHandlers.canReorderItem?(item) ?? false
  }

  /// The transaction of a move: items taken from their places and put in a section, the first
  /// at `index` among the items that stay there.
  ///
  /// - Parameters:
  ///   - moved: The items moved, in order.
  ///   - section: The section they land in.
  ///   - index: Where the first lands among the section's items once the moved ones left.
  /// - Returns: The snapshot shown, and the snapshot with the move.
  /// - Complexity: O(n) for n items.
  func transaction(moving moved: [ItemID], to section: SectionID, at index: Int) -> Transaction {
    var final = snapshot
    final.deleteItems(moved)
    let staying = final.itemIdentifiers(inSection: section)
    if staying.indices.contains(index) {
      final.insertItems(moved, beforeItem: staying[index])
    } else {
      final.appendItems(moved, toSection: section)
    }
    return Transaction(from: snapshot, to: final)
  }

  /// A move begins, before the section that takes the items changes: calls
  /// ``ReorderingHandlers/willReorder``.
  ///
  /// - Parameters:
  ///   - transaction: The move.
  ///   - rowsToLeave: The rows that leave their places once the items landed (a drop's
  ///     ``SectionDragAndDrop/removeDraggedRows(_:in:)``), after which the move ends; `0` for a
  ///     move the section carries out at once, which ends with ``endReorder(_:)``.
  func beginReorder(_ transaction: Transaction, rowsToLeave: Int) {
    reorderingHandlers.willReorder?(transaction)
    pendingReorder = rowsToLeave > 0 ? (transaction, rowsToLeave) : nil
  }

  /// Rows the move took left the section they were dragged from: the move ends once all have.
  ///
  /// - Parameter count: The number of rows that left.
  func reorderedRowsLeft(_ count: Int) {
    guard var pending = pendingReorder else { return }
    pending.rowsToLeave -= count
    if pending.rowsToLeave > 0 {
      pendingReorder = pending
    } else {
      pendingReorder = nil
      endReorder(pending.transaction)
    }
  }

  /// A move is over, the sections showing it: ``snapshot`` becomes its final snapshot, then
  /// ``ReorderingHandlers/didReorder`` is called.
  ///
  /// - Parameter transaction: The move.
  func endReorder(_ transaction: Transaction) {
    snapshot = transaction.finalSnapshot
    reorderingHandlers.didReorder?(transaction)
  }
}
