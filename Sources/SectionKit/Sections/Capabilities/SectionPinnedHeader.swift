import Foundation

/// A section controller that keeps its header at the top of the visible area while the section is
/// on screen.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
@MainActor
public protocol SectionPinnedHeader: SectionController {
  /// Whether the section's header stays at the top of the visible area while any of the
  /// section is on screen, its rows scrolling under it (a sticky header).
  ///
  /// Honoured by the sections of `CollectionViewAdapter.makeCompositionalLayout(listAppearance:)`
  /// (the header item's `pinToVisibleBounds`, in a list section or in the controller's own)
  /// and by the headless host. UIKit's other lists have no setting per section: a flow layout
  /// pins every header or none (`sectionHeadersPinToVisibleBounds`), a plain `UITableView`
  /// pins every header and a grouped one none (`HeadlessListView.sectionHeadersPinToVisibleBounds`
  /// models both).
  ///
  /// - Parameter context: The section's context.
  /// - Returns: `true` to pin the header.
  func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool
}
