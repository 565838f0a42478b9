#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A UIKit navigation controller as the stack the example screens push their detail screens
  /// on: each is shown in a ``SectionTableViewController``.
  @MainActor
  final class NavigationStack: ScreenNavigator {
    private weak var navigationController: UINavigationController?

    init(_ navigationController: UINavigationController) {
      self.navigationController = navigationController
    }

    /// Pushes a table view controller showing `root`; it keeps this stack alive, as the
    /// screen's controllers hold it weakly.
    ///
    /// - Parameters:
    ///   - title: The title of the navigation bar.
    ///   - root: The screen's root composite.
    func push(title: String, _ root: CompositeController) {
      push(title: title, root, steps: [])
    }

    /// Pushes a table view controller showing `root`, which plays `steps` one by one.
    ///
    /// - Parameters:
    ///   - title: The title of the navigation bar.
    ///   - root: The screen's root composite.
    ///   - steps: The screen's scripted changes.
    func push(title: String, _ root: CompositeController, steps: [ScreenContent.Step]) {
      let controller = ExampleScreenViewController(composite: root, navigator: self, steps: steps)
      controller.title = title
      navigationController?.pushViewController(controller, animated: true)
    }
  }
#endif
