import Foundation
@_spi(Hosting) import SectionKit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A list model written by hand for a test of a host: a data source and delegate that answers
/// what UIKit does when a delegate does not implement a method, but for what the test writes.
///
/// The host contract (`ListDelegate`) has no defaults, so that a router that misses or
/// misspells a method does not compile; a test's model adopts this protocol instead.
@MainActor
package protocol HandWrittenListModel: ListDataSource, ListDelegate {}

extension HandWrittenListModel {
  /// Does nothing.
  package func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  package func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  package func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {}
  /// Does nothing.
  package func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {}
  /// Returns `nil`.
  package func heightForRow(at indexPath: ListIndexPath) -> CGFloat? { nil }
  /// Returns `nil`.
  package func estimatedHeightForRow(at indexPath: ListIndexPath) -> CGFloat? { nil }
  /// Returns `nil`.
  package func heightForHeader(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  package func heightForFooter(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  package func sizeForItem(at indexPath: ListIndexPath) -> CGSize? { nil }
  /// Returns `nil`.
  package func sectionInsets(inSection section: Int) -> SectionInsets? { nil }
  /// Returns `nil`.
  package func minimumLineSpacing(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  package func minimumInteritemSpacing(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  package func sizeForHeader(inSection section: Int) -> CGSize? { nil }
  /// Returns `nil`.
  package func sizeForFooter(inSection section: Int) -> CGSize? { nil }
  /// Returns `nil`.
  package func viewForHeader(inSection section: Int) -> (any Reusable)? { nil }
  /// Returns `nil`.
  package func viewForFooter(inSection section: Int) -> (any Reusable)? { nil }
  /// Returns `nil`.
  package func accessibilityForHeader(inSection section: Int) -> ListAccessibility? { nil }
  /// Returns `nil`.
  package func accessibilityForFooter(inSection section: Int) -> ListAccessibility? { nil }
  /// Returns no kinds.
  package func supplementaryKinds(inSection section: Int) -> [SupplementaryKind] { [] }
  /// Returns `nil`.
  package func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at indexPath: ListIndexPath
  ) -> (any Reusable)? { nil }
  /// Returns `false`.
  package func pinsHeaderToVisibleBounds(inSection section: Int) -> Bool { false }
  /// Returns `true`.
  package func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool { true }
  /// Does nothing.
  package func didHighlightRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  package func didUnhighlightRow(at indexPath: ListIndexPath) {}
  /// Returns `indexPath`.
  package func willSelectRow(at indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
  /// Does nothing.
  package func didSelectRow(at indexPath: ListIndexPath) {}
  /// Returns `indexPath`.
  package func willDeselectRow(at indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
  /// Does nothing.
  package func didDeselectRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  package func accessoryButtonTapped(forRowAt indexPath: ListIndexPath) {}
  /// Returns `false`.
  package func canPerformPrimaryAction(forRowAt indexPath: ListIndexPath) -> Bool { false }
  /// Does nothing.
  package func performPrimaryAction(forRowAt indexPath: ListIndexPath) {}
  /// Returns `false`, as UIKit when the delegate does not answer.
  package func shouldBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) -> Bool {
    false
  }
  /// Does nothing.
  package func didBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) {}
  /// Does nothing.
  package func didEndMultipleSelectionInteraction() {}
  /// Returns ``EditingStyle/delete``.
  package func editingStyle(forRowAt indexPath: ListIndexPath) -> EditingStyle { .delete }
  /// Returns `nil`.
  package func titleForDeleteConfirmation(forRowAt indexPath: ListIndexPath) -> String? { nil }
  /// Returns `true`.
  package func shouldIndentWhileEditingRow(at indexPath: ListIndexPath) -> Bool { true }
  /// Does nothing.
  package func willBeginEditingRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  package func didEndEditingRow(at indexPath: ListIndexPath?) {}
  /// Returns `proposed`.
  package func targetIndexPathForMove(
    from source: ListIndexPath, toProposed proposed: ListIndexPath
  ) -> ListIndexPath { proposed }
  /// Returns none: no row is lifted.
  package func dragItems(forRowAt indexPath: ListIndexPath) -> [ListDragItem] { [] }
  /// Returns ``ListDropProposal/forbidden``.
  package func dropProposal(for items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  { .forbidden }
  /// Does nothing and returns ``ListDropProposal/forbidden``.
  @discardableResult
  package func performDrop(_ items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  { .forbidden }
  /// Returns `nil`.
  package func leadingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?
  {
    nil
  }
  /// Returns `nil`.
  package func trailingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?
  { nil }
  /// Returns `nil`.
  package func contextMenu(forRowAt indexPath: ListIndexPath) -> ContextMenu? { nil }
  /// Does nothing.
  package func willCommitPreview(of menu: ContextMenu) {}
  /// Does nothing.
  package func prefetchRows(at indexPaths: [ListIndexPath]) {}
  /// Does nothing.
  package func cancelPrefetchingRows(at indexPaths: [ListIndexPath]) {}
  /// Does nothing.
  package func viewportDidChange() {}
  /// Does nothing.
  package func listDidScroll() {}
  /// Does nothing.
  package func listWillBeginDragging() {}
  /// Does nothing.
  package func listDidEndDragging(willDecelerate decelerate: Bool) {}
  /// Does nothing.
  package func listDidEndDecelerating() {}
}
