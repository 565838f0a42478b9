#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A `UICollectionViewController` whose collection view shows a ``CompositeController``,
  /// the collection counterpart of ``SectionTableViewController``.
  ///
  /// `UICollectionViewController`'s behaviour is kept (the flash of the scroll
  /// indicators among it); every question goes through a ``CollectionViewAdapter``; the selection is cleared on
  /// appearance by ``AppearanceLifecycle`` alongside the transition coordinator, and on a sheet
  /// dismissal registered with ``clearSelectionWhenDismissedByUser(_:)``. Section headers and
  /// footers come from the section controllers' header and footer views, for a layout that
  /// declares them.
  @MainActor
  open class SectionCollectionViewController: UICollectionViewController {
    /// The screen's root composite.
    public let composite: CompositeController
    /// The appearance behaviour that clears the selection.
    public let appearance = AppearanceLifecycle()
    private let sheetDismissals = SheetDismissals()
    /// The adapter between the collection view and the composite, once the view is loaded.
    public private(set) var adapter: CollectionViewAdapter?
    /// Receives the collection view's scroll-view delegate calls.
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)? {
      didSet { adapter?.scrollViewDelegate = scrollViewDelegate }
    }

    /// Creates the controller.
    ///
    /// - Parameters:
    ///   - composite: The screen's root composite; the controller keeps it alive.
    ///   - layout: The collection view's layout.
    public init(composite: CompositeController, layout: UICollectionViewLayout) {
      self.composite = composite
      super.init(collectionViewLayout: layout)
      super.clearsSelectionOnViewWillAppear = false
      appearance.reloadsWhenEmpty = false
    }

    /// Storyboards are not supported: create the controller with a composite.
    ///
    /// - Parameter coder: A coder.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the selection is cleared on appearance (`true` by default).
    public var clearsSelectionOnAppear: Bool {
      get { appearance.clearsSelectionOnAppear }
      set { appearance.clearsSelectionOnAppear = newValue }
    }

    /// Attaches the composite to the collection view through a ``CollectionViewAdapter``.
    open override func viewDidLoad() {
      super.viewDidLoad()
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      adapter.scrollViewDelegate = scrollViewDelegate
      self.adapter = adapter
      composite.attach(to: adapter)
    }

    /// Keeps `UICollectionViewController`'s behaviour and clears the selection alongside the
    /// transition.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let adapter else { return }
      appearance.willAppear(adapter, animated: animated, coordinator: transitionCoordinator)
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
      sheetDismissals.observe(presented, appearance: appearance) { [weak self] in self?.adapter }
    }
  }
#endif
