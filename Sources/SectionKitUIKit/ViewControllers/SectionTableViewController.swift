#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A `UITableViewController` whose table shows a ``/SectionKit/CompositeController``.
  ///
  /// Everything `UITableViewController` does is kept: the reload of an empty table on appearance,
  /// the flash of the scroll indicators, the Edit/Done toggle (`editButtonItem` and `setEditing`),
  /// the keyboard insets. Every data-source and delegate question goes through a
  /// ``TableViewAdapter`` to the section controllers. Clearing the selection on appearance is done
  /// by `AppearanceLifecycle`, alongside the transition coordinator (an interactive pop deselects
  /// with the gesture and reselects if the user cancels), and also when a sheet or popover
  /// presented with ``clearSelectionWhenDismissedByUser(_:)`` is swiped away, which does not make
  /// this controller appear again.
  ///
  /// Embed it as a child view controller like any other: add it with `addChild(_:)`, add its
  /// view, call `didMove(toParent:)`; appearance callbacks are forwarded by UIKit.
  @MainActor
  open class SectionTableViewController: UITableViewController {
    private let core: SectionViewControllerCore<TableViewAdapter>
    /// The screen's root composite.
    public var composite: CompositeController { core.composite }
    /// The appearance behaviour that clears the selection.
    package var appearance: AppearanceLifecycle { core.appearance }
    /// The adapter between the table view and the composite, once the view is loaded.
    public var adapter: TableViewAdapter? { core.adapter }
    /// Receives the table view's scroll-view delegate calls; held weakly.
    ///
    /// While it is `nil` (the default), the view controller itself receives them: override
    /// `scrollViewDidScroll(_:)` or another scroll-view delegate method in your subclass, as on
    /// a `UITableViewController`, and it is called; set a delegate to send them elsewhere.
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
      get { core.scrollViewDelegate }
      set { core.scrollViewDelegate = newValue }
    }

    /// Creates the controller.
    ///
    /// - Parameters:
    ///   - composite: The screen's root composite; the controller keeps it alive.
    ///   - style: The table view's style.
    public init(composite: CompositeController, style: UITableView.Style = .insetGrouped) {
      core = SectionViewControllerCore(composite: composite)
      super.init(style: style)
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

    /// Attaches the composite to the table view through a ``TableViewAdapter``.
    open override func viewDidLoad() {
      super.viewDidLoad()
      core.viewDidLoad(with: TableViewAdapter(tableView: tableView), viewController: self)
    }

    /// Sizes the list's header and footer with Auto Layout across the table's width, on every
    /// layout pass (see ``TableViewAdapter/sizeListHeaderAndFooterToFit()``).
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      adapter?.sizeListHeaderAndFooterToFit()
    }

    /// Keeps `UITableViewController`'s behaviour and clears the selection alongside the
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
