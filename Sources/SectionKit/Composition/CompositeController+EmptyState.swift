/// What the list shows while it has no rows.
extension CompositeController {
  /// What the list shows while every section is empty (no rows in any section, or no sections
  /// at all); `nil`, the default, shows nothing.
  ///
  /// The host shows it behind its rows, and hides it as soon as a row appears: after each
  /// batch or load, from the counts the list shows, so a batch that moves rows leaves it alone.
  /// `HeadlessListView` shows it as its `HeadlessListView.backgroundContent` (printed by
  /// `HeadlessListView.renderedText(cursor:)` as `∅ No messages`); the UIKit adapters as the list view's
  /// `backgroundView` (a `UIListContentView` with the text centered, or the view their
  /// `emptyStateView` makes). Set it on the root composite; setting it while the list is shown
  /// takes effect at once.
  ///
  /// ```swift
  /// screen.emptyState = RowContent(
  ///   "No messages", secondaryText: "New mail appears here", imageName: "tray")
  /// ```
  ///
  /// IGListKit's `emptyView(for:)`.
  public var emptyState: RowContent? {
    get { shownWhenEmpty }
    set {
      shownWhenEmpty = newValue
      if parent == nil, isAttached { host?.emptyState = newValue }
    }
  }
}
