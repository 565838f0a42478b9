#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension AppearanceLifecycle {
    /// Call from `viewWillAppear` with the view controller's transition coordinator.
    ///
    /// - Parameters:
    ///   - host: The list.
    ///   - animated: Whether the appearance is animated.
    ///   - coordinator: The transition coordinator, if a transition is in progress.
    func willAppear(
      _ host: any ListHost, animated: Bool,
      coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      willAppear(host, animated: animated, transition: coordinator.map(CoordinatorTransition.init))
    }
  }

  /// A UIKit transition coordinator as a `ListTransition`.
  @MainActor
  final class CoordinatorTransition: ListTransition {
    let coordinator: any UIViewControllerTransitionCoordinator

    init(_ coordinator: any UIViewControllerTransitionCoordinator) {
      self.coordinator = coordinator
    }

    func animateAlongside(
      _ animation: @escaping @MainActor () -> Void,
      completion: @escaping @MainActor (_ cancelled: Bool) -> Void
    ) {
      coordinator.animate(
        alongsideTransition: { _ in animation() },
        completion: { context in completion(context.isCancelled) })
    }
  }
#endif
