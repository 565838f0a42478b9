#if os(Linux)
  import Foundation

  /// UIKit's `UIResponder`, reduced to the responder chain.
  @available(iOS 2.0, *)
  @MainActor
  open class UIResponder: NSObject {
    /// The next responder: a view's superview, or the view controller whose view it is.
    open var next: UIResponder? { nil }
  }

  /// UIKit's `UIView`, reduced to what the adapter uses.
  @available(iOS 2.0, *)
  @MainActor
  open class UIView: UIResponder {
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

    /// The view this view is a subview of, if any.
    public private(set) weak var superview: UIView?
    /// The view controller whose view this is, as UIKit answers `next` with it.
    weak var owningViewController: UIViewController?
    /// The subviews, in order.
    public private(set) var subviews: [UIView] = []

    /// Adds a subview at the end.
    ///
    /// - Parameter view: The subview; it leaves its former superview.
    open func addSubview(_ view: UIView) {
      view.superview?.subviews.removeAll { $0 === view }
      subviews.append(view)
      view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }

    /// Lays out the subviews: an override point; UIKit's applies the constraints, the mirror's
    /// does nothing.
    open func layoutSubviews() {}

    /// Lays the view out now, as a layout pass does.
    ///
    /// The view controller whose view it is hears `viewWillLayoutSubviews()`, the view
    /// `layoutSubviews()`, then the view controller `viewDidLayoutSubviews()`. UIKit does this
    /// only when a layout is pending; the mirror, which tracks no pending layout, every time.
    open func layoutIfNeeded() {
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }

    /// The view controller whose view this is, otherwise the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The window the view is in, if any.
    public var window: UIWindow? { testWindow }
    /// Puts the view in a window (not UIKit API: the mirror has no view hierarchy).
    public var testWindow: UIWindow?

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Runs `actions` without animation.
    ///
    /// - Parameter actions: The changes.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// The size that best fits the view's content, computed by UIKit with Auto Layout.
    ///
    /// The mirror has no Auto Layout: an axis of required priority keeps the target's length,
    /// any other gets ``mirrorFittingLength``.
    ///
    /// - Parameters:
    ///   - targetSize: The size to fit.
    ///   - horizontalFittingPriority: How strictly the width is kept.
    ///   - verticalFittingPriority: How strictly the height is kept.
    /// - Returns: The fitting size.
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(
        width: horizontalFittingPriority == .required ? targetSize.width : mirrorFittingLength,
        height: verticalFittingPriority == .required ? targetSize.height : mirrorFittingLength)
    }

    /// The length the mirror fits the content of a view to on a free axis (not UIKit API): 44
    /// points by default, a one-line list row's height.
    public var mirrorFittingLength: CGFloat = 44

    // MARK: UIAccessibility (UIAccessibility.h)

    // UIKit declares these on NSObject (the informal protocols `UIAccessibility` and
    // `UIAccessibilityAction`); the mirror declares them on its views, `open`, so that a view's
    // `override` compiles against both.

    /// Whether assistive technologies see the view as one element.
    open var isAccessibilityElement = false
    /// What VoiceOver reads first: what the element is.
    open var accessibilityLabel: String?
    /// What VoiceOver reads after the label: the element's current value.
    open var accessibilityValue: String?
    /// What activating the element does, read after a pause.
    open var accessibilityHint: String?
    /// What kind of element the view is.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver skips the view and everything in it.
    @available(iOS 5.0, *)
    open var accessibilityElementsHidden = false
    /// The actions VoiceOver's actions rotor offers for the element.
    @available(iOS 8.0, *)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// Performs the element's default action, as VoiceOver's double tap does.
    ///
    /// - Returns: Whether the element handled it; UIKit then does not send a tap.
    @available(iOS 7.0, *)
    open func accessibilityActivate() -> Bool { false }

    /// Increments the value of an adjustable element, as VoiceOver's swipe up does.
    @available(iOS 4.0, *)
    open func accessibilityIncrement() {}

    /// Decrements the value of an adjustable element, as VoiceOver's swipe down does.
    @available(iOS 4.0, *)
    open func accessibilityDecrement() {}
  }

  extension UIView {
    /// The smallest size a view's constraints allow, as a target of
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// (`UILayoutFittingCompressedSize`).
    @available(iOS 6.0, *)
    public class var layoutFittingCompressedSize: CGSize { .zero }
  }

  /// UIKit's `UILayoutPriority`: how strongly a constraint or a fitting size holds.
  @available(iOS 6.0, *)
  public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// The priority, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The priority, from 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    ///
    /// - Parameter rawValue: The priority, from 1 to 1000.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint.
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content.
    public static let defaultLow = UILayoutPriority(250)
    /// How strongly a view wants to conform to the target size of a fitting size.
    public static let fittingSizeLevel = UILayoutPriority(50)
  }

  /// UIKit's `UIScrollViewDelegate`, whose methods are all optional.
  ///
  /// Each default records that it was reached, and each method also has a same-named property of
  /// optional type, so that `delegate?.scrollViewDidScroll?(scrollView)` compiles here as it does
  /// against UIKit, where an optional requirement is called with `?`.
  @available(iOS 2.0, *)
  @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (optional).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed (optional).
    @available(iOS 3.2, *)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The user is about to drag (optional).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger after dragging; where scrolling stops may change (optional).
    @available(iOS 5.0, *)
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The user lifted the finger after dragging (optional).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating (optional).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped decelerating (optional).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll started from code ended (optional).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; `nil` (the default) does not zoom (optional).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start (optional).
    @available(iOS 3.2, *)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended (optional).
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top; `true` by default (optional).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top ended (optional).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed (optional).
    @available(iOS 11.0, *)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    /// Records that the default was reached.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidScroll(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidScroll?(…)`.
    public var scrollViewDidScroll: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewDidScroll($0) }
    }
    /// Records that the default was reached.
    @available(iOS 3.2, *)
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidZoom(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidZoom?(…)`.
    @available(iOS 3.2, *)
    public var scrollViewDidZoom: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewDidZoom($0) }
    }
    /// Records that the default was reached.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewWillBeginDragging(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewWillBeginDragging?(…)`.
    public var scrollViewWillBeginDragging: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewWillBeginDragging($0) }
    }
    /// Records that the default was reached.
    @available(iOS 5.0, *)
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      MirrorRecorder.reached("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewWillEndDragging?(…)`.
    @available(iOS 5.0, *)
    public var scrollViewWillEndDragging: OptionalRequirement.ScrollViewWillEndDraggingCall? {
      .init(delegate: self)
    }
    /// Records that the default was reached.
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      MirrorRecorder.reached("scrollViewDidEndDragging(_:willDecelerate:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidEndDragging?(…)`.
    public var scrollViewDidEndDragging: OptionalRequirement.ScrollViewDidEndDraggingCall? {
      .init(delegate: self)
    }
    /// Records that the default was reached.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewWillBeginDecelerating(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewWillBeginDecelerating?(…)`.
    public var scrollViewWillBeginDecelerating: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewWillBeginDecelerating($0) }
    }
    /// Records that the default was reached.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidEndDecelerating(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidEndDecelerating?(…)`.
    public var scrollViewDidEndDecelerating: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewDidEndDecelerating($0) }
    }
    /// Records that the default was reached.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidEndScrollingAnimation(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidEndScrollingAnimation?(…)`.
    public var scrollViewDidEndScrollingAnimation: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewDidEndScrollingAnimation($0) }
    }
    /// Records that the default was reached.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      MirrorRecorder.reached("viewForZooming(in:)")
      return nil
    }
    /// The optional requirement, called as `delegate?.viewForZooming?(…)`.
    public var viewForZooming: OptionalRequirement.ViewForZoomingCall? { .init(delegate: self) }
    /// Records that the default was reached.
    @available(iOS 3.2, *)
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      MirrorRecorder.reached("scrollViewWillBeginZooming(_:with:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewWillBeginZooming?(…)`.
    @available(iOS 3.2, *)
    public var scrollViewWillBeginZooming: OptionalRequirement.ScrollViewWillBeginZoomingCall? {
      .init(delegate: self)
    }
    /// Records that the default was reached.
    public func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      MirrorRecorder.reached("scrollViewDidEndZooming(_:with:atScale:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidEndZooming?(…)`.
    public var scrollViewDidEndZooming: OptionalRequirement.ScrollViewDidEndZoomingCall? {
      .init(delegate: self)
    }
    /// Records that the default was reached.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      MirrorRecorder.reached("scrollViewShouldScrollToTop(_:)")
      return true
    }
    /// The optional requirement, called as `delegate?.scrollViewShouldScrollToTop?(…)`.
    public var scrollViewShouldScrollToTop: (@MainActor (UIScrollView) -> Bool)? {
      { [self] in self.scrollViewShouldScrollToTop($0) }
    }
    /// Records that the default was reached.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidScrollToTop(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidScrollToTop?(…)`.
    public var scrollViewDidScrollToTop: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewDidScrollToTop($0) }
    }
    /// Records that the default was reached.
    @available(iOS 11.0, *)
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidChangeAdjustedContentInset(_:)")
    }
    /// The optional requirement, called as `delegate?.scrollViewDidChangeAdjustedContentInset?(…)`.
    @available(iOS 11.0, *)
    public var scrollViewDidChangeAdjustedContentInset: (@MainActor (UIScrollView) -> Void)? {
      { [self] in self.scrollViewDidChangeAdjustedContentInset($0) }
    }
  }

  /// The calls of optional requirements whose arguments are labelled (a closure cannot carry
  /// argument labels), so that `delegate?.viewForZooming?(in: scrollView)` compiles here as it does
  /// against UIKit.
  public enum OptionalRequirement {
    /// Calls `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    @MainActor
    public struct ScrollViewWillEndDraggingCall {
      let delegate: any UIScrollViewDelegate
      /// Calls the requirement.
      public func callAsFunction(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
      ) {
        delegate.scrollViewWillEndDragging(
          scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      }
    }
    /// Calls `scrollViewDidEndDragging(_:willDecelerate:)`.
    @MainActor
    public struct ScrollViewDidEndDraggingCall {
      let delegate: any UIScrollViewDelegate
      /// Calls the requirement.
      public func callAsFunction(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
      }
    }
    /// Calls `viewForZooming(in:)`.
    @MainActor
    public struct ViewForZoomingCall {
      let delegate: any UIScrollViewDelegate
      /// Calls the requirement.
      public func callAsFunction(in scrollView: UIScrollView) -> UIView? {
        delegate.viewForZooming(in: scrollView)
      }
    }
    /// Calls `scrollViewWillBeginZooming(_:with:)`.
    @MainActor
    public struct ScrollViewWillBeginZoomingCall {
      let delegate: any UIScrollViewDelegate
      /// Calls the requirement.
      public func callAsFunction(_ scrollView: UIScrollView, with view: UIView?) {
        delegate.scrollViewWillBeginZooming(scrollView, with: view)
      }
    }
    /// Calls `scrollViewDidEndZooming(_:with:atScale:)`.
    @MainActor
    public struct ScrollViewDidEndZoomingCall {
      let delegate: any UIScrollViewDelegate
      /// Calls the requirement.
      public func callAsFunction(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
      ) {
        delegate.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
      }
    }
  }

  /// UIKit's `UIScrollView`.
  @available(iOS 2.0, *)
  @MainActor
  open class UIScrollView: UIView {
    /// The content offset.
    public var contentOffset: CGPoint = .zero
    /// The content inset.
    public var contentInset = UIEdgeInsets()
    /// The insets of the vertical scroll indicator.
    @available(iOS 11.1, *)
    public var verticalScrollIndicatorInsets = UIEdgeInsets()
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// The insets the content is laid out with: the mirror has no safe area, so the content
    /// inset.
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether the user's finger is on the list: ``mirrorIsTracking``.
    open var isTracking: Bool { mirrorIsTracking }
    /// Whether the user has started scrolling: ``mirrorIsTracking``.
    open var isDragging: Bool { mirrorIsTracking }
    /// Whether the list still moves after the finger lifted: ``mirrorIsDecelerating``.
    open var isDecelerating: Bool { mirrorIsDecelerating }
    /// What ``isTracking`` and ``isDragging`` answer (not UIKit API): a test puts a finger on
    /// the list.
    public var mirrorIsTracking = false
    /// What ``isDecelerating`` answers (not UIKit API).
    public var mirrorIsDecelerating = false
    /// How often the scroll indicators were flashed.
    public private(set) var flashCount = 0

    /// Flashes the scroll indicators.
    public func flashScrollIndicators() { flashCount += 1 }

    /// Sets the content offset; the mirror arrives at once, animated or not.
    ///
    /// - Parameters:
    ///   - contentOffset: The new offset.
    ///   - animated: Whether to animate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }
  }

  /// UIKit's `UIEdgeInsets`.
  @available(iOS 2.0, *)
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

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  /// UIKit's `UINib`.
  @available(iOS 4.0, *)
  @MainActor
  open class UINib: NSObject {
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
      super.init()
    }
  }
#endif
