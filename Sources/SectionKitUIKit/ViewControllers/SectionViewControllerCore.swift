#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// What ``SectionTableViewController`` and ``SectionCollectionViewController`` do alike: hold
  /// the composite, attach it through the adapter once the view is loaded, hand the scroll-view
  /// delegate on, and clear the selection on appearance and when a sheet is swiped away.
  ///
  /// Each view controller keeps its UIKit superclass, makes its adapter and calls this from its
  /// overrides.
  @MainActor
  final class SectionViewControllerCore<Adapter: ScrollViewAdapter & ListHost> {
    /// The screen's root composite, kept alive.
    let composite: CompositeController
    /// The appearance behaviour that clears the selection.
    let appearance = AppearanceLifecycle()
    /// The adapter between the list view and the composite, once the view is loaded.
    private(set) var adapter: Adapter?
    /// Receives the list view's scroll-view delegate calls, also when set before the view loads.
    weak var scrollViewDelegate: (any UIScrollViewDelegate)? {
      didSet { adapter?.scrollViewDelegate = scrollViewDelegate ?? viewController }
    }
    /// The view controller itself, which receives the scroll-view delegate calls while no other
    /// delegate is set: a subclass's `override func scrollViewDidScroll(_:)` is called, as it
    /// is on a `UICollectionViewController` that is its list view's delegate.
    private weak var viewController: (any UIScrollViewDelegate)?
    private let sheetDismissals = SheetDismissals()

    /// Creates the core of a view controller whose UIKit superclass reloads an empty list itself.
    ///
    /// - Parameter composite: The screen's root composite.
    init(composite: CompositeController) {
      self.composite = composite
      appearance.reloadsWhenEmpty = false
    }

    /// Attaches the composite through `adapter`; call from `viewDidLoad`.
    ///
    /// - Parameters:
    ///   - adapter: The adapter of the loaded list view.
    ///   - viewController: The view controller, told the scroll-view delegate calls while
    ///     ``scrollViewDelegate`` is `nil`.
    func viewDidLoad(with adapter: Adapter, viewController: any UIScrollViewDelegate) {
      self.viewController = viewController
      adapter.scrollViewDelegate = scrollViewDelegate ?? viewController
      self.adapter = adapter
      composite.attach(to: adapter)
    }

    /// Clears the selection alongside the transition; call from `viewWillAppear`.
    ///
    /// - Parameters:
    ///   - animated: Whether the appearance is animated.
    ///   - coordinator: The view controller's transition coordinator.
    func viewWillAppear(
      _ animated: Bool, coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      guard let adapter else { return }
      appearance.willAppear(adapter, animated: animated, coordinator: coordinator)
    }

    /// Clears the selection when the user swipes `presented` away.
    ///
    /// - Parameter presented: A view controller about to be presented.
    func clearSelectionWhenDismissedByUser(_ presented: UIViewController) {
      sheetDismissals.observe(presented, appearance: appearance) { [weak self] in self?.adapter }
    }
  }
#endif
