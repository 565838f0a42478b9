import Foundation

/// A section some of whose rows must never hold the scroll position through a batch: a loading,
/// status or placeholder row, which stays where it is while the content the user reads moves.
///
/// A batch keeps the first visible row in place (``ScrollAnchoring``). When that row is a
/// "Loading earlier messages…" row above a chat's history, keeping it in place pushes the
/// messages the user reads off screen as the history lands above them, and leaves the loading
/// row on screen, which asks for the next page at once. A row this section refuses is passed
/// over: the anchor is the next visible row that the batch leaves in place.
///
/// ``PagedSection`` refuses its status row. Adopt it in the class or in an extension; the
/// composite asks only the sections that do.
@MainActor
public protocol SectionScrollAnchors: SectionController {
  /// Whether a row may be the row a batch keeps in place on screen.
  ///
  /// - Parameters:
  ///   - row: The local row, on screen before the batch.
  ///   - context: The section's context.
  /// - Returns: `false` for a row that must not hold the scroll position (loading, status,
  ///   placeholder).
  func canAnchorScroll(atRow row: Int, in context: SectionContext) -> Bool
}
