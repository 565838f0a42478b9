/// A transition a list appears in, such as an interactive pop back to it.
///
/// UIKit's transition coordinator conforms through the UIKit layer; the headless view
/// controller makes its own.
@MainActor
package protocol ListTransition: AnyObject {
  /// Runs `animation` alongside the transition, so that it follows an interactive gesture, and
  /// `completion` when the transition ends.
  ///
  /// - Parameters:
  ///   - animation: Changes to animate with the transition.
  ///   - completion: Runs at the end with `true` when the transition was cancelled.
  func animateAlongside(
    _ animation: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (_ cancelled: Bool) -> Void)
}
