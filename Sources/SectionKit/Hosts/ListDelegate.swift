import Foundation

/// The events a list host reports, in global index paths: display, sizes, highlight and
/// selection, editing, swipe actions, context menus and prefetching.
///
/// Each method corresponds to the section method of the same name (of ``SectionController`` or
/// of a capability such as ``SectionDisplayDelegate``), which the composite's router
/// (`CompositeRouter`, the object a host is connected to) calls on the owning section
/// controller with a local row.
///
/// The protocol has no defaults: the router implements every requirement, so one it misses or
/// misspells does not compile. A test's hand-written model adopts `HandWrittenListModel` of the
/// test support, which has them.
@MainActor
@_spi(Hosting) public protocol ListDelegate: AnyObject {
  /// A cell is about to be shown. - SeeAlso: ``SectionDisplayDelegate/willDisplay(_:forRow:in:)``
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - indexPath: The row's position.
  func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath)

  /// A cell stopped being shown.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - indexPath: The row's position when it was shown.
  func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath)

  /// A header or footer view is about to be shown.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - kind: Header or footer.
  ///   - section: The section.
  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int)

  /// A header or footer view stopped being shown.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - kind: Header or footer.
  ///   - section: The section.
  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int)

  /// The height of a row, or `nil` for the host's default.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The height, or `nil`.
  func heightForRow(at indexPath: ListIndexPath) -> CGFloat?

  /// The estimated height of a row, or `nil`.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The estimate, or `nil`.
  func estimatedHeightForRow(at indexPath: ListIndexPath) -> CGFloat?

  /// The height of a section's header, or `nil` for the host's default.
  ///
  /// - Parameter section: The section.
  /// - Returns: The height, or `nil`.
  func heightForHeader(inSection section: Int) -> CGFloat?

  /// The height of a section's footer, or `nil` for the host's default.
  ///
  /// - Parameter section: The section.
  /// - Returns: The height, or `nil`.
  func heightForFooter(inSection section: Int) -> CGFloat?

  /// The size of an item in a flow layout, or `nil` for the layout's own.
  ///
  /// - Parameter indexPath: The item's position.
  /// - Returns: The size, or `nil`.
  func sizeForItem(at indexPath: ListIndexPath) -> CGSize?

  /// A section's insets in a flow layout, or `nil` for the layout's own.
  ///
  /// - Parameter section: The section.
  /// - Returns: The insets, or `nil`.
  func sectionInsets(inSection section: Int) -> SectionInsets?

  /// A section's minimum line spacing in a flow layout, or `nil` for the layout's own.
  ///
  /// - Parameter section: The section.
  /// - Returns: The spacing, or `nil`.
  func minimumLineSpacing(inSection section: Int) -> CGFloat?

  /// A section's minimum interitem spacing in a flow layout, or `nil` for the layout's own.
  ///
  /// - Parameter section: The section.
  /// - Returns: The spacing, or `nil`.
  func minimumInteritemSpacing(inSection section: Int) -> CGFloat?

  /// The size of a section's header in a flow layout, or `nil` for the layout's own.
  ///
  /// - Parameter section: The section.
  /// - Returns: The size, or `nil`.
  func sizeForHeader(inSection section: Int) -> CGSize?

  /// The size of a section's footer in a flow layout, or `nil` for the layout's own.
  ///
  /// - Parameter section: The section.
  /// - Returns: The size, or `nil`.
  func sizeForFooter(inSection section: Int) -> CGSize?

  /// A section's custom header view.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil`.
  func viewForHeader(inSection section: Int) -> (any Reusable)?

  /// A section's custom footer view.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil`.
  func viewForFooter(inSection section: Int) -> (any Reusable)?

  /// What VoiceOver reads for a section's header, where it says more than the header's title.
  ///
  /// - Parameter section: The section.
  /// - Returns: The description, or `nil` for the title as a heading.
  func accessibilityForHeader(inSection section: Int) -> ListAccessibility?

  /// What VoiceOver reads for a section's footer, where it says more than the footer's title.
  ///
  /// - Parameter section: The section.
  /// - Returns: The description, or `nil` for the title.
  func accessibilityForFooter(inSection section: Int) -> ListAccessibility?

  /// The kinds of supplementary view a section shows besides its header and footer.
  ///
  /// - Parameter section: The section.
  /// - Returns: The kinds.
  func supplementaryKinds(inSection section: Int) -> [SupplementaryKind]

  /// A section's supplementary view of a kind, at an index path the layout gives: the item it
  /// is attached to, or item 0 for one on the section's boundary.
  ///
  /// - Parameters:
  ///   - kind: The kind; a header or footer is the view of ``viewForHeader(inSection:)`` or
  ///     ``viewForFooter(inSection:)``.
  ///   - indexPath: Where the layout places the view.
  /// - Returns: The view, or `nil`.
  func viewForSupplementaryView(ofKind kind: SupplementaryKind, at indexPath: ListIndexPath)
    -> (any Reusable)?

  /// Whether a section's header stays at the top of the visible area while the section is on
  /// screen.
  ///
  /// - Parameter section: The section.
  /// - Returns: `true` to pin it.
  func pinsHeaderToVisibleBounds(inSection section: Int) -> Bool

  /// Whether a touch highlights the row.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: `true` to highlight.
  func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool

  /// The row was highlighted.
  ///
  /// - Parameter indexPath: The row's position.
  func didHighlightRow(at indexPath: ListIndexPath)

  /// The row's highlight ended.
  ///
  /// - Parameter indexPath: The row's position.
  func didUnhighlightRow(at indexPath: ListIndexPath)

  /// The row is about to be selected: the row to select instead, or `nil` to cancel.
  ///
  /// - Parameter indexPath: The tapped row.
  /// - Returns: The row to select, or `nil`.
  func willSelectRow(at indexPath: ListIndexPath) -> ListIndexPath?

  /// The row was selected by the user.
  ///
  /// - Parameter indexPath: The row's position.
  func didSelectRow(at indexPath: ListIndexPath)

  /// The row is about to be deselected: the row to deselect instead, or `nil` to keep it.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The row to deselect, or `nil`.
  func willDeselectRow(at indexPath: ListIndexPath) -> ListIndexPath?

  /// The row was deselected by the user.
  ///
  /// - Parameter indexPath: The row's position.
  func didDeselectRow(at indexPath: ListIndexPath)

  /// The row's accessory button was tapped.
  ///
  /// - Parameter indexPath: The row's position.
  func accessoryButtonTapped(forRowAt indexPath: ListIndexPath)

  /// Whether the row has a primary action.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: `true` when it has one.
  func canPerformPrimaryAction(forRowAt indexPath: ListIndexPath) -> Bool

  /// Runs the row's primary action.
  ///
  /// - Parameter indexPath: The row's position.
  func performPrimaryAction(forRowAt indexPath: ListIndexPath)

  /// Whether a multiple-selection pan (two fingers) may begin on a row.
  ///
  /// - Parameter indexPath: The row the pan starts on.
  /// - Returns: `true` to let the pan select rows.
  func shouldBeginMultipleSelectionInteraction(at indexPath: ListIndexPath) -> Bool

  /// A multiple-selection pan began on a row; the host is in editing mode (a table) or selects
  /// several rows (a collection view).
  ///
  /// - Parameter indexPath: The row the pan started on.
  func didBeginMultipleSelectionInteraction(at indexPath: ListIndexPath)

  /// The multiple-selection pan ended.
  func didEndMultipleSelectionInteraction()

  /// The row's editing style.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The style.
  func editingStyle(forRowAt indexPath: ListIndexPath) -> EditingStyle

  /// The delete confirmation title.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The title, or `nil`.
  func titleForDeleteConfirmation(forRowAt indexPath: ListIndexPath) -> String?

  /// Whether the row is indented while editing.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: `true` to indent.
  func shouldIndentWhileEditingRow(at indexPath: ListIndexPath) -> Bool

  /// The user began editing a row.
  ///
  /// - Parameter indexPath: The row's position.
  func willBeginEditingRow(at indexPath: ListIndexPath)

  /// The user ended editing a row.
  ///
  /// - Parameter indexPath: The row's position, or `nil` when it no longer exists.
  func didEndEditingRow(at indexPath: ListIndexPath?)

  /// Where a row being moved may land.
  ///
  /// - Parameters:
  ///   - source: The row being moved.
  ///   - proposed: The proposed destination.
  /// - Returns: The destination.
  func targetIndexPathForMove(from source: ListIndexPath, toProposed proposed: ListIndexPath)
    -> ListIndexPath

  /// The items a drag of a row begins with, each knowing the row it came from; none, and the
  /// row is not lifted.
  ///
  /// - Parameter indexPath: The row pressed.
  /// - Returns: The items.
  func dragItems(forRowAt indexPath: ListIndexPath) -> [ListDragItem]

  /// What a drop of `items` over a row would do, asked while the drag hovers there.
  ///
  /// - Parameters:
  ///   - items: The items dragged, as ``dragItems(forRowAt:)`` gave them (or made by the host
  ///     for a drag from elsewhere).
  ///   - indexPath: The row the drop is over, as the list shows it before the drop; the row
  ///     count of its section for its end.
  /// - Returns: The proposal.
  func dropProposal(for items: [ListDragItem], at indexPath: ListIndexPath) -> ListDropProposal

  /// The user dropped `items` over a row: the models change and the list is handed one batch.
  ///
  /// - Parameters:
  ///   - items: The items dropped.
  ///   - indexPath: The row the drop is over, as for ``dropProposal(for:at:)``.
  /// - Returns: The proposal carried out; ``ListDropProposal/forbidden`` when nothing happened.
  @discardableResult
  func performDrop(_ items: [ListDragItem], at indexPath: ListIndexPath) -> ListDropProposal

  /// The leading swipe actions of a row.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The configuration, or `nil`.
  func leadingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?

  /// The trailing swipe actions of a row.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The configuration, or `nil`.
  func trailingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?

  /// The context menu of a row.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The menu, or `nil`.
  func contextMenu(forRowAt indexPath: ListIndexPath) -> ContextMenu?

  /// The user committed the preview of a context menu; routed to the controller that made it.
  ///
  /// - Parameter menu: The menu returned by ``contextMenu(forRowAt:)``.
  func willCommitPreview(of menu: ContextMenu)

  /// Rows that will probably be shown soon.
  ///
  /// - Parameter indexPaths: The rows.
  func prefetchRows(at indexPaths: [ListIndexPath])

  /// Rows no longer expected soon.
  ///
  /// - Parameter indexPaths: The rows.
  func cancelPrefetchingRows(at indexPaths: [ListIndexPath])

  /// What the host shows or where it stands changed: it scrolled, loaded, or applied a batch.
  ///
  /// The host calls it once its geometry is up to date (its layout, its content offset) and,
  /// when it can, before it displays the views that came on screen, so that the delegate may
  /// ask `ListHost.sections(nearViewport:)` (the working range,
  /// ``SectionWorkingRangeDelegate/willEnterWorkingRange(in:)``). The UIKit adapters call it from
  /// `scrollViewDidScroll`, after a reload and after a batch.
  func viewportDidChange()

  /// The list scrolled (from the user or from code); the host calls it after
  /// ``viewportDidChange()``.
  func listDidScroll()

  /// The user started dragging the list.
  func listWillBeginDragging()

  /// The user lifted the finger that dragged the list.
  ///
  /// - Parameter decelerate: Whether the list goes on moving.
  func listDidEndDragging(willDecelerate decelerate: Bool)

  /// The list came to rest after a drag.
  func listDidEndDecelerating()
}
