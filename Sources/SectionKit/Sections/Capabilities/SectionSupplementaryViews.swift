import Foundation

/// A section controller that shows supplementary views of other kinds than header and footer:
/// badges, decorations.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
///
/// IGListKit: `ListSupplementaryViewSource`.
@MainActor
public protocol SectionSupplementaryViews: SectionController {
  /// The kinds of supplementary view the section shows besides its header and footer, such as
  /// a compositional layout's badge or a custom boundary item: IGListKit's
  /// `ListSupplementaryViewSource.supportedElementKinds()`.
  ///
  /// A UIKit collection view asks a kind where its layout places one, whatever this returns:
  /// the list is what the headless host shows, one view of each kind for the section (index
  /// `0`), on a line under the header (`├ badge: 3 new`), displayed while any of the section
  /// is on screen. The header and the footer come from
  /// ``SectionHeaderFooterViews/viewForHeader(in:)`` and
  /// ``SectionHeaderFooterViews/viewForFooter(in:)``, listed here or not.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The kinds, in the order the headless host shows them.
  func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind]

  /// A supplementary view of a kind other than header and footer, dequeued with
  /// ``SectionContext/dequeueReusableSupplementaryView(ofKind:ofType:)``: IGListKit's
  /// `ListSupplementaryViewSource.viewForSupplementaryElement(ofKind:at:)`.
  ///
  /// `index` is where the layout places the view, in the section's own indexes: the item a
  /// supplementary item is attached to (a badge on an item), `0` for one on the section's
  /// boundary. Return `nil` for an index or a kind the section does not show: a collection
  /// view, which must be given a view, then gets an empty one, whose display is not reported.
  /// A header or footer is asked of ``SectionHeaderFooterViews/viewForHeader(in:)`` and
  /// ``SectionHeaderFooterViews/viewForFooter(in:)`` instead.
  ///
  /// - Parameters:
  ///   - kind: The kind, as the layout names it (a custom kind's `rawValue` is UIKit's element
  ///     kind).
  ///   - index: The local item the view is attached to, or `0`.
  ///   - context: The context of the section asking.
  /// - Returns: The configured view, or `nil`.
  func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
  ) -> (any Reusable)?
}
