/// What a section would do with a drop over one of its rows: move the items, copy them, or
/// refuse them; and whether they go between rows or into the row.
///
/// A section controller answers ``SectionDragAndDrop/dropProposal(for:atRow:in:)`` while a drag
/// hovers over it (UIKit's `UITableViewDropProposal`, `UICollectionViewDropProposal`):
///
/// ```swift
/// func dropProposal(
///   for session: ListDropSession, atRow row: Int, in context: SectionContext
/// ) -> ListDropProposal {
///   guard session.items.allSatisfy({ $0.localObject is Task }) else { return .forbidden }
///   return session.allowsMove ? .move : .copy
/// }
/// ```
public struct ListDropProposal: Hashable, Sendable {
  /// What happens to the dragged items.
  public enum Operation: Hashable, Sendable {
    /// The items leave the rows they were dragged from: their section removes them
    /// (``SectionDragAndDrop/removeDraggedRows(_:in:)``). Only for a drag from the same list.
    case move
    /// The items are added; the rows they came from stay.
    case copy
    /// The drop does nothing here.
    case forbidden
  }

  /// Where the dropped items go.
  public enum Intent: Hashable, Sendable {
    /// Into new rows, inserted before the row the drop is over (UIKit's
    /// `insertAtDestinationIndexPath`).
    case insert
    /// Into the row the drop is over, which stays one row, a container of what is dropped
    /// (UIKit's `insertIntoDestinationIndexPath`).
    case intoRow
  }

  /// What happens to the dragged items.
  public var operation: Operation
  /// Where they go.
  public var intent: Intent

  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - operation: What happens to the dragged items.
  ///   - intent: Where they go; inserted as new rows by default.
  public init(_ operation: Operation, intent: Intent = .insert) {
    self.operation = operation
    self.intent = intent
  }

  /// Moves the items into new rows here.
  public static let move = ListDropProposal(.move)
  /// Copies the items into new rows here.
  public static let copy = ListDropProposal(.copy)
  /// Refuses the drop.
  public static let forbidden = ListDropProposal(.forbidden)
}
