import Foundation
@_spi(Hosting) import SectionKit

#if canImport(CoreGraphics)
  // On Apple platforms CGSize is CoreGraphics' (Foundation re-exports it, but a default
  // argument needs the module imported by this file).
  import CoreGraphics
#endif

/// The headless counterpart of a table view controller: it owns a screen's composite and its
/// ``HeadlessListView`` and gives them `UITableViewController`'s behaviour through
/// `AppearanceLifecycle`, so that appearance, selection clearing, interactive pops and editing can
/// be tested and used without UIKit.
///
/// ```swift
/// let controller = HeadlessListViewController(CompositeController([...]))
/// controller.viewWillAppear(animated: false)   // loads the list
/// try controller.listView.tapRow(at: row)      // a detail screen is pushed...
/// let pop = controller.beginInteractivePop()   // ...and the user swipes back
/// pop.update(progress: 0.4)
/// pop.cancel()                                 // the row is selected again
/// ```
@MainActor
public final class HeadlessListViewController {
  /// An interactive transition back to this controller, driven by a test or an example.
  @MainActor
  public final class InteractiveTransition: ListTransition {
    /// How far the gesture has gone, from 0 to 1.
    public private(set) var progress: Double = 0
    /// Whether the transition has ended.
    public private(set) var isFinished = false
    private var completions: [@MainActor (Bool) -> Void] = []
    private let onFinish: @MainActor () -> Void

    init(onFinish: @escaping @MainActor () -> Void) { self.onFinish = onFinish }

    /// Runs `animation` now, as UIKit starts an alongside animation with the transition, and
    /// `completion` when the transition ends.
    ///
    /// - Parameters:
    ///   - animation: The changes.
    ///   - completion: Runs at the end with `true` when cancelled.
    public func animateAlongside(
      _ animation: @escaping @MainActor () -> Void,
      completion: @escaping @MainActor (_ cancelled: Bool) -> Void
    ) {
      animation()
      completions.append(completion)
    }

    /// Moves the gesture on.
    ///
    /// - Parameter progress: From 0 to 1.
    public func update(progress: Double) { self.progress = min(1, max(0, progress)) }

    /// The user lifts the finger past the threshold: the list has appeared.
    public func finish() { end(cancelled: false) }

    /// The user abandons the gesture: the list is covered again.
    public func cancel() { end(cancelled: true) }

    private func end(cancelled: Bool) {
      guard !isFinished else { return }
      isFinished = true
      progress = cancelled ? 0 : 1
      for completion in completions { completion(cancelled) }
      if !cancelled { onFinish() }
    }
  }

  /// The screen's root composite.
  public let composite: CompositeController
  /// The list it drives.
  public let listView: HeadlessListView
  /// The appearance behaviour.
  package let appearance = AppearanceLifecycle()
  /// How many times the scroll indicators flashed.
  public private(set) var scrollIndicatorFlashCount = 0

  /// Creates the controller and attaches the composite to a new headless list.
  ///
  /// - Parameters:
  ///   - composite: The screen's root composite; the controller keeps it alive.
  ///   - size: The list's viewport.
  public init(_ composite: CompositeController, size: CGSize = CGSize(width: 390, height: 844)) {
    self.composite = composite
    self.listView = HeadlessListView(size: size)
    composite.attach(to: listView)
  }

  /// Whether the selection is cleared on each appearance, as `UITableViewController`'s
  /// `clearsSelectionOnViewWillAppear`.
  public var clearsSelectionOnViewWillAppear: Bool {
    get { appearance.clearsSelectionOnAppear }
    set { appearance.clearsSelectionOnAppear = newValue }
  }

  /// Whether the list is editing.
  public var isEditing: Bool { listView.isEditing }

  /// The title of the navigation bar's Edit/Done button.
  public var editButtonTitle: String { isEditing ? "Done" : "Edit" }

  /// The list is about to appear without an interactive transition.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  public func viewWillAppear(animated: Bool) {
    appearance.willAppear(listView, animated: animated, transition: nil)
  }

  /// The list appeared.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  public func viewDidAppear(animated: Bool) {
    appearance.didAppear { scrollIndicatorFlashCount += 1 }
  }

  /// The user starts swiping back to this list from a screen pushed on top of it.
  ///
  /// - Returns: The transition to drive with `update(progress:)`, then `finish()` or
  ///   `cancel()`.
  public func beginInteractivePop() -> InteractiveTransition {
    let transition = InteractiveTransition { [weak self] in self?.viewDidAppear(animated: true) }
    appearance.willAppear(listView, animated: true, transition: transition)
    return transition
  }

  /// A sheet or popover presented over the list was dismissed by the user.
  public func presentationControllerWillDismiss() {
    appearance.presentationWillDismiss(listView, animated: true)
  }

  /// Turns editing on or off.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate.
  public func setEditing(_ editing: Bool, animated: Bool) {
    listView.setEditing(editing, animated: animated)
  }

  /// The user taps the Edit/Done button.
  public func tapEditButton() { setEditing(!isEditing, animated: true) }
}
