#if os(Linux)
  import Foundation

  /// UIKit's `UIViewControllerTransitionCoordinatorContext`.
  @available(iOS 7.0, *)
  @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// Whether the transition is interactive.
    var isInteractive: Bool { get }
  }

  /// UIKit's `UIViewControllerTransitionCoordinator`.
  @available(iOS 7.0, *)
  @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    /// Runs an animation alongside the transition and a completion at its end.
    @discardableResult
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
  }

  /// UIKit's `UIModalPresentationStyle`.
  @available(iOS 2.0, *)
  public enum UIModalPresentationStyle: Int, Sendable {
    /// Full screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet = 1
    /// A form sheet.
    case formSheet = 2
    /// Over full screen.
    case overFullScreen = 5
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice.
    case automatic = -2
  }

  /// UIKit's `UITraitCollection`, without traits.
  @available(iOS 8.0, *)
  @MainActor
  open class UITraitCollection: NSObject {}

  /// UIKit's `UIPresentationController`.
  @available(iOS 8.0, *)
  @MainActor
  open class UIPresentationController: NSObject {
    /// The presented view controller.
    public let presentedViewController: UIViewController
    /// The delegate, held weakly.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style the presentation adapts to when the environment becomes compact.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: The presented view controller.
    ///   - presentingViewController: The presenting view controller.
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.presentedViewController = presentedViewController
      super.init()
    }

    /// The style the presentation adapts to for a trait collection.
    ///
    /// - Parameter traitCollection: The traits.
    /// - Returns: ``adaptivePresentationStyle``.
    @available(iOS 8.3, *)
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
      -> UIModalPresentationStyle
    { adaptivePresentationStyle }
  }

  /// UIKit's `UIAdaptivePresentationControllerDelegate`: every method is optional; each default
  /// records that it was reached, and each base name also has a same-named property of optional
  /// type, so that `delegate?.presentationControllerWillDismiss?(controller)` compiles here as it
  /// does against UIKit.
  @available(iOS 8.0, *)
  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to (optional).
    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    /// The style to adapt to for a trait collection (optional).
    @available(iOS 8.3, *)
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Configures the adaptive presentation controller before it presents (optional).
    @available(iOS 15.0, *)
    func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController)
    /// The view controller to show in the adapted style (optional).
    func presentationController(
      _ controller: UIPresentationController,
      viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to present in a style (optional).
    @available(iOS 8.3, *)
    func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether the user may dismiss the presentation (optional).
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    /// The user started dismissing the presentation, which can still be cancelled (optional).
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation (optional).
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that may not be dismissed (optional).
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)
  }

  extension UIAdaptivePresentationControllerDelegate {
    /// Records that the default was reached.
    public func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    {
      MirrorRecorder.reached("adaptivePresentationStyle(for:)")
      return controller.adaptivePresentationStyle
    }
    /// Records that the default was reached.
    @available(iOS 8.3, *)
    public func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      MirrorRecorder.reached("adaptivePresentationStyle(for:traitCollection:)")
      return controller.adaptivePresentationStyle(for: traitCollection)
    }
    /// The optional requirements named `adaptivePresentationStyle`, called as
    /// `delegate?.adaptivePresentationStyle?(…)`.
    public var adaptivePresentationStyle: OptionalRequirement.AdaptivePresentationStyleCall? {
      .init(delegate: self)
    }
    /// Records that the default was reached.
    @available(iOS 15.0, *)
    public func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController
    ) {
      MirrorRecorder.reached("presentationController(_:prepare:)")
    }
    /// Records that the default was reached.
    public func presentationController(
      _ controller: UIPresentationController,
      viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      MirrorRecorder.reached(
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)")
      return nil
    }
    /// Records that the default was reached.
    @available(iOS 8.3, *)
    public func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      MirrorRecorder.reached(
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)")
    }
    /// The optional requirements named `presentationController`, called as
    /// `delegate?.presentationController?(…)`.
    public var presentationController: OptionalRequirement.PresentationControllerCall? {
      .init(delegate: self)
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      MirrorRecorder.reached("presentationControllerShouldDismiss(_:)")
      return true
    }
    /// The optional requirement, called as `delegate?.presentationControllerShouldDismiss?(…)`.
    @available(iOS 13.0, *)
    public var presentationControllerShouldDismiss: (@MainActor (UIPresentationController) -> Bool)?
    {
      { [self] in self.presentationControllerShouldDismiss($0) }
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) {
      MirrorRecorder.reached("presentationControllerWillDismiss(_:)")
    }
    /// The optional requirement, called as `delegate?.presentationControllerWillDismiss?(…)`.
    @available(iOS 13.0, *)
    public var presentationControllerWillDismiss: (@MainActor (UIPresentationController) -> Void)? {
      { [self] in self.presentationControllerWillDismiss($0) }
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {
      MirrorRecorder.reached("presentationControllerDidDismiss(_:)")
    }
    /// The optional requirement, called as `delegate?.presentationControllerDidDismiss?(…)`.
    @available(iOS 13.0, *)
    public var presentationControllerDidDismiss: (@MainActor (UIPresentationController) -> Void)? {
      { [self] in self.presentationControllerDidDismiss($0) }
    }
    /// Records that the default was reached.
    @available(iOS 13.0, *)
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      MirrorRecorder.reached("presentationControllerDidAttemptToDismiss(_:)")
    }
    /// The optional requirement, called as
    /// `delegate?.presentationControllerDidAttemptToDismiss?(…)`.
    @available(iOS 13.0, *)
    public var presentationControllerDidAttemptToDismiss:
      (@MainActor (UIPresentationController) -> Void)?
    { { [self] in self.presentationControllerDidAttemptToDismiss($0) } }
  }

  extension OptionalRequirement {
    /// Calls the requirements named `adaptivePresentationStyle`.
    @MainActor
    public struct AdaptivePresentationStyleCall {
      let delegate: any UIAdaptivePresentationControllerDelegate
      /// Calls `adaptivePresentationStyle(for:)`.
      public func callAsFunction(for controller: UIPresentationController)
        -> UIModalPresentationStyle
      {
        delegate.adaptivePresentationStyle(for: controller)
      }
      /// Calls `adaptivePresentationStyle(for:traitCollection:)`.
      public func callAsFunction(
        for controller: UIPresentationController, traitCollection: UITraitCollection
      ) -> UIModalPresentationStyle {
        delegate.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
      }
    }

    /// Calls the requirements named `presentationController`.
    @MainActor
    public struct PresentationControllerCall {
      let delegate: any UIAdaptivePresentationControllerDelegate
      /// Calls `presentationController(_:prepare:)`.
      public func callAsFunction(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
      ) {
        delegate.presentationController(
          presentationController, prepare: adaptivePresentationController)
      }
      /// Calls `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
      public func callAsFunction(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
      ) -> UIViewController? {
        delegate.presentationController(
          controller, viewControllerForAdaptivePresentationStyle: style)
      }
      /// Calls `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
      public func callAsFunction(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
      ) {
        delegate.presentationController(
          presentationController, willPresentWithAdaptiveStyle: style,
          transitionCoordinator: transitionCoordinator)
      }
    }
  }
#endif
