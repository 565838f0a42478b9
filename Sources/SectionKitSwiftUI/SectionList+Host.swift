#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import SwiftUIMirror
    import UIKitMirror
  #else
    import SwiftUI
    import UIKit
  #endif

  /// A view controller a ``SectionList`` shows: its composite, its adapter and its scroll-view
  /// delegate.
  @MainActor
  protocol SectionListHost: AnyObject {
    /// The screen's root composite.
    var composite: CompositeController { get }
    /// The list view's host, once the view is loaded.
    var listHost: (any ListHost)? { get }
    /// Receives the list view's scroll-view delegate calls.
    var scrollViewDelegate: (any UIScrollViewDelegate)? { get set }
    /// The view controller itself.
    var viewController: UIViewController { get }
  }

  extension SectionTableViewController: SectionListHost {
    var listHost: (any ListHost)? { adapter }
    var viewController: UIViewController { self }
  }

  extension SectionCollectionViewController: SectionListHost {
    var listHost: (any ListHost)? { adapter }
    var viewController: UIViewController { self }
  }

  extension SectionList.Style {
    /// A view controller of this style showing `composite`, its view loaded (which attaches
    /// the composite): a list collection view gets its adapter's compositional layout, whose
    /// swipe actions and headers are the sections'.
    ///
    /// - Parameter composite: The screen's root composite.
    /// - Returns: The view controller.
    @MainActor
    func makeLoadedViewController(showing composite: CompositeController) -> any SectionListHost {
      switch self {
      case .table(let style):
        let controller = SectionTableViewController(composite: composite, style: style)
        controller.loadViewIfNeeded()
        return controller
      case .list(let appearance):
        let controller = SectionCollectionViewController(
          composite: composite, layout: UICollectionViewFlowLayout())
        controller.loadViewIfNeeded()
        if let adapter = controller.adapter {
          controller.collectionView.collectionViewLayout = adapter.makeCompositionalLayout(
            listAppearance: appearance)
        }
        return controller
      }
    }
  }
#endif
