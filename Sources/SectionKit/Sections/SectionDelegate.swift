import Foundation

/// What every section is told: a row selected or deselected, a row's accessory button tapped.
///
/// ``SectionController`` adopts it with defaults that do nothing; a subclass overrides what its
/// section handles. Everything else a section can be told is a capability of its own
/// (``SectionDisplayDelegate``, ``SectionEditing``, and the others).
@MainActor
public protocol SectionDelegate: AnyObject {
  /// The user selected `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didSelectRow(at row: Int, in context: SectionContext)

  /// The user deselected `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func didDeselectRow(at row: Int, in context: SectionContext)

  /// The accessory button of `row` was tapped.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  func accessoryButtonTapped(forRow row: Int, in context: SectionContext)
}
