#if os(Linux)
  /// UIKit's `UIAccessibilityTraits` (UIAccessibilityConstants.h): what kind of element
  /// VoiceOver announces, a mask of traits.
  ///
  /// The mirror's bits are UIKit's where the header gives them no value; a test compares
  /// traits by name, never by bits.
  public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled ("dimmed").
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Adjusted by swiping up and down (`accessibilityIncrement()`, `accessibilityDecrement()`).
    @available(iOS 4.0, *)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// A heading.
    @available(iOS 6.0, *)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A toggle ("switch button").
    @available(iOS 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
  }
#endif
