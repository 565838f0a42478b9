import Foundation

/// A section controller that highlights rows as the user touches them, or refuses to: for a section
/// whose rows are not all tappable.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionHighlighting: SectionController {
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
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didHighlightRow(at row: Int, in context: SectionContext)

  /// The row's highlight ended.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didUnhighlightRow(at row: Int, in context: SectionContext)
}

extension SectionHighlighting {
  /// The row was highlighted by a touch.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  public func didHighlightRow(at row: Int, in context: SectionContext) {}

  /// The row's highlight ended.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  public func didUnhighlightRow(at row: Int, in context: SectionContext) {}
}
