import Foundation

/// A section controller that lets the user delete (or insert) its rows, by swiping or in editing
/// mode.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionEditing: SectionController {
  /// Whether `row` can be edited (deleted, inserted, swiped).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when the row is editable.
  func canEditRow(at row: Int, in context: SectionContext) -> Bool

  /// The user committed an insertion or deletion of `row`.
  ///
  /// - Parameters:
  ///   - style: ``EditingStyle/delete`` or ``EditingStyle/insert``.
  ///   - row: The local row.
  ///   - context: The section's context.
  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext)

  /// The editing control shown for `row` in editing mode.
  ///
  /// The default returns `.delete`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The style.
  func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle

  /// The title of the delete confirmation button, or `nil` for the system's.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The title, or `nil`.
  func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String?

  /// Whether `row` is indented while the list is editing.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to indent.
  func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool

  /// The user started editing `row` (a swipe).
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func willBeginEditingRow(at row: Int, in context: SectionContext)

  /// The user stopped editing a row; `row` is `nil` when the row no longer exists.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row, or `nil`.
  ///   - context: The section's context.
  func didEndEditingRow(at row: Int?, in context: SectionContext)
}

extension SectionEditing {
  /// The editing control shown for `row` in editing mode.
  ///
  /// The default returns `.delete`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The style.
  public func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle { .delete }

  /// The title of the delete confirmation button, or `nil` for the system's.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The title, or `nil`.
  public func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String? {
    nil
  }

  /// Whether `row` is indented while the list is editing.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to indent.
  public func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// The user started editing `row` (a swipe).
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  public func willBeginEditingRow(at row: Int, in context: SectionContext) {}

  /// The user stopped editing a row; `row` is `nil` when the row no longer exists.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row, or `nil`.
  ///   - context: The section's context.
  public func didEndEditingRow(at row: Int?, in context: SectionContext) {}
}
