import Foundation

/// A section controller that starts loading what its rows will show before they come on screen.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionPrefetching: SectionController {
  /// Rows that will probably be shown soon: start loading their data.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  func prefetchRows(_ rows: [Int], in context: SectionContext)

  /// Rows that are no longer expected soon: cancel their loading.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext)
}

extension SectionPrefetching {
  /// Rows that are no longer expected soon: cancel their loading.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  public func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext) {}
}
