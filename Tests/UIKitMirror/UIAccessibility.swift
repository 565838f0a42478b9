#if os(Linux)
  /// UIKit's `UIAccessibility`: the notifications a list posts to VoiceOver.
  @MainActor
  public enum UIAccessibility {
    /// A notification to VoiceOver (UIKit's `UIAccessibilityNotifications`).
    public struct Notification: Hashable, Sendable, RawRepresentable {
      /// The notification's number.
      public let rawValue: UInt32
      /// Creates a notification from its number.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// The screen changed: VoiceOver reads the new screen.
      public static let screenChanged = Notification(rawValue: 1001)
      /// The layout changed: VoiceOver moves its focus to the argument.
      public static let layoutChanged = Notification(rawValue: 1002)
      /// VoiceOver reads the argument, a string.
      @available(iOS 4.0, *)
      public static let announcement = Notification(rawValue: 1008)
    }

    /// Every notification posted, with its argument, in order; a test reads it.
    public private(set) static var posted: [(notification: Notification, argument: Any?)] = []

    /// Posts a notification to VoiceOver; the mirror records it in ``posted``.
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - argument: The element to focus, or the string to read.
    public static func post(notification: Notification, argument: Any?) {
      posted.append((notification, argument))
    }

    /// Forgets the notifications posted.
    public static func resetPosted() { posted = [] }
  }
#endif
