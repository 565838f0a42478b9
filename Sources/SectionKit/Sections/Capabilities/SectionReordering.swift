import Foundation

/// A section controller that lets the user reorder its rows within the section.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
///
/// IGListKit: `ListSectionController.canMoveItem(at:)` and `moveObject(from:to:)`.
@MainActor
public protocol SectionReordering: SectionController {
  /// Whether `row` shows a reorder control.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when the row can be moved.
  func canMoveRow(at row: Int, in context: SectionContext) -> Bool

  /// The user moved a row from `source` to `destination`; update the model.
  ///
  /// - Parameters:
  ///   - source: The local row it came from.
  ///   - destination: The local row it now occupies.
  ///   - context: The section's context.
  func moveRow(from source: Int, to destination: Int, in context: SectionContext)

  /// Where a row being dragged from `source` may land when the user proposes `proposed`.
  ///
  /// Rows move within their own section: a destination proposed in another section arrives
  /// here clamped to this section's first or last row.
  ///
  /// The default returns `proposed`.
  ///
  /// - Parameters:
  ///   - source: The local row being moved.
  ///   - proposed: The local row proposed as the destination.
  ///   - context: The section's context.
  /// - Returns: The local destination row.
  func targetRowForMove(from source: Int, toProposed proposed: Int, in context: SectionContext)
    -> Int
}

extension SectionReordering {
  /// Where a row being dragged from `source` may land when the user proposes `proposed`.
  ///
  /// Rows move within their own section: a destination proposed in another section arrives
  /// here clamped to this section's first or last row.
  ///
  /// The default returns `proposed`.
  ///
  /// - Parameters:
  ///   - source: The local row being moved.
  ///   - proposed: The local row proposed as the destination.
  ///   - context: The section's context.
  /// - Returns: The local destination row.
  public func targetRowForMove(
    from source: Int, toProposed proposed: Int, in context: SectionContext
  )
    -> Int
  { proposed }
}
