#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A `UICollectionViewController` whose collection view shows a
  /// ``/SectionKit/CompositeController``, the collection counterpart of
  /// ``SectionTableViewController``.
  ///
  /// `UICollectionViewController`'s behaviour is kept (the flash of the scroll indicators among
  /// it), and the collection view's bottom insets follow the keyboard as the table's of a
  /// `UITableViewController` do; every question goes through a ``CollectionViewAdapter``; the
  /// selection is cleared on appearance by `AppearanceLifecycle` alongside the transition
  /// coordinator, and on a sheet dismissal registered with
  /// ``clearSelectionWhenDismissedByUser(_:)``. Section headers and footers come from the section
  /// controllers' header and footer views, or show their titles, for a layout that declares them
  /// (see ``CollectionViewAdapter``).
  @MainActor
  open class SectionCollectionViewController: UICollectionViewController {
    private let core: SectionViewControllerCore<CollectionViewAdapter>
    /// The screen's root composite.
    public var composite: CompositeController { core.composite }
    /// The appearance behaviour that clears the selection.
    package var appearance: AppearanceLifecycle { core.appearance }
    /// The adapter between the collection view and the composite, once the view is loaded.
    public var adapter: CollectionViewAdapter? { core.adapter }
    /// Receives the collection view's scroll-view delegate calls; held weakly.
    ///
    /// While it is `nil` (the default), the view controller itself receives them: override
    /// `scrollViewDidScroll(_:)` or another scroll-view delegate method in your subclass, as on
    /// a `UICollectionViewController`, and it is called; set a delegate to send them elsewhere.
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
      get { core.scrollViewDelegate }
      set { core.scrollViewDelegate = newValue }
    }

    /// Creates the controller.
    ///
    /// - Parameters:
    ///   - composite: The screen's root composite; the controller keeps it alive.
    ///   - layout: The collection view's layout.
    public init(composite: CompositeController, layout: UICollectionViewLayout) {
      core = SectionViewControllerCore(composite: composite)
      super.init(collectionViewLayout: layout)
      super.clearsSelectionOnViewWillAppear = false
    }

    /// Creates the controller from a storyboard or a nib, with an empty composite: give
    /// ``composite`` its children (`composite.setChildren(_:animated:completion:)`), for
    /// example in `viewDidLoad()`, as you would give a storyboard's view controller its model.
    ///
    /// - Parameter coder: The storyboard's coder.
    public required init?(coder: NSCoder) {
      core = SectionViewControllerCore(composite: CompositeController())
      super.init(coder: coder)
      super.clearsSelectionOnViewWillAppear = false
    }

    /// Whether the selection is cleared on appearance (`true` by default).
    public var clearsSelectionOnAppear: Bool {
      get { appearance.clearsSelectionOnAppear }
      set { appearance.clearsSelectionOnAppear = newValue }
    }

    /// Attaches the composite to the collection view through a ``CollectionViewAdapter``, whose
    /// insets follow the keyboard (``ScrollViewAdapter/avoidsKeyboard``).
    open override func viewDidLoad() {
      super.viewDidLoad()
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      adapter.avoidsKeyboard = true
      core.viewDidLoad(with: adapter, viewController: self)
    }

    /// Keeps `UICollectionViewController`'s behaviour and clears the selection alongside the
    /// transition.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      core.viewWillAppear(animated, coordinator: transitionCoordinator)
    }

    /// Clears the selection when the user swipes `presented` away (a sheet or popover
    /// dismissed by the user does not make this controller appear again).
    ///
    /// Call it before presenting. The selection is cleared alongside the dismissal and selected
    /// again if the user cancels the swipe. The presentation controller's delegate set before
    /// keeps receiving every call it implements, and is put back when the dismissal completes.
    ///
    /// - Parameter presented: A view controller about to be presented.
    public func clearSelectionWhenDismissedByUser(_ presented: UIViewController) {
      core.clearSelectionWhenDismissedByUser(presented)
    }
  }
#endif
