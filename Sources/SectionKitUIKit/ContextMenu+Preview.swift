#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension ContextMenu {
    /// The same menu, showing the view controller `makePreview` returns as its preview, as
    /// `UIContextMenuConfiguration`'s `previewProvider`.
    ///
    /// UIKit calls `makePreview` when the menu opens; return `nil` to preview the row's cell.
    /// A tap on the preview still reaches the section's
    /// ``SectionController/willCommitPreview(of:forRow:in:)``.
    ///
    /// ```swift
    /// override func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    ///   let order = orders[row]
    ///   return ContextMenu(identifier: "order.\(order.id)", title: order.title) {
    ///     ContextMenu.Action(identifier: "share", title: "Share", imageName: "square.and.arrow.up") {}
    ///   }
    ///   .preview { OrderViewController(order: order) }
    /// }
    /// ```
    ///
    /// - Parameter makePreview: Makes the preview's view controller.
    /// - Returns: The menu with a preview (``hasPreview`` is `true`).
    public func preview(_ makePreview: @escaping @MainActor () -> UIViewController?)
      -> ContextMenu
    {
      var menu = self
      menu.hasPreview = true
      menu.previewProvider = { makePreview() }
      return menu
    }
  }
#endif
