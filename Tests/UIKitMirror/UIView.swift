import Foundation

/// UIKit's `UIView`, reduced to what the adapter uses.
@MainActor
open class UIView: NSObject {
  /// The view's frame.
  public var frame: CGRect
  /// The view's bounds.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// Creates a view.
  ///
  /// - Parameter frame: The frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// Runs `actions` without animation.
  ///
  /// - Parameter actions: The changes.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// UIKit's `UIScrollViewDelegate`.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content scrolled.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user is about to drag.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Records that the default was reached.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    MirrorRecorder.reached("scrollViewDidScroll(_:)")
  }
  /// Records that the default was reached.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    MirrorRecorder.reached("scrollViewWillBeginDragging(_:)")
  }
}

/// UIKit's `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
  /// The content offset.
  public var contentOffset: CGPoint = .zero
  /// The content inset.
  public var contentInset = UIEdgeInsets()
  /// How often the scroll indicators were flashed.
  public private(set) var flashCount = 0

  /// Flashes the scroll indicators.
  public func flashScrollIndicators() { flashCount += 1 }
}

/// UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The insets.
  public var top: CGFloat = 0
  /// The insets.
  public var left: CGFloat = 0
  /// The insets.
  public var bottom: CGFloat = 0
  /// The insets.
  public var right: CGFloat = 0

  /// Creates zero insets.
  public init() {}
}

/// UIKit's `UINib`.
public final class UINib: @unchecked Sendable {
  /// The nib's name.
  public let name: String
  /// The bundle it is looked up in.
  public let bundle: Bundle?

  /// Creates a nib reference.
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - bundleOrNil: The bundle, or `nil` for the main bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    self.bundle = bundleOrNil
  }
}
