#if os(Linux)
  import Foundation

  /// UIKit's `UISceneSession`: the role of a scene, the configuration it was made from.
  @available(iOS 13.0, *)
  @MainActor
  open class UISceneSession: NSObject {
    /// UIKit's `UISceneSessionRole`.
    public struct Role: Hashable, RawRepresentable, Sendable {
      /// The role's name.
      public var rawValue: String
      /// A role of a name.
      ///
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// An app's main window.
      @available(iOS 13.0, *)
      public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The role of the session's scene.
    open var role: Role { testRole }
    private let testRole: Role

    /// Makes a session of a role in tests (not UIKit API: UIKit makes sessions).
    ///
    /// - Parameter testRole: The role.
    public init(testRole: Role) {
      self.testRole = testRole
      super.init()
    }
  }

  /// UIKit's `UISceneConfiguration`: which delegate class a scene of a session gets.
  @available(iOS 13.0, *)
  @MainActor
  open class UISceneConfiguration: NSObject {
    /// The configuration's name, from the Info.plist, if any.
    open var name: String? { storedName }
    /// The role of the sessions it configures.
    open var role: UISceneSession.Role { storedRole }
    /// The class UIKit creates the scene's delegate from.
    open var delegateClass: AnyClass?
    private let storedName: String?
    private let storedRole: UISceneSession.Role

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - name: The name of a configuration of the Info.plist, or `nil`.
    ///   - sessionRole: The role of the sessions it configures.
    public init(name: String?, sessionRole: UISceneSession.Role) {
      storedName = name
      storedRole = sessionRole
      super.init()
    }
  }

  /// UIKit's `UIScene`.
  @available(iOS 13.0, *)
  @MainActor
  open class UIScene: UIResponder {
    /// UIKit's `UISceneConnectionOptions`: why the scene connects (URLs, activities); the
    /// mirror's carry nothing.
    @available(iOS 13.0, *)
    @MainActor
    open class ConnectionOptions: NSObject {
      /// Makes options in tests (not UIKit API: UIKit passes them).
      public override init() { super.init() }
    }

    /// The scene's session.
    open var session: UISceneSession { storedSession }
    private let storedSession: UISceneSession

    /// Creates a scene (UIKit does, from the session's configuration).
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connectionOptions: Why the scene connects.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      storedSession = session
      super.init()
    }
  }

  /// UIKit's `UIWindowScene`: a scene of windows.
  @available(iOS 13.0, *)
  @MainActor
  open class UIWindowScene: UIScene {
    /// The windows of the scene.
    open var windows: [UIWindow] { testWindows.compactMap(\.window) }
    /// The windows made in the scene, held weakly as UIKit does.
    var testWindows: [WeakWindow] = []

    struct WeakWindow {
      weak var window: UIWindow?
    }
  }

  /// UIKit's `UISceneDelegate`.
  ///
  /// Its requirement is optional in UIKit; it is required here, so that an implementation
  /// whose signature is off fails to compile instead of never being called.
  @available(iOS 13.0, *)
  @MainActor
  public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene connects to the app.
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)
  }

  /// UIKit's `UIWindowSceneDelegate`; its `window`, optional in UIKit, is required here.
  @available(iOS 13.0, *)
  @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
  }
#endif
