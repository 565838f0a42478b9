import Foundation

/// A section controller that shows a context menu when the user presses one of its rows.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
@MainActor
public protocol SectionContextMenus: SectionController {
  /// The context menu of `row`, or `nil` for none.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The menu, or `nil`.
  func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu?

  /// The user tapped the preview of a context menu this controller returned (the preview
  /// commit); typically show the previewed content.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - menu: The menu returned by ``contextMenu(forRow:in:)``.
  ///   - row: The local row the menu was made for.
  ///   - context: The section's context.
  func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext)
}

extension SectionContextMenus {
  /// The user tapped the preview of a context menu this controller returned (the preview
  /// commit); typically show the previewed content.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - menu: The menu returned by ``contextMenu(forRow:in:)``.
  ///   - row: The local row the menu was made for.
  ///   - context: The section's context.
  public func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {
  }
}
