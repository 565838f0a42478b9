import Foundation

/// The delegate side of a section controller: what happens when its rows are shown, touched,
/// selected, edited, swiped, pressed for a context menu or prefetched.
///
/// Every requirement has a default (see the `SectionDelegate+…` extensions), so a controller
/// implements only the events it cares about. Rows are always local to the controller's
/// section. The events mirror `UITableViewDelegate` without naming a UIKit type: sizes are
/// `CGFloat`, cells are ``Reusable`` values, swipe actions and context menus are plain value
/// descriptions that the UIKit layer maps to UIKit's types.
@MainActor
public protocol SectionDelegate: AnyObject {
  // MARK: Display

  /// A cell is about to be shown for `row`.
  ///
  /// - Parameters:
  ///   - cell: The cell returned by ``SectionDataSource/cell(at:in:)``.
  ///   - row: The local row.
  ///   - context: The section's context.
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext)

  /// A cell stopped being shown; `row` is the row it showed.
  ///
  /// - Parameters:
  ///   - cell: The cell that left the screen; it goes back to the reuse pool.
  ///   - row: The local row it showed.
  ///   - context: The section's context.
  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext)

  /// A header or footer view is about to be shown.
  ///
  /// For a header or footer title, the view is the host's own, showing the title (UIKit's
  /// `UITableViewHeaderFooterView` for a title; the headless host's view, whose `textDescription`
  /// is the title).
  ///
  /// - Parameters:
  ///   - view: The view returned by ``viewForHeader(in:)`` or ``viewForFooter(in:)``, or the
  ///     host's view for a title.
  ///   - kind: ``SupplementaryKind/header`` or ``SupplementaryKind/footer``.
  ///   - context: The section's context.
  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext)

  /// A header or footer view stopped being shown.
  ///
  /// - Parameters:
  ///   - view: The view that left the screen.
  ///   - kind: ``SupplementaryKind/header`` or ``SupplementaryKind/footer``.
  ///   - context: The section's context.
  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext)

  /// The section is about to be shown: the first of its views (a row's cell, its header or its
  /// footer) is coming on screen.
  ///
  /// Called once, however many of the section's views appear, just before that first view's
  /// own event (``willDisplay(_:forRow:in:)`` or ``willDisplaySupplementaryView(_:ofKind:in:)``);
  /// a section showing only its header or its footer is shown too. IGListKit's
  /// `ListDisplayDelegate.listAdapter(_:willDisplay:)`.
  ///
  /// - Parameter context: The section's context.
  func willDisplaySection(in context: SectionContext)

  /// The section stopped being shown: the last of its views on screen left.
  ///
  /// Called just after that last view's own end event. A controller removed from the list while
  /// its section was on screen gets it too, when its views leave; a section that moves in a
  /// batch and stays on screen gets neither event. A section whose only view on screen is
  /// replaced (a reload of that row) ends and is shown again, as the view is.
  ///
  /// - Parameter context: The section's context.
  func didEndDisplayingSection(in context: SectionContext)

  // MARK: Working range

  /// The section came within the composite's working range: it is within
  /// ``CompositeController/workingRange`` screens of the viewport, or on screen. Start the work
  /// it needs before it shows (load its images, fetch its next page).
  ///
  /// IGListKit's `IGListWorkingRangeDelegate` `sectionControllerWillEnterWorkingRange`. Called
  /// once until ``didExitWorkingRange(in:)``, and always before ``willDisplaySection(in:)``: a
  /// section that comes on screen without having been in the range (a jump, a working range of
  /// 0) enters first. Never called while the working range is 0, its default.
  ///
  /// - Parameter context: The section's context.
  func willEnterWorkingRange(in context: SectionContext)

  /// The section left the composite's working range: it is more than
  /// ``CompositeController/workingRange`` screens away from the viewport and nothing of it is
  /// on screen, it was removed from the list, the working range was set to 0, or the composite
  /// was detached from its host. Cancel or drop what ``willEnterWorkingRange(in:)`` started.
  ///
  /// Each ``willEnterWorkingRange(in:)`` is balanced by one call, after
  /// ``didEndDisplayingSection(in:)`` when the section was on screen; a section that moves in a
  /// batch and stays within the range gets neither event. A removed controller gets it once the
  /// host has applied the removal; its context's ``SectionContext/sectionIndex`` is `nil` then.
  ///
  /// - Parameter context: The section's context.
  func didExitWorkingRange(in context: SectionContext)

  // MARK: Sizes

  /// The height of a row, or `nil` for the host's default (automatic dimension in UIKit).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The height in points, or `nil`.
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat?

  /// An estimate of a row's height used before the row is laid out, or `nil` for none.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The estimated height in points, or `nil`.
  func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat?

  /// The height of the section's header, or `nil` for the host's default.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  func heightForHeader(in context: SectionContext) -> CGFloat?

  /// The height of the section's footer, or `nil` for the host's default.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  func heightForFooter(in context: SectionContext) -> CGFloat?

  /// A custom header view, dequeued with
  /// ``SectionContext/dequeueReusableSupplementaryView(ofKind:ofType:)``; it takes precedence
  /// over ``SectionDataSource/titleForHeader(in:)``.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  func viewForHeader(in context: SectionContext) -> (any Reusable)?

  /// A custom footer view; it takes precedence over ``SectionDataSource/titleForFooter(in:)``.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  func viewForFooter(in context: SectionContext) -> (any Reusable)?

  // MARK: Collection layout

  /// The size of the item at `row` in a collection view's flow layout, or `nil` for the
  /// layout's own `itemSize`.
  ///
  /// Work it out from ``SectionContext/containerSize`` to fill the width, for example a grid of
  /// three square items per line. Table views and the headless host do not ask it: they use
  /// ``heightForRow(at:in:)``.
  ///
  /// - Parameters:
  ///   - row: The local item.
  ///   - context: The section's context.
  /// - Returns: The size in points, or `nil`.
  func sizeForItem(at row: Int, in context: SectionContext) -> CGSize?

  /// The margins around the section's items in a flow layout, or `nil` for the layout's own
  /// `sectionInset`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The insets, or `nil`.
  func sectionInsets(in context: SectionContext) -> SectionInsets?

  /// The smallest spacing between the lines of items of the section in a flow layout (rows of
  /// a vertical layout), or `nil` for the layout's own `minimumLineSpacing`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  func minimumLineSpacing(in context: SectionContext) -> CGFloat?

  /// The smallest spacing between items of one line of the section in a flow layout, or `nil`
  /// for the layout's own `minimumInteritemSpacing`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  func minimumInteritemSpacing(in context: SectionContext) -> CGFloat?

  /// The size of the section's header in a flow layout, or `nil` for the layout's own
  /// `headerReferenceSize`.
  ///
  /// A flow layout shows a header only where this size is not zero: a section whose
  /// ``SectionDelegate/viewForHeader(in:)`` returns a view gives a size here, unless the layout's
  /// `headerReferenceSize` already fits it. A vertical layout uses only the height, a
  /// horizontal one only the width.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  func sizeForHeader(in context: SectionContext) -> CGSize?

  /// The size of the section's footer in a flow layout, or `nil` for the layout's own
  /// `footerReferenceSize`; like ``sizeForHeader(in:)``, a zero size shows no footer.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  func sizeForFooter(in context: SectionContext) -> CGSize?

  // MARK: Highlight and selection

  /// Whether a touch on `row` highlights it; a row that is not highlightable cannot be
  /// selected by a tap.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to highlight.
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool

  /// The row was highlighted by a touch.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didHighlightRow(at row: Int, in context: SectionContext)

  /// The row's highlight ended.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didUnhighlightRow(at row: Int, in context: SectionContext)

  /// The user is about to select `row`: return it, another row of this section to redirect
  /// the selection, or `nil` to cancel it.
  ///
  /// - Parameters:
  ///   - row: The local row the user tapped.
  ///   - context: The section's context.
  /// - Returns: The local row to select, or `nil`.
  func willSelectRow(at row: Int, in context: SectionContext) -> Int?

  /// The user selected `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didSelectRow(at row: Int, in context: SectionContext)

  /// The user is about to deselect `row`: return it, another row to redirect, or `nil` to
  /// keep it selected.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The local row to deselect, or `nil`.
  func willDeselectRow(at row: Int, in context: SectionContext) -> Int?

  /// The user deselected `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didDeselectRow(at row: Int, in context: SectionContext)

  /// The accessory button of `row` was tapped.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func accessoryButtonTapped(forRow row: Int, in context: SectionContext)

  /// Whether `row` has a primary action (iOS 16's selection-follows-focus behaviour).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when ``performPrimaryAction(forRow:in:)`` should run.
  func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool

  /// Runs the primary action of `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func performPrimaryAction(forRow row: Int, in context: SectionContext)

  // MARK: Editing

  /// Whether `row` can be edited (deleted, inserted, swiped).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when the row is editable.
  func canEditRow(at row: Int, in context: SectionContext) -> Bool

  /// The editing control shown for `row` in editing mode.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The style.
  func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle

  /// The title of the delete confirmation button, or `nil` for the system's.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The title, or `nil`.
  func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String?

  /// Whether `row` is indented while the list is editing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to indent.
  func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool

  /// The user started editing `row` (a swipe).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func willBeginEditingRow(at row: Int, in context: SectionContext)

  /// The user stopped editing a row; `row` is `nil` when the row no longer exists.
  ///
  /// - Parameters:
  ///   - row: The local row, or `nil`.
  ///   - context: The section's context.
  func didEndEditingRow(at row: Int?, in context: SectionContext)

  /// The user committed an insertion or deletion of `row`.
  ///
  /// - Parameters:
  ///   - style: ``EditingStyle/delete`` or ``EditingStyle/insert``.
  ///   - row: The local row.
  ///   - context: The section's context.
  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext)

  /// Whether `row` shows a reorder control.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when the row can be moved.
  func canMoveRow(at row: Int, in context: SectionContext) -> Bool

  /// Where a row being dragged from `source` may land when the user proposes `proposed`.
  ///
  /// Rows move within their own section: a destination proposed in another section arrives
  /// here clamped to this section's first or last row.
  ///
  /// - Parameters:
  ///   - source: The local row being moved.
  ///   - proposed: The local row proposed as the destination.
  ///   - context: The section's context.
  /// - Returns: The local destination row.
  func targetRowForMove(from source: Int, toProposed proposed: Int, in context: SectionContext)
    -> Int

  /// The user moved a row from `source` to `destination`; update the model.
  ///
  /// - Parameters:
  ///   - source: The local row it came from.
  ///   - destination: The local row it now occupies.
  ///   - context: The section's context.
  func moveRow(from source: Int, to destination: Int, in context: SectionContext)

  /// Whether the user may drag this whole section among its siblings, by its only row.
  ///
  /// IGListKit's reordering of one-item section controllers. A section with exactly one row
  /// that answers `true` shows a reorder control on that row; the user may drop it into the
  /// section of a sibling (another child of the same ``CompositeController``) that has one row
  /// and answers `true` too: the composite then moves this controller among its children,
  /// before or after the sibling as the row was dropped, and calls
  /// ``CompositeController/onMove``. Sections of other row counts, and other drops, keep the
  /// row in its section.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: `true` when the section can be moved.
  func canMoveSection(in context: SectionContext) -> Bool

  // MARK: Swipe actions and context menus

  /// The actions revealed by swiping `row` from the leading edge, or `nil` for none.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?

  /// The actions revealed by swiping `row` from the trailing edge, or `nil` for the system's.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?

  /// The context menu of `row`, or `nil` for none.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The menu, or `nil`.
  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu?

  /// The user tapped the preview of a context menu this controller returned (the preview
  /// commit); typically show the previewed content.
  ///
  /// - Parameters:
  ///   - menu: The menu returned by ``contextMenu(forRow:in:)``.
  ///   - row: The local row the menu was made for.
  ///   - context: The section's context.
  func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext)

  // MARK: Prefetching

  /// Rows that will probably be shown soon: start loading their data.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  func prefetchRows(_ rows: [Int], in context: SectionContext)

  /// Rows that are no longer expected soon: cancel their loading.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext)
}
