#if os(Linux)
  import Foundation

  /// UIKit's `UIContextualAction`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public final class UIContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
      /// A normal action.
      case normal
      /// A destructive action.
      case destructive
    }

    /// The handler UIKit calls.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    public var title: String?
    /// The image.
    public var image: UIImage?
    /// The background colour; `nil` until set, standing for the style's.
    public var backgroundColor: UIColor!
    /// The handler.
    public let handler: Handler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - title: The title.
    ///   - handler: The handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
      self.style = style
      self.title = title
      self.handler = handler
      super.init()
    }
  }

  /// UIKit's `UISwipeActionsConfiguration`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public final class UISwipeActionsConfiguration: NSObject {
    /// The actions.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    ///
    /// - Parameter actions: The actions.
    public init(actions: [UIContextualAction]) {
      self.actions = actions
      super.init()
    }
  }

  /// UIKit's `UIMenuElement`.
  @available(iOS 13.0, *)
  @MainActor
  open class UIMenuElement: NSObject {
    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates attributes.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Disabled.
      public static let disabled = Attributes(rawValue: 1 << 0)
      /// Destructive.
      public static let destructive = Attributes(rawValue: 1 << 1)
      /// Hidden.
      public static let hidden = Attributes(rawValue: 1 << 2)
      /// The menu stays presented once the element's action ran.
      @available(iOS 16.0, *)
      public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
      /// Off.
      case off = 0
      /// On: a checkmark.
      case on = 1
      /// Mixed.
      case mixed = 2
    }

    /// The element's title (settable on `UIAction`).
    public internal(set) var title: String
    /// The element's image (settable on `UIAction`).
    public internal(set) var image: UIImage?
    /// The element's subtitle.
    @available(iOS 15.0, *)
    public var subtitle: String? {
      get { mirrorSubtitle }
      set { mirrorSubtitle = newValue }
    }
    private var mirrorSubtitle: String?

    init(title: String, image: UIImage?) {
      self.title = title
      self.image = image
      super.init()
    }
  }

  /// UIKit's `UIActionHandler`.
  @available(iOS 13.0, *)
  public typealias UIActionHandler = (UIAction) -> Void

  /// UIKit's `UIAction`.
  @available(iOS 13.0, *)
  @MainActor
  public final class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's text.
      public let rawValue: String
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's text.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's text.
      public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier.
    public let identifier: Identifier
    /// The title in the keyboard shortcut overlay.
    public var discoverabilityTitle: String?
    /// The attributes.
    public var attributes: Attributes
    /// The state.
    public var state: State
    /// The handler, for tests; not UIKit API.
    public let handler: UIActionHandler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier, or `nil` for a unique one.
    ///   - discoverabilityTitle: The title in the keyboard shortcut overlay.
    ///   - attributes: The attributes.
    ///   - state: The state.
    ///   - handler: The handler.
    @_disfavoredOverload
    public init(
      title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
      discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.discoverabilityTitle = discoverabilityTitle
      self.attributes = attributes
      self.state = state
      self.handler = handler
      super.init(title: title, image: image)
    }
  }

  /// UIKit's `UIMenu`.
  @available(iOS 13.0, *)
  @MainActor
  public final class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's text.
      public let rawValue: String
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's text.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's text.
      public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates options.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The children are shown inline in the parent.
      public static let displayInline = Options(rawValue: 1 << 0)
      /// The menu is shown destructive in its parent.
      public static let destructive = Options(rawValue: 1 << 1)
      /// Only one child may be on.
      @available(iOS 15.0, *)
      public static let singleSelection = Options(rawValue: 1 << 5)
      /// The menu is shown as a palette.
      @available(iOS 17.0, *)
      public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier.
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The children.
    public let children: [UIMenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier, or `nil` for a unique one.
    ///   - options: The options.
    ///   - children: The elements.
    @_disfavoredOverload
    public init(
      title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
      options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.options = options
      self.children = children
      super.init(title: title, image: image)
    }
  }

  /// UIKit's `UIContextMenuContentPreviewProvider`.
  @available(iOS 13.0, *)
  public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
  /// UIKit's `UIContextMenuActionProvider`.
  @available(iOS 13.0, *)
  public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

  /// UIKit's `UIContextMenuConfiguration`.
  @available(iOS 13.0, *)
  @MainActor
  public final class UIContextMenuConfiguration: NSObject {
    /// The identifier.
    public let identifier: any NSCopying
    /// The preview provider.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// The action provider.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - identifier: The identifier, or `nil` for a unique one.
    ///   - previewProvider: The preview provider.
    ///   - actionProvider: The action provider.
    public init(
      identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
      actionProvider: UIContextMenuActionProvider? = nil
    ) {
      self.identifier = identifier ?? (UUID().uuidString as NSString)
      self.previewProvider = previewProvider
      self.actionProvider = actionProvider
      super.init()
    }
  }

  /// UIKit's `UITargetedPreview`.
  @available(iOS 13.0, *)
  @MainActor
  public final class UITargetedPreview: NSObject {}

  /// UIKit's `UIContextMenuInteractionCommitStyle`.
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview is dismissed.
    case dismiss = 0
    /// The preview grows into what is shown next.
    case pop = 1
  }

  /// UIKit's `UIContextMenuInteractionAnimating`.
  @available(iOS 13.0, *)
  @MainActor
  public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller on screen.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    ///
    /// - Parameter animations: The animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion, run when the menu's animations end.
    ///
    /// - Parameter completion: The completion.
    func addCompletion(_ completion: @escaping () -> Void)
  }

  /// UIKit's `UIContextMenuInteractionCommitAnimating`.
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves the screen when the user taps it.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
  }

  /// What UIKit hands a preview commit, for tests; not UIKit API: the animations and
  /// completions it was given run when the test calls ``mirrorFinish()``.
  @MainActor
  open class MirrorContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    /// The preview's view controller on screen.
    public var previewViewController: UIViewController?
    /// How the preview leaves the screen.
    public var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// Creates an animator showing `preview`.
    ///
    /// - Parameter preview: The preview's view controller on screen.
    public init(preview: UIViewController? = nil) {
      previewViewController = preview
      super.init()
    }

    /// Adds animations.
    ///
    /// - Parameter animations: The animations.
    public func addAnimations(_ animations: @escaping () -> Void) {
      self.animations.append(animations)
    }

    /// Adds a completion.
    ///
    /// - Parameter completion: The completion.
    public func addCompletion(_ completion: @escaping () -> Void) {
      completions.append(completion)
    }

    /// Ends the commit as UIKit does: the animations, then the completions.
    public func mirrorFinish() {
      for animation in animations { animation() }
      for completion in completions { completion() }
      animations = []
      completions = []
    }
  }
#endif
