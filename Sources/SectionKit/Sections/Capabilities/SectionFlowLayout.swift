import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A section controller that gives its items' sizes, insets and spacing in a collection view's flow
/// layout (and on the headless host).
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
///
/// IGListKit: `sizeForItem(at:)` and `inset`.
@MainActor
public protocol SectionFlowLayout: SectionController {
  /// The size of the item at `row` in a collection view's flow layout, or `nil` for the
  /// layout's own `itemSize`.
  ///
  /// Work it out from ``SectionContext/containerSize`` to fill the width, for example a grid of
  /// three square items per line. Table views and the headless host do not ask it: they use
  /// ``SectionRowHeights/heightForRow(at:in:)``.
  ///
  /// - Parameters:
  ///   - row: The local item.
  ///   - context: The section's context.
  /// - Returns: The size in points, or `nil`.
  func sizeForItem(at row: Int, in context: SectionContext) -> CGSize?

  /// The margins around the section's items in a flow layout, or `nil` for the layout's own
  /// `sectionInset`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The insets, or `nil`.
  func sectionInsets(in context: SectionContext) -> SectionInsets?

  /// The smallest spacing between the lines of items of the section in a flow layout (rows of
  /// a vertical layout), or `nil` for the layout's own `minimumLineSpacing`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  func minimumLineSpacing(in context: SectionContext) -> CGFloat?

  /// The smallest spacing between items of one line of the section in a flow layout, or `nil`
  /// for the layout's own `minimumInteritemSpacing`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  func minimumInteritemSpacing(in context: SectionContext) -> CGFloat?

  /// The size of the section's header in a flow layout, or `nil` for the layout's own
  /// `headerReferenceSize`.
  ///
  /// A flow layout shows a header only where this size is not zero: a section whose
  /// ``SectionHeaderFooterViews/viewForHeader(in:)`` returns a view gives a size here, unless the
  /// layout's `headerReferenceSize` already fits it. A vertical layout uses only the height, a
  /// horizontal one only the width.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  func sizeForHeader(in context: SectionContext) -> CGSize?

  /// The size of the section's footer in a flow layout, or `nil` for the layout's own
  /// `footerReferenceSize`; like ``sizeForHeader(in:)``, a zero size shows no footer.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  func sizeForFooter(in context: SectionContext) -> CGSize?
}

extension SectionFlowLayout {
  /// The margins around the section's items in a flow layout, or `nil` for the layout's own
  /// `sectionInset`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The insets, or `nil`.
  public func sectionInsets(in context: SectionContext) -> SectionInsets? { nil }

  /// The smallest spacing between the lines of items of the section in a flow layout (rows of
  /// a vertical layout), or `nil` for the layout's own `minimumLineSpacing`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  public func minimumLineSpacing(in context: SectionContext) -> CGFloat? { nil }

  /// The smallest spacing between items of one line of the section in a flow layout, or `nil`
  /// for the layout's own `minimumInteritemSpacing`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  public func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? { nil }

  /// The size of the section's header in a flow layout, or `nil` for the layout's own
  /// `headerReferenceSize`.
  ///
  /// A flow layout shows a header only where this size is not zero: a section whose
  /// ``SectionHeaderFooterViews/viewForHeader(in:)`` returns a view gives a size here, unless the
  /// layout's `headerReferenceSize` already fits it. A vertical layout uses only the height, a
  /// horizontal one only the width.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  public func sizeForHeader(in context: SectionContext) -> CGSize? { nil }

  /// The size of the section's footer in a flow layout, or `nil` for the layout's own
  /// `footerReferenceSize`; like ``sizeForHeader(in:)``, a zero size shows no footer.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  public func sizeForFooter(in context: SectionContext) -> CGSize? { nil }
}
