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

  /// Returns `nil`: the host's default row height.
  public func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: no estimate.
  public func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: the host's default header height.
  public func headerHeight(in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: the host's default footer height.
  public func footerHeight(in context: SectionContext) -> CGFloat? { nil }
}
