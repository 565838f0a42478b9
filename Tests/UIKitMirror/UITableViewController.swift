import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// Whether the transition is interactive.
  var isInteractive: Bool { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs an animation alongside the transition and a completion at its end.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// UIKit's `UIPresentationController`.
@MainActor
open class UIPresentationController: NSObject {
  /// The delegate, held weakly.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The user is dismissing the presented controller (optional).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Records that the default was reached.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {
    MirrorRecorder.reached("presentationControllerWillDismiss(_:)")
  }
}

/// UIKit's `UITableViewController`, with the behaviour UIKit gives it: reload on the first
/// appearance, selection cleared on appearance when `clearsSelectionOnViewWillAppear`, scroll
/// indicators flashed on the first `viewDidAppear`, editing forwarded to the table view.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table view.
  public var tableView: UITableView!
  /// Whether the selection is cleared on `viewWillAppear`.
  public var clearsSelectionOnViewWillAppear = true
  private var hasAppeared = false
  private var hasLoadedData = false

  /// Creates a controller with a table view of a style.
  ///
  /// - Parameter style: The style.
  public init(style: UITableView.Style) {
    super.init()
    tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Not supported by the mirror.
  ///
  /// - Parameter coder: A coder.
  public required init?(coder: NSCoder) { return nil }

  /// Reloads on the first appearance; clears the selection when asked to.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if !hasLoadedData {
      hasLoadedData = true
      tableView.reloadData()
    }
    if clearsSelectionOnViewWillAppear {
      for indexPath in tableView.indexPathsForSelectedRows ?? [] {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
    }
  }

  /// Flashes the scroll indicators on the first appearance.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if !hasAppeared { tableView.flashScrollIndicators() }
    hasAppeared = true
  }

  /// Forwards editing to the table view.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// No rows of its own.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// No cells of its own.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
