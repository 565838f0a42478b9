#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Runs `body` on the main actor, from code UIKit calls on the main thread that its SDK does
  /// not mark as the main actor's: a notification's observer, and (before Xcode 16) the
  /// accessibility properties and methods of `NSObject` a cell overrides.
  ///
  /// It checks what `MainActor.assumeIsolated` checks, that this is the main queue, and then
  /// runs `body` as the main actor's: `assumeIsolated` itself needs iOS 17 and a `Sendable`
  /// result, and a cell's custom actions are not `Sendable`.
  ///
  /// - Parameter body: The work, isolated to the main actor.
  /// - Returns: What `body` returns.
  func assumingMainActor<T>(_ body: @MainActor () -> T) -> T {
    dispatchPrecondition(condition: .onQueue(.main))
    return withoutActuallyEscaping(body) { body in
      // On the main queue, so on the main actor.
      unsafeBitCast(body, to: (() -> T).self)()
    }
  }
#endif
