import Foundation

extension SectionDelegate {
  /// Does nothing.
  public func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}

  /// Does nothing.
  public func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}

  /// Does nothing.
  public func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {}

  /// Does nothing.
  public func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section's context.
  public func willDisplaySection(in context: SectionContext) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section's context.
  public func didEndDisplayingSection(in context: SectionContext) {}

  /// Returns `nil`: the host's default row height.
  public func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: no estimate.
  public func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: the host's default header height.
  public func heightForHeader(in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: the host's default footer height.
  public func heightForFooter(in context: SectionContext) -> CGFloat? { nil }

  /// No custom header view.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: `nil`.
  public func viewForHeader(in context: SectionContext) -> (any Reusable)? { nil }

  /// No custom footer view.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: `nil`.
  public func viewForFooter(in context: SectionContext) -> (any Reusable)? { nil }
}
