import Foundation

/// A section controller that runs a row's primary action (iOS 16's `performPrimaryAction`) instead
/// of selecting it.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
@MainActor
public protocol SectionPrimaryActions: SectionController {
  /// Whether `row` has a primary action (iOS 16's selection-follows-focus behaviour).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when ``performPrimaryAction(forRow:in:)`` should run.
  func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool

  /// Runs the primary action of `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func performPrimaryAction(forRow row: Int, in context: SectionContext)
}
