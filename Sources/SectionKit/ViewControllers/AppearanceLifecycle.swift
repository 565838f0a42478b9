/// The appearance behaviour `UITableViewController` gives its table, for any ``ListHost``.
///
/// On an appearance an empty list is loaded; otherwise the selection is cleared (when
/// ``clearsSelectionOnAppear`` is set), alongside the transition if there is one, and restored
/// if that transition is cancelled (an interactive pop that the user abandons), as
/// `UITableViewController` does in `viewWillAppear`; on the first `viewDidAppear` the scroll
/// indicators flash. A sheet or popover dismissed by the user does not make the presenter
/// appear again: call ``presentationWillDismiss(_:animated:transition:)`` from
/// `presentationControllerWillDismiss` to clear the selection all the same.
@MainActor
package final class AppearanceLifecycle {
  /// Whether the selection is cleared each time the list appears; `true` by default, as in
  /// `UITableViewController`.
  package var clearsSelectionOnAppear = true
  /// Whether a list that is empty when it appears is loaded; turn it off where the host's own
  /// controller already does it (`UITableViewController` does).
  package var reloadsWhenEmpty = true
  /// How many times the list began to appear.
  package private(set) var appearanceCount = 0
  /// Whether the list finished appearing at least once.
  package private(set) var hasAppeared = false

  /// Creates the behaviour.
  package init() {}

  /// Call from `viewWillAppear`.
  ///
  /// - Parameters:
  ///   - host: The list.
  ///   - animated: Whether the appearance is animated.
  ///   - transition: The transition the list appears in, if any.
  package func willAppear(_ host: any ListHost, animated: Bool, transition: (any ListTransition)?) {
    appearanceCount += 1
    if reloadsWhenEmpty, host.numberOfSections == 0 {
      host.reloadData()
    } else if clearsSelectionOnAppear {
      clearSelection(host, animated: animated, transition: transition)
    }
  }

  /// Call from `viewDidAppear`.
  ///
  /// - Parameter flashScrollIndicators: Flashes the list's scroll indicators; called on the
  ///   first appearance only.
  package func didAppear(flashScrollIndicators: () -> Void) {
    if !hasAppeared { flashScrollIndicators() }
    hasAppeared = true
  }

  /// Call from `presentationControllerWillDismiss` when a sheet or popover presented over the
  /// list is dismissed by the user.
  ///
  /// The user can still cancel such a dismissal (a swipe-down let go halfway). Pass the
  /// dismissal's transition: the selection is cleared alongside it and selected again if it is
  /// cancelled, as for an interactive pop.
  ///
  /// - Parameters:
  ///   - host: The list.
  ///   - animated: Whether to animate.
  ///   - transition: The dismissal's transition, if there is one.
  package func presentationWillDismiss(
    _ host: any ListHost, animated: Bool, transition: (any ListTransition)? = nil
  ) {
    if clearsSelectionOnAppear {
      clearSelection(host, animated: animated, transition: transition)
    }
  }

  private func clearSelection(
    _ host: any ListHost, animated: Bool, transition: (any ListTransition)?
  ) {
    let selected = host.indexPathsForSelectedRows
    guard !selected.isEmpty else { return }
    let deselect: @MainActor () -> Void = {
      for indexPath in selected { host.deselectRow(at: indexPath, animated: animated) }
    }
    guard let transition else { return deselect() }
    transition.animateAlongside(deselect) { cancelled in
      guard cancelled else { return }
      for indexPath in selected {
        try? host.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      }
    }
  }
}
