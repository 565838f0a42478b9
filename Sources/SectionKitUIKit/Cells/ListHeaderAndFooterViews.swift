#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The views of a list's whole-list header and footer, as an adapter shows them.
  @MainActor
  struct ListHeaderAndFooterViews {
    /// The header.
    var header = Slot()
    /// The footer.
    var footer = Slot()

    /// One of the two: the composite's content, the app's own view, and the view shown.
    @MainActor
    struct Slot {
      /// The content from the composite (``CompositeController/listHeader`` or its footer twin).
      var content: RowContent?
      /// The app's own view, which takes the place of the content.
      var customView: UIView?
      /// The view the list view shows it in now: the table view's header or footer view, the
      /// collection view's container.
      weak var placed: UIView?
      /// The list content view made for ``content``, kept and reconfigured while a content is
      /// shown.
      private var contentView: UIListContentView?

      /// Whether there is something to show: the app's view or a content.
      var hasView: Bool { customView != nil || content != nil }

      /// The view to show: the app's own, else a list content view showing the content, else
      /// `nil`.
      ///
      /// - Returns: The view; the same list content view for one content after another.
      mutating func view() -> UIView? {
        if let customView { return customView }
        guard let content else {
          contentView = nil
          return nil
        }
        let configuration = content.listConfiguration(
          from: .cell(), secondaryText: content.secondaryText)
        if let contentView {
          contentView.configuration = configuration
          return contentView
        }
        let made = UIListContentView(configuration: configuration)
        contentView = made
        return made
      }
    }

    /// The height a view needs across `width`, computed with Auto Layout as UIKit's table
    /// header views need (UIKit does not size them): the width required, the height as small
    /// as its constraints allow.
    ///
    /// - Parameters:
    ///   - view: The header or footer view.
    ///   - width: The list's width.
    /// - Returns: The fitting size, `width` wide.
    static func fittingSize(of view: UIView, width: CGFloat) -> CGSize {
      let size = view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      return CGSize(width: width, height: size.height)
    }
  }
#endif
