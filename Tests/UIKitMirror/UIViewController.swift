#if os(Linux)
  import Foundation

  /// UIKit's `UIViewController`, reduced to appearance, editing and presentation.
  @available(iOS 2.0, *)
  @MainActor
  open class UIViewController: UIResponder {
    /// Whether the controller is editing.
    public private(set) var isEditing = false
    /// The coordinator of the transition in progress, if any.
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
      testTransitionCoordinator
    }
    /// Sets ``transitionCoordinator`` in tests (not UIKit API).
    public var testTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    /// The presentation controller, when presented.
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { testPresentationController }
    /// Sets ``presentationController`` in tests (not UIKit API); weak, as the presentation
    /// controller holds the presented view controller (UIKit breaks that cycle on dismissal).
    public weak var testPresentationController: UIPresentationController?
    private var isViewLoaded = false
    /// The localized title a parent controller (a navigation bar) shows.
    open var title: String?
    /// The navigation controller this controller was pushed onto, if any.
    @available(iOS 2.0, *)
    open var navigationController: UINavigationController? { owningNavigationController }
    /// Set by the mirror's `UINavigationController` while this controller is on its stack.
    weak var owningNavigationController: UINavigationController?
    /// The `navigationItem`, once asked for.
    var storedNavigationItem: UINavigationItem?

    /// Creates a controller.
    public override init() { super.init() }

    /// Loads the view once.
    open func viewDidLoad() {}

    /// Calls ``viewDidLoad()`` the first time.
    public func loadViewIfNeeded() {
      guard !isViewLoaded else { return }
      isViewLoaded = true
      viewDidLoad()
    }

    /// Called before the view lays out its subviews, on every layout pass.
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews, on every layout pass.
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {}

    /// Appearance (calls nothing in the mirror).
    open func viewWillAppear(_ animated: Bool) {}
    /// Appearance.
    open func viewDidAppear(_ animated: Bool) {}
    /// Appearance.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Editing.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  }
#endif
