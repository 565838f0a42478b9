import Foundation

/// A section controller that drags its rows out and takes drops in.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionDragAndDrop: SectionController {
  /// The items a drag of the row begins with; none, and the row is not lifted.
  ///
  /// Drag and drop works on the list's drag interaction (UIKit's `dragInteractionEnabled`,
  /// `HeadlessListView.dragInteractionEnabled`), outside editing mode. A row dragged over a
  /// section asks that section's ``dropProposal(for:atRow:in:)``; a drop it accepts reaches
  /// its ``performDrop(_:with:atRow:in:)``, and for a move, this section's
  /// ``removeDraggedRows(_:in:)``.
  ///
  /// - Parameters:
  ///   - row: The local row pressed.
  ///   - context: The section's context.
  /// - Returns: The items, usually one.
  func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem]

  /// What this section would do with a drop over `row`, asked while a drag hovers there.
  ///
  /// The drop lands where the proposal says: ``ListDropProposal/Intent/insert`` puts the items
  /// in new rows before `row` (`row` equal to the row count: at the end),
  /// ``ListDropProposal/Intent/intoRow`` into the row at `row`. A
  /// ``ListDropProposal/Operation/move`` is refused when the session does not allow it
  /// (``ListDropSession/allowsMove``), and so is a drop into a row that does not exist.
  ///
  /// - Parameters:
  ///   - session: The items dragged and where they came from.
  ///   - row: The local row the drop is over, in the section as it shows before the drop.
  ///   - context: The section's context.
  /// - Returns: The proposal.
  func dropProposal(for session: ListDropSession, atRow row: Int, in context: SectionContext)
    -> ListDropProposal

  /// The user dropped items here, as `proposal` said: change the model only.
  ///
  /// The list animates the drop itself, in one batch with the rows the drag removes: an
  /// insert shows `session.items.count` new rows from `row` on (moved from their section when
  /// the proposal moves them), a drop into a row reconfigures that row. Rows moved here from
  /// another section are then reloaded in a batch of their own, so that this section gives them
  /// their cells (``SectionController/cell(at:in:)``): they came with the cells of the section
  /// they left. Do not call ``SectionContext/performBatch(animated:updates:completion:)`` for
  /// it. Called before the section the rows leave hears of it (``removeDraggedRows(_:in:)``).
  ///
  /// - Parameters:
  ///   - session: The items dropped and where they came from.
  ///   - proposal: The proposal this section made for the drop, never forbidden.
  ///   - row: The local row the drop is over, in the section as it showed before the drop.
  ///   - context: The section's context.
  func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  )

  /// Rows dragged from this section were moved elsewhere: remove them from the model only.
  ///
  /// Called once the section that accepted the drop changed its model
  /// (``performDrop(_:with:atRow:in:)``), in the same batch: the list animates the rows
  /// leaving. Rows dropped into this same section before the dragged ones have moved them
  /// down: `rows` says where they stand now.
  ///
  /// The default does nothing: implement it with ``dragItems(forRow:in:)``.
  ///
  /// - Parameters:
  ///   - rows: The local rows to remove, in increasing order.
  ///   - context: The section's context.
  func removeDraggedRows(_ rows: [Int], in context: SectionContext)
}

extension SectionDragAndDrop {
  /// Rows dragged from this section were moved elsewhere: remove them from the model only.
  ///
  /// Called once the section that accepted the drop changed its model
  /// (``performDrop(_:with:atRow:in:)``), in the same batch: the list animates the rows
  /// leaving. Rows dropped into this same section before the dragged ones have moved them
  /// down: `rows` says where they stand now.
  ///
  /// The default does nothing: implement it with ``dragItems(forRow:in:)``.
  ///
  /// - Parameters:
  ///   - rows: The local rows to remove, in increasing order.
  ///   - context: The section's context.
  public func removeDraggedRows(_ rows: [Int], in context: SectionContext) {}
}
