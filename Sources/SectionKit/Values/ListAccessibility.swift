/// What VoiceOver reads for a row, a header or a footer, and what a user can do there: UIKit's
/// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityTraits` and
/// `accessibilityCustomActions`, as a value every host applies.
///
/// Every part left `nil` comes from the content: a row's text and secondary text are its label,
/// its detail, label accessory or switch state its value, a row that highlights when touched is
/// a button and a selected one is selected, a header's title is its label and it is a heading.
/// Set a part to say something else.
///
/// ```swift
/// RowContent("Inbox", accessories: [.label(text: "3")])
///   .accessibility(label: "Inbox", value: "3 unread", hint: "Shows your messages.")
/// ```
///
/// A row's swipe actions and context-menu actions are offered to VoiceOver as custom actions
/// without being listed here; ``actions`` adds actions of the row's own.
public struct ListAccessibility: Sendable {
  /// What VoiceOver reads first: what the element is, or `nil` for the content's text.
  public var label: String?
  /// The element's current value (`On`, `3 unread`), or `nil` for the content's value.
  public var value: String?
  /// What happens when the user activates the element, read after a pause.
  public var hint: String?
  /// What kind of element this is, or `nil` for the traits the content and the row's state give.
  public var traits: Traits?
  /// Actions of the element's own, offered in VoiceOver's actions rotor before its swipe and
  /// context-menu actions.
  public var actions: [Action]
  /// What swiping up and down on the element does, for an element that adjusts a value (it is
  /// then ``Traits/adjustable``), or `nil`.
  public var adjustment: Adjustment?
  /// Whether VoiceOver skips the element; `false` by default.
  public var isHidden: Bool

  /// Creates what VoiceOver reads for an element; every part left `nil` comes from the content.
  ///
  /// - Parameters:
  ///   - label: What the element is.
  ///   - value: The element's current value.
  ///   - hint: What activating the element does.
  ///   - traits: What kind of element this is.
  ///   - actions: Actions of the element's own.
  ///   - adjustment: What swiping up and down does.
  ///   - isHidden: Whether VoiceOver skips the element.
  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, traits: Traits? = nil,
    actions: [Action] = [], adjustment: Adjustment? = nil, isHidden: Bool = false
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.actions = actions
    self.adjustment = adjustment
    self.isHidden = isHidden
  }

  /// Whether nothing is set: every part comes from the content.
  public var isDefault: Bool {
    label == nil && value == nil && hint == nil && traits == nil && actions.isEmpty
      && adjustment == nil && !isHidden
  }
}

extension ListAccessibility {
  /// What kind of element VoiceOver announces, as UIKit's `UIAccessibilityTraits`.
  public struct Traits: OptionSet, Sendable, Hashable {
    /// The bits; each trait is one.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating the element does something: VoiceOver reads "button".
    public static let button = Traits(rawValue: 1 << 0)
    /// The element opens a link.
    public static let link = Traits(rawValue: 1 << 1)
    /// The element is a heading that starts a part of the screen: VoiceOver's headings rotor
    /// moves between them.
    public static let header = Traits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = Traits(rawValue: 1 << 3)
    /// The element is an image.
    public static let image = Traits(rawValue: 1 << 4)
    /// The element shows text that does not change.
    public static let staticText = Traits(rawValue: 1 << 5)
    /// The element adjusts a value by swiping up and down (see ``ListAccessibility/adjustment``).
    public static let adjustable = Traits(rawValue: 1 << 6)
    /// The element is not enabled: VoiceOver reads "dimmed".
    public static let notEnabled = Traits(rawValue: 1 << 7)
    /// The element switches something on and off (UIKit's `toggleButton`, iOS 17; a switch
    /// before).
    public static let toggle = Traits(rawValue: 1 << 8)
    /// The element updates often, such as a timer.
    public static let updatesFrequently = Traits(rawValue: 1 << 9)

    /// Each trait with the word VoiceOver reads for it after the label and the value, in the
    /// order it reads them (``selected`` is read first, before the label).
    package static let spoken: [(trait: Traits, word: String)] = [
      (.toggle, "Switch button"), (.button, "Button"),
      (.link, "Link"), (.header, "Heading"), (.image, "Image"), (.adjustable, "Adjustable"),
      (.notEnabled, "Dimmed"),
    ]
  }

  /// An action of an element's own, offered in VoiceOver's actions rotor, as UIKit's
  /// `UIAccessibilityCustomAction`.
  public struct Action: Sendable {
    /// What VoiceOver reads for the action.
    public var name: String
    /// The name of an SF Symbol shown for the action by Switch Control and Full Keyboard Access.
    public var imageName: String?
    /// What the action does; it returns whether it succeeded.
    public var handler: @MainActor @Sendable () -> Bool

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - name: What VoiceOver reads for the action.
    ///   - imageName: The name of an SF Symbol for the action.
    ///   - handler: What the action does; returns whether it succeeded.
    public init(
      _ name: String, imageName: String? = nil, handler: @escaping @MainActor @Sendable () -> Bool
    ) {
      self.name = name
      self.imageName = imageName
      self.handler = handler
    }
  }

  /// What swiping up and down on an adjustable element does, as UIKit's
  /// `accessibilityIncrement()` and `accessibilityDecrement()`.
  public struct Adjustment: Sendable {
    /// What swiping up does.
    public var increment: @MainActor @Sendable () -> Void
    /// What swiping down does.
    public var decrement: @MainActor @Sendable () -> Void

    /// Creates an adjustment.
    ///
    /// - Parameters:
    ///   - increment: What swiping up does.
    ///   - decrement: What swiping down does.
    public init(
      increment: @escaping @MainActor @Sendable () -> Void,
      decrement: @escaping @MainActor @Sendable () -> Void
    ) {
      self.increment = increment
      self.decrement = decrement
    }
  }

  /// Whether two descriptions read the same: the same texts, traits, hiddenness, action names and
  /// adjustability; closures are not compared.
  ///
  /// - Parameter other: The description to compare with.
  /// - Returns: `true` when VoiceOver reads the two the same.
  /// - Complexity: O(a), a being the number of actions; it allocates nothing (the diff of a
  ///   screen's rows asks it of every row).
  package func hasSameValues(as other: ListAccessibility) -> Bool {
    label == other.label && value == other.value && hint == other.hint && traits == other.traits
      && isHidden == other.isHidden && (adjustment == nil) == (other.adjustment == nil)
      && actions.elementsEqual(other.actions) {
        $0.name == $1.name && $0.imageName == $1.imageName
      }
  }
}
