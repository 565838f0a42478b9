#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import Foundation
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A screen of the examples on a table view, holding the stack its screen pushes on.
  ///
  /// A screen with scripted changes (the feed's, which `examples feed --animate` prints) plays
  /// them one by one with the Next Change button of the navigation bar, animated as the batches
  /// reach the table.
  @MainActor
  final class ExampleScreenViewController: SectionTableViewController {
    private let navigator: NavigationStack
    private let steps: [ScreenContent.Step]
    private var nextStep = 0

    init(
      composite: CompositeController, navigator: NavigationStack,
      steps: [ScreenContent.Step] = []
    ) {
      self.navigator = navigator
      self.steps = steps
      super.init(composite: composite)
      if !steps.isEmpty {
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          primaryAction: UIAction(title: "Next Change") { [weak self] _ in self?.playNextStep() })
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ExampleScreenViewController is made in code") }

    /// Plays the next scripted change and applies its batch; the button is disabled after the
    /// last one.
    func playNextStep() {
      guard nextStep < steps.count else { return }
      steps[nextStep].perform()
      nextStep += 1
      composite.flushUpdates()
      navigationItem.rightBarButtonItem?.isEnabled = nextStep < steps.count
    }
  }
#endif
