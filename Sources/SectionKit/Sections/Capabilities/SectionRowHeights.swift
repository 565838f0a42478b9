import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A section controller that gives its rows', header's and footer's heights in a table (and on the
/// headless host).
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
///
/// IGListKit: `sizeForItem(at:)`'s height.
@MainActor
public protocol SectionRowHeights: SectionController {
  /// The height of a row, or `nil` for the host's default (automatic dimension in UIKit).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The height in points, or `nil`.
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat?

  /// An estimate of a row's height used before the row is laid out, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The estimated height in points, or `nil`.
  func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat?

  /// The height of the section's header, or `nil` for the host's default.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  func heightForHeader(in context: SectionContext) -> CGFloat?

  /// The height of the section's footer, or `nil` for the host's default.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  func heightForFooter(in context: SectionContext) -> CGFloat?
}

extension SectionRowHeights {
  /// An estimate of a row's height used before the row is laid out, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The estimated height in points, or `nil`.
  public func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// The height of the section's header, or `nil` for the host's default.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  public func heightForHeader(in context: SectionContext) -> CGFloat? { nil }

  /// The height of the section's footer, or `nil` for the host's default.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  public func heightForFooter(in context: SectionContext) -> CGFloat? { nil }
}
