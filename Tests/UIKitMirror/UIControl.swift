#if os(Linux)
  import Foundation

  /// UIKit's `UIControl`, reduced to action handlers.
  @available(iOS 2.0, *)
  @MainActor
  open class UIControl: UIView {
    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates events.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A touch ended inside the control.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// The control's value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// A text field's text changed by the user.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// The control's primary action was triggered.
      @available(iOS 9.0, *)
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates states.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The normal state.
      public static let normal = State([])
    }

    private var actions: [(UIAction, Event)] = []

    /// Adds an action for events.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events.
    @available(iOS 14.0, *)
    public func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((action, controlEvents))
    }

    /// Runs the actions registered for events, as UIKit does when the user acts.
    ///
    /// - Parameter controlEvents: The events.
    public func sendActions(for controlEvents: Event) {
      for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
        action.handler(action)
      }
    }
  }

  /// UIKit's `UISwitch`.
  @available(iOS 2.0, *)
  @MainActor
  open class UISwitch: UIControl {
    /// Whether the switch is on.
    public var isOn = false

    /// Sets the state without sending actions.
    ///
    /// - Parameters:
    ///   - on: The state.
    ///   - animated: Whether to animate.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
  }

  /// UIKit's `UIButton`.
  @available(iOS 2.0, *)
  @MainActor
  open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
      /// A custom button.
      case custom
      /// The system's button.
      case system
      /// The detail disclosure (information) button.
      case detailDisclosure
    }

    /// The button's type.
    public private(set) var buttonType = ButtonType.custom
    private var images: [UInt: UIImage] = [:]

    /// Sets the image shown in a state.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` for none.
    ///   - state: The state.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
      images[state.rawValue] = image
    }

    /// The image shown in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

    /// Creates a button of a type.
    ///
    /// - Parameter buttonType: The type.
    public convenience init(type buttonType: ButtonType) {
      self.init(frame: .zero)
      self.buttonType = buttonType
    }
  }
#endif
