#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The scene delegate of the example app: its window shows
  /// ``ExampleApp/makeRootViewController()``.
  ///
  /// The app delegate names it in `application(_:configurationForConnecting:options:)` with
  /// ``ExampleApp/sceneConfiguration(for:)``.
  @MainActor
  public final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, once it connected.
    public var window: UIWindow?

    /// Shows the examples in a key window of the scene.
    ///
    /// - Parameters:
    ///   - scene: The connecting scene; a window scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = ExampleApp.makeRootViewController()
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
