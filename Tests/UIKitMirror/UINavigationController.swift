#if os(Linux)
  import Foundation

  /// UIKit's `UINavigationController`, reduced to its stack: pushing and popping record the
  /// stack and set each controller's `navigationController`; nothing is animated or shown.
  @available(iOS 2.0, *)
  @MainActor
  open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] = [] {
      didSet {
        for controller in oldValue { controller.owningNavigationController = nil }
        for controller in viewControllers { controller.owningNavigationController = self }
      }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Creates a navigation controller showing `rootViewController`, pushed without animation.
    ///
    /// - Parameter rootViewController: The first controller of the stack.
    public init(rootViewController: UIViewController) {
      super.init()
      viewControllers = [rootViewController]  // observers do not run in the initializer
      rootViewController.owningNavigationController = self
    }

    /// Pushes a controller; has no effect if it is already on the stack.
    ///
    /// - Parameters:
    ///   - viewController: The controller to show on top.
    ///   - animated: Whether the push is animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      guard !viewControllers.contains(where: { $0 === viewController }) else { return }
      viewControllers.append(viewController)
    }

    /// Pops the top controller, unless it is the root.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The popped controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard viewControllers.count > 1 else { return nil }
      return viewControllers.removeLast()
    }
  }
#endif
