#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Stands in as the delegate of a presented view controller's presentation controller, so
  /// that a list's selection is cleared when the user swipes the sheet or popover away, and
  /// hands every call on to the delegate that was there before.
  ///
  /// `presentationControllerWillDismiss` comes before the interactive dismissal, which the
  /// user can still cancel: the selection is cleared alongside the dismissal's transition
  /// coordinator and selected again on cancel. When the dismissal completes, the previous
  /// delegate is put back. On iOS the object answers `responds(to:)` for the optional methods
  /// it only forwards exactly as the previous delegate does, so UIKit's defaults stay in force
  /// where the app implements nothing.
  @MainActor
  final class SheetDismissalDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The app's delegate, held weakly as UIKit does.
    private(set) weak var previous: (any UIAdaptivePresentationControllerDelegate)?
    /// The presentation observed.
    private(set) weak var presentationController: UIPresentationController?
    private weak var appearance: AppearanceLifecycle?
    private let host: @MainActor () -> (any ListHost)?
    private let didFinish: @MainActor (SheetDismissalDelegate) -> Void
    #if !SECTIONKIT_UIKIT_MIRROR
      /// The forwarded-only methods the previous delegate implements, by selector name (read
      /// once: UIKit asks `responds(to:)` outside the main actor's view).
      private nonisolated let previousImplements: Set<String>
    #endif

    /// Becomes the delegate of `presentationController`, keeping the one set before.
    init(
      observing presentationController: UIPresentationController, appearance: AppearanceLifecycle,
      host: @escaping @MainActor () -> (any ListHost)?,
      didFinish: @escaping @MainActor (SheetDismissalDelegate) -> Void
    ) {
      self.previous = presentationController.delegate
      self.presentationController = presentationController
      self.appearance = appearance
      self.host = host
      self.didFinish = didFinish
      #if !SECTIONKIT_UIKIT_MIRROR
        let previous = presentationController.delegate
        previousImplements = Set(
          Self.forwardedOnly.filter { previous?.responds(to: $0) ?? false }.map(
            NSStringFromSelector))
      #endif
      super.init()
      presentationController.delegate = self
    }

    /// Whether the observed presentation is gone or has another delegate now.
    var isDone: Bool { presentationController?.delegate !== self }

    // MARK: Dismissal

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      if let appearance, let host = host() {
        let coordinator = presentationController.presentedViewController.transitionCoordinator
        appearance.presentationWillDismiss(
          host, animated: true, transition: coordinator.map(CoordinatorTransition.init))
      }
      previous?.presentationControllerWillDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      let previous = previous
      if presentationController.delegate === self { presentationController.delegate = previous }
      didFinish(self)
      previous?.presentationControllerDidDismiss?(presentationController)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      previous?.presentationControllerShouldDismiss?(presentationController) ?? true
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      previous?.presentationControllerDidAttemptToDismiss?(presentationController)
    }

    // MARK: Adaptation

    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    {
      previous?.adaptivePresentationStyle?(for: controller) ?? controller.adaptivePresentationStyle
    }

    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      previous?.adaptivePresentationStyle?(for: controller, traitCollection: traitCollection)
        ?? previous?.adaptivePresentationStyle?(for: controller)
        ?? controller.adaptivePresentationStyle(for: traitCollection)
    }

    func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController
    ) {
      previous?.presentationController?(
        presentationController, prepare: adaptivePresentationController)
    }

    func presentationController(
      _ controller: UIPresentationController,
      viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      previous?.presentationController?(
        controller, viewControllerForAdaptivePresentationStyle: style)
    }

    func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      previous?.presentationController?(
        presentationController, willPresentWithAdaptiveStyle: style,
        transitionCoordinator: transitionCoordinator)
    }

    #if !SECTIONKIT_UIKIT_MIRROR
      /// The optional methods this object only forwards: UIKit sees them implemented exactly
      /// when the previous delegate implements them.
      nonisolated private static var forwardedOnly: [Selector] {
        [
          #selector(
            UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)),
          #selector(
            UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)),
          #selector(UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)),
          #selector(
            UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(
              for:traitCollection:)),
          #selector(UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)),
          #selector(
            UIAdaptivePresentationControllerDelegate.presentationController(
              _:viewControllerForAdaptivePresentationStyle:)),
          #selector(
            UIAdaptivePresentationControllerDelegate.presentationController(
              _:willPresentWithAdaptiveStyle:transitionCoordinator:)),
        ]
      }

      override func responds(to aSelector: Selector!) -> Bool {
        guard Self.forwardedOnly.contains(aSelector) else { return super.responds(to: aSelector) }
        return previousImplements.contains(NSStringFromSelector(aSelector))
      }
    #endif
  }

  /// The sheet and popover presentations a list view controller observes, kept alive while
  /// their presentation controllers hold them weakly.
  @MainActor
  final class SheetDismissals {
    private var observers: [SheetDismissalDelegate] = []

    /// Observes the user's dismissal of `presented`, once, keeping its current delegate.
    ///
    /// - Parameters:
    ///   - presented: A view controller about to be presented.
    ///   - appearance: Clears the selection.
    ///   - host: The list, once loaded.
    func observe(
      _ presented: UIViewController, appearance: AppearanceLifecycle,
      host: @escaping @MainActor () -> (any ListHost)?
    ) {
      observers.removeAll(where: \.isDone)
      guard let presentationController = presented.presentationController else { return }
      guard !observers.contains(where: { $0.presentationController === presentationController })
      else { return }
      observers.append(
        SheetDismissalDelegate(
          observing: presentationController, appearance: appearance, host: host,
          didFinish: { [weak self] finished in self?.observers.removeAll { $0 === finished } }))
    }
  }
#endif
