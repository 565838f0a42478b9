#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Primary actions (`canPerformPrimaryActionForRowAt`, `performPrimaryActionForRowAt` and
  /// their item twins) are called by UIKit from iOS 16 on.
  enum PrimaryActions {
    /// Whether this system's UIKit calls the primary-action delegate methods.
    static var areBuiltIn: Bool {
      if #available(iOS 16, *) { return true }
      return false
    }
  }

  extension ListDelegate {
    /// After the user selected a row, performs its primary action where UIKit does not (before
    /// iOS 16), when the owning controller says the row has one: what UIKit does from iOS 16 on
    /// right after `didSelectRowAt`, so a controller acts the same on every system.
    ///
    /// - Parameters:
    ///   - indexPath: The row the user selected.
    ///   - systemPerformsPrimaryActions: Whether UIKit performs it itself.
    func performPrimaryActionAfterSelecting(
      _ indexPath: ListIndexPath, systemPerformsPrimaryActions: Bool
    ) {
      guard !systemPerformsPrimaryActions, canPerformPrimaryAction(forRowAt: indexPath) else {
        return
      }
      performPrimaryAction(forRowAt: indexPath)
    }
  }
#endif
