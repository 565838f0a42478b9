#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The example app: the screens `swift run examples` shows on the headless list, on UIKit.
  ///
  /// The root lists the screens; choosing one pushes it on the navigation stack, in a
  /// ``SectionTableViewController`` showing the same section controllers. An app's scene
  /// delegate shows it in its window:
  ///
  /// ```swift
  /// window.rootViewController = ExampleApp.makeRootViewController()
  /// ```
  ///
  /// or the app delegate hands its scenes to ``ExampleSceneDelegate``, which does so, with
  /// ``sceneConfiguration(for:)``.
  @MainActor
  public enum ExampleApp {
    /// The title of the root list.
    static let title = "Examples"

    /// A navigation controller whose root lists the example screens; choosing one pushes it.
    ///
    /// - Returns: The navigation controller, ready to be a window's root view controller.
    public static func makeRootViewController() -> UINavigationController {
      let list = SectionTableViewController(
        composite: CompositeController([ExampleListSection(screens: ExampleScreen.all)]))
      list.title = title
      return UINavigationController(rootViewController: list)
    }

    /// The configuration of a scene whose delegate is ``ExampleSceneDelegate``, for the app
    /// delegate's `application(_:configurationForConnecting:options:)`.
    ///
    /// - Parameter session: The session of the connecting scene.
    /// - Returns: A configuration of the session's role.
    public static func sceneConfiguration(for session: UISceneSession) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass = ExampleSceneDelegate.self
      return configuration
    }

    /// Builds a screen and pushes it on a navigation stack; a screen that cannot be built shows
    /// why.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - navigationController: The stack to push it on.
    static func show(_ screen: ExampleScreen, on navigationController: UINavigationController) {
      let navigator = NavigationStack(navigationController)
      let content: ScreenContent
      do {
        content = try screen.make(
          ScreenOptions(navigator: navigator, textFieldCell: FieldTableViewCell.self))
      } catch {
        content = ScreenContent(root: CompositeController([MessageSection(message: "\(error)")]))
      }
      navigator.push(title: screen.title, content.root, steps: content.steps)
    }
  }
#endif
