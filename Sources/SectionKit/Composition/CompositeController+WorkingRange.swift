import Foundation

/// The working range: the sections near the viewport, told before they show.
extension CompositeController {
  /// How far beyond the viewport the working range reaches, in screens, above and below.
  ///
  /// IGListKit's working range, in viewport lengths. `0`, the default, turns it off.
  ///
  /// ```swift
  /// let screen = CompositeController([ProfileSection(), PhotosSection(), CommentsSection()])
  /// screen.workingRange = 1  // one screen above and one below the viewport
  /// screen.attach(to: listView)
  /// ```
  ///
  /// A section comes within the range when its frame (header top to footer bottom) reaches
  /// into the viewport extended by `workingRange` times its height above and below (and its
  /// width on either side, for a layout that scrolls sideways); it gets
  /// ``SectionWorkingRangeDelegate/willEnterWorkingRange(in:)``, always before
  /// ``SectionDisplayDelegate/willDisplaySection(in:)``, and ``SectionWorkingRangeDelegate/didExitWorkingRange(in:)``
  /// when it leaves the extended viewport and nothing of it is on screen. The range is measured
  /// from the host's geometry each time it scrolls, loads or applies a batch: the headless
  /// host's layout, a table view's `rect(forSection:)`, a collection view's layout attributes.
  ///
  /// The range is counted in screens, not in sections as IGListKit's `workingRangeSize`: the
  /// sections of one list differ in height (a one-row header section, a feed of fifty rows), so
  /// "two sections ahead" may be a few points or many screens, while "one screen ahead" is the
  /// time a scroll takes to get there, which is what loading ahead is measured against.
  ///
  /// The range belongs to the whole list: a nested composite reads and sets its root's.
  /// Setting it to `0` tells every section in the range that it exited; detaching the composite
  /// does too, although the host then ends no display event. A value below `0`, infinite or
  /// not a number stops with a message.
  ///
  /// - Complexity: Setting it measures the range: O(log n + s) on the headless host, s being the
  ///   number of sections in the range; O(n) on the UIKit adapters, n being the number of
  ///   sections.
  public var workingRange: CGFloat {
    get { root.router.workingRange.screens }
    set {
      guard newValue >= 0, newValue.isFinite else {
        misuse(
          """
          SectionKit: CompositeController.workingRange was set to \(newValue). It counts screens \
          beyond the viewport: set a finite value of at least 0 (0 turns the working range off).
          """)
      }
      let router = root.router
      guard router.workingRange.screens != newValue else { return }
      if newValue == 0 { router.leaveWorkingRange() }
      router.workingRange.screens = newValue
      router.measureWorkingRange()
    }
  }
}
