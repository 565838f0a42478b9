import Foundation

/// A section controller that says what VoiceOver reads for its header and footer, beyond their
/// titles.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionAccessibility: SectionController {
  /// What VoiceOver reads for the section's header, where the title does not say it all.
  ///
  /// By default a header titled with ``SectionController/titleForHeader(in:)`` reads its title as a
  /// heading (``ListAccessibility/Traits/header``); a custom header view
  /// (``SectionHeaderFooterViews/viewForHeader(in:)``) that is not a content view keeps its own
  /// accessibility.
  ///
  /// The headless host asks it whenever VoiceOver's text is read; the UIKit adapters apply it
  /// when the header is displayed, so a change that keeps the title shows on UIKit once the
  /// header is displayed again (reload the section to show it at once).
  ///
  /// ```swift
  /// func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? {
  ///   ListAccessibility(label: "Unread messages", value: "\(unread.count)")
  /// }
  /// ```
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The description, or `nil` for the title as a heading.
  func accessibilityForHeader(in context: SectionContext) -> ListAccessibility?

  /// What VoiceOver reads for the section's footer, where the title does not say it all.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The description, or `nil` for the title.
  func accessibilityForFooter(in context: SectionContext) -> ListAccessibility?
}

extension SectionAccessibility {
  /// What VoiceOver reads for the section's footer, where the title does not say it all.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The description, or `nil` for the title.
  public func accessibilityForFooter(in context: SectionContext) -> ListAccessibility? { nil }
}
