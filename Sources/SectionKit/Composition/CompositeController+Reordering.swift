/// The user reordering sections of one row (IGListKit's one-item section controllers): the
/// host moves the row into another section itself; the composite moves the section controller
/// among its siblings and then brings the host's sections in line with its children.
extension CompositeController {
  /// A row the user dragged into another section, which the host moved itself: the host shows
  /// the row's own section empty and the row in the other section until the composite tells it
  /// where the section went.
  struct UserMove {
    /// The section whose only row the user dragged.
    let leaf: Leaf
    /// Its index on the host.
    let section: Int
    /// Where the host shows its row now, in another section.
    let row: ListIndexPath
  }

  /// Whether a section may be dragged by its only row: it has one row and its controller
  /// allows it.
  ///
  /// - Parameter leaf: The section.
  /// - Returns: `true` when the section can be moved.
  func isMovableSection(_ leaf: Leaf) -> Bool {
    leaf.numberOfRows() == 1
      && (leaf.capabilities.moving?.canMoveSection(in: leaf.context) ?? false)
  }

  /// The composite of this tree whose direct children include a controller.
  ///
  /// - Parameter controller: A section controller.
  /// - Returns: Its parent composite, or `nil` when it is not in the tree below this one.
  /// - Complexity: O(c), c being the number of children in the tree.
  func composite(holding controller: SectionController) -> CompositeController? {
    for chunk in childList.chunked {
      for child in chunk {
        if let composite = child.asComposite {
          if let holder = composite.composite(holding: controller) { return holder }
        } else if child === controller {
          return self
        }
      }
    }
    return nil
  }

  /// Whether the section at `section` may be dropped into the section at `other`: both have
  /// one row, both controllers allow it, and both are children of one composite.
  ///
  /// - Complexity: O(c), c being the number of children in the tree.
  func canMoveSection(_ section: Int, onto other: Int) -> Bool {
    guard section != other, let moved = table.leaf(at: section), let target = table.leaf(at: other),
      isMovableSection(moved), isMovableSection(target),
      let parent = composite(holding: moved.controller)
    else { return false }
    return parent === composite(holding: target.controller)
  }

  /// The user dropped the only row of a section into the section of a sibling: moves the
  /// section's controller before the sibling (row `0`) or after it (row `1`) among the
  /// children of their composite, and calls that composite's ``onMove``.
  ///
  /// The host has moved the row already. The table of sections is rebuilt at the next flush,
  /// where the host is told, in one unanimated batch, that the section moved to its new place
  /// and the row back into it (see ``applySectionChanges(from:matching:animated:)``): the cell
  /// the user dropped stays, and every section has its one row again.
  ///
  /// - Parameters:
  ///   - source: The row dragged, in the only row of its section.
  ///   - destination: Where the host moved it, in another section.
  /// - Complexity: O(c), c being the number of children in the tree.
  func userMovedSection(from source: ListIndexPath, to destination: ListIndexPath) {
    guard let moved = table.leaf(at: source.section),
      let target = table.leaf(at: destination.section),
      let parent = composite(holding: moved.controller),
      let from = parent.childList.firstIndex(of: moved.controller),
      let onto = parent.childList.firstIndex(of: target.controller)
    else { return }
    let to = onto - (from < onto ? 1 : 0) + (destination.row > 0 ? 1 : 0)
    userMove = UserMove(leaf: moved, section: source.section, row: destination)
    // Even in place: the host still shows the row in the sibling's section.
    parent.move(from: from, to: to, animated: false)
    if from != to { parent.onMove?(from, to, moved.controller) }
  }

  /// The move that takes the row the user dropped back into its own section, once the
  /// section's move is in `batch`; `nil` when the section, or the one the row was dropped in,
  /// was removed, replaced or reloaded meanwhile.
  ///
  /// - Parameters:
  ///   - move: The user's move.
  ///   - old: The sections the host shows, in order.
  ///   - batch: The section changes from those sections to the table's.
  /// - Returns: The row move, in the host's index paths before and after the batch.
  func rowMoveBack(_ move: UserMove, from old: ContiguousArray<Leaf>, in batch: ListBatch)
    -> ListBatch.RowMove?
  {
    let whole = batch.deletedSections.union(batch.reloadedSections)
    guard old.indices.contains(move.section), old[move.section] === move.leaf,
      old.indices.contains(move.row.section), !whole.contains(move.section),
      !whole.contains(move.row.section), let section = move.leaf.context.tableSection,
      table.leaf(at: section) === move.leaf, !batch.insertedSections.contains(section)
    else { return nil }
    return ListBatch.RowMove(from: move.row, to: ListIndexPath(row: 0, section: section))
  }
}
