import Foundation

/// A section controller that lets the user move the whole section among its siblings, by its only
/// row.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
///
/// IGListKit: reordering one-item section controllers (`canMoveItem(at:)`).
@MainActor
public protocol SectionMoving: SectionController {
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
}
