import Foundation

// Defaults for a hand-written delegate: UIKit's behaviour when a delegate does not implement
// a method. `CompositeController` implements every method itself.
extension ListDelegate {
  /// Does nothing.
  public func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {}
  /// Does nothing.
  public func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {}
  /// Returns `nil`.
  public func heightForRow(at indexPath: ListIndexPath) -> CGFloat? { nil }
  /// Returns `nil`.
  public func estimatedHeightForRow(at indexPath: ListIndexPath) -> CGFloat? { nil }
  /// Returns `nil`.
  public func heightForHeader(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  public func heightForFooter(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  public func sizeForItem(at indexPath: ListIndexPath) -> CGSize? { nil }
  /// Returns `nil`.
  public func sectionInsets(inSection section: Int) -> SectionInsets? { nil }
  /// Returns `nil`.
  public func minimumLineSpacing(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  public func minimumInteritemSpacing(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  public func sizeForHeader(inSection section: Int) -> CGSize? { nil }
  /// Returns `nil`.
  public func sizeForFooter(inSection section: Int) -> CGSize? { nil }
  /// Returns `nil`.
  public func viewForHeader(inSection section: Int) -> (any Reusable)? { nil }
  /// Returns `nil`.
  public func viewForFooter(inSection section: Int) -> (any Reusable)? { nil }
  /// Returns `nil`.
  public func accessibilityForHeader(inSection section: Int) -> ListAccessibility? { nil }
  /// Returns `nil`.
  public func accessibilityForFooter(inSection section: Int) -> ListAccessibility? { nil }
  /// Returns no kinds.
  public func supplementaryKinds(inSection section: Int) -> [SupplementaryKind] { [] }
  /// Returns `nil`.
  public func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at indexPath: ListIndexPath
  ) -> (any Reusable)? { nil }
  /// Returns `false`.
  public func pinsHeaderToVisibleBounds(inSection section: Int) -> Bool { false }
  /// Returns `true`.
  public func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool { true }
  /// Does nothing.
  public func didHighlightRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  public func didUnhighlightRow(at indexPath: ListIndexPath) {}
  /// Returns `indexPath`.
  public func willSelectRow(at indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
  /// Does nothing.
  public func didSelectRow(at indexPath: ListIndexPath) {}
  /// Returns `indexPath`.
  public func willDeselectRow(at indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
  /// Does nothing.
  public func didDeselectRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  public func accessoryButtonTapped(forRowAt indexPath: ListIndexPath) {}
  /// Returns `false`.
  public func canPerformPrimaryAction(forRowAt indexPath: ListIndexPath) -> Bool { false }
  /// Does nothing.
  public func performPrimaryAction(forRowAt indexPath: ListIndexPath) {}
  /// Returns `false`, as UIKit when the delegate does not answer.
  public func shouldBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func didBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) {}
  /// Does nothing.
  public func didEndMultipleSelectionInteraction() {}
  /// Returns ``EditingStyle/delete``.
  public func editingStyle(forRowAt indexPath: ListIndexPath) -> EditingStyle { .delete }
  /// Returns `nil`.
  public func titleForDeleteConfirmation(forRowAt indexPath: ListIndexPath) -> String? { nil }
  /// Returns `true`.
  public func shouldIndentWhileEditingRow(at indexPath: ListIndexPath) -> Bool { true }
  /// Does nothing.
  public func willBeginEditingRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  public func didEndEditingRow(at indexPath: ListIndexPath?) {}
  /// Returns `proposed`.
  public func targetIndexPathForMove(
    from source: ListIndexPath, toProposed proposed: ListIndexPath
  ) -> ListIndexPath { proposed }
  /// Returns none: no row is lifted.
  public func dragItems(forRowAt indexPath: ListIndexPath) -> [ListDragItem] { [] }
  /// Returns ``ListDropProposal/forbidden``.
  public func dropProposal(for items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  { .forbidden }
  /// Does nothing and returns ``ListDropProposal/forbidden``.
  @discardableResult
  public func performDrop(_ items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  { .forbidden }
  /// Returns `nil`.
  public func leadingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? {
    nil
  }
  /// Returns `nil`.
  public func trailingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?
  { nil }
  /// Returns `nil`.
  public func contextMenu(forRowAt indexPath: ListIndexPath) -> ContextMenu? { nil }
  /// Does nothing.
  public func willCommitPreview(of menu: ContextMenu) {}
  /// Does nothing.
  public func prefetchRows(at indexPaths: [ListIndexPath]) {}
  /// Does nothing.
  public func cancelPrefetchingRows(at indexPaths: [ListIndexPath]) {}
  /// Does nothing.
  public func viewportDidChange() {}
  /// Does nothing.
  public func listDidScroll() {}
  /// Does nothing.
  public func listWillBeginDragging() {}
  /// Does nothing.
  public func listDidEndDragging(willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func listDidEndDecelerating() {}
}
