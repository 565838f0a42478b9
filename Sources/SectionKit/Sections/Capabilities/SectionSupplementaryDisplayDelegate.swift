import Foundation

/// A section controller that hears when its headers, footers and other supplementary views come on
/// screen and leave it.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
///
/// IGListKit: `ListSupplementaryViewSource`'s display callbacks.
@MainActor
public protocol SectionSupplementaryDisplayDelegate: SectionController {
  /// A header, footer or other supplementary view is about to be shown.
  ///
  /// For a header or footer title, the view is the host's own, showing the title (UIKit's
  /// `UITableViewHeaderFooterView` for a title; the headless host's view, whose `textDescription`
  /// is the title).
  ///
  /// - Parameters:
  ///   - view: The view returned by ``SectionHeaderFooterViews/viewForHeader(in:)``,
  ///     ``SectionHeaderFooterViews/viewForFooter(in:)`` or
  ///     ``SectionSupplementaryViews/viewForSupplementaryView(ofKind:at:in:)``, or the host's view
  ///     for a title.
  ///   - kind: ``SupplementaryKind/header``, ``SupplementaryKind/footer`` or another kind.
  ///   - context: The section's context.
  func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  )

  /// A header, footer or other supplementary view stopped being shown.
  ///
  /// - Parameters:
  ///   - view: The view that left the screen.
  ///   - kind: ``SupplementaryKind/header``, ``SupplementaryKind/footer`` or another kind.
  ///   - context: The section's context.
  func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  )
}
