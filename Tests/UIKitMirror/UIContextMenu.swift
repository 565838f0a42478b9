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
  open class UIMenuElement: NSObject {}

  /// UIKit's `UIAction`.
  @available(iOS 13.0, *)
  @MainActor
  public final class UIAction: UIMenuElement {
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
    }

    /// The title.
    public let title: String
    /// The attributes.
    public let attributes: Attributes
    /// The handler.
    public let handler: (UIAction) -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - attributes: The attributes.
    ///   - handler: The handler.
    public init(
      title: String = "", attributes: Attributes = [], handler: @escaping (UIAction) -> Void
    ) {
      self.title = title
      self.attributes = attributes
      self.handler = handler
      super.init()
    }
  }

  /// UIKit's `UIMenu`.
  @available(iOS 13.0, *)
  @MainActor
  public final class UIMenu: UIMenuElement {
    /// The title.
    public let title: String
    /// The children.
    public let children: [UIMenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - children: The elements.
    public init(title: String = "", children: [UIMenuElement] = []) {
      self.title = title
      self.children = children
      super.init()
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

  /// UIKit's `UIContextMenuInteractionAnimating`.
  @available(iOS 13.0, *)
  @MainActor
  public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {}

  /// UIKit's `UIContextMenuInteractionCommitAnimating`.
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}
#endif
