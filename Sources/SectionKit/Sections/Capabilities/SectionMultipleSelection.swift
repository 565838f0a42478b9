import Foundation

/// A section controller that lets the user select several of its rows with a two-finger pan.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionMultipleSelection: SectionController {
  /// Whether a two-finger pan that starts on `row` selects the rows it crosses, the list
  /// entering editing mode (a table view) or multiple selection (a collection view).
  ///
  /// UIKit's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` and its collection view
  /// twin, asked of the controller whose row the pan starts on. The pan then selects each row
  /// it crosses as a tap would (each row's controller is asked
  /// ``SectionSelectionRules/shouldSelectRow(at:in:)`` and hears
  /// ``SectionController/didSelectRow(at:in:)``). A table view offers the pan only while
  /// ``CompositeController/allowsMultipleSelectionDuringEditing`` is `true`.
  ///
  /// - Parameters:
  ///   - row: The local row the pan starts on.
  ///   - context: The section's context.
  /// - Returns: `true` to let the pan select rows.
  func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool

  /// A multiple-selection pan began on `row`, the list now in editing mode (a table view) or
  /// selecting several rows (a collection view): the place to show "Done" instead of "Select".
  ///
  /// Told to the controller that answered ``shouldBeginMultipleSelection(at:in:)``.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row the pan started on.
  ///   - context: The section's context.
  func didBeginMultipleSelection(at row: Int, in context: SectionContext)

  /// The multiple-selection pan that began in this section ended; the list stays in editing
  /// mode, the rows it selected selected.
  ///
  /// Told to the controller that heard ``didBeginMultipleSelection(at:in:)``, even when the
  /// pan ended in another section.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  func didEndMultipleSelection(in context: SectionContext)
}

extension SectionMultipleSelection {
  /// A multiple-selection pan began on `row`, the list now in editing mode (a table view) or
  /// selecting several rows (a collection view): the place to show "Done" instead of "Select".
  ///
  /// Told to the controller that answered ``shouldBeginMultipleSelection(at:in:)``.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row the pan started on.
  ///   - context: The section's context.
  public func didBeginMultipleSelection(at row: Int, in context: SectionContext) {}

  /// The multiple-selection pan that began in this section ended; the list stays in editing
  /// mode, the rows it selected selected.
  ///
  /// Told to the controller that heard ``didBeginMultipleSelection(at:in:)``, even when the
  /// pan ended in another section.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  public func didEndMultipleSelection(in context: SectionContext) {}
}
