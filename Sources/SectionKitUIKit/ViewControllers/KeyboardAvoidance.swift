#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Keeps a scroll view's content clear of the keyboard, as `UITableViewController` does for
  /// its table: while the docked keyboard covers the bottom of the scroll view,
  /// `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` grow by what it covers,
  /// and both come back when the keyboard hides or moves away.
  ///
  /// It watches `keyboardWillChangeFrameNotification` and `keyboardWillHideNotification` from
  /// the moment it is made until ``stop()`` or until it goes away, on the posting thread: UIKit
  /// posts them on the main thread (a `.main` queue would make a post from the main thread wait
  /// on the main queue where that is not the current queue). The keyboard's frame is
  /// converted from window coordinates (`convert(_:from: nil)`), right for a window that fills
  /// its screen. A keyboard that does not reach the bottom of the scroll view (a floating one)
  /// covers nothing, as in `UITableViewController`.
  ///
  /// `keyboardLayoutGuide` (iOS 15) is not used: it is a layout guide for constraints and does
  /// not change a scroll view's insets, and constraining the list view to it would change the
  /// layout of a view the adapter does not own.
  @MainActor
  final class KeyboardAvoidance {
    private weak var scrollView: UIScrollView?
    /// The bottom insets the scroll view had before the keyboard covered it, while it does.
    private var original: (content: CGFloat, indicator: CGFloat)?
    /// The notification center's tokens; only touched on the main actor and in `deinit`.
    private nonisolated(unsafe) var observers: [any NSObjectProtocol] = []

    /// Starts watching the keyboard for `scrollView`.
    ///
    /// - Parameter scrollView: The scroll view whose insets follow the keyboard; held weakly.
    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
      let center = NotificationCenter.default
      let frameKey = UIResponder.keyboardFrameEndUserInfoKey
      observers = [
        center.addObserver(
          forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] notification in
          let frame = keyboardFrame(notification.userInfo?[frameKey])
          assumingMainActor { self?.keyboardWillChange(to: frame) }
        },
        center.addObserver(
          forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { [weak self] _ in
          assumingMainActor { self?.restore() }
        },
      ]
    }

    deinit {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Stops watching the keyboard and gives the scroll view its insets back.
    func stop() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers = []
      restore()
    }

    /// How far the keyboard, at `frame` in window coordinates, covers the bottom of the scroll
    /// view's bounds.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame.
    ///   - scrollView: The scroll view.
    /// - Returns: The covered height; 0 when the keyboard misses the scroll view or stops short
    ///   of its bottom.
    static func overlap(of frame: CGRect, with scrollView: UIScrollView) -> CGFloat {
      let bounds = scrollView.bounds
      let keyboard = scrollView.convert(frame, from: nil)
      let covered = bounds.intersection(keyboard)
      guard !covered.isNull, !covered.isEmpty, keyboard.maxY >= bounds.maxY else { return 0 }
      return bounds.maxY - covered.minY
    }

    private func keyboardWillChange(to frame: CGRect?) {
      // A list view that is not on screen has no keyboard to avoid.
      guard let scrollView, scrollView.window != nil, let frame else { return }
      let overlap = Self.overlap(of: frame, with: scrollView)
      guard overlap > 0 else {
        restore()
        return
      }
      let original =
        self.original
        ?? (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
      self.original = original
      // What the system adds to the bottom (the safe area) is under the keyboard too.
      let system = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      let inset = max(0, overlap - system)
      scrollView.contentInset.bottom = max(original.content, inset)
      scrollView.verticalScrollIndicatorInsets.bottom = max(original.indicator, inset)
    }

    private func restore() {
      guard let original else { return }
      self.original = nil
      scrollView?.contentInset.bottom = original.content
      scrollView?.verticalScrollIndicatorInsets.bottom = original.indicator
    }
  }

  /// The keyboard frame of a notification's `keyboardFrameEndUserInfoKey` value, an `NSValue`
  /// of a `CGRect`.
  ///
  /// - Parameter value: The userInfo value.
  /// - Returns: The frame, or `nil` when the value is not a rectangle.
  private func keyboardFrame(_ value: Any?) -> CGRect? {
    (value as? NSValue)?.cgRectValue
  }
#endif
