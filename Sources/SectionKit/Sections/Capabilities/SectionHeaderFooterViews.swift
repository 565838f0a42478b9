import Foundation

/// A section controller that shows a view of its own as its header, and optionally as its footer,
/// instead of a title.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
///
/// IGListKit: `ListSupplementaryViewSource` for headers and footers.
@MainActor
public protocol SectionHeaderFooterViews: SectionController {
  /// A custom header view, dequeued with
  /// ``SectionContext/dequeueReusableSupplementaryView(ofKind:ofType:)``; it takes precedence
  /// over ``SectionController/titleForHeader(in:)``.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  func viewForHeader(in context: SectionContext) -> (any Reusable)?

  /// A custom footer view; it takes precedence over ``SectionController/titleForFooter(in:)``.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  func viewForFooter(in context: SectionContext) -> (any Reusable)?
}

extension SectionHeaderFooterViews {
  /// A custom footer view; it takes precedence over ``SectionController/titleForFooter(in:)``.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  public func viewForFooter(in context: SectionContext) -> (any Reusable)? { nil }
}
