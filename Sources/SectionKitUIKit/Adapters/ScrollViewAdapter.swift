#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The scroll-view side of ``TableViewAdapter`` and ``CollectionViewAdapter``: the list view's
  /// delegate is the adapter, so every `UIScrollViewDelegate` call it receives goes on to
  /// ``scrollViewDelegate``.
  ///
  /// Each call is forwarded only to a delegate that implements it. A method that answers
  /// returns UIKit's own default when ``scrollViewDelegate`` is `nil` or does not implement it:
  /// ``scrollViewShouldScrollToTop(_:)`` answers `true`, ``viewForZooming(in:)`` answers `nil`.
  @MainActor
  public class ScrollViewAdapter: NSObject, UIScrollViewDelegate {
    /// Receives every scroll-view delegate call of the list view, if set; held weakly.
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// Whether the list view's bottom insets follow the keyboard (`false` by default), as a
    /// `UITableViewController` does for its table.
    ///
    /// While it is `true` and the docked keyboard covers the bottom of the list view,
    /// `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` grow to keep the last
    /// rows reachable above it; they come back when the keyboard hides. Setting it to `false`
    /// gives the insets back and stops watching the keyboard, as does releasing the adapter.
    /// ``SectionCollectionViewController`` sets it on its adapter; a `UITableViewController`
    /// (and so ``SectionTableViewController``) does this itself, so leave it off there.
    public var avoidsKeyboard = false {
      didSet {
        guard avoidsKeyboard != oldValue else { return }
        keyboardAvoidance?.stop()
        keyboardAvoidance = nil
        if avoidsKeyboard, let scrollView = keyboardAvoidingScrollView {
          keyboardAvoidance = KeyboardAvoidance(scrollView: scrollView)
        }
      }
    }
    private var keyboardAvoidance: KeyboardAvoidance?

    /// The list view whose insets follow the keyboard; each adapter returns its own.
    var keyboardAvoidingScrollView: UIScrollView? { nil }

    /// What the list view shows above its first section, set by the composite from its
    /// ``CompositeController/listHeader``.
    @_spi(Hosting) public var listHeader: RowContent? {
      didSet {
        // Nothing before and nothing now (the composite attaching a list without one): the
        // list view is left as it is, its layout not invalidated.
        guard listHeader != nil || oldValue != nil else { return }
        listHeaderAndFooter.header.content = listHeader
        showListHeaderAndFooter()
      }
    }
    /// What the list view shows after its last section, set by the composite from its
    /// ``CompositeController/listFooter``.
    @_spi(Hosting) public var listFooter: RowContent? {
      didSet {
        // Nothing before and nothing now (the composite attaching a list without one): the
        // list view is left as it is, its layout not invalidated.
        guard listFooter != nil || oldValue != nil else { return }
        listHeaderAndFooter.footer.content = listFooter
        showListHeaderAndFooter()
      }
    }
    /// A view of your own shown above the first section (a profile banner), in place of the
    /// composite's ``/SectionKit/CompositeController/listHeader``; `nil`, the default, shows that
    /// content.
    ///
    /// Give it Auto Layout constraints from its content to its edges. A table view shows it as
    /// its `tableHeaderView`, sized across its width with `systemLayoutSizeFitting` (see
    /// ``TableViewAdapter/sizeListHeaderAndFooterToFit()``). A collection view shows it in the
    /// global header of a compositional layout (``CollectionViewAdapter/elementKindListHeader``),
    /// whose estimated height the collection view replaces with the one `systemLayoutSizeFitting`
    /// fits the view to; after changing what the view shows there, set it again: the layout's
    /// configuration is set again, which lays the list out and sizes the view anew.
    public var listHeaderView: UIView? {
      didSet {
        listHeaderAndFooter.header.customView = listHeaderView
        showListHeaderAndFooter()
      }
    }
    /// A view of your own shown after the last section, in place of the composite's
    /// ``/SectionKit/CompositeController/listFooter``; `nil`, the default, shows that content.
    public var listFooterView: UIView? {
      didSet {
        listHeaderAndFooter.footer.customView = listFooterView
        showListHeaderAndFooter()
      }
    }
    /// The views of the list's header and footer.
    var listHeaderAndFooter = ListHeaderAndFooterViews()

    /// Shows the list's header and footer as they are now, as each adapter places them.
    private func showListHeaderAndFooter() {
      (self as? any ListViewAdapter)?.showListHeaderAndFooter()
    }

    override init() { super.init() }

    /// Tells the composite that the list view scrolled (its working range is measured again),
    /// then forwards to ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      (self as? any ListViewAdapter)?.listViewDidScroll()
      scrollViewDelegate?.scrollViewDidScroll?(scrollView)
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
      scrollViewDelegate?.scrollViewDidZoom?(scrollView)
    }

    /// Tells the sections on screen that the user started dragging
    /// (``/SectionKit/SectionScrollDelegate/willBeginDragging(in:)``), then forwards to
    /// ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      (self as? any ListViewAdapter)?.listDelegate?.listWillBeginDragging()
      scrollViewDelegate?.scrollViewWillBeginDragging?(scrollView)
    }

    /// Forwards to ``scrollViewDelegate``, which may change where scrolling comes to rest.
    ///
    /// - Parameters:
    ///   - scrollView: The list view.
    ///   - velocity: The velocity when the finger lifted, in points per millisecond.
    ///   - targetContentOffset: Where scrolling will stop; the delegate may change it.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      scrollViewDelegate?.scrollViewWillEndDragging?(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    /// Tells the sections on screen that the finger lifted
    /// (``/SectionKit/SectionScrollDelegate/didEndDragging(willDecelerate:in:)``), then forwards to
    /// ``scrollViewDelegate``.
    ///
    /// - Parameters:
    ///   - scrollView: The list view.
    ///   - decelerate: Whether scrolling goes on after the finger lifted.
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      (self as? any ListViewAdapter)?.listDelegate?.listDidEndDragging(
        willDecelerate: decelerate)
      scrollViewDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      scrollViewDelegate?.scrollViewWillBeginDecelerating?(scrollView)
    }

    /// Tells the sections on screen that the list came to rest
    /// (``/SectionKit/SectionScrollDelegate/didEndDecelerating(in:)``), then forwards to
    /// ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      (self as? any ListViewAdapter)?.listDelegate?.listDidEndDecelerating()
      scrollViewDelegate?.scrollViewDidEndDecelerating?(scrollView)
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      scrollViewDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
    }

    /// Asks ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    /// - Returns: The delegate's view to scale, or `nil` (no zooming, UIKit's default) when it
    ///   does not implement the method.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      scrollViewDelegate?.viewForZooming?(in: scrollView)
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameters:
    ///   - scrollView: The list view.
    ///   - view: The view that will be scaled.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      scrollViewDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameters:
    ///   - scrollView: The list view.
    ///   - view: The view that was scaled.
    ///   - scale: The final zoom scale.
    public func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      scrollViewDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
    }

    /// Asks ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    /// - Returns: The delegate's answer, or `true` (UIKit's default) when it does not
    ///   implement the method.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      scrollViewDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      scrollViewDelegate?.scrollViewDidScrollToTop?(scrollView)
    }

    /// Forwards to ``scrollViewDelegate``.
    ///
    /// - Parameter scrollView: The list view.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
    }
  }
#endif
