#if os(Linux)
  import Foundation

  /// UIKit's `UIWindow`, reduced to its scene, its root view controller and becoming key.
  @available(iOS 2.0, *)
  @MainActor
  open class UIWindow: UIView {
    /// The controller whose view the window shows.
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController?
    /// The scene the window belongs to.
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?
    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false

    /// Creates a window of a frame, in no scene.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a window in a scene.
    ///
    /// - Parameter windowScene: The scene.
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
      super.init(frame: .zero)
      self.windowScene = windowScene
      windowScene.testWindows.append(.init(window: self))
    }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
      for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
      isKeyWindow = true
    }
  }
#endif
