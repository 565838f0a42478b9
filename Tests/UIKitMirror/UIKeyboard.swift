#if os(Linux)
  import Foundation

  extension UIView {
    /// Converts a rectangle from `view`'s coordinates, or from the window's when `view` is `nil`,
    /// into the view's own.
    ///
    /// The mirror has no view hierarchy: every frame is in its window's coordinates and a bounds
    /// origin is zero.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinates.
    ///   - view: The view the rectangle is in, or `nil` for the window.
    /// - Returns: The rectangle in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      let origin = view?.frame.origin ?? .zero
      return rect.offsetBy(dx: origin.x - frame.origin.x, dy: origin.y - frame.origin.y)
    }
  }

  extension UIResponder {
    /// Posted before the keyboard's frame changes; `keyboardFrameEndUserInfoKey` holds the new
    /// frame in screen coordinates.
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    public static let keyboardWillChangeFrameNotification = NSNotification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// Posted before the keyboard is hidden.
    @available(tvOS, unavailable)
    public static let keyboardWillHideNotification = NSNotification.Name(
      "UIKeyboardWillHideNotification")
    /// The userInfo key of the keyboard's frame at the end of the change: an `NSValue` of a
    /// `CGRect`, in screen coordinates.
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  }

  extension NSValue {
    /// UIKit's `NSValue(cgRect:)`: a value holding a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// UIKit's `cgRectValue`: the rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
  }
#endif
