import Foundation

/// A section controller that decides which rows may be selected and deselected, or redirects a
/// selection to another row.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
///
/// IGListKit: `ListSectionController.shouldSelectItem(at:)`.
@MainActor
public protocol SectionSelectionRules: SectionController {
  /// Whether the user may select `row`: asked on a tap, a multiple-selection pan and a
  /// keyboard's selection, before ``willSelectRow(at:in:)``, on every host.
  ///
  /// A yes-or-no question, as a collection view's `collectionView(_:shouldSelectItemAt:)` and
  /// IGListKit's `shouldSelectItem(at:)`: answer `false` for a row that shows something but
  /// does not lead anywhere. A row that may not be selected is not asked
  /// ``willSelectRow(at:in:)``, and hears no ``SectionController/didSelectRow(at:in:)``; selecting
  /// it from code (``SectionContext/selectRow(_:animated:scrollPosition:)``) is not asked.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to let the user select the row.
  func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool

  /// Whether the user may deselect `row` (a tap on a selected row of a list that selects
  /// several, or the tap on another row that moves a single selection), before
  /// ``willDeselectRow(at:in:)``; `false` keeps it selected.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to let the user deselect the row.
  func shouldDeselectRow(at row: Int, in context: SectionContext) -> Bool

  /// The user is about to select `row`: return it, another row of this section to redirect
  /// the selection, or `nil` to cancel it.
  ///
  /// The default returns `row`.
  ///
  /// - Parameters:
  ///   - row: The local row the user tapped.
  ///   - context: The section's context.
  /// - Returns: The local row to select, or `nil`.
  func willSelectRow(at row: Int, in context: SectionContext) -> Int?

  /// The user is about to deselect `row`: return it, another row to redirect, or `nil` to
  /// keep it selected.
  ///
  /// The default returns `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The local row to deselect, or `nil`.
  func willDeselectRow(at row: Int, in context: SectionContext) -> Int?
}

extension SectionSelectionRules {
  /// Whether the user may deselect `row` (a tap on a selected row of a list that selects
  /// several, or the tap on another row that moves a single selection), before
  /// ``willDeselectRow(at:in:)``; `false` keeps it selected.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to let the user deselect the row.
  public func shouldDeselectRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// The user is about to select `row`: return it, another row of this section to redirect
  /// the selection, or `nil` to cancel it.
  ///
  /// The default returns `row`.
  ///
  /// - Parameters:
  ///   - row: The local row the user tapped.
  ///   - context: The section's context.
  /// - Returns: The local row to select, or `nil`.
  public func willSelectRow(at row: Int, in context: SectionContext) -> Int? { row }

  /// The user is about to deselect `row`: return it, another row to redirect, or `nil` to
  /// keep it selected.
  ///
  /// The default returns `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The local row to deselect, or `nil`.
  public func willDeselectRow(at row: Int, in context: SectionContext) -> Int? { row }
}
