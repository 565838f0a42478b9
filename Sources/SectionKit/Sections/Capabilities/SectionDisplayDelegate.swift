import Foundation

/// A section controller that hears when its cells and its section come on screen and leave it.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
///
/// IGListKit: `ListDisplayDelegate`.
@MainActor
public protocol SectionDisplayDelegate: SectionController {
  /// A cell is about to be shown for `row`.
  ///
  /// - Parameters:
  ///   - cell: The cell returned by ``SectionController/cell(at:in:)``.
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

  /// The section is about to be shown: the first of its views (a row's cell, its header or its
  /// footer) is coming on screen.
  ///
  /// Called once, however many of the section's views appear, just before that first view's
  /// own event (``willDisplay(_:forRow:in:)`` or
  /// ``SectionSupplementaryDisplayDelegate/willDisplaySupplementaryView(_:ofKind:in:)``); a section
  /// showing only its header or its footer is shown too. IGListKit's
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
}
