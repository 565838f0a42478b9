#if os(Linux)
  import Foundation

  /// UIKit's `UIAccessibilityCustomAction` (UIAccessibilityCustomAction.h): an action offered
  /// in VoiceOver's actions rotor.
  @available(iOS 8.0, *)
  @MainActor
  open class UIAccessibilityCustomAction: NSObject {
    /// What the action does; returns whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// What VoiceOver reads for the action.
    public var name: String
    /// The image Switch Control shows for the action.
    public var image: UIImage?
    /// What the action does.
    @available(iOS 13.0, *)
    public var actionHandler: Handler?

    /// Creates an action with a name, an image and a handler.
    ///
    /// - Parameters:
    ///   - name: What VoiceOver reads.
    ///   - image: The image, or `nil`.
    ///   - actionHandler: What the action does.
    @available(iOS 14.0, *)
    public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
      self.name = name
      self.image = image
      self.actionHandler = actionHandler
      super.init()
    }
  }
#endif
