import Foundation

/// UIKit's `UIViewController`, reduced to appearance and editing.
@MainActor
open class UIViewController: NSObject {
  /// Whether the controller is editing.
  public private(set) var isEditing = false
  /// The coordinator of the transition in progress, if any.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    testTransitionCoordinator
  }
  /// Sets ``transitionCoordinator`` in tests (not UIKit API).
  public var testTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// The presentation controller, when presented.
  public var presentationController: UIPresentationController?
  private var isViewLoaded = false

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

  /// Appearance (calls nothing in the mirror).
  open func viewWillAppear(_ animated: Bool) {}
  /// Appearance.
  open func viewDidAppear(_ animated: Bool) {}
  /// Appearance.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Editing.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
