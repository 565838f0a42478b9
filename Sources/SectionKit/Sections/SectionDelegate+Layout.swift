import Foundation

extension SectionDelegate {

  /// Returns `nil`: the layout's own item size (a flow layout's `itemSize`).
  public func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? { nil }

  /// Returns `nil`: the layout's own section insets.
  public func sectionInsets(in context: SectionContext) -> SectionInsets? { nil }

  /// Returns `nil`: the layout's own spacing between lines.
  public func minimumLineSpacing(in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: the layout's own spacing between items of a line.
  public func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? { nil }

  /// Returns `nil`: the layout's own header size (a flow layout's `headerReferenceSize`).
  public func sizeForHeader(in context: SectionContext) -> CGSize? { nil }

  /// Returns `nil`: the layout's own footer size (a flow layout's `footerReferenceSize`).
  public func sizeForFooter(in context: SectionContext) -> CGSize? { nil }
}
