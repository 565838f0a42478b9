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
    /// A tap on the preview reaches the section's
    /// ``SectionContextMenus/willCommitPreview(of:forRow:in:)``, then, once UIKit's animations
    /// end, `onCommit` with the preview's view controller, as UIKit apps show
    /// `animator.previewViewController` in `addCompletion`; the preview grows into what it shows
    /// (UIKit's `.pop` commit style). Without `onCommit` it is dismissed.
    ///
    /// ```swift
    /// func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    ///   let order = orders[row]
    ///   return ContextMenu(identifier: "order.\(order.id)", title: order.title) {
    ///     ContextMenu.Action(identifier: "share", title: "Share", imageName: "square.and.arrow.up") {}
    ///   }
    ///   .preview { OrderViewController(order: order) } onCommit: { [weak self] preview in
    ///     self?.show?(preview)  // for example, the screen pushes it
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - makePreview: Makes the preview's view controller.
    ///   - onCommit: Shows the preview's view controller once the user tapped it.
    /// - Returns: The menu with a preview (``hasPreview`` is `true`).
    public func preview(
      _ makePreview: @escaping @MainActor () -> UIViewController?,
      onCommit: (@MainActor (UIViewController) -> Void)? = nil
    ) -> ContextMenu {
      var menu = self
      menu.hasPreview = true
      menu.previewProvider = { makePreview() }
      menu.previewCommit = nil
      if let onCommit {
        menu.previewCommit = { preview in
          guard let viewController = preview as? UIViewController else { return }
          onCommit(viewController)
        }
      }
      return menu
    }
  }
#endif
