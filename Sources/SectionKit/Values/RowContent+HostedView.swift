extension RowContent {
  /// A view of the app's own that draws the whole row, made by a host's layer: in
  /// SectionKitSwiftUI, a SwiftUI view (`RowContent.hosting(_:id:content:)`).
  ///
  /// The content keeps what the view shows in words as its ``RowContent/text``: the headless
  /// host writes it as it writes any row, VoiceOver reads it unless ``RowContent/accessibility``
  /// says otherwise, and a host that cannot make the view shows it as a standard row. Rows are
  /// compared by that text and by ``id``: a row whose view shows something else must say so
  /// in words, or take another identity.
  public struct HostedView: Sendable {
    /// The identity the view is keyed by, so that a reused cell never shows the state of the
    /// row it showed before: the row's identity.
    public let id: any Hashable & Sendable
    /// What a host's layer makes the view with; only that layer knows its type.
    package let view: any Sendable
    /// A count the host's layer raises when something the view reads besides the row changed
    /// (the environment values a SwiftUI list passes to its rows), so that the row is
    /// configured again: rows with different revisions are not the same.
    package var revision = 0

    /// Creates a hosted view; a host's layer calls this with a view maker of its own.
    ///
    /// - Parameters:
    ///   - id: The identity the view is keyed by.
    ///   - view: What the host's layer makes the view with.
    package init(id: any Hashable & Sendable, view: any Sendable) {
      self.id = id
      self.view = view
    }

    /// Whether two hosted views are keyed by the same identity, at the same revision.
    ///
    /// - Parameter other: The hosted view to compare with.
    /// - Returns: `true` when the identities are equal and of the same type, and the revisions
    ///   equal.
    func hasSameValues(as other: HostedView) -> Bool {
      revision == other.revision && AnyHashable(id) == AnyHashable(other.id)
    }
  }

  /// The view that draws the whole row in place of the standard texts and image, or `nil` for
  /// a standard row (see ``HostedView``).
  ///
  /// The accessories still show beside it.
  public var hostedView: HostedView? {
    get { extrasBox?.extras.hostedView }
    set { extras.hostedView = newValue }
  }
}
