// Compiled in the Swift 5 language mode, on purpose: the one file of the package that is.
//
// Xcode 15's UIKit declares its accessibility traits and notifications as mutable globals
// (`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton;`, no `const`), which Swift 6
// refuses to read ("not concurrency-safe because it involves shared mutable state"); Xcode 16
// declares them `nonisolated static let`. Read here once, in Swift 5 mode, they are constants of
// the main actor that the Swift 6 modules read with either SDK.
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// UIKit's accessibility traits and notifications, read once.
  @MainActor
  package enum UIKitAccessibilityConstants {
    /// `UIAccessibilityTraits.button`.
    package static let button = UIAccessibilityTraits.button
    /// `UIAccessibilityTraits.link`.
    package static let link = UIAccessibilityTraits.link
    /// `UIAccessibilityTraits.header`.
    package static let header = UIAccessibilityTraits.header
    /// `UIAccessibilityTraits.selected`.
    package static let selected = UIAccessibilityTraits.selected
    /// `UIAccessibilityTraits.image`.
    package static let image = UIAccessibilityTraits.image
    /// `UIAccessibilityTraits.staticText`.
    package static let staticText = UIAccessibilityTraits.staticText
    /// `UIAccessibilityTraits.adjustable`.
    package static let adjustable = UIAccessibilityTraits.adjustable
    /// `UIAccessibilityTraits.notEnabled`.
    package static let notEnabled = UIAccessibilityTraits.notEnabled
    /// `UIAccessibilityTraits.updatesFrequently`.
    package static let updatesFrequently = UIAccessibilityTraits.updatesFrequently
    /// `UIAccessibilityTraits.toggleButton`, from iOS 17.
    @available(iOS 17.0, *)
    package static var toggleButton: UIAccessibilityTraits { UIAccessibilityTraits.toggleButton }

    /// `UIAccessibility.Notification.layoutChanged`.
    package static let layoutChanged = UIAccessibility.Notification.layoutChanged
    /// `UIAccessibility.Notification.announcement`.
    package static let announcement = UIAccessibility.Notification.announcement
  }
#endif
