import Foundation

/// A section controller that names each row's identity, so that a selection follows its row through
/// reloads and moves.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
@MainActor
public protocol SectionRowIdentity: SectionController {
  /// The identity of the value `row` shows, which the composite uses to keep the row selected
  /// when the list reloads it; `nil` when rows have no identity.
  ///
  /// A host keeps the selection of a row that a batch moves and drops it for a row the batch
  /// deletes or reloads, and a reload of the list drops every selection. After such a batch or
  /// reload, the composite selects again each row that was selected and whose identity its
  /// section still shows, wherever it now stands in the section (also in a new controller of
  /// the same ``SectionController/sectionIdentity``). ``IdentifiedSection`` and the sections of
  /// `show { … }` answer with their values' identities; a controller that answers `nil`
  /// keeps what the host keeps.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The row's identity, or `nil`.
  func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable?
}
