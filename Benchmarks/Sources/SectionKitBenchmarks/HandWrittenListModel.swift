import Foundation
@_spi(Hosting) import SectionKit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A list model written by hand for a benchmark: a data source and delegate that answers what
/// UIKit does when a delegate does not implement a method, but for what the benchmark writes.
///
/// The host contract (`ListDelegate`) has no defaults; this is the benchmarks' copy of the
/// tests' `HandWrittenListModel` (a target of the library's package, not a product).
@MainActor
protocol HandWrittenListModel: ListDataSource, ListDelegate {}

extension HandWrittenListModel {
  /// Does nothing.
  func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {}
  /// Does nothing.
  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {}
  /// Returns `nil`.
  func heightForRow(at indexPath: ListIndexPath) -> CGFloat? { nil }
  /// Returns `nil`.
  func estimatedHeightForRow(at indexPath: ListIndexPath) -> CGFloat? { nil }
  /// Returns `nil`.
  func heightForHeader(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  func heightForFooter(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  func sizeForItem(at indexPath: ListIndexPath) -> CGSize? { nil }
  /// Returns `nil`.
  func sectionInsets(inSection section: Int) -> SectionInsets? { nil }
  /// Returns `nil`.
  func minimumLineSpacing(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  func minimumInteritemSpacing(inSection section: Int) -> CGFloat? { nil }
  /// Returns `nil`.
  func sizeForHeader(inSection section: Int) -> CGSize? { nil }
  /// Returns `nil`.
  func sizeForFooter(inSection section: Int) -> CGSize? { nil }
  /// Returns `nil`.
  func viewForHeader(inSection section: Int) -> (any Reusable)? { nil }
  /// Returns `nil`.
  func viewForFooter(inSection section: Int) -> (any Reusable)? { nil }
  /// Returns `nil`.
  func accessibilityForHeader(inSection section: Int) -> ListAccessibility? { nil }
  /// Returns `nil`.
  func accessibilityForFooter(inSection section: Int) -> ListAccessibility? { nil }
  /// Returns no kinds.
  func supplementaryKinds(inSection section: Int) -> [SupplementaryKind] { [] }
  /// Returns `nil`.
  func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at indexPath: ListIndexPath
  ) -> (any Reusable)? { nil }
  /// Returns `false`.
  func pinsHeaderToVisibleBounds(inSection section: Int) -> Bool { false }
  /// Returns `true`.
  func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool { true }
  /// Does nothing.
  func didHighlightRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  func didUnhighlightRow(at indexPath: ListIndexPath) {}
  /// Returns `indexPath`.
  func willSelectRow(at indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
  /// Does nothing.
  func didSelectRow(at indexPath: ListIndexPath) {}
  /// Returns `indexPath`.
  func willDeselectRow(at indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
  /// Does nothing.
  func didDeselectRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  func accessoryButtonTapped(forRowAt indexPath: ListIndexPath) {}
  /// Returns `false`.
  func canPerformPrimaryAction(forRowAt indexPath: ListIndexPath) -> Bool { false }
  /// Does nothing.
  func performPrimaryAction(forRowAt indexPath: ListIndexPath) {}
  /// Returns `false`, as UIKit when the delegate does not answer.
  func shouldBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) -> Bool {
    false
  }
  /// Does nothing.
  func didBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) {}
  /// Does nothing.
  func didEndMultipleSelectionInteraction() {}
  /// Returns ``EditingStyle/delete``.
  func editingStyle(forRowAt indexPath: ListIndexPath) -> EditingStyle { .delete }
  /// Returns `nil`.
  func titleForDeleteConfirmation(forRowAt indexPath: ListIndexPath) -> String? { nil }
  /// Returns `true`.
  func shouldIndentWhileEditingRow(at indexPath: ListIndexPath) -> Bool { true }
  /// Does nothing.
  func willBeginEditingRow(at indexPath: ListIndexPath) {}
  /// Does nothing.
  func didEndEditingRow(at indexPath: ListIndexPath?) {}
  /// Returns `proposed`.
  func targetIndexPathForMove(
    from source: ListIndexPath, toProposed proposed: ListIndexPath
  ) -> ListIndexPath { proposed }
  /// Returns none: no row is lifted.
  func dragItems(forRowAt indexPath: ListIndexPath) -> [ListDragItem] { [] }
  /// Returns ``ListDropProposal/forbidden``.
  func dropProposal(for items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  { .forbidden }
  /// Does nothing and returns ``ListDropProposal/forbidden``.
  @discardableResult
  func performDrop(_ items: [ListDragItem], at indexPath: ListIndexPath)
    -> ListDropProposal
  { .forbidden }
  /// Returns `nil`.
  func leadingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? {
    nil
  }
  /// Returns `nil`.
  func trailingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? { nil }
  /// Returns `nil`.
  func contextMenu(forRowAt indexPath: ListIndexPath) -> ContextMenu? { nil }
  /// Does nothing.
  func willCommitPreview(of menu: ContextMenu) {}
  /// Does nothing.
  func prefetchRows(at indexPaths: [ListIndexPath]) {}
  /// Does nothing.
  func cancelPrefetchingRows(at indexPaths: [ListIndexPath]) {}
  /// Does nothing.
  func viewportDidChange() {}
  /// Does nothing.
  func listDidScroll() {}
  /// Does nothing.
  func listWillBeginDragging() {}
  /// Does nothing.
  func listDidEndDragging(willDecelerate decelerate: Bool) {}
  /// Does nothing.
  func listDidEndDecelerating() {}
}
