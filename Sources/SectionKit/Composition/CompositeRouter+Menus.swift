extension CompositeRouter {
  /// Routes to ``SectionSwipeActions/leadingSwipeActions(forRow:in:)``.
  package func leadingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?
  {
    route(indexPath, .swipeActions, else: nil) {
      $0.swipeActions!.leadingSwipeActions(forRow: $1, in: $2)
    }
  }

  /// Routes to ``SectionSwipeActions/trailingSwipeActions(forRow:in:)``.
  package func trailingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?
  {
    route(indexPath, .swipeActions, else: nil) {
      $0.swipeActions!.trailingSwipeActions(forRow: $1, in: $2)
    }
  }

  /// Routes to ``SectionContextMenus/contextMenu(forRow:in:)`` and remembers which controller and
  /// row the menu belongs to, so its preview commit reaches the same controller even if the
  /// list changed meanwhile.
  ///
  /// A menu whose actions share an identifier stops with a message naming the controller and
  /// the row: an action is chosen, in tests and by UIKit, by its identifier.
  package func contextMenu(forRowAt indexPath: ListIndexPath) -> ContextMenu? {
    let leaf = self.leaf(indexPath.section)
    guard
      let menu = leaf.capabilities.contextMenus?.contextMenu(
        forRow: indexPath.row, in: leaf.context)
    else {
      return nil
    }
    var identifiers = Set<String>()
    for action in menu.actions where !identifiers.insert(action.identifier).inserted {
      misuse(
        """
        SectionKit: the context menu "\(menu.identifier)" of \(type(of: leaf.controller)) \
        (row \(indexPath.row) of section \(indexPath.section)) has two actions named \
        "\(action.identifier)"; give each action of a menu, its submenus included, its own \
        identifier.
        """)
    }
    activeContextMenu = (menu.identifier, leaf, indexPath.row)
    return menu
  }

  /// Routes the preview commit to the controller that made `menu`; a menu this composite did
  /// not hand out is ignored.
  package func willCommitPreview(of menu: ContextMenu) {
    guard let active = activeContextMenu, active.identifier == menu.identifier else { return }
    activeContextMenu = nil
    active.leaf.capabilities.contextMenus?.willCommitPreview(
      of: menu, forRow: active.row, in: active.leaf.context)
  }

  /// Groups the rows by section and routes each group to
  /// ``SectionPrefetching/prefetchRows(_:in:)``.
  package func prefetchRows(at indexPaths: [ListIndexPath]) {
    forEachSection(of: indexPaths) { $0.capabilities.prefetching?.prefetchRows($1, in: $2) }
  }

  /// Groups the rows by section and routes each group to
  /// ``SectionPrefetching/cancelPrefetchingRows(_:in:)``.
  package func cancelPrefetchingRows(at indexPaths: [ListIndexPath]) {
    forEachSection(of: indexPaths) {
      $0.capabilities.prefetching?.cancelPrefetchingRows($1, in: $2)
    }
  }

  private func forEachSection(
    of indexPaths: [ListIndexPath], _ body: (Leaf, [Int], SectionContext) -> Void
  ) {
    var rowsBySection: [Int: [Int]] = [:]
    for indexPath in indexPaths where table.indices.contains(indexPath.section) {
      rowsBySection[indexPath.section, default: []].append(indexPath.row)
    }
    for section in rowsBySection.keys.sorted() {
      let leaf = table[section]
      body(leaf, rowsBySection[section] ?? [], leaf.context)
    }
  }
}
