#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension RowContent.Accessory {
    /// A view of the app's own beside the row's content, as UIKit's
    /// `.customView(configuration:)`.
    ///
    /// ```swift
    /// RowContent("Ada Lovelace", accessories: [.customView("online", makeView: { StatusDot(.online) })])
    /// ```
    ///
    /// A `UICollectionView` list cell shows the view at its `placement`; a `UITableView` cell
    /// shows a trailing one as its `accessoryView`, and a leading one not at all. The headless
    /// host shows `name` as `⟦online⟧`, and a row whose custom view's name changes is configured
    /// again.
    ///
    /// - Parameters:
    ///   - name: What the view shows, in words, for the headless host and for comparing rows.
    ///   - placement: At which edge of the row the view sits.
    ///   - makeView: Makes the view each time a cell shows the content.
    /// - Returns: The accessory.
    public static func customView(
      _ name: String, placement: RowContent.CustomAccessory.Placement = .trailing,
      makeView: @escaping @MainActor @Sendable () -> UIView
    ) -> RowContent.Accessory {
      .custom(.init(name: name, placement: placement, view: CustomViewMaker(make: makeView)))
    }
  }

  /// What SectionKitUIKit makes a custom accessory's view with.
  struct CustomViewMaker: Sendable {
    /// Makes the view.
    let make: @MainActor @Sendable () -> UIView
  }

  extension RowContent.CustomAccessory {
    /// The view of the accessory, made now, or `nil` when another host's layer made the
    /// accessory.
    @MainActor
    func makeView() -> UIView? { (view as? CustomViewMaker)?.make() }
  }
#endif
