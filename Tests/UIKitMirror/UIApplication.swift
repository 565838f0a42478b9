#if os(Linux)
  import Foundation

  /// UIKit's `UIApplication`, reduced to what an app delegate's signatures name.
  @available(iOS 2.0, *)
  @MainActor
  open class UIApplication: UIResponder {}

  /// UIKit's `UIApplicationDelegate`, reduced to the scene configuration an app answers: every
  /// method is optional, and the default answers nothing more than UIKit's would.
  @available(iOS 2.0, *)
  @MainActor
  public protocol UIApplicationDelegate: NSObjectProtocol {
    /// `application(_:configurationForConnecting:options:)` (optional).
    @available(iOS 13.0, *)
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
  }

  @available(iOS 2.0, *)
  extension UIApplicationDelegate {
    /// The default: the session's role with no name, as UIKit's is without an Info.plist entry.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - connectingSceneSession: The session of the scene that connects.
    ///   - options: Why the scene connects.
    /// - Returns: A configuration of the session's role.
    @available(iOS 13.0, *)
    public func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// UIKit's entry point for an `@main` app delegate (`UIApplicationMain`); the mirror's
    /// returns at once: no app runs on Linux, its sources are only type-checked.
    public static func main() {}
  }
#endif
