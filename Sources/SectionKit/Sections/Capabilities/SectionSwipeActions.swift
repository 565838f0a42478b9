import Foundation

/// A section controller that shows actions when the user swipes one of its rows.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionSwipeActions: SectionController {
  /// The actions revealed by swiping `row` from the trailing edge, or `nil` for the system's.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?

  /// The actions revealed by swiping `row` from the leading edge, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
}

extension SectionSwipeActions {
  /// The actions revealed by swiping `row` from the leading edge, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  public func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  { nil }
}
