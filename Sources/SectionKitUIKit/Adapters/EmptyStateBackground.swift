#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The empty state a list view shows as its `backgroundView`: the view shown, the content it
  /// shows, and the background view it took the place of, which comes back when a row appears.
  @MainActor
  struct EmptyStateBackground {
    /// The view shown, or `nil` when the empty state is hidden.
    private var shown: UIView?
    /// The content `shown` shows.
    private var content: RowContent?
    /// The list view's own background view, put back when the empty state hides.
    private var replaced: UIView?

    /// Shows `content` as the list view's background, or hides the empty state for `nil`.
    ///
    /// The view is made once for a content: showing the same values again (after a batch that
    /// leaves the list empty) leaves the list view alone.
    ///
    /// - Parameters:
    ///   - content: What to show, or `nil` to hide the empty state.
    ///   - view: The list view.
    ///   - rebuilding: Whether to make the view again even for the same content.
    ///   - makeView: Makes the view, or `nil` for ``defaultView(showing:)``.
    mutating func show(
      _ content: RowContent?, in view: some ListView, rebuilding: Bool,
      makeView: ((RowContent) -> UIView)?
    ) {
      guard let content else {
        hide(in: view)
        return
      }
      if let shown, view.backgroundView === shown, !rebuilding,
        self.content?.hasSameValues(as: content) == true
      {
        return
      }
      let made = makeView?(content) ?? Self.defaultView(showing: content)
      if shown == nil { replaced = view.backgroundView }
      view.backgroundView = made
      shown = made
      self.content = content
    }

    /// Hides the empty state, putting back the list view's own background view.
    ///
    /// - Parameter view: The list view.
    private mutating func hide(in view: some ListView) {
      guard let shown else { return }
      if view.backgroundView === shown { view.backgroundView = replaced }
      self.shown = nil
      content = nil
      replaced = nil
    }

    /// The content in a list content view, its image and texts centered.
    ///
    /// - Parameter content: The empty state.
    /// - Returns: The view.
    static func defaultView(showing content: RowContent) -> UIView {
      var configuration = content.listConfiguration(
        from: .cell(), secondaryText: content.secondaryText)
      configuration.textProperties.alignment = .center
      configuration.secondaryTextProperties.alignment = .center
      return UIListContentView(configuration: configuration)
    }
  }
#endif
